/**
 * Locales that list the same entries merge what they share once (src/search/shared-runs.ts): each locale's index
 * postings stay what merging its own entries one by one gives, and a run several locales list alike is joined once.
 */
import assert from 'node:assert/strict';
import { test } from 'node:test';
import type { EntryPostings } from '../../src/search/encode-postings.js';
import { mergePostings, postingsNumbering } from '../../src/search/merge-postings.js';
import { joinSharedRuns } from '../../src/search/shared-runs.js';
import { random, randomEntry } from './random-postings.js';

/** Locales made from one list: some entries translated (replaced), some left out or added, some moved. */
function locales(next: () => number): EntryPostings[][] {
  const base = Array.from({ length: 1 + Math.floor(next() * 30) }, () => randomEntry(next));
  return Array.from({ length: 1 + Math.floor(next() * 5) }, () => {
    const list = base.flatMap((entry) => {
      const roll = next();
      if (roll < 0.08) return [randomEntry(next)];
      if (roll < 0.12) return [];
      if (roll < 0.16) return [entry, randomEntry(next)];
      return [entry];
    });
    if (list.length > 2 && next() < 0.3) list.push(...list.splice(Math.floor(next() * list.length), 1));
    return list;
  });
}

test('each locale merges its shared runs joined into the postings of its own entries merged one by one', () => {
  for (let seed = 1; seed <= 60; seed++) {
    const lists = locales(random(seed));
    const joined = joinSharedRuns(lists);
    // One numbering for every locale, as a build shares it.
    const numbering = postingsNumbering();
    lists.forEach((list, l) => {
      assert.deepEqual(
        mergePostings(joined[l], numbering),
        mergePostings(list, postingsNumbering()),
        `seed ${seed}, locale ${l}`,
      );
    });
  }
});

test('a run the locales list alike is joined once, whatever they translate around it', () => {
  const next = random(3);
  const en = Array.from({ length: 30 }, () => randomEntry(next));
  const de = en.map((entry, i) => (i === 0 || i === 10 ? randomEntry(next) : entry));
  const fr = en.map((entry, i) => (i === 10 ? randomEntry(next) : entry));
  const [a, b, c] = joinSharedRuns([en, de, fr]);
  // Entries 1-9 and 11-29 are each one joined entry, the same object in every locale; the others stay as they were.
  assert.deepEqual(
    [a, b, c].map((list) => list.length),
    [4, 4, 4],
  );
  assert.deepEqual([a[0], a[2], b[0], b[2], c[0], c[2]], [en[0], en[10], de[0], de[10], en[0], fr[10]]);
  for (const at of [1, 3]) assert.ok(a[at] === b[at] && b[at] === c[at], `run ${at} shared`);
  assert.equal(
    a[1].sections,
    en.slice(1, 10).reduce((n, e) => n + e.sections, 0),
  );
});

test('one locale, or locales that share nothing, keep their entries as they are', () => {
  const next = random(5);
  const one = Array.from({ length: 5 }, () => randomEntry(next));
  const other = Array.from({ length: 5 }, () => randomEntry(next));
  assert.deepEqual(joinSharedRuns([one]), [one]);
  const [x, y] = joinSharedRuns([one, other]);
  assert.ok(x.every((e, i) => e === one[i]) && y.every((e, i) => e === other[i]));
});
