/**
 * From analysed sections to the index file's compact text: sorted terms, one postings line per term, field
 * lengths, and the word -> term pairs that prefix and typo matching look words up in. Each entry is encoded once
 * with its sections numbered from 0 (`encodeEntry`); a locale then shifts and joins its entries' runs
 * (`mergePostings`), since every locale lists mostly the same untranslated entries in another order.
 */
import { SEARCH_FIELDS, type SearchIndexFile } from '../../templates/search/index-format.js';

/** One section, counted: per field (`SEARCH_FIELDS` order) its term frequencies and length, and its words that differ from their terms. */
export interface CountedSection {
  tf: Map<string, number>[];
  lengths: number[];
  words: Map<string, string>;
}

/** A term's postings in one field of one entry: the first section and its frequency apart, the rest already as text. */
interface Run {
  first: number;
  firstTf: number;
  /** `,<gap>[:<tf>]` for every later section (gaps do not change when the entry moves). */
  rest: string;
  last: number;
}

/** One entry's postings, sections numbered from 0. */
export interface EntryPostings {
  sections: number;
  /** Per term, per field: its run, or null. */
  runs: Map<string, (Run | null)[]>;
  /** Per field: the sections' lengths, base 36, joined by ','. */
  lengths: string[];
  words: Map<string, string>;
}

/** Encode one entry's sections (done once per entry and shared by every locale that lists it). */
export function encodeEntry(sections: CountedSection[]): EntryPostings {
  const runs = new Map<string, (Run | null)[]>();
  const words = new Map<string, string>();
  sections.forEach(({ tf, words: own }, section) => {
    for (const [w, t] of own) words.set(w, t);
    tf.forEach((counts, field) => {
      for (const [term, n] of counts) {
        let fields = runs.get(term);
        if (!fields) runs.set(term, (fields = SEARCH_FIELDS.map(() => null)));
        const run = fields[field];
        if (!run) fields[field] = { first: section, firstTf: n, rest: '', last: section };
        else {
          run.rest += `,${item(section - run.last, n)}`;
          run.last = section;
        }
      }
    });
  });
  return {
    sections: sections.length,
    runs,
    lengths: SEARCH_FIELDS.map((_, f) => sections.map((s) => s.lengths[f].toString(36)).join(',')),
    words,
  };
}

/** Join entries (in a locale's order) into the postings part of its index file. */
export function mergePostings(
  entries: EntryPostings[],
): Pick<SearchIndexFile, 'terms' | 'postings' | 'lengths' | 'words'> {
  // Per term, per field: its postings items so far and the last section in them. Arrays joined once at the end:
  // appending to a string builds a rope thousands of pieces deep, slow to flatten.
  const byTerm = new Map<string, { parts: string[][]; last: number[] }>();
  const words = new Map<string, string>();
  let base = 0;
  // forEach, not for-of: no [key, value] pair per item (over a million items for eight locales).
  const addWord = (t: string, w: string) => words.set(w, t);
  for (const entry of entries) {
    entry.words.forEach(addWord);
    entry.runs.forEach((runs, term) => {
      let acc = byTerm.get(term);
      if (!acc) byTerm.set(term, (acc = { parts: SEARCH_FIELDS.map(() => []), last: SEARCH_FIELDS.map(() => 0) }));
      for (let f = 0; f < runs.length; f++) {
        const run = runs[f];
        if (!run) continue;
        acc.parts[f].push(item(base + run.first - acc.last[f], run.firstTf) + run.rest);
        acc.last[f] = base + run.last;
      }
    });
    base += entry.sections;
  }
  // Code-unit order (the default sort), the order lunr's token set and the client's binary search need.
  const terms = [...byTerm.keys()].sort();
  const withSections = entries.filter((e) => e.sections > 0);
  return {
    terms: terms.join('\n'),
    postings: terms.map((t) => postingsLine(byTerm.get(t)!.parts)).join('\n'),
    lengths: SEARCH_FIELDS.map((_, f) => withSections.map((e) => e.lengths[f]).join(',')),
    words: [...words.keys()]
      .sort()
      .map((w) => `${w} ${words.get(w)}`)
      .join('\n'),
  };
}

function postingsLine(parts: string[][]): string {
  return parts.map((items) => items.join(',')).join(';');
}

/** `<gap>[:<tf>]`, base 36, the frequency only when it is not 1. */
function item(gap: number, tf: number): string {
  return tf > 1 ? `${gap.toString(36)}:${tf.toString(36)}` : gap.toString(36);
}
