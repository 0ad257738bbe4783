/**
 * `check` judges every link the build writes, not only Markdown links: navbar and footer targets (Docusaurus's
 * `to: 'apps'` included), the search button's fallback link, fiddle embed buttons, raw-HTML `<a href>` and
 * `<img src>`; the JSON report counts what it judged, and a site without a home page gets a warning.
 */
import assert from 'node:assert/strict';
import { rm } from 'node:fs/promises';
import { after, test } from 'node:test';
import { check } from '../../src/commands/check.js';
import { configSource, writeFixture } from '../helpers/fixture-site.js';

const roots: string[] = [];
after(() => Promise.all(roots.map((r) => rm(r, { recursive: true, force: true }))));

async function checked(files: Record<string, string>) {
  const root = await writeFixture(files);
  roots.push(root);
  return (await check({ root, workers: 0 })).report;
}

const NAVBAR = `navbar: { items: [
  { to: 'present', label: 'Present' }, { to: 'apps', label: 'Apps' }, { href: '/gone', label: 'Gone' },
  { type: 'dropdown', label: 'More', items: [{ to: 'more/missing', label: 'Missing' }] },
  { type: 'search', position: 'right' },
] },
footer: { links: [{ title: 'Docs', items: [{ label: 'Intro', to: 'docs/intro' }, { label: 'Lost', to: 'lost' }] }] }`;

const SITE = {
  'site.config.ts': configSource(NAVBAR),
  'content/home/README.md': '# Home\n',
  'content/sidebars.js': `module.exports = { docs: ['intro', { type: 'link', label: 'Shop', href: '/shop' },
    { type: 'link', label: 'Present', href: 'present' }, { type: 'link', label: 'Out', href: 'https://x.example' }] };`,
  'content/pages/present.md': '# Present\n',
  'content/static/img/ok.png': 'png',
  'content/docs/fiddles/hello/main.js': 'console.log(1)\n',
  'content/docs/intro.md': [
    '# Intro',
    '',
    '<a href="/docs/none">none</a> and <a href="/docs/intro#intro">self</a>',
    '',
    '<div>',
    '  <img src="/img/ok.png" />',
    '  <img src="/img/gone.png" />',
    "  <a href={'#nowhere'}>jump</a>",
    '  <!-- <a href="/commented-out">x</a> -->',
    '</div>',
    '',
    '<a href="../present">relative</a> <a href="https://example.com/x">out</a>',
    '',
    '```fiddle docs/fiddles/hello',
    '```',
    '',
  ].join('\n'),
};

test('navbar, dropdown, search and footer links are judged, relative ones as site paths', async () => {
  const report = await checked(SITE);
  const config = report.warnings.filter((w) => w.file === 'site.config.ts').map((w) => w.message);
  assert.deepEqual(config.sort(), [
    'page not found: /apps',
    'page not found: /gone',
    'page not found: /lost',
    'page not found: /more/missing',
    'the search button links to a page that does not exist: /search',
  ]);
});

test('sidebar link items with a site path are judged, at their line in the sidebars file', async () => {
  const report = await checked(SITE);
  const sidebar = report.warnings.filter((w) => w.file === 'content/sidebars.js');
  assert.deepEqual(
    sidebar.map((w) => [w.line, w.message, w.link]),
    [[1, 'page not found: /shop', '/shop']],
  );
});

test('raw-HTML links and images and the fiddle button are judged where the browser lands', async () => {
  const report = await checked(SITE);
  const doc = report.warnings
    .filter((w) => w.file === 'content/docs/intro.md')
    .map((w) => [w.line, w.code, w.message, w.link]);
  assert.deepEqual(doc, [
    [3, 'broken-link', 'page not found: /docs/none', '/docs/none'],
    [7, 'missing-image', 'image not found: /img/gone.png', '/img/gone.png'],
    [8, 'broken-anchor', 'anchor not found on this page: #nowhere', '#nowhere'],
    [14, 'broken-link', 'page not found: /fiddle', '/fiddle/?example=docs%2Ffiddles%2Fhello'],
  ]);
});

