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
 * into one string per field, made when its line is written (see `cellRuns`).
 */
export function mergePostings(
  entries: EntryPostings[],
  numbering: PostingsNumbering,
): Pick<SearchIndexFile, 'terms' | 'postings' | 'lengths' | 'words'> {
  const numbered = entries.map((e) => numberEntry(e, numbering));
  const size = numbering.terms.names.length;
  // Whether the locale has the term.
  const present = new Uint8Array(size);
  // Per word number: its term; a later entry's wins, as a map set entry by entry would keep.
  const wordTerms: (string | undefined)[] = new Array(numbering.words.names.length);
  for (const { termIds, wordIds, wordTerms: terms } of numbered) {
    for (let i = 0; i < wordIds.length; i++) wordTerms[wordIds[i]] = terms[i];
    for (let i = 0; i < termIds.length; i++) present[termIds[i]] = 1;
  }
  const withSections = entries.filter((e) => e.sections > 0);
  return {
    ...termLines(numbering.terms, { cells: cellRuns(entries, numbered, size), present }),
    lengths: SEARCH_FIELDS.map((_, f) => withSections.map((e) => e.lengths[f]).join(',')),
    words: sortedIds(numbering.words)
      .filter((id) => wordTerms[id] !== undefined)
      .map((id) => `${numbering.words.names[id]} ${wordTerms[id]}`)
      .join('\n'),
  };
}

/**
 * Every run of the locale, grouped by cell (term number and field) and in entry order within a cell: `start[c]` to
 * `start[c + 1]` index `runs` and the section number its entry starts at, `bases`. Each cell's items are joined
 * only when its line is written: joined entry by entry, a cell was a chain of concatenations, two V8 cons strings
 * per item, all alive until the end (10,000 docs: ~185 MB of the search thread's peak heap).
 */
interface CellRuns {
  start: Int32Array;
  runs: Run[];
  bases: Int32Array;
}

function cellRuns(entries: EntryPostings[], numbered: NumberedEntry[], size: number): CellRuns {
  const fields = SEARCH_FIELDS.length;
  const start = new Int32Array(size * fields + 1);
  const eachRun = (visit: (cell: number, run: Run, base: number) => void) => {
    let base = 0;
    numbered.forEach(({ termIds, runs }, e) => {
      for (let i = 0; i < termIds.length; i++)
        for (let f = 0; f < runs[i].length; f++) if (runs[i][f]) visit(termIds[i] * fields + f, runs[i][f]!, base);
      base += entries[e].sections;
    });
  };
  eachRun((cell) => start[cell + 1]++);
  for (let c = 1; c < start.length; c++) start[c] += start[c - 1];
  const next = start.slice(0, -1);
  const runs: Run[] = new Array(start[start.length - 1]);
  const bases = new Int32Array(runs.length);
  eachRun((cell, run, base) => {
    const at = next[cell]++;
    runs[at] = run;
    bases[at] = base;
  });
  return { start, runs, bases };
}

/** One cell's items joined by ',': each run shifted by its entry's first section, gaps counted from the run before. */
function cellText({ start, runs, bases }: CellRuns, cell: number): string {
  const items: string[] = [];
  let last = 0;
  for (let k = start[cell]; k < start[cell + 1]; k++) {
    const run = runs[k];
    items.push(item(bases[k] + run.first - last, run.firstTf) + run.rest);
    last = bases[k] + run.last;
  }
  return items.join(',');
}

/** The locale's terms in code-unit order (the order lunr's token set and the client's binary search need) and their postings lines. */
function termLines(
  terms: Numbers,
  { cells, present }: { cells: CellRuns; present: Uint8Array },
): {
  terms: string;
  postings: string;
} {
  const fields = SEARCH_FIELDS.length;
  const names: string[] = [];
  const lines: string[] = [];
  const line: string[] = new Array(fields);
  for (const id of sortedIds(terms)) {
    if (!present[id]) continue;
    names.push(terms.names[id]);
    for (let f = 0; f < fields; f++) line[f] = cellText(cells, id * fields + f);
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
