/**
 * A Docusaurus site's version dropdown label goes to the shown version's main doc, as theme-classic's does: the
 * page's version on its docs, else the visitor's remembered version (the client swaps label and link in).
 */
import assert from 'node:assert/strict';
import { test } from 'node:test';
import { browserUnavailable } from '../helpers/browser.js';
import { builtDocusaurusSites } from '../helpers/docusaurus-browser.js';

const skip = browserUnavailable() ?? false;
const withBuiltDocusaurusSite = builtDocusaurusSites();

const FILES = {
  'docusaurus.config.js': `module.exports = { title: 'V', url: 'https://v.example', baseUrl: '/',
  presets: [['classic', { docs: { sidebarPath: 'sidebars.js' } }]],
  themeConfig: { navbar: { items: [{ type: 'docsVersionDropdown', position: 'right' }, { to: '/about', label: 'About' }] } } };\n`,
  'sidebars.js': `module.exports = { docs: ['intro', 'guide'] };`,
  'versions.json': '["2.0", "1.0"]',
  'docs/intro.md': '# Intro next\n',
  'docs/guide.md': '# Guide next\n',
  'versioned_docs/version-2.0/intro.md': '# Intro two\n',
  'versioned_docs/version-2.0/guide.md': '# Guide two\n',
  'versioned_sidebars/version-2.0-sidebars.json': '{ "docs": ["intro", "guide"] }',
  'versioned_docs/version-1.0/intro.md': '# Intro one\n',
  'versioned_docs/version-1.0/guide.md': '# Guide one\n',
  'versioned_sidebars/version-1.0-sidebars.json': '{ "docs": ["intro", "guide"] }',
  'src/pages/about.md': '# About\n',
};

test(
  "the version label goes to the shown version's main doc, the remembered one outside the docs",
  { skip },
  async () => {
    await withBuiltDocusaurusSite(FILES, async ({ origin, browser }) => {
      const page = await browser.newPage({ viewport: { width: 1280, height: 800 } });
      const label = page.locator('.navbar [data-docs-version-label]');
      await page.goto(`${origin}/docs/1.0/guide`);
      assert.equal(await label.getAttribute('href'), '/docs/1.0/intro', "on a doc: its version's main doc");
      await page.goto(`${origin}/about`);
      assert.equal(await label.getAttribute('href'), '/docs/intro', 'elsewhere, first: the last version');
      await page.evaluate(() => localStorage.setItem('docs-preferred-version-default', '1.0'));
      await page.reload();
      await page.waitForFunction(
        () => document.querySelector('.navbar [data-docs-version-label]')?.textContent === '1.0',
      );
      assert.equal(await label.getAttribute('href'), '/docs/1.0/intro', 'then the remembered version');
      await page.close();
    });
  },
);
