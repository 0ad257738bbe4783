/**
 * A Docusaurus site as Docusaurus draws it, in Chromium. A wide navbar logo keeps its proportions at the navbar's
 * 2rem height; links are not underlined until hovered; tabs, alerts and tables have Infima's look. The version badge looks as Docusaurus 2.4.3 draws it in both colour modes: Infima's
 * `badge--secondary` is light grey with black text and a border of the same grey, in the dark theme too
 * (`--ifm-color-secondary` has no dark value), rather than a light pill with sitegen's dark border.
 */
import assert from 'node:assert/strict';
import { mkdtemp, mkdir, rm, writeFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { test } from 'node:test';
import { browserUnavailable, launchBrowser, serveStatic } from '../helpers/browser.js';
import { buildToDisk } from '../helpers/built-site.js';

const skip = browserUnavailable();

const FILES: Record<string, string> = {
  'docusaurus.config.js': `module.exports = { title: 'Dino', url: 'https://dino.example', baseUrl: '/', presets: [['classic', {}]],
    themeConfig: { navbar: { logo: { alt: 'Dino', src: 'img/logo.svg' } } } };\n`,
  'static/img/logo.svg':
    '<svg xmlns="http://www.w3.org/2000/svg" width="100" height="32" viewBox="0 0 100 32"><rect width="100" height="32" fill="#36c"/></svg>',
  'docs/intro.md': '# Intro next\n',
  'src/pages/index.js': `import Link from '@docusaurus/Link';
export default function Home() {
  return <><Link id="card" to="/docs/intro">Docs</Link><ul className="tabs"><li id="tab" className="tabs__item tabs__item--active">All</li></ul>
    <div id="alert" className="alert alert--primary">0 projects</div><table id="table"><tbody><tr><td>x</td></tr></tbody></table></>;
}\n`,
  'versions.json': '["2.0", "1.0"]',
  'versioned_docs/version-2.0/intro.md': '# Intro two\n',
  'versioned_docs/version-1.0/intro.md': '# Intro one\n',
};

test(
  'the version badge is Infima’s secondary badge in both colour modes; a wide logo keeps its proportions',
  { skip: skip ?? false },
  async () => {
    const root = await mkdtemp(path.join(os.tmpdir(), 'sitegen-badge-'));
    for (const [name, content] of Object.entries(FILES)) {
      await mkdir(path.dirname(path.join(root, name)), { recursive: true });
      await writeFile(path.join(root, name), content);
    }
    const site = await buildToDisk({ root });
    const server = await serveStatic(site.outDir);
    const browser = await launchBrowser();
    try {
      for (const theme of ['light', 'dark']) {
        const page = await browser.newPage();
        await page.addInitScript((t) => localStorage.setItem('theme', t), theme);
        await page.goto(`${server.origin}/docs/1.0/intro`);
        assert.equal(await page.evaluate(() => document.documentElement.dataset.theme), theme);
        const style = await page.locator('.version-badge').evaluate((e) => {
          const s = getComputedStyle(e);
          return { bg: s.backgroundColor, color: s.color, border: s.borderTopColor };
        });
        assert.deepEqual(
          style,
          { bg: 'rgb(235, 237, 240)', color: 'rgb(0, 0, 0)', border: 'rgb(235, 237, 240)' },
          theme,
        );
        const logo = await page.locator('.navbar .navbar__logo').boundingBox();
        assert.deepEqual(
          [Math.round(logo!.width), Math.round(logo!.height)],
          [100, 32],
          'the logo keeps its proportions',
        );
        // Infima's links: no underline until hovered.
        await page.goto(`${server.origin}/`);
        const card = page.locator('#card');
        assert.equal(await card.evaluate((e) => getComputedStyle(e).textDecorationLine), 'none');
        await card.hover();
        assert.equal(await card.evaluate((e) => getComputedStyle(e).textDecorationLine), 'underline');
        // Infima's tabs, alerts and tables, which React pages build from its class names.
        const css = (id: string, prop: string) =>
          page.locator(id).evaluate((e, p) => getComputedStyle(e).getPropertyValue(p), prop);
        assert.equal(await css('#tab', 'border-bottom-width'), '3px');
        assert.equal(await css('#alert', 'border-left-width'), '5px');
        assert.equal(await css('#table td', 'padding-top'), '12px');
        await page.close();
      }
    } finally {
      await browser.close();
      await server.close();
      await site.cleanup();
      await rm(root, { recursive: true, force: true });
    }
  },
);
