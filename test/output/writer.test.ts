import assert from 'node:assert/strict';
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { mkdir, mkdtemp, rm, writeFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { after, test } from 'node:test';
import { FileSystemWriter, MemoryWriter, removeInBackground, type Writer } from '../../src/output/writer.js';

const dirs: string[] = [];
after(() => Promise.all(dirs.map((d) => rm(d, { recursive: true, force: true }))));

/** A fresh folder with a previous build in `build/`. */
async function previousBuild(): Promise<{ root: string; out: string }> {
  const root = await mkdtemp(path.join(os.tmpdir(), 'sitegen-writer-'));
  dirs.push(root);
  const out = path.join(root, 'build');
  await mkdir(path.join(out, 'docs'), { recursive: true });
  await writeFile(path.join(out, 'index.html'), 'old home');
  await writeFile(path.join(out, 'docs/gone.html'), 'a page the new build does not have');
  return { root, out };
}

test('commit: the new output replaces the previous one whole, and no temporary folder is left', async () => {
  const { root, out } = await previousBuild();
  const writer = new FileSystemWriter(out);
  await writer.write('index.html', 'new home');
  await writer.write('docs/a/index.html', 'page a');
  const image = path.join(root, 'logo.svg');
  await writeFile(image, '<svg/>');
  await writer.copy('assets/logo.svg', image);
  assert.equal(readFileSync(path.join(out, 'index.html'), 'utf8'), 'old home', 'nothing is visible before commit');
  assert.equal(await writer.read('docs/a/index.html'), 'page a', 'check reads what was written before commit');
  await writer.commit();
  assert.equal(readFileSync(path.join(out, 'index.html'), 'utf8'), 'new home');
  assert.equal(readFileSync(path.join(out, 'docs/a/index.html'), 'utf8'), 'page a');
  assert.equal(readFileSync(path.join(out, 'assets/logo.svg'), 'utf8'), '<svg/>');
  assert.ok(!existsSync(path.join(out, 'docs/gone.html')), 'files of the previous build are gone');
  // The previous output is removed by a process of its own, soon after.
  for (let i = 0; i < 200 && readdirSync(root).length > 2; i++) await new Promise((r) => setTimeout(r, 50));
  assert.deepEqual(readdirSync(root).sort(), ['build', 'logo.svg']);
});

test('commit hands the previous output, moved aside whole, to be removed without waiting for it', async () => {
  const { root, out } = await previousBuild();
  const handed: string[] = [];
  const writer = new FileSystemWriter(out, async (dir) => void handed.push(dir));
  await writer.write('index.html', 'new home');
  await writer.commit();
  assert.equal(readFileSync(path.join(out, 'index.html'), 'utf8'), 'new home');
  assert.deepEqual(handed, [path.join(root, `.build.old-${process.pid}`)]);
  assert.equal(readFileSync(path.join(handed[0], 'docs/gone.html'), 'utf8'), 'a page the new build does not have');
  await removeInBackground(handed[0]);
  for (let i = 0; i < 200 && existsSync(handed[0]); i++) await new Promise((r) => setTimeout(r, 50));
  assert.ok(!existsSync(handed[0]), 'the detached removal removed it');
  // A first build has no previous output to hand over.
  const fresh = path.join(root, 'fresh');
  const first = new FileSystemWriter(fresh, async (dir) => void handed.push(dir));
  await first.write('index.html', 'first home');
  await first.commit();
  assert.equal(handed.length, 1);
});

test('abort: the previous output stays as it was and the temporary folder is removed', async () => {
  const { root, out } = await previousBuild();
  const writer = new FileSystemWriter(out);
  await writer.write('index.html', 'half a build');
  assert.ok(writer.directory && existsSync(writer.directory), 'pages are written into the temporary folder');
  await writer.abort();
  assert.equal(readFileSync(path.join(out, 'index.html'), 'utf8'), 'old home');
  assert.ok(existsSync(path.join(out, 'docs/gone.html')));
  assert.deepEqual(readdirSync(root), ['build']);
});

test('commit into a folder that does not exist yet', async () => {
  const root = await mkdtemp(path.join(os.tmpdir(), 'sitegen-writer-'));
  dirs.push(root);
  const writer = new FileSystemWriter(path.join(root, 'dist'));
  await writer.write('index.html', 'home');
  await writer.commit();
  assert.equal(readFileSync(path.join(root, 'dist/index.html'), 'utf8'), 'home');
  assert.deepEqual(readdirSync(root), ['dist']);
});

test('the memory writer has no folder, so pages come back to the build instead of being written by the workers', async () => {
  const writer: Writer = new MemoryWriter();
  assert.equal(writer.directory, undefined);
  await writer.write('/docs/a/index.html', 'a');
  assert.equal(await writer.read('docs/a/index.html'), 'a', 'paths are kept relative to the output root');
});
