/**
 * The docs sidebar's column in Chromium, as theme-classic 2.4 builds it: `aside.theme-doc-sidebar-container` is the
 * page-high column and a box inside it stays in view as the page scrolls. A site's CSS may position that aside
 * itself (casbin makes it `position: relative` and hangs its own "Collapse sidebar" button over its edge) and the
 * sidebar still starts under the navbar, stays in view, and shows the button whole.
 */
import assert from 'node:assert/strict';
import { test } from 'node:test';
import type { Page } from 'playwright-core';
import { browserUnavailable } from '../helpers/browser.js';
import { builtDocusaurusSites } from '../helpers/docusaurus-browser.js';

const skip = browserUnavailable() ?? false;
const withBuiltDocusaurusSite = builtDocusaurusSites();

const CONFIG = `module.exports = {
  title: 'Dino', url: 'https://dino.example', baseUrl: '/',
  presets: [['classic', { docs: { sidebarPath: 'sidebars.js' }, theme: { customCss: 'src/css/custom.css' } }]],
  themeConfig: { docs: { sidebar: { hideable: true } } },
};
`;

// casbin's rules (src/css/custom.css), trimmed to what places the column and the button.
const CUSTOM_CSS = `aside.theme-doc-sidebar-container { position: relative; clip-path: inset(0 -140px); }
.theme-doc-sidebar-container button[title="Collapse sidebar"] {
  position: absolute; top: 96px; right: -14px; width: 28px; height: 28px; padding: 0; z-index: 10;
}
`;

const files = {
  'docusaurus.config.js': CONFIG,
  'sidebars.js': `module.exports = { docs: ['intro', 'other'] };\n`,
  'src/css/custom.css': CUSTOM_CSS,
  'docs/intro.md': `# Intro\n\n${'A long paragraph of text.\n\n'.repeat(120)}`,
  'docs/other.md': '# Other\n\nText.\n',
};

/** The top of the sidebar's first link, and the bottom of the navbar, in the window. */
async function tops(page: Page): Promise<{ link: number; navbar: number }> {
  return page.evaluate(() => ({
    link: document.querySelector('.theme-doc-sidebar-container .menu__link')!.getBoundingClientRect().top,
    navbar: document.querySelector('.navbar')!.getBoundingClientRect().bottom,
  }));
}

/** How far the first `selector` starts from the sidebar column's left edge. */
function inset(page: Page, selector: string): Promise<number> {
  return page.evaluate((selector) => {
    const column = document.querySelector('aside.theme-doc-sidebar-container')!.getBoundingClientRect().left;
    return Math.round(document.querySelector(selector)!.getBoundingClientRect().left - column);
  }, selector);
}

test('a site that positions the sidebar column keeps the sidebar under the navbar and in view', { skip }, async () => {
  await withBuiltDocusaurusSite(files, async ({ origin, browser }) => {
    const page = await browser.newPage({ viewport: { width: 1280, height: 800 } });
    await page.goto(`${origin}/docs/intro`);
    // The menu is 0.5rem in from the column's edge, as theme-classic pads its nav.menu.
    assert.equal(await inset(page, '.theme-doc-sidebar-container .menu__link'), 8);
    const first = await tops(page);
    assert.ok(first.link - first.navbar < 30, `the first link sits just under the navbar (${JSON.stringify(first)})`);
    await page.mouse.wheel(0, 1500);
    await page.waitForFunction(() => window.scrollY >= 1500);
    const scrolled = await tops(page);
    assert.ok(scrolled.link - scrolled.navbar < 30, `scrolled, it is still in view (${JSON.stringify(scrolled)})`);

    // The button hangs 14px over the column's edge: that half is drawn too (the column does not clip it).
    const button = (await page.getByRole('button', { name: 'Collapse sidebar' }).boundingBox())!;
    const hit = await page.evaluate(
      ([x, y]) => document.elementFromPoint(x, y)?.closest('button')?.getAttribute('title') ?? null,
      [button.x + button.width - 3, button.y + button.height / 2],
    );
    assert.equal(hit, 'Collapse sidebar');
    await page.close();
  });
});

