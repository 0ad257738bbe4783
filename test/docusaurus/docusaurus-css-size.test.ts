/**
 * The CSS budget of a Docusaurus site's page: sitegen's theme, the Infima layer and the Prism colours the smallest
 * site gets, measured as `npm run bench` measures pages (test/helpers/page-bytes.ts): 20 KB gzip, what the
 * framework site's pages may load (test/client/size.test.ts). Of Infima's components the site gets those its output
 * draws (src/output/output-css.ts): its page draws avatars.
 */
import assert from 'node:assert/strict';
import { readFile, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { after, before, test } from 'node:test';
import { buildToDisk } from '../helpers/built-site.js';
import { MINIMAL_SITE, writeDocusaurusSite } from '../helpers/docusaurus-browser.js';
import { pageBytes } from '../helpers/page-bytes.js';

const CSS_BUDGET = 20 * 1024;

const TEAM_PAGE = `export default function Team() {
  return <div className="avatar"><img className="avatar__photo" src="/img/dino.png" alt="" /></div>;
}
`;

let outDir: string;
let cleanup: () => Promise<void>;
before(async () => {
  const site = await buildToDisk({
    root: await writeDocusaurusSite({ ...MINIMAL_SITE, 'src/pages/team.js': TEAM_PAGE }),
  });
  outDir = site.outDir;
  cleanup = site.cleanup;
});
after(() => cleanup?.());

test('a Docusaurus site’s docs page loads at most 20 KB (gzip) of CSS', async (t) => {
  const bytes = await pageBytes(outDir, 'docs/intro/index.html');
  assert.ok(bytes.sheets.length > 0, 'the page links a stylesheet');
  const report = `CSS: ${(bytes.css / 1024).toFixed(2)} KB gzip of ${CSS_BUDGET / 1024} KB (${bytes.sheets.join(', ')})`;
  t.diagnostic(report);
  assert.ok(bytes.css <= CSS_BUDGET, report);
});

test('of Infima’s components, the stylesheet holds those a page of the site names, not the others', async () => {
  const bytes = await pageBytes(outDir, 'team/index.html');
  const css = await readFile(path.join(outDir, bytes.sheets[0]), 'utf8');
  assert.match(css, /\.avatar__photo\{/);
  assert.doesNotMatch(css, /\.pills__item/);
  assert.doesNotMatch(css, /--ifm-avatar-photo-size-xl/, 'a custom property no rule reads');
});

test('a class named only by a package a page imports keeps its rules, and one a page named before an edit does not', async () => {
  const pillsPage = "import Pill from 'pill-box';\nexport default function Team() {\n  return <Pill />;\n}\n";
  const root = await writeDocusaurusSite({
    ...MINIMAL_SITE,
    'src/pages/team.js': pillsPage,
    'node_modules/pill-box/package.json': '{"name": "pill-box", "main": "index.js"}',
    'node_modules/pill-box/index.js':
      "const React = require('react');\nmodule.exports = () => React.createElement('ul', { className: 'pills' }, React.createElement('li', { className: 'pills__item' }, 'Dino'));\n",
  });
  const stylesheet = async () => {
    const site = await buildToDisk({ root });
    try {
      const sheet = (await pageBytes(site.outDir, 'team/index.html')).sheets[0];
      return await readFile(path.join(site.outDir, sheet), 'utf8');
    } finally {
      await site.cleanup();
    }
  };
  assert.match(await stylesheet(), /\.pills__item\{/, 'named in the page bundle only, where the package is');
  // The earlier bundle of the page stays in .sitegen/pages for a while, as any bundle a build wrote.
  await writeFile(path.join(root, 'src/pages/team.js'), TEAM_PAGE);
  assert.doesNotMatch(await stylesheet(), /\.pills__item/);
});

test('the announcement bar’s rules are in the stylesheet of a site that has one, and only there', async () => {
  // The bar's own rules (a selector list that names it beside other parts, as the print rule does, stays).
  const barRule = /(^|\})\.announcement-bar(__close)?\{/;
  const plain = await readFile(path.join(outDir, (await pageBytes(outDir, 'docs/intro/index.html')).sheets[0]), 'utf8');
  assert.doesNotMatch(plain, barRule, 'no page of a site without an announcementBar has the bar');
  const site = await buildToDisk({
    root: await writeDocusaurusSite({
      ...MINIMAL_SITE,
      'docusaurus.config.js': `module.exports = { title: 'Dino', url: 'https://dino.example', baseUrl: '/',
  themeConfig: { announcementBar: { id: 'roar', content: 'Dinosaurs are back' } },
  presets: [['classic', { docs: { sidebarPath: 'sidebars.js' } }]] };\n`,
    }),
  });
  try {
    const page = await readFile(path.join(site.outDir, 'docs/intro/index.html'), 'utf8');
    assert.match(page, /class="[^"]*announcement-bar[^"]*"[^>]*>[\s\S]*Dinosaurs are back/);
    const css = await readFile(
      path.join(site.outDir, (await pageBytes(site.outDir, 'docs/intro/index.html')).sheets[0]),
      'utf8',
    );
    assert.match(css, /(^|\})\.announcement-bar\{/, 'the bar’s rule');
    assert.match(css, /(^|\})\.announcement-bar__close\{/, 'its close button’s rule');
  } finally {
    await site.cleanup();
  }
});

test('a Docusaurus site’s search page loads at most 20 KB (gzip) of CSS, without the search modal’s own rules', async (t) => {
  const site = await buildToDisk({
    root: await writeDocusaurusSite({
      ...MINIMAL_SITE,
      'docusaurus.config.js': `module.exports = { title: 'Dino', url: 'https://dino.example', baseUrl: '/',
  themeConfig: { algolia: { appId: 'APP', apiKey: 'KEY', indexName: 'dino' } },
  presets: [['classic', { docs: { sidebarPath: 'sidebars.js' } }]] };\n`,
    }),
  });
  try {
    const bytes = await pageBytes(site.outDir, 'search/index.html');
    const report = `CSS: ${(bytes.css / 1024).toFixed(2)} KB gzip of ${CSS_BUDGET / 1024} KB (${bytes.sheets.join(', ')})`;
    t.diagnostic(report);
    assert.ok(bytes.css <= CSS_BUDGET, report);
    const css = await readFile(path.join(site.outDir, bytes.sheets[0]), 'utf8');
    assert.match(css, /\.search-page__status\{/, 'what the page shares with the modal');
    // The modal's sheet loads with the modal, on this page as on any other.
    assert.doesNotMatch(css, /\.search-modal__panel\{/);
    assert.doesNotMatch(css, /\.search-hit\{/);
  } finally {
    await site.cleanup();
  }
});
