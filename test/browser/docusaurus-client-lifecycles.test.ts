/**
 * A plugin's client module in Chromium gets Docusaurus's route lifecycle: `onRouteUpdate` and `onRouteDidUpdate`
 * with `previousLocation: null` on the first load; on a route change (a page swapped in, a hash link within the page)
 * `onRouteUpdate` while the old page is on screen, the function it returned, then `onRouteDidUpdate` with the new
 * page on screen, both with the location left as `previousLocation`. It reads the site config from
 * `@generated/docusaurus.config`, as docusaurus-plugin-image-zoom reads its `themeConfig.zoom`.
 */
import assert from 'node:assert/strict';
import { test } from 'node:test';
import { browserUnavailable, watchedPage } from '../helpers/browser.js';
import { isSameWindow, markWindow } from '../helpers/client-site.js';
import { builtDocusaurusSites, MINIMAL_SITE } from '../helpers/docusaurus-browser.js';
import { IMAGE_ZOOM_PACKAGE } from '../docusaurus/image-zoom-package.js';

const skip = browserUnavailable();
const withBuiltDocusaurusSite = builtDocusaurusSites();

/** A plugin whose client module records each lifecycle call (and the page's heading then) in `window.calls`. */
const FILES: Record<string, string> = {
  ...MINIMAL_SITE,
  'docusaurus.config.js': `module.exports = { title: 'Dino', url: 'https://dino.example', baseUrl: '/',
  presets: [['classic', { docs: { sidebarPath: 'sidebars.js' } }]],
  themeConfig: { zoom: { selector: '.markdown img' } },
  plugins: ['./src/plugins/routes'] };\n`,
  'src/plugins/routes/index.js': `const path = require('path');
module.exports = () => ({ name: 'routes', getClientModules: () => [path.resolve(__dirname, './client.js')] });\n`,
  'src/plugins/routes/client.js': `import siteConfig from '@generated/docusaurus.config';
import ExecutionEnvironment from '@docusaurus/ExecutionEnvironment';
const where = ({ pathname, search, hash }) => pathname + search + hash;
function record(name, { location, previousLocation }) {
  if (!ExecutionEnvironment.canUseDOM) return;
  const heading = document.querySelector('.markdown h1')?.textContent;
  window.calls.push([name, where(location), previousLocation && where(previousLocation), heading]);
}
window.calls = [];
window.zoomSelector = siteConfig.themeConfig.zoom.selector;
export function onRouteUpdate(args) {
  record('onRouteUpdate', args);
  return () => window.calls.push(['cleanup', where(args.location)]);
}
export function onRouteDidUpdate(args) { record('onRouteDidUpdate', args); }\n`,
  'docs/intro.md': '# Intro\n\n[Second](./second.md)\n',
  'docs/second.md': `# Second\n\n[Below](#below)\n\n${'Text.\n\n'.repeat(80)}## Below\n`,
};

test(
  "a client module's onRouteUpdate and onRouteDidUpdate run on the first load and on each route change, as in Docusaurus",
  { skip: skip ?? false },
  async () => {
    await withBuiltDocusaurusSite(FILES, async ({ origin, browser }) => {
      const { page, problems } = await watchedPage(browser);
      await page.goto(`${origin}/docs/intro`);
      await page.waitForFunction(() => (window as unknown as { calls?: unknown[] }).calls?.length === 2);
      const calls = () => page.evaluate(() => (window as unknown as { calls: unknown[] }).calls.splice(0));
      assert.deepEqual(await calls(), [
        ['onRouteUpdate', '/docs/intro', null, 'Intro'],
        ['onRouteDidUpdate', '/docs/intro', null, 'Intro'],
      ]);
      assert.equal(
        await page.evaluate(() => (window as unknown as { zoomSelector: string }).zoomSelector),
        '.markdown img',
      );

      await markWindow(page);
      await page.locator('.markdown a', { hasText: 'Second' }).click();
      await page.locator('.markdown h1', { hasText: 'Second' }).waitFor();
      await page.waitForFunction(() => (window as unknown as { calls: unknown[] }).calls.length === 3);
      assert.ok(await isSameWindow(page), 'the page was swapped in, not loaded');
      assert.deepEqual(await calls(), [
        ['onRouteUpdate', '/docs/second', '/docs/intro', 'Intro'],
        ['cleanup', '/docs/second'],
        ['onRouteDidUpdate', '/docs/second', '/docs/intro', 'Second'],
      ]);

      await page.locator('.markdown a', { hasText: 'Below' }).click();
      await page.waitForFunction(() => (window as unknown as { calls: unknown[] }).calls.length === 3);
      assert.deepEqual(await calls(), [
        ['onRouteUpdate', '/docs/second#below', '/docs/second', 'Second'],
        ['cleanup', '/docs/second#below'],
        ['onRouteDidUpdate', '/docs/second#below', '/docs/second', 'Second'],
      ]);

      await page.goBack();
      await page.waitForFunction(() => (window as unknown as { calls: unknown[] }).calls.length === 3);
      assert.deepEqual((await calls())[2], ['onRouteDidUpdate', '/docs/second', '/docs/second#below', 'Second']);
      assert.deepEqual(problems, [], 'no error');
      await page.close();
    });
  },
);

