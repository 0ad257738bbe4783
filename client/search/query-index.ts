/**
 * A query against a local index. Each query word may match its exact terms (boost 10), words it is the start of
 * (`notifica` -> notification, boost up to 3, more the more of the word is typed), and when neither exists, words
 * one typo away (two for words of eight letters or more; boost 1). Every word must match somewhere in a section
 * (AND); lunr's BM25 with field boosts (heading 10, page path 2, text 1) orders what is left, so heading hits lead.
 */
import type { QueryWord } from '../../templates/search/analyze.js';
import type { LocalIndex } from './local-index.js';

/** A section that matched, with lunr's score. */
export interface SectionHit {
  section: number;
  score: number;
}

/** Hits in rank order, the index terms that matched (for highlighting), and the words that match no term at all. */
export interface QueryResult {
  hits: SectionHit[];
  matched: Set<string>;
  unknown: QueryWord[];
}

/** A typed prefix expands to at most this many terms, the most frequent first. */
const MAX_EXPANSIONS = 40;

/** Run `words` against `index`, keeping sections whose page carries one of `tags` (null: every page). */
export function queryIndex(index: LocalIndex, words: QueryWord[], tags: string[] | null): QueryResult {
  const groups = words.map((w) => expand(index, w));
  const unknown = words.filter((_, i) => groups[i].size === 0);
  if (groups.length === 0 || unknown.length > 0) return { hits: [], matched: new Set(), unknown };
  const results = index.lunrFor(groups.flatMap((g) => [...g.keys()])).query((q) => {
    for (const group of groups) for (const [term, boost] of group) q.term(term, { usePipeline: false, boost });
  });
  const allowed = tags ? new Set(tags) : null;
  const matched = new Set<string>();
  const hits: SectionHit[] = [];
  for (const r of results) {
    const terms = Object.keys(r.matchData.metadata);
    if (!groups.every((g) => terms.some((t) => g.has(t)))) continue;
    const section = Number(r.ref);
    if (allowed && !allowed.has(index.file.pages[index.file.sections[section][0]][3])) continue;
    terms.forEach((t) => matched.add(t));
    hits.push({ section, score: r.score });
  }
  return { hits, matched, unknown };
}

/** A word's terms with their boosts. */
function expand(index: LocalIndex, word: QueryWord): Map<string, number> {
  const boosts = new Map<string, number>();
  const add = (term: string, boost: number) => boosts.set(term, Math.max(boosts.get(term) ?? 0, boost));
  for (const form of word.forms) if (index.position.has(form)) add(form, 10);
  // One Latin letter completes to half the vocabulary: wait for the second. A CJK character is a word.
  if (word.cjk || word.surface.length >= 2) {
    for (const [term, length] of mostFrequent(index, completions(index, word.surface)))
      add(term, 3 * (word.surface.length / length));
  }
  if (boosts.size === 0 && !word.cjk && word.surface.length >= 4) {
    for (const [term] of mostFrequent(index, nearWords(index, word.surface, word.surface.length >= 8 ? 2 : 1)))
      add(term, 1);
  }
  return boosts;
}

/** Terms of the words that start with `prefix`, each with the length of the shortest such word. */
function completions(index: LocalIndex, prefix: string): Map<string, number> {
  const { words } = index;
  let lo = 0;
  let hi = words.length;
  while (lo < hi) {
    const mid = (lo + hi) >> 1;
    if (words[mid] < prefix) lo = mid + 1;
    else hi = mid;
  }
  const found = new Map<string, number>();
  for (let i = lo; i < words.length && words[i].startsWith(prefix); i++) {
    for (const term of index.termsOf.get(words[i])!)
      found.set(term, Math.min(found.get(term) ?? Infinity, words[i].length));
  }
  return found;
}

/** Terms of the words at most `distance` edits from `word`. */
function nearWords(index: LocalIndex, word: string, distance: number): Map<string, number> {
  const found = new Map<string, number>();
  for (const candidate of index.words) {
    if (Math.abs(candidate.length - word.length) > distance || !withinDistance(word, candidate, distance)) continue;
    for (const term of index.termsOf.get(candidate)!) found.set(term, candidate.length);
  }
  return found;
}

/** Levenshtein distance <= max, giving up on a row once every cell is past it. */
export function withinDistance(a: string, b: string, max: number): boolean {
  let previous = Array.from({ length: b.length + 1 }, (_, j) => j);
  for (let i = 1; i <= a.length; i++) {
    const row = [i];
    let best = i;
    for (let j = 1; j <= b.length; j++) {
      row[j] = Math.min(previous[j] + 1, row[j - 1] + 1, previous[j - 1] + (a[i - 1] === b[j - 1] ? 0 : 1));
      best = Math.min(best, row[j]);
    }
    if (best > max) return false;
    previous = row;
  }
  return previous[b.length] <= max;
}

/** Keep the MAX_EXPANSIONS terms found in the most sections. */
function mostFrequent(index: LocalIndex, found: Map<string, number>): Map<string, number> {
  if (found.size <= MAX_EXPANSIONS) return found;
  const often = (term: string) => index.posting(term)?.withTerm ?? 0;
  return new Map([...found].sort((a, b) => often(b[0]) - often(a[0])).slice(0, MAX_EXPANSIONS));
}
