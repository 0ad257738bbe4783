/**
 * A Docusaurus site's stylesheets keep what the written output draws (src/output/output-css.ts): sitegen's theme
 * and the Infima layer lose the rules of classes no page or script of the output holds, even where sitegen's
 * templates name them, and every page links the stylesheet that is written. A build from the cache writes the same
 * bytes as one without it.
 */
import assert from 'node:assert/strict';
import { mkdtemp, readdir, readFile, rm, writeFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { after, before, test } from 'node:test';
import { CACHE_FOLDER } from '../../src/cache/cache-folder.js';
import { build } from '../../src/commands/build.js';
import { FileSystemWriter } from '../../src/output/writer.js';
import { silentLogger, type Logger } from '../../src/logger.js';
import { buildToDisk } from '../helpers/built-site.js';
import { MINIMAL_SITE, writeDocusaurusSite } from '../helpers/docusaurus-browser.js';
import { removeAtExit } from '../helpers/fixture-site.js';
import { folderDigest } from '../helpers/folder-digest.js';
import { pageBytes } from '../helpers/page-bytes.js';

const DARK_NAVBAR = `module.exports = { title: 'Dino', url: 'https://dino.example', baseUrl: '/',
  presets: [['classic', { docs: { sidebarPath: 'sidebars.js' } }]],
  themeConfig: { navbar: { title: 'Dino', style: 'dark' } } };\n`;

/** Markdown raw HTML as sites write it: an unquoted class, a quoted one, and an SVG reading a custom property. */
const RAW_HTML = `# Intro

<span class=badge>new</span> <span class='pills'>pills</span>

<svg width="10" height="10"><path d="M0 0h10" stroke="var(--ifm-color-success-darkest)"/></svg>
`;

const sites: Record<string, { outDir: string; cleanup: () => Promise<void> }> = {};
before(async () => {
  sites.plain = await buildToDisk({ root: await writeDocusaurusSite(MINIMAL_SITE) });
  sites.drawn = await buildToDisk({
    root: await writeDocusaurusSite({
      ...MINIMAL_SITE,
      'docusaurus.config.js': DARK_NAVBAR,
      'docs/intro.md': RAW_HTML,
    }),
  });
});
after(() => Promise.all(Object.values(sites).map((site) => site.cleanup())));

async function stylesheet(outDir: string, page = 'docs/intro/index.html'): Promise<string> {
  return readFile(path.join(outDir, (await pageBytes(outDir, page)).sheets[0]), 'utf8');
}

test('a rule of a class sitegen’s templates name is left out where no page draws it, and kept where one does', async () => {
  // (A rule that only names it in `:not()` stays: it asks nothing of the navbar.)
  assert.doesNotMatch(await stylesheet(sites.plain.outDir), /\.navbar--dark\{/, 'the navbar is not dark');
  assert.match(await stylesheet(sites.drawn.outDir), /\.navbar--dark\{/);
});

test('classes of Markdown’s raw HTML, quoted or not, and a custom property an SVG attribute reads are kept', async () => {
  const plain = await stylesheet(sites.plain.outDir);
  const drawn = await stylesheet(sites.drawn.outDir);
  for (const [rule, what] of [
    [/\.badge\{/, 'an unquoted class'],
    [/\.pills\{/, 'a single-quoted class'],
    [/--ifm-color-success-darkest:/, 'a custom property an attribute reads'],
  ] as const) {
    assert.doesNotMatch(plain, rule, `no page of the plain site has ${what}`);
    assert.match(drawn, rule, what);
  }
});

test('every page links a stylesheet of the output, and no other site stylesheet is written', async () => {
  const { outDir } = sites.drawn;
  const linked = new Set<string>();
  for (const page of ['docs/intro/index.html', '404.html']) {
    const html = await readFile(path.join(outDir, page), 'utf8');
    for (const [, href] of html.matchAll(/<link rel="stylesheet" href="\/(assets\/site[\w.-]*\.css)"/g))
      linked.add(href);
  }
  const written = (await readdir(path.join(outDir, 'assets'))).filter((f) => /^site.*\.css$/.test(f));
  assert.ok(linked.size > 0);
  for (const href of linked) assert.ok(written.includes(path.basename(href)), `${href} is written`);
  assert.equal(written.filter((f) => !f.startsWith('site-')).length, 1, 'one site stylesheet');
});

test('a build from its cache, after an edit that draws a new class, writes what a build without the cache writes', async () => {
  const root = await writeDocusaurusSite(MINIMAL_SITE);
  const out = path.join(await mkTemp(), 'build');
  const cached = () =>
    build({ root, logger: silentLogger, writer: new FileSystemWriter(out), workers: 0, cache: true });
  await cached();
  const before = await stylesheet(out, '404.html');
  await writeFile(path.join(root, 'docs/intro.md'), RAW_HTML);
  await cached();
  const fresh = path.join(await mkTemp(), 'build');
  await build({ root, logger: silentLogger, writer: new FileSystemWriter(fresh), workers: 0, cache: false });
  assert.doesNotMatch(before, /\.badge\{/);
  assert.match(await stylesheet(out, '404.html'), /\.badge\{/, 'a page that did not change links the new sheet');
  assert.deepEqual(folderDigest(out), folderDigest(fresh));
});

test('with its cache, a build takes every page from it again, linked or read, and writes what a build without it writes', async () => {
  const root = await writeDocusaurusSite({ ...MINIMAL_SITE, 'docs/intro.md': RAW_HTML, 'docs/more.md': '# More\n' });
  const out = path.join(await mkTemp(), 'build');
  const logged: string[] = [];
  const logger: Logger = { info: (m) => logged.push(m), warn: (m) => logged.push(m), error() {}, progress() {} };
  const cached = async () => {
    logged.length = 0;
    await build({ root, logger, writer: new FileSystemWriter(out), workers: 0, cache: true });
  };
  const fresh = path.join(await mkTemp(), 'build');
  await build({ root, logger: silentLogger, writer: new FileSystemWriter(fresh), workers: 0, cache: false });
  await cached();
  // Each page's entry keeps the page's scan: a build that takes the page from the cache does not read it.
  const list = JSON.parse(await readFile(path.join(root, CACHE_FOLDER, 'pages', 'en.keys'), 'utf8')) as {
    pages: Record<string, [string, string, number, { names: string[]; sheets: [number, string][] }]>;
  };
  const intro = Object.values(list.pages).find(([file]) => file === 'docs/intro/index.html');
  assert.ok(intro?.[3].names.includes('badge'), 'the intro page draws a badge');
  assert.equal(intro?.[3].sheets[0][1], 'site');
  // The pages' links were set in place, in the files the cache's entries are links to: they are still good.
  for (const removeOutput of [false, true]) {
    if (removeOutput) await rm(out, { recursive: true });
    const fromCache = /render .*?(\d+) pages.*?(\d+) from the cache/;
    await cached();
    const [, rendered, hits] = fromCache.exec(logged.join('\n')) ?? [];
    assert.ok(Number(rendered) > 0, logged.join('\n'));
    assert.equal(hits, rendered, `every page from the cache${removeOutput ? ', the output removed' : ''}`);
    assert.deepEqual(folderDigest(out), folderDigest(fresh));
  }
});

async function mkTemp(): Promise<string> {
  const dir = await mkdtemp(path.join(os.tmpdir(), 'sitegen-output-css-'));
  removeAtExit(dir);
  return dir;
}
