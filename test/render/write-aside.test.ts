/**
 * Cached pages are written on a second thread (src/render/write-aside.ts): every file lands with its bytes and
 * folders, and a file that cannot be written fails the build instead of leaving a page out. A page cache entry is
 * read, checked against its digest and filled there; one it cannot use is reported back, never written.
 */
import assert from 'node:assert/strict';
import { createHash } from 'node:crypto';
import { existsSync, mkdirSync, mkdtempSync, readFileSync, writeFileSync } from 'node:fs';
import { rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { after, test } from 'node:test';
import { PAGE_FORMAT } from '../../src/cache/page-cache.js';
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

/** A page cache entry as storePage writes one: header line, then the HTML. */
function entry(name: string, file: string, html: string, digestOf = html): string {
  const digest = createHash('sha256').update(digestOf).digest('hex');
  const at = path.join(dir, 'entries', name);
  mkdirSync(path.dirname(at), { recursive: true });
  writeFileSync(at, `${JSON.stringify({ format: PAGE_FORMAT, file, digest })}\n${html}`);
  return at;
}

test('a cached entry is checked, filled and written below its root; its file and size come back', async () => {
  const html = '<p>caf\u00e9 \u0000url\u0000 and \u0000url\u0000 \u0000b\u0000</p>';
  const root = path.join(dir, 'out-ok');
  const fills: [string, string][] = [
    ['\u0000url\u0000', '/assets/x.1.json'],
    ['\u0000b\u0000', '\u2014'],
  ];
  const results = await writeAside([{ entry: entry('ok', 'docs/a/index.html', html), root, fills }]).done;
  const written = readFileSync(path.join(root, 'docs/a/index.html'), 'utf8');
  assert.equal(written, '<p>caf\u00e9 /assets/x.1.json and \u0000url\u0000 \u2014</p>', 'the first occurrence of each');
  assert.deepEqual(results, [{ file: 'docs/a/index.html', size: Buffer.byteLength(written) }]);
});

test('a missing, corrupt or escaping entry is reported back and nothing is written for it', async () => {
  const root = path.join(dir, 'out-bad');
  const results = await writeAside([
    { entry: path.join(dir, 'entries', 'missing'), root, fills: [] },
    { entry: entry('corrupt', 'b/index.html', '<p>changed</p>', '<p>original</p>'), root, fills: [] },
    { entry: entry('escape', '../../evil.html', '<p>x</p>'), root, fills: [] },
    { entry: entry('good', 'c/index.html', '<p>c</p>'), root, fills: [] },
  ]).done;
  assert.deepEqual(results, [
    { unusable: null },
    { unusable: 'its contents do not match their digest' },
    { unusable: 'it names a file outside the output' },
    { file: 'c/index.html', size: 8 },
  ]);
  assert.ok(!existsSync(path.join(root, 'b/index.html')));
  assert.ok(!existsSync(path.resolve(root, '../../evil.html')));
  assert.equal(readFileSync(path.join(root, 'c/index.html'), 'utf8'), '<p>c</p>');
});
