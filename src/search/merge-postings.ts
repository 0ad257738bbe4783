/**
 * A locale's postings: its entries' runs (encode-postings.ts) shifted and joined in the locale's order. Every
 * locale lists mostly the same entries, so each entry's terms and words are numbered once per build
 * (`PostingsNumbering`), and a locale's merge indexes arrays by those numbers instead of looking each of its
 * entries' terms up in a map.
 */
import { SEARCH_FIELDS, type SearchIndexFile } from '../../templates/search/index-format.js';
import { item, type EntryPostings, type Run } from './encode-postings.js';

/** An entry's runs and words as arrays, by number. */
interface NumberedEntry {
  termIds: number[];
  runs: (Run | null)[][];
  wordIds: number[];
  wordTerms: string[];
}

/** The numbers of a build's terms and words, and its entries numbered; one per build, shared by the locales. */
export interface PostingsNumbering {
  terms: Map<string, number>;
  words: Map<string, number>;
  entries: WeakMap<EntryPostings, NumberedEntry>;
}

/** An empty numbering for one build. */
export function postingsNumbering(): PostingsNumbering {
  return { terms: new Map(), words: new Map(), entries: new WeakMap() };
}

/** Join entries (in a locale's order) into the postings part of its index file. */
export function mergePostings(
  entries: EntryPostings[],
  numbering: PostingsNumbering,
): Pick<SearchIndexFile, 'terms' | 'postings' | 'lengths' | 'words'> {
  const numbered = entries.map((e) => numberEntry(e, numbering));
  // Per term number: per field its postings items (joined once at the end) and the last section in them.
  const parts: (string[][] | undefined)[] = new Array(numbering.terms.size);
  const last = new Int32Array(numbering.terms.size * SEARCH_FIELDS.length);
  // Per word number: its term; a later entry's wins, as a map set entry by entry would keep.
  const wordTerms: (string | undefined)[] = new Array(numbering.words.size);
  const termNames: string[] = [];
  const wordNames: string[] = [];
  let base = 0;
  entries.forEach((entry, e) => {
    const { termIds, runs, wordIds, wordTerms: terms } = numbered[e];
    for (let i = 0; i < wordIds.length; i++) wordTerms[wordIds[i]] = terms[i];
    for (let i = 0; i < termIds.length; i++) {
      const id = termIds[i];
      let acc = parts[id];
      if (!acc) parts[id] = acc = SEARCH_FIELDS.map(() => []);
      const fieldRuns = runs[i];
      for (let f = 0; f < fieldRuns.length; f++) {
        const run = fieldRuns[f];
        if (!run) continue;
        const at = id * SEARCH_FIELDS.length + f;
        acc[f].push(item(base + run.first - last[at], run.firstTf) + run.rest);
        last[at] = base + run.last;
      }
    }
    base += entry.sections;
  });
  numbering.terms.forEach((id, term) => parts[id] && termNames.push(term));
  numbering.words.forEach((id, word) => wordTerms[id] !== undefined && wordNames.push(word));
  // Code-unit order (the default sort), the order lunr's token set and the client's binary search need.
  const terms = termNames.sort();
  const withSections = entries.filter((e) => e.sections > 0);
  return {
    terms: terms.join('\n'),
    postings: terms.map((t) => postingsLine(parts[numbering.terms.get(t)!]!)).join('\n'),
    lengths: SEARCH_FIELDS.map((_, f) => withSections.map((e) => e.lengths[f]).join(',')),
    words: wordNames
      .sort()
      .map((w) => `${w} ${wordTerms[numbering.words.get(w)!]}`)
      .join('\n'),
  };
}

function numberEntry(entry: EntryPostings, numbering: PostingsNumbering): NumberedEntry {
  let done = numbering.entries.get(entry);
  if (done) return done;
  done = { termIds: [], runs: [], wordIds: [], wordTerms: [] };
  for (const [term, runs] of entry.runs) {
    done.termIds.push(numberOf(numbering.terms, term));
    done.runs.push(runs);
  }
  for (const [word, term] of entry.words) {
    done.wordIds.push(numberOf(numbering.words, word));
    done.wordTerms.push(term);
  }
  numbering.entries.set(entry, done);
  return done;
}

function numberOf(numbers: Map<string, number>, key: string): number {
  let n = numbers.get(key);
  if (n === undefined) numbers.set(key, (n = numbers.size));
  return n;
}

function postingsLine(parts: string[][]): string {
  return parts.map((items) => items.join(',')).join(';');
}
