/**
 * `themeConfig.docs.sidebar.autoCollapseCategories` in Chromium: expanding a docs sidebar category folds the open
 * categories beside it (the same level only), as theme-classic 2.4 does, by mouse and keyboard, beside the doc and
 * in the mobile menu; the first render keeps each category's own state; without the setting nothing folds. The
 * categories are theme-classic's (templates/theme-classic-category.tsx): a collapsed one's item carries
 * `menu__list-item--collapsed` (a site's CSS may style by it), drawn by the server and kept in step as categories
 * open, a windowed sidebar's full list included, and a site's rules through the row reach its label.
 */
import assert from 'node:assert/strict';
import { test } from 'node:test';
import type { Locator, Page } from 'playwright-core';
import { browserUnavailable } from '../helpers/browser.js';
import { builtDocusaurusSites } from '../helpers/docusaurus-browser.js';
import { WINDOWED_SIDEBAR_LINKS } from '../../src/render/sidebar-window.js';

const skip = browserUnavailable() ?? false;
const withBuiltDocusaurusSite = builtDocusaurusSites();

const config = (sidebar: string) => `module.exports = {
  title: 'Dino', url: 'https://dino.example', baseUrl: '/',
  presets: [['classic', { docs: { sidebarPath: 'sidebars.js' } }]],
  themeConfig: { docs: { sidebar: ${sidebar} } },
};
`;

const SIDEBARS = `module.exports = { docs: [
  'intro',
  { type: 'category', label: 'Alpha', items: ['alpha/one'] },
  { type: 'category', label: 'Beta', items: ['beta/one',
    { type: 'category', label: 'Beta Inner', items: ['beta/inner'] },
    { type: 'category', label: 'Beta Other', items: ['beta/other'] },
  ] },
  { type: 'category', label: 'Gamma', collapsed: false, items: ['gamma/one'] },
] };
`;

const doc = (title: string) => `# ${title}\n\nText.\n`;

const files = (sidebar: string) => ({
  'docusaurus.config.js': config(sidebar),
  'sidebars.js': SIDEBARS,
  'docs/intro.md': doc('Intro'),
  'docs/alpha/one.md': doc('Alpha one'),
  'docs/beta/one.md': doc('Beta one'),
  'docs/beta/inner.md': doc('Beta inner'),
  'docs/beta/other.md': doc('Beta other'),
  'docs/gamma/one.md': doc('Gamma one'),
});

/** The categories of `sidebar` that are open and shown (not inside a folded one), once every fold has finished. */
async function openCategories(sidebar: Locator): Promise<string[]> {
  await sidebar.page().waitForFunction(() => document.getAnimations().every((a) => a.playState !== 'running'));
  return sidebar
    .locator('li:not(.menu__list-item--collapsed) > .menu__list-item-collapsible:has(> [aria-expanded])')
    .evaluateAll((rows) => rows.filter((r) => r.checkVisibility()).map((r) => r.textContent ?? ''));
}

/** Click a category's toggle (its label, which has no page of its own here). */
async function clickCategory(sidebar: Locator, label: string): Promise<void> {
  await sidebar.locator('.menu__list-item-collapsible > a').getByText(label, { exact: true }).click();
}

async function foldsSiblings(page: Page, sidebar: Locator): Promise<void> {
  assert.deepEqual(await openCategories(sidebar), ['Gamma'], 'the first render keeps each category as it says');
  await clickCategory(sidebar, 'Alpha');
  assert.deepEqual(await openCategories(sidebar), ['Alpha'], 'expanding Alpha folds Gamma');
  await clickCategory(sidebar, 'Beta');
  assert.deepEqual(await openCategories(sidebar), ['Beta']);
  await clickCategory(sidebar, 'Beta Inner');
  await clickCategory(sidebar, 'Beta Other');
  assert.deepEqual(await openCategories(sidebar), ['Beta', 'Beta Other'], 'a level below: its parent stays open');
  await clickCategory(sidebar, 'Beta');
  assert.deepEqual(await openCategories(sidebar), [], 'folding one opens nothing');
  // By keyboard: Enter on the toggle.
  await clickCategory(sidebar, 'Gamma');
  await sidebar.locator('.menu__list-item-collapsible > a').getByText('Alpha', { exact: true }).focus();
  await page.keyboard.press('Enter');
  assert.deepEqual(await openCategories(sidebar), ['Alpha'], 'Enter on a toggle folds the others too');
}

