/**
 * A warm build to disk links the pages the page cache holds from the previous output when that holds the very page
 * (src/cache/linked-pages.ts): after a one-doc edit every other page is the previous output's file, the output is
 * byte-identical to a build without the cache, a page edited by hand in the output is written again, and a build
 * that fails after linking leaves the previous output as it was.
 */
import assert from 'node:assert/strict';
import {
  existsSync,
  linkSync,
  mkdirSync,
  readdirSync,
  readFileSync,
  statSync,
  utimesSync,
  writeFileSync,
} from 'node:fs';
import { rm } from 'node:fs/promises';
import path from 'node:path';
import { after, test } from 'node:test';
import { build, type BuildResult } from '../../src/commands/build.js';
import type { Logger } from '../../src/logger.js';
import { FileSystemWriter } from '../../src/output/writer.js';
import { configSource, writeFixture } from '../helpers/fixture-site.js';
import { folderDigest } from '../helpers/folder-digest.js';

const temps: string[] = [];
after(() => Promise.all(temps.map((r) => rm(r, { recursive: true, force: true }))));

const SITE = {
  'site.config.ts': configSource(`search: { provider: 'local' }`),
  'content/sidebars.js': `module.exports = { docs: ['intro', 'guide', 'api'] };`,
  'content/docs/intro.md': '---\ntitle: Intro\n---\n\nSee [the guide](./guide.md#setup).\n\n## Start\n\nBegin here.\n',
  'content/docs/guide.md': '# Guide\n\nHow to.\n\n## Setup\n\nInstall it.\n',
  'content/docs/api.md': '# API\n\nThe `app` module.\n\n## Methods\n\n### app.quit()\n\nQuits.\n',
  'content/pages/showcase.tsx': `export const meta = { title: 'Showcase' };\nexport default function Page() { return <p>Show</p>; }\n`,
};

const silent: Logger = { info() {}, warn() {}, error() {}, progress() {} };

/** A build of `root` into `out`; the old output is removed before it returns, so marks are final. */
function buildTo(root: string, out: string, cache = true): Promise<BuildResult> {
  const writer = new FileSystemWriter(out, (dir) => rm(dir, { recursive: true, force: true }));
  return build({ root, logger: silent, writer, workers: 0, minify: false, cache });
}

function edit(root: string, file: string, change: (text: string) => string): void {
  const abs = path.join(root, file);
  writeFileSync(abs, change(readFileSync(abs, 'utf8')));
}

async function site(): Promise<{ root: string; out: string; cold: string }> {
  const root = await writeFixture(SITE);
  temps.push(root);
  return { root, out: path.join(root, 'out'), cold: path.join(root, 'cold') };
}

const ino = (file: string) => statSync(file).ino;
const linkedCount = (r: BuildResult) => r.pages.filter((p) => p.mark).length;

test('after a one-doc edit the other pages are links to the previous output; the output is a cold build', async () => {
  const { root, out, cold } = await site();
  await buildTo(root, out);
  const page = (name: string) => path.join(out, 'docs', name, 'index.html');
  const before = { intro: ino(page('intro')), api: ino(page('api')) };
  edit(root, 'content/docs/api.md', (t) => t.replace('Quits.', 'Quits the app.'));
  const warm = await buildTo(root, out);
  assert.equal(ino(page('intro')), before.intro, 'the unedited page is the same file');
  assert.notEqual(ino(page('api')), before.api, 'the edited page is a new file');
  const pages = warm.pages.filter((p) => p.file.endsWith('.html')).length;
  assert.equal(linkedCount(warm), pages - 1, 'every page but the edited one is linked');
  await buildTo(root, cold, false);
  assert.deepEqual(folderDigest(out), folderDigest(cold));
  // A third build: the links made by the second are still recognised once the output before it is gone.
  edit(root, 'content/docs/api.md', (t) => t.replace('Quits the app.', 'Quits.'));
  const third = await buildTo(root, out);
  assert.equal(linkedCount(third), pages - 1);
  assert.equal(ino(page('intro')), before.intro);
});

