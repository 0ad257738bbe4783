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

test("with navbar.hideOnScroll the docs sidebar opens with the navbar's logo and title, as theme-classic's does", async () => {
  const navbar = (hide: boolean) => `module.exports = { title: 'Dino', url: 'https://dino.example', baseUrl: '/',
  presets: [['classic', { docs: { sidebarPath: 'sidebars.js' } }]],
  themeConfig: { navbar: { title: 'Dino', hideOnScroll: ${hide}, logo: { src: 'img/logo.svg', alt: 'Dino logo', width: 32 } } } };\n`;
  const sidebar = (b: BuiltFixture) => /<aside[\s\S]*?<\/aside>/.exec(b.page('/docs/intro'))![0];
  const sidebars = `module.exports = { docs: ['intro'] };\n`;
  const hiding = await site({ 'docusaurus.config.js': navbar(true), 'sidebars.js': sidebars });
  // Docusaurus 2.4.3's Logo, without the navbar's div around the image: where the navbar was once it slides away.
  assert.match(
    sidebar(hiding),
    /<div class="sidebar"><a tabindex="-1" class="sidebar__logo" href="\/"><img src="\/img\/logo.svg" alt="Dino logo" width="32"\/><b>Dino<\/b><\/a><nav/,
  );
  const staying = await site({ 'docusaurus.config.js': navbar(false), 'sidebars.js': sidebars });
  assert.doesNotMatch(sidebar(staying), /sidebar__logo/);
});
