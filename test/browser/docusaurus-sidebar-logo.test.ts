/**
 * With `navbar.hideOnScroll`, theme-classic 2.4's docs sidebar starts with the navbar's logo and title, hidden under
 * the navbar at the top of the page and in its place once the navbar has slid away (measured against a Docusaurus
 * 2.4.3 build: the column is pulled up under the navbar and its box sticks at the window's top).
 */
import assert from 'node:assert/strict';
import { test } from 'node:test';
import type { Page } from 'playwright-core';
import { browserUnavailable } from '../helpers/browser.js';
import { builtDocusaurusSites } from '../helpers/docusaurus-browser.js';

const skip = browserUnavailable() ?? false;
const withBuiltDocusaurusSite = builtDocusaurusSites();

const files = (hideOnScroll: boolean) => ({
  'docusaurus.config.js': `module.exports = {
  title: 'Dino', url: 'https://dino.example', baseUrl: '/',
  presets: [['classic', { docs: { sidebarPath: 'sidebars.js' } }]],
  themeConfig: { navbar: { title: 'Dino', hideOnScroll: ${hideOnScroll}, logo: { src: 'img/logo.svg', alt: 'Dino logo' } } },
};
`,
  'sidebars.js': `module.exports = { docs: ['intro'] };\n`,
  'static/img/logo.svg':
    '<svg xmlns="http://www.w3.org/2000/svg" width="32" height="32"><circle cx="16" cy="16" r="14"/></svg>\n',
  'docs/intro.md': `# Intro\n\n${'A long paragraph of text.\n\n'.repeat(150)}`,
});

/** The tops of the sidebar's first link and logo (null when none), and the navbar's bottom, in the window. */
async function places(page: Page) {
  return page.evaluate(() => {
    const top = (selector: string) => document.querySelector(selector)?.getBoundingClientRect().top ?? null;
    return {
      link: Math.round(top('.theme-doc-sidebar-container .menu__link')!),
      logo: top('.theme-doc-sidebar-container .sidebar__logo'),
      navbar: Math.round(document.querySelector('.navbar')!.getBoundingClientRect().bottom),
    };
  });
}

/** Scroll down until the navbar has slid away. */
async function scrollDown(page: Page) {
  for (let i = 0; i < 4; i++) {
    await page.mouse.wheel(0, 400);
    await page.waitForTimeout(100);
  }
  await page.waitForFunction(() => document.querySelector('.navbar')!.getBoundingClientRect().bottom <= 0);
}

test(
  'the sidebar shows the logo where the navbar was once it hides, and starts under the navbar at the top',
  { skip },
  async () => {
    const at: Record<string, Awaited<ReturnType<typeof places>>> = {};
    for (const hide of [false, true])
      await withBuiltDocusaurusSite(files(hide), async ({ origin, browser }) => {
        const page = await browser.newPage({ viewport: { width: 1280, height: 700 } });
        await page.goto(`${origin}/docs/intro`);
        at[`top ${hide}`] = await places(page);
        if (hide) {
          await scrollDown(page);
          at.scrolled = await places(page);
          const logo = page.locator('.theme-doc-sidebar-container .sidebar__logo');
          assert.equal(await logo.textContent(), 'Dino');
          assert.equal(await logo.locator('img').evaluate((img) => Math.round(img.getBoundingClientRect().height)), 32);
        }
        await page.close();
      });
    // At the top, the menu is where it is without the logo: the logo lies under the navbar.
    assert.equal(at['top true'].link, at['top false'].link, JSON.stringify(at));
    assert.equal(at['top false'].logo, null);
    assert.ok(at['top true'].logo! < at['top true'].navbar, JSON.stringify(at));
    // Scrolled, the logo takes the navbar's place at the window's top, and the menu stays where it was.
    assert.equal(Math.round(at.scrolled.logo!), 0, JSON.stringify(at));
    assert.equal(at.scrolled.link, at['top true'].link, JSON.stringify(at));
  },
);
