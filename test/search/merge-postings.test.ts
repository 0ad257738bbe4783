/**
 * A build merges every locale's postings with one numbering of terms and words (src/search/merge-postings.ts),
 * kept sorted as later locales add terms: each merge lists its terms and words in code-unit order, as a merge with
 * a numbering of its own does.
 */
import assert from 'node:assert/strict';
import { test } from 'node:test';
import { mergePostings, postingsNumbering } from '../../src/search/merge-postings.js';
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
