/**
 * A Docusaurus site's Markdown text as Infima leaves it to the browser: a list's bullets in the item's colour, not
 * sitegen's grey, and bold text in the browser's bolder weight (700), not sitegen's 650.
 */
import assert from 'node:assert/strict';
import { test } from 'node:test';
import { browserUnavailable } from '../helpers/browser.js';
import { builtDocusaurusSites, MINIMAL_SITE } from '../helpers/docusaurus-browser.js';

const skip = browserUnavailable() ?? false;
const withBuiltDocusaurusSite = builtDocusaurusSites();

test("a list's bullets are the item's colour and bold text is 700, as under Infima", { skip }, async () => {
  const files = { ...MINIMAL_SITE, 'docs/intro.md': '# Intro\n\n- one **bold**\n- two\n' };
  await withBuiltDocusaurusSite(files, async ({ origin, browser }) => {
    const page = await browser.newPage();
    await page.goto(`${origin}/docs/intro`);
    const item = page.locator('.markdown li').first();
    const [marker, text] = await item.evaluate((e) => [
      getComputedStyle(e, '::marker').color,
      getComputedStyle(e).color,
    ]);
    assert.equal(marker, text);
    assert.equal(await page.locator('.markdown strong').evaluate((e) => getComputedStyle(e).fontWeight), '700');
  });
});
