/**
 * A swizzled Navbar/Search that wraps theme-classic's box with a class of its own (Detox's) keeps the box's
 * layout: out of the bar's row at its right on phones, where the site's class may move it (`right: 64px`, clear
 * of Detox's menu button), as under Docusaurus, and on wide screens the bar's item, padded as one.
 */
import assert from 'node:assert/strict';
import { test } from 'node:test';
import { browserUnavailable } from '../helpers/browser.js';
import { builtDocusaurusSites, MINIMAL_SITE } from '../helpers/docusaurus-browser.js';

const skip = browserUnavailable() ?? false;
const withBuiltDocusaurusSite = builtDocusaurusSites();

const FILES = {
  ...MINIMAL_SITE,
  'docusaurus.config.js': `module.exports = { title: 'Dino', url: 'https://dino.example', baseUrl: '/',
  presets: [['classic', { docs: { sidebarPath: 'sidebars.js' } }]],
  themeConfig: { algolia: { appId: 'APP', apiKey: 'KEY', indexName: 'dino' } } };\n`,
  'src/theme/Navbar/Search/index.js': `import React from 'react';
import Search from '@theme-original/Navbar/Search';
import styles from './styles.module.css';
export default function SearchWrapper(props) {
  return <Search className={styles.searchWrapper} {...props} />;
}
`,
  'src/theme/Navbar/Search/styles.module.css': '@media (max-width: 996px) { .searchWrapper { right: 64px; } }\n',
};

test("on phones a swizzled search box is out of the bar's row, where the site's class puts it", { skip }, async () => {
  await withBuiltDocusaurusSite(FILES, async ({ origin, browser }) => {
    const page = await browser.newPage({ viewport: { width: 390, height: 800 } });
    await page.goto(`${origin}/docs/intro`);
    const box = page.locator('.navbar [class*="searchWrapper"]');
    const style = await box.evaluate((e) => [getComputedStyle(e).position, getComputedStyle(e).right]);
    assert.deepEqual(style, ['absolute', '64px']);
    const button = (await page.locator('.navbar .DocSearch-Button').boundingBox())!;
    assert.equal(Math.round(button.x + button.width), 390 - 64);
    await page.setViewportSize({ width: 1200, height: 800 });
    assert.deepEqual(
      await box.evaluate((e) => [getComputedStyle(e).position, getComputedStyle(e).paddingLeft]),
      ['static', '12px'],
      'a navbar item, padded as one',
    );
    // The box is the bar's item itself, as under Docusaurus: last on the right, it ends at the bar's padding, and the
    // bar keeps its height (an item around the box made Detox's bar 10px taller, its items 5px lower).
    const wide = (await page.locator('.navbar .DocSearch-Button').boundingBox())!;
    assert.equal(Math.round(wide.x + wide.width), 1200 - 16);
    assert.equal((await page.locator('.navbar').boundingBox())!.height, 60);
  });
});
