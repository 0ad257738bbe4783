/**
 * The framework's site has every route family of the spec's section 2, and `check --strict`-level link health.
 * Builds the real `content/` in memory (English; the other locales share the same paths).
 */
import assert from 'node:assert/strict';
import { before, test } from 'node:test';
import { build, type BuildResult } from '../../src/commands/build.js';
import { silentLogger } from '../../src/logger.js';
import { MemoryWriter } from '../../src/output/writer.js';

let result: BuildResult;
const writer = new MemoryWriter();
const SPEC_MIN_ROUTES = 360;
const html = (urlPath: string) => String(writer.files.get(`${urlPath.replace(/^\/|\/$/g, '')}/index.html`) ?? '');
/** A doc's own words: its article without the breadcrumbs and pager, so sidebar and paging links do not count. */
const docBody = (urlPath: string) =>
  (/<article class="doc">([\s\S]*?)<\/article>/.exec(html(urlPath))?.[1] ?? '').replace(/<nav\b[\s\S]*?<\/nav>/g, '');
const pagesUnder = (dir: string) =>
  [...writer.files.keys()].filter((f) => f.startsWith(dir) && /^[^/]+\/index\.html$/.test(f.slice(dir.length)));
const has = (urlPath: string) =>
  writer.files.has(urlPath === '/' ? 'index.html' : `${urlPath.replace(/^\/|\/$/g, '')}/index.html`);

before(async () => {
  result = await build({ root: process.cwd(), logger: silentLogger, writer, workers: 0, locales: ['en'] });
});

const TOP_LEVEL = [
  '/',
  '/home/README',
  '/apps',
  '/blog',
  '/blog/archive',
  '/community/',
  '/fiddle/',
  '/governance',
  '/search',
];
const DOCS = [
  '/docs/latest/',
  '/docs/latest/README',
  ...['faq', 'glossary', 'styleguide', 'experimental', 'breaking-changes', 'support'].map((p) => `/docs/latest/${p}`),
];
const API = [
  'app',
  'browser-window',
  'web-contents',
  'ipc-main',
  'ipc-renderer',
  'session',
  'dialog',
  'menu',
  'tray',
  'shell',
  'net',
  'protocol',
  'screen',
  'touch-bar',
];
const TOUCH_BAR_PARTS = [
  'button',
  'color-picker',
  'group',
  'label',
  'other-items-proxy',
  'popover',
  'scrubber',
  'segmented-control',
  'slider',
  'spacer',
];
/** API pages whose structure links are followed both ways; old and new pages, windows, devices and events. */
const LINK_SAMPLE = [
  'app',
  'browser-window',
  'web-contents',
  'session',
  'screen',
  'tray',
  'dialog',
  'protocol',
  'ipc-main',
  'shell',
  'desktop-capturer',
  'native-image',
  'in-app-purchase',
  'web-frame',
  'crash-reporter',
];
const TUTORIALS = [
  'accessibility',
  'security',
  'sandbox',
  'context-isolation',
  'ipc',
  'quick-start',
  'notifications',
  'tray',
  'updates',
  'code-signing',
  'tutorial-prerequisites',
  'tutorial-first-app',
  'tutorial-preload',
  'tutorial-adding-features',
  'tutorial-packaging',
  'tutorial-publishing-updating',
];
const DEVELOPMENT = [
  'build-instructions-linux',
  'build-instructions-macos',
  'build-instructions-windows',
  'build-instructions-gn',
  'debugging',
  'coding-style',
  'testing',
  'patches',
  'pull-requests',
  'issues',
];

test(`the English site has at least ${SPEC_MIN_ROUTES} routes`, () => {
  const routes = result.pages.length;
  assert.ok(routes >= SPEC_MIN_ROUTES, `only ${routes} routes`);
});

test('every top-level route of the spec exists', () => {
  for (const p of TOP_LEVEL) assert.ok(has(p), `missing ${p}`);
  assert.ok(writer.files.has('404.html'), 'missing the not-found page');
});

test('docs: introduction (also at README), top-level pages, API, structures, tutorials, development', () => {
  for (const p of DOCS) assert.ok(has(p), `missing ${p}`);
  for (const name of API) assert.ok(has(`/docs/latest/api/${name}`), `missing API page ${name}`);
  for (const name of TUTORIALS) assert.ok(has(`/docs/latest/tutorial/${name}`), `missing tutorial ${name}`);
  for (const name of DEVELOPMENT)
    assert.ok(has(`/docs/latest/development/${name}`), `missing development page ${name}`);
  for (const part of TOUCH_BAR_PARTS)
    assert.ok(has(`/docs/latest/api/touch-bar-${part}`), `missing API page touch-bar-${part}`);
  const apiPages = pagesUnder('docs/latest/api/');
  assert.ok(apiPages.length >= 70, `only ${apiPages.length} API pages`);
  const structures = pagesUnder('docs/latest/api/structures/');
  assert.ok(structures.length >= 85, `only ${structures.length} structure pages`);
});

test('API pages and the structures they use link to each other', () => {
  let followed = 0;
  for (const api of LINK_SAMPLE) {
    const page = `/docs/latest/api/${api}`;
    const targets = new Set(
      [...docBody(page).matchAll(/href="\/docs\/latest\/api\/structures\/([a-z0-9-]+)(?:#[^"]*)?"/g)].map((m) => m[1]),
    );
    assert.ok(targets.size > 0, `${page} links no structure`);
    for (const name of targets) {
      const structure = `/docs/latest/api/structures/${name}`;
      assert.ok(has(structure), `${page} links ${structure}, which is not built`);
      assert.ok(
        new RegExp(`href="${page}["#]`).test(docBody(structure)),
        `${structure} does not link back to ${page} (add it to its "Used by" list)`,
      );
      followed++;
    }
  }
  assert.ok(followed >= 40, `only ${followed} links followed`);
});

test('the blog has list pages 2 to 11, an archive and release notes 1.0 to 29.0 and 0.37', () => {
  for (let n = 2; n <= 11; n++) assert.ok(has(`/blog/page/${n}`), `missing /blog/page/${n}`);
  const posts = [...writer.files.keys()].filter(
    (f) => /^blog\/[^/]+\/index\.html$/.test(f) && !/^blog\/(page|archive|tags)\//.test(f),
  );
  assert.ok(posts.length >= 100, `only ${posts.length} posts`);
  for (let major = 1; major <= 29; major++)
    assert.ok(has(`/blog/electron-${major}-0`), `no release notes for ${major}.0`);
  assert.ok(has('/blog/electron-0-37'), 'no release notes for 0.37');
});

test('every doc names the sidebar it belongs to: docs or api', () => {
  const model = result.models[0];
  const docs = [...model.content.entries.values()].filter((e) => e.kind === 'doc');
  const orphans = docs.filter((d) => !model.content.sidebars.sidebarOf.has(d.id)).map((d) => d.id);
  assert.deepEqual(orphans, []);
  assert.deepEqual([...model.content.sidebars.sidebars.keys()].sort(), ['api', 'docs']);
});