test(
  "a site's sidebar rules apply as under theme-classic: its width variable, [class^=theme-doc-sidebar-container], nested .menu__list",
  { skip },
  async () => {
    // react-native-website's rules (src/css/customTheme.scss), trimmed: a narrower column, and inside it, smaller
    // links in categories (the top list is a .menu__list, a category's list a second one).
    const css = `:root { --doc-sidebar-width: 266px !important; }
aside[class^="theme-doc-sidebar-container"] .menu__list .menu__list .menu__link { font-size: 13px; }
@media (min-width: 997px) { aside[class^="theme-doc-sidebar-container"] .menu { padding: 12px; } }
`;
    const site = {
      ...files,
      'sidebars.js': `module.exports = { docs: [{ type: 'category', label: 'Basics', items: ['intro', 'other'] }] };\n`,
      'src/css/custom.css': css,
    };
    await withBuiltDocusaurusSite(site, async ({ origin, browser }) => {
      const page = await browser.newPage({ viewport: { width: 1280, height: 800 } });
      await page.goto(`${origin}/docs/other`);
      const column = await page
        .locator('aside.theme-doc-sidebar-container')
        .evaluate((e) => e.getBoundingClientRect().width);
      assert.equal(Math.round(column), 266);
      const size = await page
        .locator('.theme-doc-sidebar-container .theme-doc-sidebar-item-link > a.menu__link[href="/docs/intro"]')
        .evaluate((e) => getComputedStyle(e).fontSize);
      assert.equal(size, '13px');
      // The menu's padding, theme-classic's 0.5rem, is the site's 12px: the category row starts 12px in.
      assert.equal(await inset(page, '.theme-doc-sidebar-container .menu__list-item-collapsible'), 12);
      await page.close();
    });
  },
);

test(
  "the sidebar keeps its scrollbar's room as theme-classic's menu does, whether or not it scrolls",
  { skip },
  async () => {
    const fixed = { ...files, 'docusaurus.config.js': CONFIG.replace('hideable: true', 'hideable: false') };
    for (const [site, scroller] of [
      [files, '.sidebar--hideable > .sidebar__nav'],
      [fixed, '.doc-sidebar > .sidebar'],
    ] as const) {
      await withBuiltDocusaurusSite(site, async ({ origin, browser }) => {
        const page = await browser.newPage({ viewport: { width: 1280, height: 800 } });
        await page.goto(`${origin}/docs/other`);
        // Two links do not fill the sidebar: the room is kept all the same (scrollbar-gutter: stable), and the
        // menu has no padding on that side.
        const room = await page.locator(scroller).evaluate((e) => (e as HTMLElement).offsetWidth - e.clientWidth);
        assert.ok(room > 0, `${scroller}: ${room}px kept for the scrollbar`);
        const menu = await page.locator('.sidebar__nav > .menu').evaluate((e) => getComputedStyle(e).paddingRight);
        assert.equal(menu, '0px', scroller);
        await page.close();
      });
    }
  },
);

test("the sidebar column's border is Infima's TOC border colour, in both colour modes", { skip }, async () => {
  await withBuiltDocusaurusSite(files, async ({ origin, browser }) => {
    for (const [theme, colour] of [
      ['light', 'rgb(218, 221, 225)'],
      ['dark', 'rgb(68, 73, 80)'],
    ]) {
      const page = await browser.newPage();
      await page.addInitScript((t) => localStorage.setItem('theme', t), theme);
      await page.goto(`${origin}/docs/intro`);
      const border = await page
        .locator('aside.theme-doc-sidebar-container')
        .evaluate((e) => getComputedStyle(e).borderInlineEndColor);
      assert.equal(border, colour, theme);
      await page.close();
    }
  });
});
