/**
 * From analysed sections to the index file's compact text: sorted terms, one postings line per term, field
 * lengths, and the word -> term pairs that prefix and typo matching look words up in.
 */
import { SEARCH_FIELDS, type SearchIndexFile } from '../../templates/search/index-format.js';
import type { Word } from '../../templates/search/analyze.js';

/** One section, counted: per field (`SEARCH_FIELDS` order) its term frequencies and length, and its words that differ from their terms. */
export interface CountedSection {
  tf: Map<string, number>[];
  lengths: number[];
  words: Map<string, string>;
}

/** Count one section's words per field (done once per entry and shared by every locale that shows it). */
export function countSection(fields: Word[][]): CountedSection {
  const words = new Map<string, string>();
  const tf = fields.map((list) => {
    const counts = new Map<string, number>();
    for (const w of list) {
      if (w.term === null) continue;
      counts.set(w.term, (counts.get(w.term) ?? 0) + 1);
      if (w.term !== w.surface) words.set(w.surface, w.term);
    }
    return counts;
  });
  return { tf, lengths: tf.map((counts) => [...counts.values()].reduce((a, b) => a + b, 0)), words };
}

/** Encode sections (numbered by position) into the postings part of the index file. */
export function encodePostings(sections: CountedSection[]): Pick<SearchIndexFile, 'terms' | 'postings' | 'lengths' | 'words'> {
  // Sections are visited in order, so each list only needs the last section it saw to write gaps.
  const byTerm = new Map<string, { items: string[]; last: number }[]>();
  const words = new Map<string, string>();
  sections.forEach(({ tf, words: own }, section) => {
    for (const [w, t] of own) words.set(w, t);
    tf.forEach((counts, field) => {
      for (const [term, n] of counts) {
        let lists = byTerm.get(term);
        if (!lists) byTerm.set(term, (lists = SEARCH_FIELDS.map(() => ({ items: [], last: 0 }))));
        const list = lists[field];
        list.items.push(n > 1 ? `${(section - list.last).toString(36)}:${n.toString(36)}` : (section - list.last).toString(36));
        list.last = section;
      }
    });
  });
  const terms = [...byTerm.keys()].sort(compare);
  return {
    terms: terms.join('\n'),
    postings: terms.map((t) => byTerm.get(t)!.map((list) => list.items.join(',')).join(';')).join('\n'),
    lengths: SEARCH_FIELDS.map((_, field) => sections.map((c) => c.lengths[field].toString(36)).join(',')),
    words: [...words].sort((a, b) => compare(a[0], b[0])).map(([w, t]) => `${w} ${t}`).join('\n'),
  };
}

/** Code-unit order, the order lunr's token set needs (not `localeCompare`). */
function compare(a: string, b: string): number {
  return a < b ? -1 : a > b ? 1 : 0;
}
