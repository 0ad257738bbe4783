/**
 * From analysed sections to the index file's compact text: sorted terms, one postings line per term, field
 * lengths, and the word -> term pairs that prefix and typo matching look words up in. Each entry is encoded once
 * with its sections numbered from 0 (`encodeEntry`); a locale then shifts and joins its entries' runs
 * (`mergePostings` in merge-postings.ts), since every locale lists mostly the same untranslated entries in another order.
 */
import { SEARCH_FIELDS } from '../../templates/search/index-format.js';

/** One section, counted: per field (`SEARCH_FIELDS` order) its term frequencies and length, and its words that differ from their terms. */
export interface CountedSection {
  tf: Map<string, number>[];
  lengths: number[];
  words: Map<string, string>;
}

/** A term's postings in one field of one entry: the first section and its frequency apart, the rest already as text. */
export interface Run {
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

/** `<gap>[:<tf>]`, base 36, the frequency only when it is not 1. */
export function item(gap: number, tf: number): string {
  return tf > 1 ? `${gap.toString(36)}:${tf.toString(36)}` : gap.toString(36);
}
