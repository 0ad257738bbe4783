/**
 * A Docusaurus site's mobile drawer in Chromium is theme-classic's `navbar-sidebar`, inside its navbar: a site's CSS
 * for its parts applies (react-native-website's brand row, its `--ifm-navbar-sidebar-width`, its link-item class),
 * a dark navbar's colours reach it, it opens on the page's sidebar and slides to the navbar's items behind
 * "← Back to main menu", the panel out of view is out of reach, and it passes axe in both colour modes.
 */
import assert from 'node:assert/strict';
import { test } from 'node:test';
import type { Page } from 'playwright-core';
import { axeViolationsIn } from '../helpers/axe.js';
import { browserUnavailable } from '../helpers/browser.js';
import { builtDocusaurusSites } from '../helpers/docusaurus-browser.js';

const skip = browserUnavailable() ?? false;
const withBuiltDocusaurusSite = builtDocusaurusSites();

const SITE = {
  'docusaurus.config.js': `module.exports = {
  title: 'Dino', url: 'https://dino.example', baseUrl: '/',
  i18n: { defaultLocale: 'en', locales: ['en', 'fr'] },
  presets: [['classic', { docs: { sidebarPath: 'sidebars.js' }, theme: { customCss: './custom.css' } }]],
  themeConfig: { navbar: { title: 'Dino', style: 'dark', items: [
    { label: 'More', items: [{ label: 'Guide', to: '/docs/guide' }, { type: 'doc', docId: 'intro', label: 'Start' }] },
    { href: 'https://github.com/dino', 'aria-label': 'GitHub repository', position: 'right', className: 'dino-github' },
    { type: 'localeDropdown', position: 'right' },
  ] } },
};
`,
  'sidebars.js': `module.exports = { docs: ['intro', { type: 'category', label: 'Bones', items: ['guide'] }] };\n`,
  'docs/intro.md': '# Intro\n\nHello.\n',
  'docs/guide.md': '# Guide\n\nHow.\n',
  // react-native-website's rules for its drawer, in small.
  // A primary light enough for the dark navbar's drawer, where the page's language is in that colour.
  'custom.css': `:root { --ifm-navbar-sidebar-width: 300px; --ifm-color-primary: #7fb0ff; }
.navbar-sidebar .navbar-sidebar__brand { background-color: rgb(1, 2, 3); }
.navbar-sidebar__items .dino-github::after { content: 'GitHub'; }
`,
};

/** What the drawer shows: its width and colours, the panel in view, which panels are inert, the nav's class. */
function drawerState(page: Page) {
  return page.evaluate(() => {
    const drawer = document.querySelector<HTMLElement>('nav.navbar > .navbar-sidebar')!;
    const panels = Array.from(drawer.querySelectorAll<HTMLElement>('.navbar-sidebar__item'));
    return {
      shown: document.querySelector('nav.navbar')!.classList.contains('navbar-sidebar--show'),
      width: drawer.getBoundingClientRect().width,
      background: getComputedStyle(drawer).backgroundColor,
      brand: getComputedStyle(drawer.querySelector('.navbar-sidebar__brand')!).backgroundColor,
      inView: panels.findIndex((p) => Math.round(p.getBoundingClientRect().left) === 0),
      inert: panels.map((p) => p.inert),
    };
  });
}

test(
  "the drawer is theme-classic's: the site's CSS styles it, it opens on the sidebar, goes back to the items and closes",
  { skip },
  async () => {
    await withBuiltDocusaurusSite(SITE, async ({ origin, browser }) => {
      const page = await browser.newPage({ viewport: { width: 390, height: 800 }, reducedMotion: 'reduce' });
      await page.goto(`${origin}/docs/intro`);
      await page.getByRole('button', { name: 'Toggle navigation bar' }).click();
      const drawer = page.getByRole('dialog');
      await drawer.waitFor();
      await page.waitForFunction(() => document.getAnimations().every((a) => a.playState !== 'running'));
      // The site's width and brand colour; the dark navbar's background (Infima's #242526) reaches it.
      assert.deepEqual(await drawerState(page), {
        shown: true,
        width: 300,
        background: 'rgb(36, 37, 38)',
        brand: 'rgb(1, 2, 3)',
        inView: 1,
        inert: [true, false],
      });
      // The page's sidebar is in the second panel, the page marked.
      assert.equal(await drawer.locator('[data-menu-sidebar] [aria-current=page]').textContent(), 'Intro');
      await drawer.getByRole('button', { name: '← Back to main menu' }).click();
      await page.waitForTimeout(250);
      assert.deepEqual((await drawerState(page)).inert, [false, true]);
      assert.equal((await drawerState(page)).inView, 0);
      // theme-classic's mobile items: the link item carries the site's class, which draws its words.
      const github = drawer.locator('li.menu__list-item > a.menu__link.dino-github');
      assert.equal(await github.evaluate((a) => getComputedStyle(a, '::after').content), '"GitHub"');
      // The language menu is "Languages", closed as theme-classic 2.4.3 leaves it, the page's language marked.
      const languages = drawer.locator('details', { hasText: 'Languages' });
      assert.equal(await languages.getAttribute('open'), null);
      await drawer.getByRole('button', { name: 'Languages' }).click();
      assert.equal(await languages.locator('.menu__link--active').textContent(), 'English');
      assert.equal(await languages.locator('.menu__link--active').isVisible(), true);
      // A doc item marked on its sidebar's pages does not open its menu, as in theme-classic; a click does.
      assert.equal(await drawer.getByRole('button', { name: 'More' }).getAttribute('aria-expanded'), 'false');
      await drawer.getByRole('button', { name: 'More' }).click();
      await drawer.getByRole('link', { name: 'Guide' }).waitFor({ state: 'visible' });
      assert.equal(await drawer.getByRole('button', { name: 'More' }).getAttribute('aria-expanded'), 'true');
      for (const mode of ['light', 'dark']) {
        await page.evaluate((m) => (document.documentElement.dataset.theme = m), mode);
        assert.deepEqual(await axeViolationsIn(page, '.navbar-sidebar'), [], mode);
      }
      await page.keyboard.press('Escape');
      await drawer.waitFor({ state: 'hidden' });
      // On a doc in a category, the category's label is in the active colour there too, as theme-classic marks it.
      await page.goto(`${origin}/docs/guide`);
      await page.getByRole('button', { name: 'Toggle navigation bar' }).click();
      // A menu holding the page by a link's path opens.
      assert.equal(await drawer.getByRole('button', { name: 'More' }).getAttribute('aria-expanded'), 'true');
      const bones = drawer.locator('[data-menu-sidebar] .menu__link--sublist', { hasText: 'Bones' });
      assert.equal(await bones.evaluate((a) => getComputedStyle(a).color), 'rgb(127, 176, 255)');
      await page.keyboard.press('Escape');
      await drawer.waitFor({ state: 'hidden' });
      assert.equal((await drawerState(page)).shown, false);
      assert.equal(
        await page.evaluate(() => document.activeElement?.getAttribute('aria-label')),
        'Toggle navigation bar',
      );
      await page.close();
    });
  },
);
