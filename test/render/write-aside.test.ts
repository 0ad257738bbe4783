/**
 * Cached pages are written on a second thread (src/render/write-aside.ts): every file lands with its bytes and
 * folders, and a file that cannot be written fails the build instead of leaving a page out.
 */
import assert from 'node:assert/strict';
import { mkdtempSync, readFileSync, writeFileSync } from 'node:fs';
import { rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { after, test } from 'node:test';
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
