/**
 * A render thread's share in chunks (src/render/job-chunks.ts): the chunks hold every job once, in the share's order
 * (locale by locale, each job with its page-cache key), about the given characters of entries' HTML each, and only
 * the last says so; a share of no jobs is one empty last chunk. Small shares are not worth chunking.
 */
import assert from 'node:assert/strict';
import { test } from 'node:test';
import { jobChunks, STREAM_MIN_CHARS, worthStreaming } from '../../src/render/job-chunks.js';
import type { LocaleJobs } from '../../src/render/render-pool.js';
import type { RouteJob } from '../../src/render/render-route.js';
import type { ContentEntry, Route } from '../../src/types.js';

function entry(id: string, chars: number): ContentEntry {
  return { id, html: 'x'.repeat(chars) } as ContentEntry;
}

function job(path: string, e?: ContentEntry, items?: ContentEntry[]): RouteJob {
  return { route: { path } as Route, entry: e, items, alternates: ['en'] };
}

function share(): LocaleJobs[] {
  const docs = Array.from({ length: 10 }, (_, i) => entry(`d${i}`, 100));
  const en: LocaleJobs = {
    locale: 'en',
    bundle: {} as LocaleJobs['bundle'],
    jobs: [...docs.map((d) => job(`/en/${d.id}`, d)), job('/en/list', undefined, docs.slice(0, 3))],
    keys: [...docs.map((d) => `key-${d.id}`), 'key-list'],
  };
  const de: LocaleJobs = {
    locale: 'de',
    bundle: {} as LocaleJobs['bundle'],
    jobs: docs.map((d) => job(`/de/${d.id}`, d)),
  };
  return [en, de];
}

/** Every chunk's jobs as `locale path key`, in order. */
function flat(chunks: ReturnType<typeof jobChunks>, s: LocaleJobs[]): string[] {
  return chunks.flatMap((c) =>
    c.parts.flatMap((p) => p.jobs.map((j, i) => `${s[p.locale].locale} ${j.route.path} ${p.keys?.[i] ?? '-'}`)),
  );
}

test('chunks hold every job once, in order, with its key, and only the last chunk is last', () => {
  const s = share();
  const whole = flat(jobChunks(s, Infinity), s);
  assert.equal(whole.length, 21);
  assert.equal(whole[0], 'en /en/d0 key-d0');
  assert.equal(whole[10], 'en /en/list key-list');
  assert.equal(whole[11], 'de /de/d0 -');
  for (const size of [1, 250, 300, 1000, 5000]) {
    const chunks = jobChunks(s, size);
    assert.deepEqual(flat(chunks, s), whole, `chunks of ${size} characters`);
    assert.deepEqual(
      chunks.map((c) => c.last),
      chunks.map((_, i) => i === chunks.length - 1),
    );
  }
  assert.equal(jobChunks(s, Infinity).length, 1);
});

test('a chunk ends once its entries reach the size, items of a list page counted', () => {
  const s = share();
  const sizes = (size: number) =>
    jobChunks(s, size).map((c) => c.parts.map((p) => `${s[p.locale].locale}:${p.jobs.length}`).join(' '));
  // 100 characters a doc: three docs pass 250; the last doc and the list page's three items (300) make one chunk.
  assert.deepEqual(sizes(250), ['en:3', 'en:3', 'en:3', 'en:2', 'de:3', 'de:3', 'de:3', 'de:1']);
  // A chunk goes on into the next locale: the list page (300) and seven German docs make 1,000.
  assert.deepEqual(sizes(1000), ['en:10', 'en:1 de:7', 'de:3']);
});

test('a share without jobs is one empty last chunk', () => {
  const empty: LocaleJobs[] = [{ locale: 'en', bundle: {} as LocaleJobs['bundle'], jobs: [] }];
  assert.deepEqual(jobChunks(empty, 100), [{ parts: [], last: true }]);
  assert.deepEqual(jobChunks([], 100), [{ parts: [], last: true }]);
});

test('only shares whose distinct entries pass STREAM_MIN_CHARS are worth chunking', () => {
  const small = share();
  assert.equal(worthStreaming([small, small]), false);
  const big = entry('big', STREAM_MIN_CHARS / 2);
  const half: LocaleJobs[] = [{ locale: 'en', bundle: {} as LocaleJobs['bundle'], jobs: [job('/a', big)] }];
  // The same entry in both shares (and twice in one) counts once.
  assert.equal(worthStreaming([half, half, [{ ...half[0], jobs: [job('/b', big)] }]]), false);
  const other: LocaleJobs[] = [{ ...half[0], jobs: [job('/c', entry('other', STREAM_MIN_CHARS / 2))] }];
  assert.equal(worthStreaming([half, other]), true);
});
