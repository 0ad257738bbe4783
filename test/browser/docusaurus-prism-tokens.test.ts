/**
 * A Docusaurus site colours code with CSS for Prism's token classes (ionic-docs's `.token.keyword`, with a Prism
 * theme that has no colours of its own): a fenced block's keyword shows the site's colour, over highlight.js's
 * theme and the Prism theme's CSS for types it leaves plain, as under Docusaurus.
 */
import assert from 'node:assert/strict';
import { test } from 'node:test';
import type { Page } from 'playwright-core';
import { browserUnavailable } from '../helpers/browser.js';
import { builtDocusaurusSites } from '../helpers/docusaurus-browser.js';

const skip = browserUnavailable() ?? false;
const withBuiltDocusaurusSite = builtDocusaurusSites();

/** The colour of the innermost span of a code block whose text is `text`. */
const colourOf = (page: Page, text: string) =>
  page.evaluate((text) => {
    const spans = Array.from(document.querySelectorAll('pre code span')).filter((s) => s.children.length === 0);
    const span = spans.find((s) => s.textContent === text);
    return span ? getComputedStyle(span).color : 'no span';
  }, text);

test(
  "a site's CSS for `.token.keyword`, `.token.tag` colours a fenced block's keywords and tags",
  { skip },
  async () => {
    const files = {
      'docusaurus.config.js': `module.exports = { title: 'Dino', url: 'https://dino.example', baseUrl: '/',
      presets: [['classic', { docs: { sidebarPath: 'sidebars.js' }, theme: { customCss: require.resolve('./custom.css') } }]],
      themeConfig: { prism: { theme: { plain: {}, styles: [] } } } };\n`,
      'custom.css':
        '.token.keyword { color: rgb(1, 2, 3); }\n.token.tag { color: rgb(7, 8, 9); }\n' +
        '.token.tag.punctuation { color: rgb(4, 5, 6); }\n',
      'sidebars.js': "module.exports = { docs: ['intro'] };\n",
      'docs/intro.md': '# Intro\n\n```jsx\nconst a = <div />;\n```\n',
    };
    await withBuiltDocusaurusSite(files, async ({ origin, browser }) => {
      const page = await browser.newPage();
      await page.goto(`${origin}/docs/intro`);
      assert.equal(await colourOf(page, 'const'), 'rgb(1, 2, 3)');
      assert.equal(await colourOf(page, '<'), 'rgb(4, 5, 6)');
      assert.equal(await colourOf(page, 'div'), 'rgb(7, 8, 9)');
      // A tag's token is no blog tag pill (sitegen's own `.tag`): text in the line, as under Docusaurus.
      const box = await page.evaluate(() => {
        const name = Array.from(document.querySelectorAll('pre code .token.tag')).find((s) => s.textContent === 'div');
        const style = getComputedStyle(name!);
        return [style.display, style.paddingLeft, style.borderLeftWidth].join(' ');
      });
      assert.equal(box, 'inline 0px 0px');
    });
  },
);

test(
  "a Prism theme's colour for a type wins over the site's CSS for it, as theme-classic's inline style does",
  { skip },
  async () => {
    const theme =
      "{ plain: { color: 'rgb(9, 9, 9)' }, styles: [{ types: ['keyword'], style: { color: 'rgb(7, 8, 9)' } }] }";
    const files = {
      'docusaurus.config.js': `module.exports = { title: 'Dino', url: 'https://dino.example', baseUrl: '/',
      presets: [['classic', { docs: { sidebarPath: 'sidebars.js' }, theme: { customCss: require.resolve('./custom.css') } }]],
      themeConfig: { prism: { theme: ${theme}, darkTheme: ${theme} } } };\n`,
      'custom.css': '.token.keyword { color: rgb(1, 2, 3); }\n.token.string { color: rgb(4, 5, 6); }\n',
      'sidebars.js': "module.exports = { docs: ['intro'] };\n",
      'docs/intro.md': "# Intro\n\n```js\nconst a = 'b';\n```\n",
    };
    await withBuiltDocusaurusSite(files, async ({ origin, browser }) => {
      const page = await browser.newPage();
      await page.goto(`${origin}/docs/intro`);
      assert.equal(await colourOf(page, 'const'), 'rgb(7, 8, 9)');
      // A type the theme leaves plain is the site's to colour.
      assert.equal(await colourOf(page, "'b'"), 'rgb(4, 5, 6)');
    });
  },
);