/** A site with docusaurus-plugin-image-zoom installed (a stand-in of 3.0.1) and named as openyurt.io names it. */
const ZOOM_SITE: Record<string, string> = {
  ...MINIMAL_SITE,
  ...IMAGE_ZOOM_PACKAGE,
  'docusaurus.config.js': `module.exports = { title: 'Dino', url: 'https://dino.example', baseUrl: '/',
  presets: [['classic', { docs: { sidebarPath: 'sidebars.js' } }]],
  themeConfig: { zoom: { selector: '.markdown :not(em) > img', config: { background: { light: 'rgb(255, 255, 255)', dark: 'rgb(50, 50, 50)' } } } },
  plugins: [require.resolve('docusaurus-plugin-image-zoom')] };\n`,
  'docs/intro.md': '# Intro\n\n![Dino](/img/dino.svg)\n\n*![Raptor](/img/dino.svg)*\n\n[Second](./second.md)\n',
  'docs/second.md': '# Second\n\n![One](/img/dino.svg)\n\n![Two](/img/dino.svg)\n',
  'static/img/dino.svg': '<svg xmlns="http://www.w3.org/2000/svg" width="40" height="20"></svg>\n',
};

test(
  "docusaurus-plugin-image-zoom attaches to the images of the first page and of each page swapped in, with the colour mode's background",
  { skip: skip ?? false },
  async () => {
    await withBuiltDocusaurusSite(ZOOM_SITE, async ({ origin, browser }) => {
      const { page, problems } = await watchedPage(browser);
      type Zoomed = { zoomAttached?: unknown[][]; zoomBackground?: string };
      const attached = () => page.evaluate(() => (window as unknown as Zoomed).zoomAttached ?? []);
      await page.goto(`${origin}/docs/intro`);
      // Once as the module loads and once for the first route: both a second later, as the plugin waits.
      await page.waitForFunction(() => (window as unknown as Zoomed).zoomAttached?.length === 2, undefined, {
        timeout: 5000,
      });
      // The selector leaves out the image in <em>; the background is the light one (themeConfig.zoom's `background`
      // is the plugin's, its `config.background` medium-zoom's own).
      assert.deepEqual(await attached(), [
        ['.markdown :not(em) > img', 'rgb(255, 255, 255)', 1],
        ['.markdown :not(em) > img', 'rgb(255, 255, 255)', 1],
      ]);
      assert.equal(await page.locator('.markdown img.medium-zoom-image').count(), 1);

      await page.locator('.navbar__inner [data-theme-toggle]').click();
      await page.waitForFunction(() => (window as unknown as Zoomed).zoomBackground === 'rgb(50, 50, 50)');

      await page.locator('.markdown a', { hasText: 'Second' }).click();
      await page.locator('.markdown h1', { hasText: 'Second' }).waitFor();
      await page.waitForFunction(() => (window as unknown as Zoomed).zoomAttached?.length === 3, undefined, {
        timeout: 5000,
      });
      // The background the plugin worked out as it loaded: it updates it on a change of mode, not on a new page.
      assert.deepEqual((await attached())[2], ['.markdown :not(em) > img', 'rgb(255, 255, 255)', 2]);
      assert.equal(await page.locator('.markdown img.medium-zoom-image').count(), 2);
      assert.deepEqual(problems, [], 'no error');
      await page.close();
    });
  },
);
