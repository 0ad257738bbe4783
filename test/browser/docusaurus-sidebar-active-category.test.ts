/**
 * A category whose own page is open is marked as theme-classic marks it (`menu__list-item-collapsible--active`):
 * its whole row, the link and the caret beside it, on Infima's hover colour, and the link without a background of
 * its own (Tauri's Guides).
 */
import assert from 'node:assert/strict';
import { test } from 'node:test';
import { browserUnavailable } from '../helpers/browser.js';
import { builtDocusaurusSites } from '../helpers/docusaurus-browser.js';

const skip = browserUnavailable() ?? false;
const withBuiltDocusaurusSite = builtDocusaurusSites();

test("the row of the category whose page is open is marked, as theme-classic's", { skip }, async () => {
  const files = {
    'docusaurus.config.js': `module.exports = { title: 'Dino', url: 'https://dino.example', baseUrl: '/',
      presets: [['classic', { docs: { sidebarPath: 'sidebars.js' } }]] };\n`,
    'sidebars.js': `module.exports = { docs: [{ type: 'category', label: 'Guides', link: { type: 'generated-index' }, collapsed: false, items: ['intro'] }] };\n`,
    'docs/intro.md': '# Intro\n\nText.\n',
  };
  await withBuiltDocusaurusSite(files, async ({ origin, browser }) => {
    const page = await browser.newPage();
    await page.goto(`${origin}/docs/category/guides`);
    const colours = await page.evaluate(() => {
      const link = document.querySelector<HTMLElement>('.theme-doc-sidebar-container a[aria-current="page"]')!;
      const row = link.closest<HTMLElement>('.menu__list-item-collapsible')!;
      const probe = document.createElement('div');
      probe.style.background = 'var(--ifm-menu-color-background-hover)';
      document.body.append(probe);
      return {
        row: getComputedStyle(row).backgroundColor,
        link: getComputedStyle(link).backgroundColor,
        hover: getComputedStyle(probe).backgroundColor,
      };
    });
    assert.deepEqual(colours, { row: colours.hover, link: 'rgba(0, 0, 0, 0)', hover: colours.hover });
    assert.notEqual(colours.hover, 'rgba(0, 0, 0, 0)');
  });
});
