/**
 * A Docusaurus doc's table of contents on a phone, opened, as theme-classic's TOCCollapsible draws it: a rule above
 * the list, 15px entries 0.4rem and 0.8rem apart in Infima's TOC colour, no rule beside them. sitegen draws it (and
 * sidebar categories) as <details>, which a site's CSS for the <details> of its content must not reach: immer's
 * `details a { text-align: right; font-size: 0.8em; color: #666 }` right-aligned them.
 */
import assert from 'node:assert/strict';
import { test } from 'node:test';
import { browserUnavailable } from '../helpers/browser.js';
import { builtDocusaurusSites, minimalSiteWithCss } from '../helpers/docusaurus-browser.js';

const skip = browserUnavailable() ?? false;
const withBuiltDocusaurusSite = builtDocusaurusSites();

const files = {
  ...minimalSiteWithCss('details a { display: block; text-align: right; font-size: 0.8em; color: #666; }\n'),
  'sidebars.js': "module.exports = { docs: [{ type: 'category', label: 'Guides', items: ['intro'] }] };\n",
  'docs/intro.md': '# Intro\n\n## Eggs are laid in a `nest`\n\nLaid.\n\n## Hatching\n\nOut.\n',
};

test(
  "the opened mobile table of contents is theme-classic's, whatever a site's CSS does to <details>",
  { skip },
  async () => {
    await withBuiltDocusaurusSite(files, async ({ origin, browser }) => {
      const page = await browser.newPage({ viewport: { width: 390, height: 844 } });
      await page.goto(`${origin}/docs/intro`);
      await page.locator('.theme-doc-toc-mobile > summary').click();
      const list = await page
        .locator('.theme-doc-toc-mobile ul')
        .first()
        .evaluate((e) => {
          const style = getComputedStyle(e);
          return [style.borderTopWidth, style.borderLeftWidth, style.fontSize, style.paddingTop].join(' ');
        });
      assert.equal(list, '1px 0px 15px 3.2px');
      const link = await page
        .locator('.theme-doc-toc-mobile li a')
        .first()
        .evaluate((e) => {
          const style = getComputedStyle(e);
          const item = getComputedStyle(e.parentElement!);
          return [style.color, style.fontSize, style.textAlign, item.marginTop, item.marginLeft].join(' ');
        });
      assert.equal(link, 'rgb(82, 88, 96) 15px start 6.4px 12.8px');
      // Code in an entry is Infima's chip, as in the TOC beside the doc, aligned to the middle as Infima's `code` is
      // (at the baseline, metro's and flow's entries of code stood 0.5px taller each).
      const code = page.locator('.theme-doc-toc-mobile li a code');
      assert.deepEqual(
        await code.evaluate((e) => [getComputedStyle(e).backgroundColor, getComputedStyle(e).verticalAlign]),
        ['rgb(246, 247, 248)', 'middle'],
      );
    });
  },
);

test("a sidebar category's links keep to the left, whatever a site's CSS does to <details>", { skip }, async () => {
  await withBuiltDocusaurusSite(files, async ({ origin, browser }) => {
    const page = await browser.newPage();
    await page.goto(`${origin}/docs/intro`);
    const link = page.locator('.theme-doc-sidebar-container .menu__list .menu__list .menu__link').first();
    assert.deepEqual(await link.evaluate((e) => [getComputedStyle(e).textAlign, getComputedStyle(e).fontSize]), [
      'start',
      '16px',
    ]);
  });
});
