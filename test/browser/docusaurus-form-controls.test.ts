/**
 * What Infima leaves to the browser stays the browser's, so a site's CSS written against it draws as under
 * Docusaurus:
 * - a form control's font: a site's own button keeps the browser's control font where its container sets none
 *   (Tauri's search keys under a navbar of `font-size: 0` stay readable); sitegen's own controls (tabs, menus,
 *   search) keep the page's font, as theme-classic's controls have it;
 * - a pseudo-element's box sizing: Infima makes elements border-box, not `::before` and `::after`, so a site's
 *   line numbers of `min-width` plus padding (Wails's) are as wide as under Docusaurus.
 */
import assert from 'node:assert/strict';
import { test } from 'node:test';
import { browserUnavailable } from '../helpers/browser.js';
import { builtDocusaurusSites, MINIMAL_SITE } from '../helpers/docusaurus-browser.js';

const skip = browserUnavailable();
const withBuiltDocusaurusSite = builtDocusaurusSites();

test(
  "a site's button keeps the browser's control font; sitegen's controls keep the page's",
  { skip: skip ?? false },
  async () => {
    const files = {
      ...MINIMAL_SITE,
      'src/pages/index.js': `import Layout from '@theme/Layout';
import Tabs from '@theme/Tabs';
import TabItem from '@theme/TabItem';
export default function Home() {
  return (
    <Layout>
      <div style={{ fontSize: 0 }}><button id="keys" type="button"><span style={{ fontSize: 12 }}>Ctrl</span></button></div>
      <input id="field" />
      <Tabs><TabItem value="a" label="A">a</TabItem><TabItem value="b" label="B">b</TabItem></Tabs>
    </Layout>
  );
}
`,
    };
    await withBuiltDocusaurusSite(files, async ({ origin, browser }) => {
      const page = await browser.newPage();
      // The browser's own font for controls: a button on a page without stylesheets.
      await page.setContent('<button>x</button>');
      const browserFont = await page.evaluate(() => getComputedStyle(document.querySelector('button')!).font);
      await page.goto(`${origin}/`);
      const fontOf = (selector: string) =>
        page.evaluate((s) => getComputedStyle(document.querySelector(s)!).font, selector);
      assert.equal(await fontOf('#keys'), browserFont);
      assert.equal(await fontOf('#field'), browserFont);
      const familyOf = (selector: string) =>
        page.evaluate((s) => getComputedStyle(document.querySelector(s)!).fontFamily, selector);
      const bodyFamily = await familyOf('body');
      for (const own of ['[data-theme-toggle]', '[data-menu-toggle]', '[role="tab"]'])
        assert.equal(await familyOf(own), bodyFamily, own);
    });
  },
);

test("a site's ::before and ::after keep content-box sizing, as under Infima", { skip: skip ?? false }, async () => {
  const files = {
    ...MINIMAL_SITE,
    'docs/intro.md': '# Intro\n\n<span id="numbered">x</span>\n',
  };
  await withBuiltDocusaurusSite(files, async ({ origin, browser }) => {
    const page = await browser.newPage();
    await page.goto(`${origin}/docs/intro`);
    const sizing = (pseudo: string | null) =>
      page.evaluate((p) => getComputedStyle(document.querySelector('#numbered')!, p).boxSizing, pseudo);
    assert.equal(await sizing('::before'), 'content-box');
    assert.equal(await sizing('::after'), 'content-box');
    // The element itself is border-box, as Infima makes every element.
    assert.equal(await sizing(null), 'border-box');
  });
});
