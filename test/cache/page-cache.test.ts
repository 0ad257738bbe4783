/**
 * The caches of the later stages never change what a build produces: rendered pages, search analyses and bundles
 * reused by a warm build give the same files as a build without the cache, after an edit to one page, to a page
 * others link to (its title, its anchors), to the config, or to a component, page module or stylesheet; a corrupt
 * page entry is ignored with a warning. Each test also checks that the cache was used where it may be.
 */
import assert from 'node:assert/strict';
import { createHash } from 'node:crypto';
import { mkdirSync, readdirSync, readFileSync, rmSync, statSync, writeFileSync } from 'node:fs';
import { rm } from 'node:fs/promises';
import path from 'node:path';
import { after, test } from 'node:test';
import { CACHE_FOLDER } from '../../src/cache/cache-folder.js';
import { build, type BuildResult } from '../../src/commands/build.js';
import type { Logger } from '../../src/logger.js';
import { FileSystemWriter, MemoryWriter } from '../../src/output/writer.js';
import { configSource, writeFixture } from '../helpers/fixture-site.js';

const temps: string[] = [];
after(() => Promise.all(temps.map((r) => rm(r, { recursive: true, force: true }))));

const SITE = {
  'site.config.ts': configSource(`search: { provider: 'local' }`),
  'content/sidebars.js': `module.exports = { docs: ['intro', 'guide', 'api'] };`,
  'content/docs/intro.md': '---\ntitle: Intro\n---\n\nSee [the guide](./guide.md#setup).\n\n## Start\n\nBegin here.\n',
  'content/docs/guide.md': '# Guide\n\nHow to.\n\n## Setup\n\nInstall it.\n',
  'content/docs/api.md': '# API\n\nThe `app` module.\n\n## Methods\n\n### app.quit()\n\nQuits.\n',
  'content/blog/2024-01-02-hello.md':
    '---\ntitle: Hello\nauthors: []\n---\n\nA post about [the intro](../docs/intro.md).\n',
  'src/components/counter.tsx': `'use client';\nimport { useState } from 'react';\nexport function Counter() { const [n] = useState(1); return <b>Count {n}</b>; }\n`,
  'src/components/style.css': '.showcase { color: red; }\n',
  'content/pages/showcase.tsx': `import { Counter } from '../../src/components/counter';\nimport '../../src/components/style.css';\nexport const meta = { title: 'Showcase' };\nexport default function Page() { return <div className="showcase"><Counter /></div>; }\n`,
};

interface Built {
  result: BuildResult;
  writer: MemoryWriter;
  /** Output path -> digest. */
  files: Record<string, string>;
  logged: string[];
}

async function buildSite(root: string, cache: boolean): Promise<Built> {
  const writer = new MemoryWriter();
  const logged: string[] = [];
  const logger: Logger = { info: (m) => logged.push(m), warn: (m) => logged.push(m), error() {}, progress() {} };
  const result = await build({ root, logger, writer, workers: 0, minify: false, cache });
  const sha = (b: string | Uint8Array) => createHash('sha256').update(b).digest('hex');
  const files: Record<string, string> = {};
  for (const [file, content] of writer.files) files[file] = sha(content);
  for (const [file, from] of writer.copies) files[file] = `copy:${sha(readFileSync(from))}`;
  return { result, writer, files, logged };
}

/** Pages the render stage took from the cache. */
const pageHits = (b: Built) => Number(/render .*?(\d+) from the cache/.exec(b.logged.join('\n'))?.[1] ?? NaN);
const pageCount = (b: Built) => b.result.pages.filter((p) => p.file.endsWith('.html')).length;

async function site(): Promise<string> {
  const root = await writeFixture(SITE);
  temps.push(root);
  return root;
}

function edit(root: string, file: string, change: (text: string) => string): void {
  const abs = path.join(root, file);
  writeFileSync(abs, change(readFileSync(abs, 'utf8')));
}

/** A warm build and a build without the cache of the site as it is now give the same files. */
async function assertWarmIsCold(root: string): Promise<Built> {
  const warm = await buildSite(root, true);
  const cold = await buildSite(root, false);
  assert.deepEqual(Object.keys(warm.files).sort(), Object.keys(cold.files).sort());
  for (const file of Object.keys(cold.files)) assert.equal(warm.files[file], cold.files[file], `${file} differs`);
  return warm;
}

test('after editing one doc, only that page renders again; the others keep their bytes', async () => {
  const root = await site();
  const first = await buildSite(root, true);
  assert.equal(pageHits(first), 0);
  edit(root, 'content/docs/api.md', (t) => t.replace('Quits.', 'Quits the app.'));
  const warm = await assertWarmIsCold(root);
  // The edit changed the search index's digest; pages name only the search file, whose name stays.
  assert.equal(pageHits(warm), pageCount(warm) - 1);
  const index = (b: Built) => Object.keys(b.files).find((f) => f.startsWith('assets/search-index.'));
  assert.notEqual(index(warm), index(first), 'the index has a new name');
  assert.ok(
    warm.logged.some((m) => /bundle .*from the cache/.test(m)),
    'the client bundle is reused',
  );
  assert.equal(
    warm.files['docs/intro/index.html'],
    first.files['docs/intro/index.html'],
    'an unedited page is the same',
  );
  assert.notEqual(warm.files['docs/api/index.html'], first.files['docs/api/index.html']);
  assert.ok(warm.writer.text('search.en.json').includes(`"/${index(warm)}"`), 'the search file names the new index');
});

