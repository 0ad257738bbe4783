/**
 * Under Infima every link is `--ifm-link-color` (the site's primary colour) with no underline: the links sitegen
 * draws around a doc (its edit link, its pager, its headings' anchors) and a footer's copyright link are too, not a
 * shade of the site's that Docusaurus draws nothing in (neutralino's `--ifm-color-primary-darker` is olive).
 */
import assert from 'node:assert/strict';
import { test } from 'node:test';
import { browserUnavailable } from '../helpers/browser.js';
import { builtDocusaurusSites } from '../helpers/docusaurus-browser.js';

const skip = browserUnavailable() ?? false;
const withBuiltDocusaurusSite = builtDocusaurusSites();

test(
  'links around a doc and in the footer are the site’s primary colour, as Infima draws every link',
  { skip },
  async () => {
    const files = {
      'docusaurus.config.js': `module.exports = { title: 'Dino', url: 'https://dino.example', baseUrl: '/',
      presets: [['classic', { docs: { sidebarPath: 'sidebars.js', editUrl: 'https://github.com/dino/site/edit/main/' },
        theme: { customCss: require.resolve('./custom.css') } }]],
      themeConfig: { footer: { style: 'dark', copyright: 'By <a id="copyright" href="https://dino.example/team">the team</a>' } } };\n`,
      'custom.css':
        ':root { --ifm-color-primary: #f89901; --ifm-color-primary-darker: rgb(189, 176, 0); --ifm-color-primary-darkest: rgb(100, 90, 0); }\n',
      'sidebars.js': "module.exports = { docs: ['intro', 'next'] };\n",
      'docs/intro.md': '# Intro\n\n## Eggs\n\nLaid.\n',
      'docs/next.md': '# Next\n',
    };
    await withBuiltDocusaurusSite(files, async ({ origin, browser }) => {
      const page = await browser.newPage();
      await page.goto(`${origin}/docs/intro`);
      const colours = await page.evaluate(() =>
        Object.fromEntries(
          Object.entries({
            edit: '.theme-edit-this-page',
            pager: '.pager__label',
            anchor: '.hash-link',
            copyright: '#copyright',
          }).map(([name, selector]) => {
            const style = getComputedStyle(document.querySelector(selector)!);
            return [name, `${style.color} ${style.textDecorationLine}`];
          }),
        ),
      );
      const primary = 'rgb(248, 153, 1) none';
      assert.deepEqual(colours, { edit: primary, pager: primary, anchor: primary, copyright: primary });
    });
  },
);
