/**
 * A warm build's search index joins pages in groups (src/search/postings-groups.ts): the postings of any run of
 * pages joined into one give the index the same terms, postings, lengths and words as the pages merged one by one,
 * and the build cache keeps each group, so a build after one page changed analyses only that page's group again.
 */
import assert from 'node:assert/strict';
import { mkdtempSync } from 'node:fs';
import { rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { after, test } from 'node:test';
import { openBodyCache } from '../../src/cache/body-cache.js';
import type { Logger } from '../../src/logger.js';
import type { EntryPostings } from '../../src/search/encode-postings.js';
import { mergePostings, postingsNumbering } from '../../src/search/merge-postings.js';
import { mergePacked } from '../../src/search/packed-merge.js';
import { groupedPages, joinPostings, type GroupMember, type StoredGroup } from '../../src/search/postings-groups.js';
import { openJobStores, readAhead } from '../../src/search/stored-index.js';
import { random, randomEntry as entry } from './random-postings.js';

const root = mkdtempSync(path.join(os.tmpdir(), 'sitegen-groups-'));
after(() => rm(root, { recursive: true, force: true }));
const quiet: Logger = { info() {}, warn() {}, error() {}, progress() {} };

test('runs of entries joined, then merged, give the index entries merged one by one give', () => {
  for (let seed = 1; seed <= 40; seed++) {
    const next = random(seed);
    const entries = Array.from({ length: 1 + Math.floor(next() * 12) }, () => entry(next));
    const groups: EntryPostings[] = [];
    for (let at = 0; at < entries.length;) {
      const size = 1 + Math.floor(next() * 4);
      groups.push(joinPostings(entries.slice(at, at + size)));
      at += size;
    }
    assert.deepEqual(
      mergePostings(groups, postingsNumbering()),
      mergePostings(entries, postingsNumbering()),
      `seed ${seed}`,
    );
  }
});

function members(count: number, analysed: string[], changed = -1): GroupMember[] {
  const next = random(7);
  return Array.from({ length: count }, (_, i) => {
    const postings = entry(next);
    const sections = Array.from({ length: postings.sections }, (_, s) => ({
      anchor: `s${s}`,
      title: `Section ${s}`,
      level: 2,
      parent: -1,
      text: '',
      snippet: `Page ${i}, section ${s}.`,
    }));
    return {
      path: `/docs/page-${i}`,
      input: `page ${i}${i === changed ? ' changed' : ''}`,
      row: [`/docs/page-${i}`, `Page ${i}`, 'doc', 'docs'],
      language: 'en',
      analyse: () => (analysed.push(`/docs/page-${i}`), { sections, postings }),
    };
  });
}

test('a group kept in the build cache is not analysed again; a changed page analyses its group only', () => {
  const open = () =>
    openBodyCache<StoredGroup>({ root, dir: path.join(root, 'cache'), name: 'groups', scope: 's', logger: quiet });
  const analysed: string[] = [];
  const first = groupedPages(members(200, analysed), { store: open(), locale: 'en' });
  assert.equal(analysed.length, 200);
  assert.ok(first.postings.length > 4, `200 pages in ${first.postings.length} groups`);
  const store = open();
  groupedPages(members(200, []), { store, locale: 'en' });
  store.save();

  const again: string[] = [];
  const warm = groupedPages(members(200, again), { store: open(), locale: 'en' });
  assert.deepEqual(again, []);
  assert.equal(warm.fromCache, 200);
  assert.deepEqual(warm.pages, first.pages);
  assert.deepEqual(
    mergePostings(warm.postings, postingsNumbering()),
    mergePostings(first.postings, postingsNumbering()),
  );

  const edited: string[] = [];
  const one = groupedPages(members(200, edited, 120), { store: open(), locale: 'en' });
  assert.ok(edited.includes('/docs/page-120'));
  assert.ok(edited.length < 60, `${edited.length} pages analysed again`);
  assert.equal(one.fromCache, 200 - edited.length);
  assert.deepEqual(
    mergePostings(one.postings, postingsNumbering()),
    mergePostings(first.postings, postingsNumbering()),
  );
});

test('groups read ahead (the search thread, while the build parses) give the same index, and their job takes them', () => {
  const where = { root, dir: path.join(root, 'ahead'), name: 'groups', scope: 's', shardCount: 8 };
  const store = openBodyCache<StoredGroup>({ ...where, logger: quiet });
  const first = groupedPages(members(200, []), { store, locale: 'en' });
  store.save();

  const ahead = readAhead(where);
  assert.equal(ahead.groups.readAll().length, first.postings.length, 'every group read');
  assert.deepEqual(ahead.groups.stats, { hits: 0, misses: 0 }, 'reading ahead is no look-up');
  const job = { stores: { search: { ...where, name: 'search' }, groups: where }, pages: [], streamed: [], locales: [] };
  assert.equal(openJobStores(job, ahead).groups, ahead.groups, 'the job takes the store read ahead');
  const elsewhere = { ...job, stores: { ...job.stores, groups: { ...where, scope: 'other' } } };
  assert.notEqual(openJobStores(elsewhere, ahead).groups, ahead.groups, 'not a store of another scope');

  const edited: string[] = [];
  const warm = groupedPages(members(200, edited, 120), { store: ahead.groups, locale: 'en' });
  assert.ok(edited.length > 0 && edited.length < 60);
  assert.deepEqual(
    mergePostings(warm.postings, postingsNumbering()),
    mergePostings(first.postings, postingsNumbering()),
  );
  // The search thread merges the groups as they are packed: the same index (packed-merge.ts).
  const packed = groupedPages(members(200, [], 120), { store: ahead.groups, locale: 'en', packed: true });
  assert.equal(packed.postings.length, 0, 'nothing unpacked');
  assert.deepEqual(mergePacked(packed.packed), mergePostings(first.postings, postingsNumbering()));
});
