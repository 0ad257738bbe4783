/**
 * `themeConfig.docs.sidebar` of a Docusaurus config: `autoCollapseCategories` maps onto sitegen's
 * `docs.autoCollapseCategories`, whose script only the sites that set it carry (its behaviour in the page is
 * test/browser/docusaurus-sidebar-collapse.test.ts).
 */
import assert from 'node:assert/strict';
import { test } from 'node:test';
import type { BuiltFixture } from '../helpers/fixture-site.js';
import { docusaurusSites, ignoredLines } from './docusaurus-fixture.js';

const site = docusaurusSites();

const config = (sidebar: string) =>
  `module.exports = { title: 'Dino', url: 'https://dino.example', baseUrl: '/',
  presets: [['classic', { docs: { sidebarPath: 'sidebars.js' } }]], themeConfig: { docs: { sidebar: ${sidebar} } } };\n`;

/** The page script every page loads (the build is not minified: its functions keep their names). */
const mainScript = (b: BuiltFixture) => {
  const file = b.files().find((f) => /^assets\/main\.[^/]+\.js$/.test(f));
  assert.ok(file, 'the build has a main script');
  return b.writer.text(file);
};

test('autoCollapseCategories is honoured: its script is in the page script of the site that sets it only', async () => {
  const on = await site({ 'docusaurus.config.js': config('{ autoCollapseCategories: true }') });
  assert.ok(!ignoredLines(on).some((l) => /autoCollapseCategories/.test(l)), ignoredLines(on).join('\n'));
  assert.match(mainScript(on), /function initAutoCollapse\(/);
  for (const sidebar of ['{ autoCollapseCategories: false }', '{}']) {
    const off = await site({ 'docusaurus.config.js': config(sidebar) });
    // Unminified, the guarded call stays (\`if (false)\`); the behaviour's code is left out.
    const script = mainScript(off);
    assert.ok(!/function initAutoCollapse|details\.menu__category\[open\]/.test(script), sidebar);
    assert.deepEqual(ignoredLines(off), []);
  }
});