test('a page linking to a page whose anchors or title changed renders again', async () => {
  const root = await site();
  await buildSite(root, true);
  // The anchor intro links to disappears: the guide's table of contents and the link check's warning change.
  edit(root, 'content/docs/guide.md', (t) => t.replace('## Setup', '## Installing'));
  const anchors = await assertWarmIsCold(root);
  assert.equal(pageHits(anchors), pageCount(anchors) - 1);
  assert.ok(anchors.result.warnings.some((w) => w.message.includes('#setup')));
  // A new title: every page's sidebar shows it, and its neighbours' paging links.
  edit(root, 'content/docs/guide.md', (t) => t.replace('# Guide', '# Handbook'));
  await assertWarmIsCold(root);
});

test('an edited post reaches every page that lists it; cached pages written to disk are the same files', async () => {
  const root = await site();
  await buildSite(root, true);
  // Keys name a listed entry by its digest (taken once per build): the blog's list page shows the post's body.
  edit(root, 'content/blog/2024-01-02-hello.md', (t) => t.replace('A post about', 'A story about'));
  const warm = await assertWarmIsCold(root);
  assert.ok(warm.writer.text('blog/index.html').includes('A story about'), 'the list shows the new text');
  assert.ok(pageHits(warm) < pageCount(warm) - 2, 'the post and the pages listing it rendered again');
  // The same warm build through a writer on disk: cached pages are written as the bytes stored.
  edit(root, 'content/docs/api.md', (t) => t.replace('Quits.', 'Quits the app.'));
  const out = path.join(root, 'out');
  const logged: string[] = [];
  const logger: Logger = { info: (m) => logged.push(m), warn: (m) => logged.push(m), error() {}, progress() {} };
  await build({ root, logger, writer: new FileSystemWriter(out), workers: 0, minify: false, cache: true });
  assert.ok(/render .*\d+ from the cache/.test(logged.join('\n')), 'pages came from the cache');
  const cold = await buildSite(root, false);
  for (const [file, digest] of Object.entries(cold.files)) {
    const bytes = readFileSync(path.join(out, file));
    assert.equal(createHash('sha256').update(bytes).digest('hex'), digest.replace(/^copy:/, ''), `${file} differs`);
  }
});

test('a changed config renders every page again', async () => {
  const root = await site();
  await buildSite(root, true);
  edit(root, 'site.config.ts', (t) => t.replace("title: 'Fixture'", "title: 'Fixture 2'"));
  const warm = await assertWarmIsCold(root);
  assert.equal(pageHits(warm), 0);
});

test('a changed component, page module or stylesheet reaches every page that uses it', async () => {
  const root = await site();
  await buildSite(root, true);
  edit(root, 'src/components/counter.tsx', (t) => t.replace('Count {n}', 'Total {n}'));
  const component = await assertWarmIsCold(root);
  assert.ok(!component.logged.some((m) => /bundle .*from the cache/.test(m)), 'the island is bundled again');
  edit(root, 'content/pages/showcase.tsx', (t) => t.replace('className="showcase"', 'className="showcase wide"'));
  await assertWarmIsCold(root);
  edit(root, 'src/components/style.css', (t) => t.replace('red', 'blue'));
  const css = await assertWarmIsCold(root);
  assert.equal(pageHits(css), 0, 'the stylesheet URL in every page changed');
});

test('page modules are bundled again when their bundles were removed from .sitegen', async () => {
  const root = await site();
  await buildSite(root, true);
  await rm(path.join(root, '.sitegen'), { recursive: true, force: true });
  const warm = await assertWarmIsCold(root);
  assert.ok(warm.writer.text('showcase/index.html').includes('Count'));
});

test('a page module that imports Node modules renders every build: it may read what no key covers', async () => {
  const root = await site();
  const note = path.join(root, 'note.txt');
  writeFileSync(note, 'First');
  writeFileSync(
    path.join(root, 'content/pages/note.tsx'),
    `import { readFileSync } from 'node:fs';\nexport default function Page() { return <p>{readFileSync(${JSON.stringify(note)}, 'utf8')}</p>; }\n`,
  );
  await buildSite(root, true);
  writeFileSync(note, 'Second');
  const warm = await assertWarmIsCold(root);
  assert.match(warm.writer.text('note/index.html'), /<p>Second<\/p>/);
  assert.equal(pageHits(warm), pageCount(warm) - 1, 'the other pages, the showcase page module too, are reused');
});

