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
