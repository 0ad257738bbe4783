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

/** Texts numbered in the order first met, and their numbers in code-unit order of the texts, sorted as they grow. */
interface Numbers {
  of: Map<string, number>;
  names: string[];
  /** Numbers in code-unit order of their names (the default sort's order), for the first `sorted.length` names. */
  sorted: number[];
}

/** The numbers of a build's terms and words, and its entries numbered; one per build, shared by the locales. */
export interface PostingsNumbering {
  terms: Numbers;
  words: Numbers;
  entries: WeakMap<EntryPostings, NumberedEntry>;
}

/** An empty numbering for one build. */
export function postingsNumbering(): PostingsNumbering {
  const numbers = (): Numbers => ({ of: new Map(), names: [], sorted: [] });
  return { terms: numbers(), words: numbers(), entries: new WeakMap() };
}

/**
 * Join entries (in a locale's order) into the postings part of its index file. Its terms and words are listed in
 * the order the build's numbering keeps sorted (sorted once per build, not once per locale); each term's items go
 * into one string per field.
 */
export function mergePostings(
  entries: EntryPostings[],
  numbering: PostingsNumbering,
): Pick<SearchIndexFile, 'terms' | 'postings' | 'lengths' | 'words'> {
  const numbered = entries.map((e) => numberEntry(e, numbering));
  const fields = SEARCH_FIELDS.length;
  const size = numbering.terms.names.length;
  // Per term number and field: its items joined by ',', and the last section in them; whether the locale has the term.
  const cells: (string | undefined)[] = new Array(size * fields);
  const last = new Int32Array(size * fields);
  const present = new Uint8Array(size);
  // Per word number: its term; a later entry's wins, as a map set entry by entry would keep.
  const wordTerms: (string | undefined)[] = new Array(numbering.words.names.length);
  let base = 0;
  entries.forEach((entry, e) => {
    const { termIds, runs, wordIds, wordTerms: terms } = numbered[e];
    for (let i = 0; i < wordIds.length; i++) wordTerms[wordIds[i]] = terms[i];
    for (let i = 0; i < termIds.length; i++) {
      const id = termIds[i];
      present[id] = 1;
      const fieldRuns = runs[i];
      for (let f = 0; f < fieldRuns.length; f++) {
        const run = fieldRuns[f];
        if (!run) continue;
        const at = id * fields + f;
        const text = item(base + run.first - last[at], run.firstTf) + run.rest;
        const before = cells[at];
        cells[at] = before === undefined ? text : `${before},${text}`;
        last[at] = base + run.last;
      }
    }
    base += entry.sections;
  });
  const withSections = entries.filter((e) => e.sections > 0);
  return {
    ...termLines(numbering.terms, { cells, present, fields }),
    lengths: SEARCH_FIELDS.map((_, f) => withSections.map((e) => e.lengths[f]).join(',')),
    words: sortedIds(numbering.words)
      .filter((id) => wordTerms[id] !== undefined)
      .map((id) => `${numbering.words.names[id]} ${wordTerms[id]}`)
      .join('\n'),
  };
}

/** The locale's terms in code-unit order (the order lunr's token set and the client's binary search need) and their postings lines. */
function termLines(
  terms: Numbers,
  { cells, present, fields }: { cells: (string | undefined)[]; present: Uint8Array; fields: number },
): { terms: string; postings: string } {
  const names: string[] = [];
  const lines: string[] = [];
  const line: string[] = new Array(fields);
  for (const id of sortedIds(terms)) {
    if (!present[id]) continue;
    names.push(terms.names[id]);
    for (let f = 0; f < fields; f++) line[f] = cells[id * fields + f] ?? '';
    lines.push(line.join(';'));
  }
  return { terms: names.join('\n'), postings: lines.join('\n') };
}

/** Every number in code-unit order of its name: the names added since the last call sorted, then merged in. */
function sortedIds(numbers: Numbers): number[] {
  const { names, sorted } = numbers;
  if (sorted.length === names.length) return sorted;
  const added = Array.from({ length: names.length - sorted.length }, (_, i) => sorted.length + i);
  added.sort((a, b) => (names[a] < names[b] ? -1 : 1));
  const merged: number[] = [];
  let i = 0;
  let j = 0;
  while (i < sorted.length || j < added.length)
    merged.push(
      j >= added.length || (i < sorted.length && names[sorted[i]] < names[added[j]]) ? sorted[i++] : added[j++],
    );
  numbers.sorted = merged;
  return merged;
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

function numberOf(numbers: Numbers, key: string): number {
  let n = numbers.of.get(key);
  if (n === undefined) {
    numbers.of.set(key, (n = numbers.names.length));
    numbers.names.push(key);
  }
  return n;
}
