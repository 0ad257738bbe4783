/**
 * Docusaurus renders its app into `<div id="__docusaurus">`, and a site's CSS may scope its rules under it
 * (capacitor-docs's sidebar, navbar and table of contents are `#__docusaurus .menu__link { ... }`): a Docusaurus
 * site's pages are drawn inside one too, still filling the window.
 */
import assert from 'node:assert/strict';
import { test } from 'node:test';
import { browserUnavailable } from '../helpers/browser.js';
import { builtDocusaurusSites } from '../helpers/docusaurus-browser.js';

const skip = browserUnavailable() ?? false;
const withBuiltDocusaurusSite = builtDocusaurusSites();

test(
  'a rule scoped under #__docusaurus applies, and a short page’s footer is still at the bottom of the window',
  { skip },
  async () => {
    const files = {
      'docusaurus.config.js': `module.exports = { title: 'Dino', url: 'https://dino.example', baseUrl: '/',
      presets: [['classic', { docs: { sidebarPath: 'sidebars.js' }, theme: { customCss: require.resolve('./custom.css') } }]],
      themeConfig: { footer: { copyright: 'Dino' } } };\n`,
      'custom.css': '#__docusaurus .menu__link { font-size: 13px; }\n',
      'sidebars.js': "module.exports = { docs: ['intro'] };\n",
      'docs/intro.md': '# Intro\n',
    };
    await withBuiltDocusaurusSite(files, async ({ origin, browser }) => {
      const page = await browser.newPage({ viewport: { width: 1280, height: 900 } });
      await page.goto(`${origin}/docs/intro`);
      const seen = await page.evaluate(() => ({
        size: getComputedStyle(document.querySelector('.doc-sidebar .menu__link')!).fontSize,
        footerBottom: Math.round(document.querySelector('footer.footer')!.getBoundingClientRect().bottom),
        root: document.querySelector('#__docusaurus')?.parentElement?.tagName,
      }));
      assert.deepEqual(seen, { size: '13px', footerBottom: 900, root: 'BODY' });
    });
  },
);