test(
  'autoCollapseCategories: expanding a category folds its siblings, beside the doc and in the mobile menu',
  { skip },
  async () => {
    await withBuiltDocusaurusSite(files('{ autoCollapseCategories: true }'), async ({ origin, browser }) => {
      const page = await browser.newPage();
      await page.goto(`${origin}/docs/intro`);
      await foldsSiblings(page, page.locator('.doc-sidebar > .sidebar'));
      await page.close();

      const phone = await browser.newPage({ viewport: { width: 390, height: 900 } });
      await phone.goto(`${origin}/docs/intro`);
      await phone.getByRole('button', { name: 'Toggle navigation bar' }).click();
      const drawer = phone.getByRole('dialog');
      await drawer.waitFor();
      await foldsSiblings(phone, drawer.locator('[data-menu-sidebar]'));
      await phone.close();
    });
  },
);

/** Each category label's `aria-expanded` (theme-classic's toggling link), by label. */
async function expandedStates(sidebar: Locator): Promise<Record<string, string | null>> {
  const labels = sidebar.locator('.menu__list-item-collapsible > [aria-expanded]');
  const pairs = await labels.evaluateAll((links) => links.map((a) => [a.textContent, a.getAttribute('aria-expanded')]));
  return Object.fromEntries(pairs);
}

/** The labels of the categories whose item is theme-classic's `menu__list-item--collapsed`, which site CSS may style. */
async function collapsedItems(sidebar: Locator): Promise<string[]> {
  return sidebar
    .locator('li.menu__list-item--collapsed > .menu__list-item-collapsible')
    .evaluateAll((rows) => rows.map((r) => r.textContent ?? ''));
}

test('without autoCollapseCategories, expanding a category leaves the others open', { skip }, async () => {
  await withBuiltDocusaurusSite(files('{}'), async ({ origin, browser }) => {
    const page = await browser.newPage();
    await page.goto(`${origin}/docs/beta/inner`);
    const sidebar = page.locator('.doc-sidebar > .sidebar');
    // The page's categories are open, and their labels say so from the server's HTML on.
    const drawn = { Alpha: 'false', Beta: 'true', 'Beta Inner': 'true', 'Beta Other': 'false', Gamma: 'true' };
    assert.deepEqual(await expandedStates(sidebar), drawn);
    assert.deepEqual(await collapsedItems(sidebar), ['Alpha', 'Beta Other']);
    await clickCategory(sidebar, 'Alpha');
    await clickCategory(sidebar, 'Beta Other');
    assert.deepEqual(await openCategories(sidebar), ['Alpha', 'Beta', 'Beta Inner', 'Beta Other', 'Gamma']);
    // Clicking the label itself (a link without a page) toggles, and its aria-expanded follows.
    await sidebar.getByText('Alpha', { exact: true }).click();
    assert.deepEqual(await openCategories(sidebar), ['Beta', 'Beta Inner', 'Beta Other', 'Gamma']);
    assert.deepEqual(await expandedStates(sidebar), { ...drawn, 'Beta Other': 'true' });
    // The items' class follows as the categories open and close (theme-classic's, which a site's CSS may style).
    assert.deepEqual(await collapsedItems(sidebar), ['Alpha']);
    await page.close();
  });
});

