/**
 * Cached pages are written on a second thread (src/render/write-aside.ts): every file lands with its bytes and
 * folders, and a file that cannot be written fails the build instead of leaving a page out. A page cache entry is
 * read and checked against its record's digest there; one it cannot use is reported back, never written. A page the
 * previous output holds unchanged is linked from it instead.
 */
import assert from 'node:assert/strict';
import { createHash } from 'node:crypto';
import { existsSync, mkdirSync, mkdtempSync, readFileSync, rmSync, statSync, utimesSync, writeFileSync } from 'node:fs';
import { rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { after, test } from 'node:test';
import type { EntryRef } from '../../src/cache/page-cache.js';
import { writeAside } from '../../src/render/write-aside.js';

const dir = mkdtempSync(path.join(os.tmpdir(), 'sitegen-aside-'));
after(() => rm(dir, { recursive: true, force: true }));

test('files are written with their folders, bytes as given', async () => {
  const bytes = Buffer.from('<p>caf\u00e9 \u2014 ok</p>');
  const files = [
    { target: path.join(dir, 'a/b/index.html'), bytes },
    { target: path.join(dir, 'a/c/index.html'), bytes: new Uint8Array([1, 2, 3]) },
  ];
  await writeAside(files).done;
  assert.deepEqual(readFileSync(files[0].target), bytes);
  assert.deepEqual([...readFileSync(files[1].target)], [1, 2, 3]);
});

test('a file that cannot be written rejects, naming why', async () => {
  writeFileSync(path.join(dir, 'plain'), 'a file, not a folder');
  const aside = writeAside([{ target: path.join(dir, 'plain/page/index.html'), bytes: Buffer.from('x') }]);
  await assert.rejects(aside.done, /writing a cached page failed: .*(ENOTDIR|EEXIST)/);
  await aside.stop();
});

test('nothing to write starts no thread', async () => {
  const aside = writeAside([]);
  await aside.done;
  await aside.stop();
});

/** A page cache entry as storePage writes a copy (the HTML), with the record the cache keeps of it. */
function entry(name: string, file: string, html: string, { digestOf = html, linked = false } = {}): EntryRef {
  const digest = createHash('sha256').update(digestOf).digest('hex');
  const at = path.join(dir, 'entries', name);
  mkdirSync(path.dirname(at), { recursive: true });
  writeFileSync(at, html);
  return { entry: at, file, digest, linked };
}

/** An entry the cache lists whose file is not there. */
const absent = (name: string): EntryRef => ({
  entry: path.join(dir, 'entries', name),
  file: 'x',
  digest: '',
  linked: false,
});

test('a cached entry is checked and written below its root, bytes as stored; its file and size come back', async () => {
  const html = '<p>caf\u00e9 \u2014 \u0000kept\u0000</p>';
  const root = path.join(dir, 'out-ok');
  const results = await writeAside([{ entry: entry('ok', 'docs/a/index.html', html), root }]).done;
  const written = readFileSync(path.join(root, 'docs/a/index.html'), 'utf8');
  assert.equal(written, html);
  assert.deepEqual(results, [{ file: 'docs/a/index.html', size: Buffer.byteLength(written) }]);
});

test('an entry that is a link to an earlier output page is linked into the new output; a copy is written', async () => {
  const root = path.join(dir, 'out-links');
  const link = entry('a-link', 'a/index.html', '<p>a</p>', { linked: true });
  const copy = entry('a-copy', 'b/index.html', '<p>b</p>');
  await writeAside([
    { entry: link, root },
    { entry: copy, root },
  ]).done;
  assert.equal(statSync(path.join(root, 'a/index.html')).ino, statSync(link.entry).ino);
  assert.notEqual(statSync(path.join(root, 'b/index.html')).ino, statSync(copy.entry).ino);
  assert.equal(readFileSync(path.join(root, 'b/index.html'), 'utf8'), '<p>b</p>');
});

test('a missing, corrupt or escaping entry is reported back and nothing is written for it', async () => {
  const root = path.join(dir, 'out-bad');
  const results = await writeAside([
    { entry: absent('missing'), root },
    { entry: entry('corrupt', 'b/index.html', '<p>changed</p>', { digestOf: '<p>original</p>' }), root },
    // A link shares its bytes with an output page, which may be rewritten after the build: a silent miss.
    { entry: entry('rewritten', 'd/index.html', '<p>rewritten</p>', { digestOf: '<p>d</p>', linked: true }), root },
    { entry: entry('escape', '../../evil.html', '<p>x</p>'), root },
    { entry: entry('good', 'c/index.html', '<p>c</p>'), root },
  ]).done;
  assert.deepEqual(results, [
    { unusable: null },
    { unusable: 'its contents do not match their digest' },
    { unusable: null },
    { unusable: 'it names a file outside the output' },
    { file: 'c/index.html', size: 8 },
  ]);
  assert.ok(!existsSync(path.join(root, 'b/index.html')));
  assert.ok(!existsSync(path.join(root, 'd/index.html')));
  assert.ok(!existsSync(path.resolve(root, '../../evil.html')));
  assert.equal(readFileSync(path.join(root, 'c/index.html'), 'utf8'), '<p>c</p>');
});

test("the previous output's page is linked when still as marked, else the entry is written", async () => {
  const old = path.join(dir, 'old-out');
  const root = path.join(dir, 'new-out');
  const previous = (file: string, html: string) => {
    const from = path.join(old, file);
    mkdirSync(path.dirname(from), { recursive: true });
    writeFileSync(from, html);
    const s = statSync(from);
    return { from, file, mark: [s.size, s.mtimeMs, s.ino] as [number, number, number] };
  };
  const same = previous('same/index.html', '<p>same</p>');
  const edited = previous('edited/index.html', '<p>old</p>');
  // Edited by hand since: another size and time.
  writeFileSync(edited.from, '<p>edited by hand</p>');
  utimesSync(edited.from, new Date(), new Date(Date.now() + 5000));
  const gone = { ...previous('gone/index.html', '<p>gone</p>') };
  rmSync(gone.from);
  const escaping = { ...same, file: '../escaped.html' };
  const results = await writeAside([
    // No entry behind it: a link never reads one.
    { entry: absent('never-read'), root, previous: same },
    { entry: entry('edited', 'edited/index.html', '<p>new</p>'), root, previous: edited },
    { entry: entry('gone', 'gone/index.html', '<p>again</p>'), root, previous: gone },
    { entry: entry('escaping', 'x/index.html', '<p>x</p>'), root, previous: escaping },
  ]).done;
  assert.deepEqual(results, [
    { file: 'same/index.html', size: 11, linked: same.mark },
    { file: 'edited/index.html', size: 10 },
    { file: 'gone/index.html', size: 12 },
    { file: 'x/index.html', size: 8 },
  ]);
  assert.equal(statSync(path.join(root, 'same/index.html')).ino, same.mark[2], 'the same file, linked');
  assert.equal(readFileSync(path.join(root, 'edited/index.html'), 'utf8'), '<p>new</p>');
  assert.equal(readFileSync(edited.from, 'utf8'), '<p>edited by hand</p>', 'the previous output keeps its bytes');
  assert.notEqual(statSync(path.join(root, 'edited/index.html')).ino, statSync(edited.from).ino);
  assert.ok(!existsSync(path.join(dir, 'escaped.html')));
});
