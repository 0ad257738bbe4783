/**
 * The records a build makes for the body cache wait on disk, not in memory, until the build's `save`: they reach
 * the shards only then, whichever thread made them; a failed build drops them and leaves the shards as they
 * were; folders left by a process that died are removed by the next one.
 */
import assert from 'node:assert/strict';
import { spawnSync } from 'node:child_process';
import { existsSync, mkdirSync, mkdtempSync, readdirSync, readFileSync, writeFileSync } from 'node:fs';
import { rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { after, test } from 'node:test';
import { openBodyCache } from '../../src/cache/body-cache.js';
import { folderDigest } from '../helpers/folder-digest.js';
import type { Logger } from '../../src/logger.js';

const temps: string[] = [];
after(() => Promise.all(temps.map((r) => rm(r, { recursive: true, force: true }))));

const quiet: Logger = { info() {}, warn() {}, error() {}, progress() {} };

function site() {
  const root = mkdtempSync(path.join(os.tmpdir(), 'sitegen-staged-'));
  temps.push(root);
  for (const name of ['a.md', 'b.md', 'c.md']) writeFileSync(path.join(root, name), name);
  const dir = path.join(root, 'cache');
  const open = () => openBodyCache<string>({ root, dir, name: 'bodies', scope: 's', logger: quiet, shardCount: 4 });
  return { root, dir, open, staged: path.join(dir, 'staged') };
}

const source = (key: string, input = 'v1') => ({ key, input, deps: {} });
const render = (value: string) => () => ({ value, cacheable: true });

test('records wait on disk outside the shards until save, which writes them and removes the staged folder', () => {
  const { open, dir, staged } = site();
  const cache = open();
  cache.through(source('a.md'), render('<p>A "quoted"\nline</p>'));
  cache.through(source('b.md'), render('<p>B</p>'));
  const { kept, staged: folders } = cache.changes();
  assert.deepEqual(kept.sort(), ['a.md', 'b.md']);
  // Handed over as folders on disk that hold the records' text, while no shard exists yet.
  const waiting = Object.keys(folderDigest(staged))
    .map((file) => readFileSync(path.join(staged, file), 'utf8'))
    .join('');
  assert.match(waiting, /<p>B<\/p>/);
  assert.equal(folders.length, 1);
  assert.ok(
    readdirSync(dir).every((name) => !name.startsWith('bodies-')),
    'no shard is written before save',
  );
  cache.save();
  assert.deepEqual(folderDigest(staged), {});
  const reader = open();
  assert.deepEqual(reader.find(source('a.md')), { value: '<p>A "quoted"\nline</p>' });
  assert.deepEqual(reader.find(source('b.md')), { value: '<p>B</p>' });
});

test("another instance's records, adopted, are written by the adopting instance's save", () => {
  const { open, staged } = site();
  const saver = open();
  const thread = open();
  saver.through(source('a.md'), render('own'));
  thread.through(source('c.md'), render('theirs'));
  saver.adopt(thread.changes());
  assert.deepEqual(saver.changes().kept.sort(), ['a.md', 'c.md']);
  saver.save();
  assert.deepEqual(folderDigest(staged), {});
  const reader = open();
  assert.deepEqual(reader.find(source('a.md')), { value: 'own' });
  assert.deepEqual(reader.find(source('c.md')), { value: 'theirs' });
});

test('a record kept again replaces the one before; a later save writes only what was made since', () => {
  const { open } = site();
  const cache = open();
  cache.keep(source('a.md'), { value: 'first', cacheable: true, calls: [] });
  cache.keep(source('a.md'), { value: 'second', cacheable: true, calls: [] });
  cache.save();
  assert.deepEqual(open().find(source('a.md')), { value: 'second' });
  cache.keep(source('b.md', 'v2'), { value: 'later', cacheable: true, calls: [] });
  cache.save();
  const reader = open();
  assert.deepEqual(reader.find(source('a.md')), { value: 'second' });
  assert.deepEqual(reader.find(source('b.md', 'v2')), { value: 'later' });
});

test('discard drops the staged records, adopted ones too, and leaves the shards as they were', () => {
  const { open, dir } = site();
  const first = open();
  first.through(source('a.md'), render('kept'));
  first.save();
  const before = folderDigest(dir);
  const cache = open();
  const thread = open();
  cache.through(source('a.md', 'v2'), render('changed'));
  thread.through(source('b.md'), render('new'));
  cache.adopt(thread.changes());
  cache.changes();
  cache.discard();
  assert.deepEqual(folderDigest(dir), before);
});

test('folders staged by a process that died are removed; those of a live one stay', () => {
  const { open, staged } = site();
  const dead = spawnSync(process.execPath, ['-e', 'process.stdout.write(String(process.pid))'], { encoding: 'utf8' });
  const orphan = path.join(staged, `${dead.stdout}-0-0-bodies`);
  const live = path.join(staged, `${process.ppid}-0-0-bodies`);
  for (const folder of [orphan, live]) {
    mkdirSync(folder, { recursive: true });
    writeFileSync(path.join(folder, '00.lines'), '"a.md":{}\n');
  }
  const cache = open();
  cache.through(source('a.md'), render('A'));
  cache.changes();
  assert.equal(existsSync(orphan), false);
  assert.equal(existsSync(live), true);
  cache.save();
  assert.deepEqual(open().find(source('a.md')), { value: 'A' });
});

test('records that cannot be staged are a warning at save, never an error while the build renders', () => {
  const { root, dir, staged } = site();
  mkdirSync(dir, { recursive: true });
  // A file where the staged folder goes: no folder can be made there (as with a full disk, a write fails).
  writeFileSync(staged, 'in the way');
  const warnings: string[] = [];
  const logger: Logger = { ...quiet, warn: (m) => warnings.push(m) };
  const cache = openBodyCache<string>({ root, dir, name: 'bodies', scope: 's', logger, shardCount: 4 });
  // Larger than a batch: written while rendering.
  assert.equal(cache.through(source('a.md'), render('x'.repeat(1 << 19))), 'x'.repeat(1 << 19));
  cache.through(source('b.md'), render('B'));
  assert.deepEqual(cache.changes().kept.sort(), ['a.md', 'b.md']);
  cache.save();
  assert.equal(warnings.length, 1, warnings.join('\n'));
  assert.match(warnings[0], /^the build cache could not be written \(.+\); the next build renders anew$/);
  assert.ok(
    readdirSync(dir).every((name) => !name.startsWith('bodies-')),
    'no shard is written',
  );
});
