/**
 * A build merges every locale's postings with one numbering of terms and words (src/search/merge-postings.ts),
 * kept sorted as later locales add terms: each merge lists its terms and words in code-unit order, as a merge with
 * a numbering of its own does.
 */
import assert from 'node:assert/strict';
import { test } from 'node:test';
import { mergePostings, postingsNumbering } from '../../src/search/merge-postings.js';
import { SEARCH_FIELDS } from '../../templates/search/index-format.js';
import { item, type EntryPostings } from '../../src/search/encode-postings.js';
import { random, randomEntry } from './random-postings.js';

/** Terms that sort before, between and after each other, some non-ASCII (code-unit order, not locale order). */
const VOCABULARY = ['app', 'zoom', 'b', 'ä', 'Z', 'a1', 'app2', 'ñu', '_x', 'menu', 'm', '通知', 'é', 'e', 'ipc'];

test('merges sharing one numbering list terms and words as merges with their own do', () => {
  for (let seed = 1; seed <= 30; seed++) {
    const next = random(seed);
    const numbering = postingsNumbering();
    for (let locale = 0; locale < 4; locale++) {
      // Each locale brings words the ones before it did not have.
      const terms = VOCABULARY.filter(() => next() < 0.4);
      const entries = Array.from({ length: Math.floor(next() * 6) }, () => randomEntry(next, terms));
      assert.deepEqual(
        mergePostings(entries, numbering),
        mergePostings(entries, postingsNumbering()),
        `seed ${seed}, locale ${locale}`,
      );
    }
  }
});

test('terms and words are listed in code-unit order', () => {
  const next = random(1);
  const merged = mergePostings([randomEntry(next, VOCABULARY), randomEntry(next, VOCABULARY)], postingsNumbering());
  const terms = merged.terms.split('\n');
  assert.ok(terms.length > 5);
  assert.deepEqual(terms, [...terms].sort());
  const words = merged.words.split('\n').map((line) => line.split(' ')[0]);
  assert.deepEqual(words, [...words].sort());
});

/**
 * The merge as the index format describes it, written plainly: entries in order, each term's items per field
 * joined by ',', a run's first section counted from the last section of the term's run before it in that field.
 */
function plainMerge(entries: EntryPostings[]): { terms: string; postings: string } {
  const cells = new Map<string, { items: string[]; last: number }[]>();
  let base = 0;
  for (const entry of entries) {
    for (const [term, runs] of entry.runs) {
      if (!cells.has(term))
        cells.set(
          term,
          SEARCH_FIELDS.map(() => ({ items: [], last: 0 })),
        );
      runs.forEach((run, f) => {
        if (!run) return;
        const cell = cells.get(term)![f];
        cell.items.push(item(base + run.first - cell.last, run.firstTf) + run.rest);
        cell.last = base + run.last;
      });
    }
    base += entry.sections;
  }
  const terms = [...cells.keys()].sort();
  const lines = terms.map((t) =>
    cells
      .get(t)!
      .map((cell) => cell.items.join(','))
      .join(';'),
  );
  return { terms: terms.join('\n'), postings: lines.join('\n') };
}

test('postings are the items of each term and field in entry order, gaps counted within the field', () => {
  for (let seed = 1; seed <= 40; seed++) {
    const next = random(seed);
    const numbering = postingsNumbering();
    // Several merges on one numbering: cells are numbered by terms other locales brought too.
    for (let locale = 0; locale < 3; locale++) {
      const terms = VOCABULARY.filter(() => next() < 0.5);
      const entries = Array.from({ length: Math.floor(next() * 8) }, () => randomEntry(next, terms));
      const { terms: names, postings } = mergePostings(entries, numbering);
      assert.deepEqual({ terms: names, postings }, plainMerge(entries), `seed ${seed}, locale ${locale}`);
    }
  }
});