test("a Docusaurus site's swizzled Footer that imports Node modules renders every page every build", async () => {
  const root = await writeFixture({
    'docusaurus.config.js': `module.exports = { title: 'Dino', url: 'https://dino.example', baseUrl: '/', presets: [['classic', {}]] };\n`,
    'docs/intro.md': '# Intro\n\nHello.\n',
    'docs/other.md': '# Other\n\nHi.\n',
  });
  temps.push(root);
  // A Docusaurus site has no site.config.ts, which writeFixture writes.
  rmSync(path.join(root, 'site.config.ts'));
  const note = path.join(root, 'note.txt');
  writeFileSync(note, 'First');
  mkdirSync(path.join(root, 'src/theme'), { recursive: true });
  writeFileSync(
    path.join(root, 'src/theme/Footer.js'),
    `import { readFileSync } from 'node:fs';\nexport default function Footer() { return <footer className="footer">{readFileSync(${JSON.stringify(note)}, 'utf8')}</footer>; }\n`,
  );
  await buildSite(root, true);
  writeFileSync(note, 'Second');
  const warm = await assertWarmIsCold(root);
  assert.match(warm.writer.text('docs/other/index.html'), /<footer class="footer">Second<\/footer>/);
  assert.equal(pageHits(warm), 0, 'the footer is on every page');
});

test('a corrupt page entry is ignored with a warning and rendered again', async () => {
  const root = await site();
  const clean = await buildSite(root, false);
  await buildSite(root, true);
  const dir = path.join(root, CACHE_FOLDER, 'pages');
  const entries = readdirSync(dir).filter((f) => !f.endsWith('.keys'));
  const [a, b] = entries;
  writeFileSync(path.join(dir, a), readFileSync(path.join(dir, a), 'utf8').slice(0, 200));
  edit(root, path.join(CACHE_FOLDER, 'pages', b), (t) => t.replace(/<main/, '<main data-x'));
  const warm = await buildSite(root, true);
  assert.deepEqual(warm.files, clean.files);
  assert.equal(pageHits(warm), pageCount(warm) - 2);
  for (const name of [a, b])
    assert.ok(warm.logged.some((m) => m.includes(`${name} is ignored (its contents do not match their digest)`)));
  const again = await buildSite(root, true);
  assert.equal(pageHits(again), pageCount(again), 'rewritten');
});

/** A cold build to disk with the cache, its output in `<root>/out`; `logged` holds what the last one said. */
function diskBuilds(root: string) {
  const out = path.join(root, 'out');
  const logged: string[] = [];
  const logger: Logger = { info: (m) => logged.push(m), warn: (m) => logged.push(m), error() {}, progress() {} };
  const buildToDisk = () => {
    logged.length = 0;
    return build({ root, logger, writer: new FileSystemWriter(out), workers: 0, minify: false, cache: true });
  };
  return { out, logged, buildToDisk };
}

test('written to disk, each page is stored in the cache as a link to its output file, not a second copy, and taken back as one', async () => {
  const root = await site();
  const { out, buildToDisk } = diskBuilds(root);
  await buildToDisk();
  const dir = path.join(root, CACHE_FOLDER, 'pages');
  const list = JSON.parse(readFileSync(path.join(dir, 'en.keys'), 'utf8')) as {
    pages: Record<string, [string, string, number]>;
  };
  const listed = Object.entries(list.pages);
  assert.ok(listed.length >= 5, 'the pages are listed');
  const sharing = () => {
    for (const [key, [file, , linked]] of listed) {
      assert.equal(linked, 1, `${file} is a link`);
      assert.equal(statSync(path.join(dir, key)).ino, statSync(path.join(out, file)).ino, `${file} shares its file`);
    }
  };
  sharing();
  // Taken from the cache into a new output, the pages are links to the entries again.
  rmSync(out, { recursive: true });
  await buildToDisk();
  sharing();
});

test('written to disk, a page rewritten in place after the build, or a missing entry, is rendered again silently; the output is a cold build', async () => {
  const root = await site();
  const clean = await buildSite(root, false);
  const { out, logged, buildToDisk } = diskBuilds(root);
  await buildToDisk();
  const dir = path.join(root, CACHE_FOLDER, 'pages');
  const list = JSON.parse(readFileSync(path.join(dir, 'en.keys'), 'utf8')) as {
    pages: Record<string, [string, string, number]>;
  };
  const [[, [rewritten]], [missing]] = Object.entries(list.pages);
  // As a script run after the build would: the entry is the same file.
  edit(root, path.join('out', rewritten), (t) => t.replace(/<main/, '<main data-x'));
  rmSync(path.join(dir, missing));
  // Without it, the previous output's pages would be linked and no entry read (src/cache/linked-pages.ts).
  rmSync(out, { recursive: true });
  const result = await buildToDisk();
  const pages = result.pages.filter((p) => p.file.endsWith('.html')).length;
  assert.equal(Number(/render .*?(\d+) from the cache/.exec(logged.join('\n'))?.[1]), pages - 2);
  assert.ok(!logged.some((m) => m.includes('is ignored')), logged.join('\n'));
  for (const [file, digest] of Object.entries(clean.files)) {
    const bytes = readFileSync(path.join(out, file));
    assert.equal(createHash('sha256').update(bytes).digest('hex'), digest.replace(/^copy:/, ''), `${file} differs`);
  }
  assert.ok(readdirSync(dir).includes(missing), 'the missing entry is stored again');
});