test('a page edited by hand in the output is written again', async () => {
  const { root, out, cold } = await site();
  await buildTo(root, out);
  const guide = path.join(out, 'docs/guide/index.html');
  const { mtime } = statSync(guide);
  // The same size, the same modification time: only the inode tells (an editor that replaces the file).
  const html = readFileSync(guide, 'utf8');
  await rm(guide);
  writeFileSync(guide, html.replace('Install it.', 'Instal it!.'));
  utimesSync(guide, mtime, mtime);
  const intro = path.join(out, 'docs/intro/index.html');
  writeFileSync(intro, 'edited in place', { flag: 'a' });
  const warm = await buildTo(root, out);
  await buildTo(root, cold, false);
  assert.deepEqual(folderDigest(out), folderDigest(cold));
  const written = warm.pages.filter((p) => !p.mark).map((p) => p.file);
  assert.deepEqual(written.sort(), ['docs/guide/index.html', 'docs/intro/index.html']);
});

test('a build that fails after linking leaves the previous output as it was', async () => {
  const { root, out } = await site();
  await buildTo(root, out);
  const previous = folderDigest(out);
  const inodes = Object.keys(previous).map((f) => ino(path.join(out, f)));
  // The page module throws while the other pages are being linked beside it.
  edit(root, 'content/pages/showcase.tsx', (t) => t.replace('return <p>Show</p>;', "throw new Error('broken');"));
  await assert.rejects(buildTo(root, out), /rendering \/showcase/);
  assert.deepEqual(folderDigest(out), previous);
  assert.deepEqual(
    Object.keys(previous).map((f) => ino(path.join(out, f))),
    inodes,
  );
});

test('while pages may be linked, a file written or copied where one is replaces it: the previous output keeps its bytes', async () => {
  const { root, out } = await site();
  await buildTo(root, out);
  const writer = new FileSystemWriter(out);
  writer.linkUnchangedPages(path.join(root, 'cache'));
  const page = (dir: string) => path.join(dir, 'docs/intro/index.html');
  const before = readFileSync(page(out), 'utf8');
  // As the page writing thread links a page, without telling the writer.
  mkdirSync(path.dirname(page(writer.temp)), { recursive: true });
  linkSync(page(out), page(writer.temp));
  await writer.write('docs/intro/index.html', 'written over');
  assert.equal(readFileSync(page(writer.temp), 'utf8'), 'written over');
  assert.equal(readFileSync(page(out), 'utf8'), before);
  linkSync(page(out), path.join(writer.temp, 'docs/intro/copy.html'));
  await writer.copy('docs/intro/copy.html', path.join(root, 'content/docs/guide.md'));
  assert.equal(readFileSync(page(out), 'utf8'), before);
  await writer.abort();
});

/** Every folder below `dir` with nothing in it. */
function emptyFolders(dir: string): string[] {
  return readdirSync(dir, { recursive: true, withFileTypes: true })
    .filter((e) => e.isDirectory() && readdirSync(path.join(e.parentPath, e.name)).length === 0)
    .map((e) => path.relative(dir, path.join(e.parentPath, e.name)));
}

test('the previous pages folders are made ahead; one no file went into (a removed doc) is not in the output', async () => {
  const { root, out, cold } = await site();
  await buildTo(root, out);
  const writer = new FileSystemWriter(out);
  writer.linkUnchangedPages(path.join(root, 'node_modules/.cache/sitegen'));
  // Made on a thread of their own, before anything is written.
  const made = path.join(writer.temp, 'docs/api');
  for (let waited = 0; !existsSync(made) && waited < 5000; waited += 20) await new Promise((r) => setTimeout(r, 20));
  assert.ok(existsSync(made), 'docs/api made ahead');
  await writer.abort();
  assert.ok(!existsSync(writer.temp));

  await rm(path.join(root, 'content/docs/api.md'));
  edit(root, 'content/sidebars.js', (t) => t.replace(", 'api'", ''));
  await buildTo(root, out);
  assert.ok(!existsSync(path.join(out, 'docs/api')), 'the removed doc has no folder');
  assert.deepEqual(emptyFolders(out), []);
  await buildTo(root, cold, false);
  assert.deepEqual(folderDigest(out), folderDigest(cold));
});
