/**
 * A warm build merges its groups' postings as the build cache keeps them (src/search/packed-merge.ts): the index's
 * terms, postings, lengths and words are the same as `mergePostings` of them unpacked, whatever the groups hold.
 */
import assert from 'node:assert/strict';
import { test } from 'node:test';
import type { EntryPostings } from '../../src/search/encode-postings.js';
import { mergePostings, postingsNumbering } from '../../src/search/merge-postings.js';
import { mergePacked } from '../../src/search/packed-merge.js';
import { packPostings } from '../../src/search/stored-analysis.js';
import { random, randomEntry } from './random-postings.js';

/** Terms that sort differently by code unit than by locale or length (`Z` < `_` < `a`, `é` after `z`). */
const TERMS = ['app', 'apps', 'ap', 'Zed', '_x', 'a1', 'é', 'z', 'window', 'ipc', '10', '9'];

test('groups merged as they are packed give the index that merging them unpacked gives', () => {
  for (let seed = 1; seed <= 60; seed++) {
    const next = random(seed);
    const entries = Array.from({ length: Math.floor(next() * 14) }, () => randomEntry(next, TERMS));
    assert.deepEqual(
      mergePacked(entries.map(packPostings)),
      mergePostings(entries, postingsNumbering()),
      `seed ${seed}`,
    );
  }
});

test('a word in several entries takes the last entry’s term, as the merge keeps it', () => {
  const entry = (term: string): EntryPostings => ({
    sections: 1,
    runs: new Map([[term, [{ first: 0, firstTf: 1, rest: '', last: 0 }, null, null]]]),
    lengths: ['1', '0', '0'],
    words: new Map([['windows', term]]),
  });
  const entries = [entry('window'), entry('windo'), entry('wind')];
  const merged = mergePacked(entries.map(packPostings));
  assert.equal(merged.words, 'windows wind');
  assert.deepEqual(merged, mergePostings(entries, postingsNumbering()));
});

test('the order of a group’s terms does not matter', () => {
  const next = random(3);
  const entries = Array.from({ length: 8 }, () => randomEntry(next, TERMS));
  const unsorted = entries.map((e) => {
    const packed = packPostings(e);
    const order = packed.terms
      .split('\n')
      .map((_, i) => i)
      .reverse();
    const pick = (text: string) => order.map((i) => text.split('\n')[i]).join('\n');
    return { ...packed, terms: packed.terms && pick(packed.terms), runs: packed.terms && pick(packed.runs) };
  });
  assert.deepEqual(mergePacked(unsorted), mergePostings(entries, postingsNumbering()));
});
