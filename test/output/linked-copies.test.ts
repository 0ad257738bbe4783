/**
 * Copies unchanged since the previous build are hard links to the previous output's files
 * (src/output/linked-copies.ts), and that never touches the previous output before the swap: a file whose source
 * changed is copied anew, a file written over a link replaces the link instead of writing through it, a copy
 * edited by hand in the output is copied again, and a warm build to disk equals a build without the cache.
 */
import assert from 'node:assert/strict';
import { createHash } from 'node:crypto';
import { mkdirSync, mkdtempSync, readdirSync, readFileSync, statSync, writeFileSync } from 'node:fs';
import { rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { after, test } from 'node:test';
import { build } from '../../src/commands/build.js';
import type { Logger } from '../../src/logger.js';
import { FileSystemWriter } from '../../src/output/writer.js';
import { configSource, writeFixture } from '../helpers/fixture-site.js';

const temps: string[] = [];
after(() => Promise.all(temps.map((r) => rm(r, { recursive: true, force: true }))));

function folder(): string {
  const dir = mkdtempSync(path.join(os.tmpdir(), 'sitegen-links-'));
  temps.push(dir);
  return dir;
}

const ino = (file: string) => statSync(file).ino;
const text = (file: string) => readFileSync(file, 'utf8');

/** One build's copies through a disk writer with linking on; `between` runs before the commit. */
async function copyAll(
  { src, out, cache }: { src: string; out: string; cache: string },
  between?: (writer: FileSystemWriter) => Promise<void>,
): Promise<void> {
  const writer = new FileSystemWriter(out);
  const copies = writer.linkUnchangedCopies(cache);
  for (const name of readdirSync(src)) await writer.copy(`files/${name}`, path.join(src, name));
  await between?.(writer);
  await writer.commit();
  copies.save();
}

test('an unchanged copy is a link to the previous output; a changed one a new file; the old output stays', async () => {
  const dir = folder();
  const [src, out, cache] = ['src', 'out', 'cache'].map((d) => path.join(dir, d));
  mkdirSync(src);
  mkdirSync(cache);
  for (const name of ['a.txt', 'b.txt', 'c.txt']) writeFileSync(path.join(src, name), `${name} 1`);
  await copyAll({ src, out, cache });
  const old = (name: string) => path.join(out, 'files', name);
  const before = { a: ino(old('a.txt')), b: ino(old('b.txt')), c: ino(old('c.txt')) };
  writeFileSync(path.join(src, 'b.txt'), 'b.txt 2');
  await copyAll({ src, out, cache }, async (writer) => {
    const fresh = (name: string) => path.join(writer.temp, 'files', name);
    assert.equal(ino(fresh('a.txt')), before.a, 'the unchanged copy is linked');
    assert.notEqual(ino(fresh('b.txt')), before.b, 'the changed copy is its own file');
    assert.equal(text(fresh('b.txt')), 'b.txt 2');
    // A file written where a linked copy is replaces the link: the previous output keeps its bytes.
    await writer.write('files/c.txt', 'written over');
    assert.equal(text(fresh('c.txt')), 'written over');
    await writer.copy('files/a.txt', path.join(src, 'b.txt'));
    assert.equal(text(fresh('a.txt')), 'b.txt 2');
    for (const name of ['a.txt', 'b.txt', 'c.txt']) assert.equal(text(old(name)), `${name} 1`, `old ${name} as it was`);
  });
  assert.equal(text(old('b.txt')), 'b.txt 2');
  assert.equal(text(old('a.txt')), 'b.txt 2');
  assert.equal(text(old('c.txt')), 'written over');
  assert.notEqual(ino(old('c.txt')), before.c);
});

test('a copy edited by hand in the output is copied again', async () => {
  const dir = folder();
  const [src, out, cache] = ['src', 'out', 'cache'].map((d) => path.join(dir, d));
  mkdirSync(src);
  mkdirSync(cache);
  writeFileSync(path.join(src, 'a.txt'), 'source');
  await copyAll({ src, out, cache });
  writeFileSync(path.join(out, 'files/a.txt'), 'edited in the output');
  await copyAll({ src, out, cache });
  assert.equal(text(path.join(out, 'files/a.txt')), 'source');
});

test('a warm build to disk links unchanged static files and images, and equals a build without the cache', async () => {
  const root = await writeFixture({
    'site.config.ts': configSource(''),
    'content/sidebars.js': `module.exports = { docs: ['intro'] };`,
    'content/docs/intro.md': '# Intro\n\n![logo](./logo.svg)\n',
    'content/docs/logo.svg': '<svg xmlns="http://www.w3.org/2000/svg"/>',
    'content/static/robots.txt': 'User-agent: *\n',
    'content/static/img/a.txt': 'a 1\n',
  });
  temps.push(root);
  const logger: Logger = { info() {}, warn() {}, error() {}, progress() {} };
  const out = path.join(root, 'out');
  // The old output is removed before a build returns, as the detached removal does later: it changes the change
  // time of the files the new output links.
  const removeNow = (dir: string) => rm(dir, { recursive: true, force: true });
  const buildTo = (dir: string, cache: boolean) =>
    build({ root, logger, writer: new FileSystemWriter(dir, removeNow), workers: 0, minify: false, cache });
  await buildTo(out, true);
  const robots = ino(path.join(out, 'robots.txt'));
  writeFileSync(path.join(root, 'content/static/img/a.txt'), 'a 2\n');
  await buildTo(out, true);
  assert.equal(ino(path.join(out, 'robots.txt')), robots, 'the unchanged static file is the same file');
  assert.equal(text(path.join(out, 'img/a.txt')), 'a 2\n');
  await buildTo(out, true);
  assert.equal(ino(path.join(out, 'robots.txt')), robots, 'and again, once the output before was removed');
  const cold = path.join(root, 'cold');
  await buildTo(cold, false);
  const digests = (dir: string) =>
    Object.fromEntries(
      readdirSync(dir, { recursive: true, withFileTypes: true })
        .filter((e) => e.isFile())
        .map((e) => path.join(e.parentPath, e.name))
        .map((f) => [path.relative(dir, f), createHash('sha256').update(readFileSync(f)).digest('hex')]),
    );
  assert.deepEqual(digests(out), digests(cold));
});
