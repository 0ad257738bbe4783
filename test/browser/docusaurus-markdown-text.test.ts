/**
 * A Docusaurus site's Markdown text as Infima leaves it to the browser: a list's bullets in the item's colour, not
 * sitegen's grey, bold text in Infima's bold weight (700), not sitegen's 650, and a table's head cells
 * centred (immer's API table), unless the table aligns its columns.
 */
import assert from 'node:assert/strict';
import { test } from 'node:test';
import { browserUnavailable } from '../helpers/browser.js';
import { builtDocusaurusSites, MINIMAL_SITE, minimalSiteWithCss } from '../helpers/docusaurus-browser.js';

const skip = browserUnavailable() ?? false;
const withBuiltDocusaurusSite = builtDocusaurusSites();

test(
  "a list's bullets are the item's colour and bold text is 700, even in light text, as under Infima",
  { skip },
  async () => {
    // A class on a list or table outweighs the Markdown's own rules for them, as it does Infima's bare `ul` and
    // `table`: typescript-eslint's rules table keeps its sticky head under the navbar by `overflow: visible`.
    const html =
      '<ul class="clean-list"><li>bare</li></ul>\n\n<table class="open"><tbody><tr><td>x</td></tr></tbody></table>\n';
    const files = {
      ...minimalSiteWithCss('.open { overflow: visible; }\n.light { font-weight: 300; }\n'),
      'docs/intro.md': `# Intro\n\n- one **bold**\n- two\n\n${html}`,
      'src/pages/hero.js': `import React from 'react';
import Layout from '@theme/Layout';
export default function Hero() {
  return <Layout><p className="light">Getting started <strong>with Dino</strong></p></Layout>;
}
`,
    };
    await withBuiltDocusaurusSite(files, async ({ origin, browser }) => {
      const page = await browser.newPage();
      await page.goto(`${origin}/docs/intro`);
      const item = page.locator('.markdown li').first();
      const [marker, text] = await item.evaluate((e) => [
        getComputedStyle(e, '::marker').color,
        getComputedStyle(e).color,
      ]);
      assert.equal(marker, text);
      assert.equal(await page.locator('.markdown li strong').evaluate((e) => getComputedStyle(e).fontWeight), '700');
      assert.equal(await page.locator('.clean-list').evaluate((e) => getComputedStyle(e).paddingInlineStart), '0px');
      assert.equal(await page.locator('table.open').evaluate((e) => getComputedStyle(e).overflow), 'visible');
      // Outside Markdown too, Infima's bold weight, not one step above a light parent's (Detox's hero text).
      await page.goto(`${origin}/hero`);
      assert.equal(await page.locator('.light strong').evaluate((e) => getComputedStyle(e).fontWeight), '700');
    });
  },
);

test(
  "a table's head cells are centred, as the browser centres them, unless the table aligns the column",
  { skip },
  async () => {
    const table = '| Name | Size |\n| --- | :-- |\n| Rex | big |\n';
    const files = { ...MINIMAL_SITE, 'docs/intro.md': `# Intro\n\n${table}` };
    await withBuiltDocusaurusSite(files, async ({ origin, browser }) => {
      const page = await browser.newPage();
      await page.goto(`${origin}/docs/intro`);
      const aligns = await page
        .locator('.markdown th')
        .evaluateAll((cells) => cells.map((e) => getComputedStyle(e).textAlign));
      assert.deepEqual(aligns, ['center', 'left']);
      assert.equal(
        await page
          .locator('.markdown td')
          .first()
          .evaluate((e) => getComputedStyle(e).textAlign),
        'start',
      );
    });
  },
);