test('the JSON report counts the links it judged, by kind', async () => {
  const report = await checked(SITE);
  assert.deepEqual(report.links.byKind, { fiddle: 1, footer: 2, html: 6, navbar: 4, search: 1, sidebar: 2 });
  assert.equal(report.links.checked, 16);
});

test('a site without a home page gets a warning that names the fix; one with a home page does not', async () => {
  const without = await checked({ 'content/docs/intro.md': '# Intro\n' });
  const home = without.warnings.filter((w) => w.code === 'missing-home-page');
  assert.equal(home.length, 1);
  assert.match(home[0].message, /no home page: nothing is served at \/.*add content\/pages\/index\.md/);
  const withHome = await checked({ 'content/docs/intro.md': '# Intro\n', 'content/pages/index.md': '# Welcome\n' });
  assert.ok(!withHome.warnings.some((w) => w.code === 'missing-home-page'));
});

test('a frame link is reported at its `to:`, not at a label that reads the same earlier in the config', async () => {
  // hydra.cc's footer: `{ label: 'Blog', to: 'Blog' }`, after a navbar item labelled 'Blog' that goes to 'blog'.
  const navbar = `navbar: { items: [{ to: 'present', label: 'Lost' }] },
footer: { links: [{ title: 'Links', items: [{ label: 'Lost',
  to: 'Lost' }] }] }`;
  const report = await checked({ ...SITE, 'site.config.ts': configSource(navbar) });
  const lost = report.warnings.find((w) => w.message === 'page not found: /Lost');
  const source = configSource(navbar).split('\n');
  assert.equal(lost?.line, source.findIndex((l) => l.includes("to: 'Lost'")) + 1);
});

test('an anchor that differs from one of its page only in case names that one', async () => {
  // redux-toolkit links #createDraftSafeSelector; the heading's id is createdraftsafeselector.
  const report = await checked({
    'content/home/README.md': '# Home\n',
    'content/docs/api.md': '# API\n\n## createDraftSafeSelector\n\nSee [below](#CreateDraftSafeSelector).\n',
    'content/docs/guide.md': '# Guide\n\nSee [the API](./api.md#createDraftSafeSelector) and [this](./api.md#nope).\n',
  });
  assert.deepEqual(
    report.warnings.filter((w) => w.code === 'broken-anchor').map((w) => [w.file, w.message]),
    [
      [
        'content/docs/api.md',
        'anchor not found on this page: #CreateDraftSafeSelector; it has #createdraftsafeselector (anchors are case-sensitive)',
      ],
      [
        'content/docs/guide.md',
        'anchor not found: #createDraftSafeSelector on /docs/api; it has #createdraftsafeselector (anchors are case-sensitive)',
      ],
      ['content/docs/guide.md', 'anchor not found: #nope on /docs/api'],
    ],
  );
});

test("an anchor that differs from one of its page only in hyphens names that one: the heading's punctuation made them", async () => {
  // capacitor-docs' API index links #addlistenerappstatechange; github-slugger turns the heading
  // `addListener('appStateChange', ...)` into addlistenerappstatechange-, the space before `...` a hyphen.
  const report = await checked({
    'content/home/README.md': '# Home\n',
    'content/docs/app.md':
      "# App\n\n* [`addListener('appStateChange', ...)`](#addlistenerappstatechange)\n\n## addListener('appStateChange', ...)\n\n## One - Two\n\n## One Two\n\nSee [that](#onetwo).\n",
  });
  assert.deepEqual(
    report.warnings.filter((w) => w.code === 'broken-anchor').map((w) => w.message),
    [
      'anchor not found on this page: #addlistenerappstatechange; it has #addlistenerappstatechange-',
      // Two anchors read the same without hyphens (one---two, one-two): neither is named.
      'anchor not found on this page: #onetwo',
    ],
  );
});
