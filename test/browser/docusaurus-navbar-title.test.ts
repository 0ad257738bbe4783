/**
 * A Docusaurus navbar's title is theme-classic's `<b class="navbar__title text--truncate">`: a weight bolder than the
 * bar's (immer's bar is bold, so its title is black, 900) and no letter spacing of sitegen's.
 */
import assert from 'node:assert/strict';
import { test } from 'node:test';
import { browserUnavailable } from '../helpers/browser.js';
import { builtDocusaurusSites } from '../helpers/docusaurus-browser.js';

const skip = browserUnavailable() ?? false;
const withBuiltDocusaurusSite = builtDocusaurusSites();

test("the navbar's title is bolder than the bar, as theme-classic's <b> is", { skip }, async () => {
  const files = {
    'docusaurus.config.js': `module.exports = { title: 'Dino', url: 'https://dino.example', baseUrl: '/',
      presets: [['classic', { theme: { customCss: require.resolve('./custom.css') } }]],
      themeConfig: { navbar: { title: 'Dino' } } };\n`,
    'custom.css': '.navbar--fixed-top { font-weight: bold; }\n',
    'docs/intro.md': '# Intro\n',
  };
  await withBuiltDocusaurusSite(files, async ({ origin, browser }) => {
    const page = await browser.newPage();
    await page.goto(`${origin}/docs/intro`);
    const title = page.locator('.navbar__inner b.navbar__title.text--truncate');
    const style = await title.evaluate((e) => [getComputedStyle(e).fontWeight, getComputedStyle(e).letterSpacing]);
    assert.deepEqual(style, ['900', 'normal']);
  });
});