test(
  'a category opens to its full height where the site’s CSS hides a collapsed item’s list, and the site’s CSS reaches its label',
  { skip },
  async () => {
    // react-native-website's rule: theme-classic's collapsed item has its list at no height; typescript-eslint's:
    // a top category's label, through its row, in bold.
    const site = {
      ...files('{}'),
      'docusaurus.config.js': config('{}').replace(
        "docs: { sidebarPath: 'sidebars.js' }",
        "docs: { sidebarPath: 'sidebars.js' }, theme: { customCss: './custom.css' }",
      ),
      'custom.css':
        '.menu__list-item.menu__list-item--collapsed .menu__list { height: 0 !important; }\n' +
        '.theme-doc-sidebar-item-category-level-1 > .menu__list-item-collapsible > a { font-weight: bold; }\n',
    };
    await withBuiltDocusaurusSite(site, async ({ origin, browser }) => {
      const page = await browser.newPage();
      await page.goto(`${origin}/docs/intro`);
      const sidebar = page.locator('.doc-sidebar > .sidebar');
      // The heights each animation of the page goes through, as client/collapsibles.ts asks for them.
      await page.evaluate(() => {
        const animate = Element.prototype.animate;
        const heights: unknown[] = ((window as unknown as { heights: unknown[] }).heights = []);
        Element.prototype.animate = function (keyframes, options) {
          heights.push((keyframes as { height?: string[] }).height);
          return animate.call(this, keyframes, options);
        };
      });
      await clickCategory(sidebar, 'Alpha');
      await page.waitForFunction(() => document.getAnimations().length === 0);
      const list = sidebar.locator('li > .menu__list').filter({ has: page.getByText('Alpha one') });
      const opened = await list.evaluate((d) => d.getBoundingClientRect().height);
      assert.ok(opened > 0);
      // It opened to its list's height: measured once its item no longer said it was collapsed.
      const [heights] = await page.evaluate(() => (window as unknown as { heights: string[][] }).heights);
      assert.equal(Math.round(parseFloat(heights[1])), Math.round(opened), `animated ${heights.join(' to ')}`);
      const weight = (label: string) =>
        sidebar.getByText(label, { exact: true }).evaluate((a) => getComputedStyle(a).fontWeight);
      assert.deepEqual([await weight('Alpha'), await weight('Beta Inner')], ['700', '500'], 'level 1 only');
      await page.close();

      // Before any script runs, a category without a page of its own links to its first page, where it is open.
      const noScript = await browser.newPage({ javaScriptEnabled: false });
      await noScript.goto(`${origin}/docs/intro`);
      await noScript.locator('.doc-sidebar').getByText('Beta', { exact: true }).click();
      await noScript.waitForURL(`${origin}/docs/beta/one`);
      const beta = noScript.locator('.doc-sidebar li', { has: noScript.getByText('Beta', { exact: true }) }).first();
      assert.equal(await beta.locator('> .menu__list-item-collapsible > a').getAttribute('aria-expanded'), 'true');
      assert.ok(await noScript.locator('.doc-sidebar').getByText('Beta one').isVisible());
      await noScript.close();
    });
  },
);

test(
  'a windowed sidebar’s full list, loaded when a collapsed category opens, marks its items as they are',
  { skip },
  async () => {
    // Over WINDOWED_SIDEBAR_LINKS (src/render/sidebar-window.ts): each page holds its own branch only.
    const perCategory = 60;
    const categories = Math.ceil((WINDOWED_SIDEBAR_LINKS + 100) / perCategory);
    const docs: Record<string, string> = {};
    const items = Array.from({ length: categories }, (_, c) => {
      const ids = Array.from({ length: perCategory }, (_, d) => `c${c}/d${d}`);
      for (const id of ids) docs[`docs/${id}.md`] = doc(`Doc ${id}`);
      return { type: 'category', label: `Cat ${c}`, items: ids };
    });
    const windowed = {
      'docusaurus.config.js': config('{}'),
      'sidebars.js': `module.exports = { docs: ${JSON.stringify(items)} };\n`,
      ...docs,
    };
    await withBuiltDocusaurusSite(windowed, async ({ origin, browser }) => {
      const page = await browser.newPage();
      await page.goto(`${origin}/docs/c3/d5`);
      const sidebar = page.locator('.doc-sidebar > .sidebar');
      const others = (open: number[]) =>
        items.map((item) => item.label).filter((label) => !open.some((c) => label === `Cat ${c}`));
      assert.deepEqual(await collapsedItems(sidebar), others([3]));
      // Its label, which toggles (it links to its first page only until the script runs).
      await sidebar.getByText('Cat 4', { exact: true }).click();
      // The full list has come in when Cat 4 has its items.
      await sidebar.getByText('Doc c4/d59').waitFor();
      assert.deepEqual(await collapsedItems(sidebar), others([3, 4]));
      await page.close();
    });
  },
);
