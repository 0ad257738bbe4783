/**
 * A Docusaurus site's navbar menus in Chromium, theme-classic's hover dropdowns: a dropdown whose label is a link
 * (`to`) goes there and still opens its menu, by hover, the arrow keys and (before any script) the keyboard's focus;
 * a label that only opens its menu does so by click; html entries of a menu are drawn in it. Open and closed, the
 * navbar passes axe in both colour modes.
 */
import assert from 'node:assert/strict';
import { test } from 'node:test';
import type { Browser, Page } from 'playwright-core';
import { axeViolationsIn } from '../helpers/axe.js';
import { browserUnavailable } from '../helpers/browser.js';
import { builtDocusaurusSites } from '../helpers/docusaurus-browser.js';

const skip = browserUnavailable() ?? false;
const withBuiltDocusaurusSite = builtDocusaurusSites();

/** casbin's navbar, in small: a Docs menu whose label links to a doc, and a language menu with a rule in it. */
const MENUS_SITE = {
  'docusaurus.config.js': `module.exports = {
  title: 'Dino', url: 'https://dino.example', baseUrl: '/',
  i18n: { defaultLocale: 'en', locales: ['en', 'fr'] },
  presets: [['classic', { docs: { sidebarPath: 'sidebars.js' }, theme: { customCss: './src/css/custom.css' } }]],
  themeConfig: { navbar: { items: [
    { label: 'Docs', to: '/docs/intro', items: [{ label: 'Intro', to: '/docs/intro' }, { label: 'Guide', to: '/docs/guide' }] },
    { to: '/about', label: 'About' },
    { type: 'localeDropdown', position: 'right', dropdownItemsAfter: [
      { type: 'html', value: '<hr class="menu-rule" style="margin: 0.3rem 0;">' },
      { href: 'https://crowdin.example', label: 'Help Us Translate' },
    ] },
  ] } },
};
`,
  'docs/intro.md': '# Intro\n\nHello.\n',
  'docs/guide.md': '# Guide\n\nHow.\n',
  'src/pages/about.md': '# About\n\nDinos.\n',
  // Infima's own primary blue is 4.1:1 on white, below AA for the hovered and current links: the site's own, darker.
  'src/css/custom.css':
    ":root { --ifm-color-primary: #1f5bb8; }\n[data-theme='dark'] { --ifm-color-primary: #7fb0ff; }\n",
};

/** Whether the dropdown around `label` is shown by its class (a click or a key: hover shows it by CSS alone). */
const isShown = (page: Page, label: string) =>
  page
    .locator('nav.navbar .dropdown--hoverable')
    .filter({ hasText: label })
    .evaluate((d) => [d.classList.contains('dropdown--show'), d.querySelector(':scope > a')!.ariaExpanded]);
const focusedText = (page: Page) => page.evaluate(() => document.activeElement?.textContent ?? '');

/** Hovering the label opens the menu; the label still goes to its page; arrows and Escape work from the label. */
async function linkedDropdownWithScript(browser: Browser, origin: string): Promise<void> {
  const page = await browser.newPage();
  await page.goto(`${origin}/about`);
  const navbar = page.locator('nav.navbar');
  const label = navbar.getByRole('link', { name: 'Docs', exact: true });
  const guide = navbar.getByRole('link', { name: 'Guide' });
  assert.equal(await label.getAttribute('href'), '/docs/intro');
  await label.hover();
  await guide.waitFor({ state: 'visible', timeout: 1000 });
  await guide.hover(); // from the label into the menu: it stays open
  assert.equal(await guide.isVisible(), true);
  await page.mouse.move(640, 500);
  await guide.waitFor({ state: 'hidden', timeout: 1000 });

  await label.focus();
  await page.keyboard.press('ArrowDown');
  assert.equal(await focusedText(page), 'Intro', 'ArrowDown on the label opens the menu at its first link');
  assert.deepEqual(await isShown(page, 'Docs'), [true, 'true']);
  await page.keyboard.press('ArrowDown');
  assert.equal(await focusedText(page), 'Guide');
  assert.deepEqual(await axeViolationsIn(page, 'nav.navbar .dropdown'), [], 'open');
  await page.keyboard.press('Escape');
  assert.deepEqual(await isShown(page, 'Docs'), [false, 'false'], 'Escape closes it');
  assert.equal(await focusedText(page), 'Docs', 'focus goes back to its label');
  await guide.waitFor({ state: 'hidden', timeout: 1000 });

  await label.click();
  await page.waitForURL(`${origin}/docs/intro`);
  await page.getByRole('heading', { level: 1, name: 'Intro' }).waitFor();
  await page.close();
}

test(
  'a dropdown whose label links to a page goes there, and its menu opens on hover, arrows and (before script) focus',
  { skip },
  async () => {
    await withBuiltDocusaurusSite(MENUS_SITE, async ({ origin, browser }) => {
      await linkedDropdownWithScript(browser, origin);
      // Before any script: hovering the label, or the keyboard's focus on it, shows the menu; the label is a link.
      const context = await browser.newContext({ javaScriptEnabled: false });
      const page = await context.newPage();
      await page.goto(`${origin}/about`);
      const navbar = page.locator('nav.navbar');
      const guide = navbar.getByRole('link', { name: 'Guide' });
      await navbar.getByRole('link', { name: 'Docs', exact: true }).focus();
      await guide.waitFor({ state: 'visible', timeout: 1000 });
      await page.keyboard.press('Tab');
      assert.equal(await focusedText(page), 'Intro', 'Tab goes on into the menu');
      await page.keyboard.press('Shift+Tab');
      await page.keyboard.press('Shift+Tab');
      await guide.waitFor({ state: 'hidden', timeout: 1000 });
      await navbar.getByRole('link', { name: 'Docs', exact: true }).click();
      await page.waitForURL(`${origin}/docs/intro`);
      await context.close();
      for (const mode of ['light', 'dark']) {
        const themed = await browser.newPage();
        await themed.addInitScript((m) => localStorage.setItem('theme', m), mode);
        await themed.goto(`${origin}/docs/intro`);
        assert.deepEqual(await axeViolationsIn(themed, 'nav.navbar .dropdown'), [], `${mode}, closed`);
        await themed.close();
      }
    });
  },
);

test(
  'a language menu opens by a click on its label, draws its html entry between its links, and passes axe',
  { skip },
  async () => {
    await withBuiltDocusaurusSite(MENUS_SITE, async ({ origin, browser }) => {
      for (const mode of ['light', 'dark']) {
        const page = await browser.newPage();
        await page.addInitScript((m) => localStorage.setItem('theme', m), mode);
        await page.goto(`${origin}/docs/intro`);
        const label = page.locator('[data-locale-menu] > [aria-haspopup]');
        await label.click();
        assert.deepEqual(await isShown(page, 'English'), [true, 'true'], 'the click shows it');
        assert.equal(page.url(), `${origin}/docs/intro`, 'the label (to #) does not navigate');
        const rule = page.locator('[data-locale-menu] .menu-rule');
        await rule.waitFor({ state: 'visible' });
        const order = await page
          .locator('[data-locale-menu] .dropdown__menu > li')
          .evaluateAll((items) => items.map((li) => li.textContent || li.firstElementChild?.tagName));
        assert.deepEqual(order, ['English', 'Français', 'HR', 'Help Us Translate(opens in a new tab)']);
        assert.deepEqual(await axeViolationsIn(page, 'nav.navbar .dropdown'), [], mode);
        // A click elsewhere closes it, once the pointer has left it.
        await page.mouse.click(640, 500);
        assert.deepEqual(await isShown(page, 'English'), [false, 'false']);
        await rule.waitFor({ state: 'hidden', timeout: 1000 });
        await page.close();
      }
    });
  },
);

test(
  "DocSearch's keys sit in DocSearch's box of keys, so a site's size for them spaces them as there",
  { skip },
  async () => {
    // react-native-website's: 14px keys, whose 0.4em margins then outgrow the box's minimum (40px + 0.8em).
    const files = {
      ...MENUS_SITE,
      'docusaurus.config.js': MENUS_SITE['docusaurus.config.js'].replace(
        'themeConfig: {',
        "themeConfig: { algolia: { appId: 'APP', apiKey: 'key', indexName: 'dino' },",
      ),
      'src/css/custom.css': '.DocSearch-Button-Key { font-size: 14px !important; }\n',
    };
    await withBuiltDocusaurusSite(files, async ({ origin, browser }) => {
      const page = await browser.newPage({ viewport: { width: 1280, height: 800 } });
      await page.goto(`${origin}/docs/intro`);
      const box = page.locator('.navbar .DocSearch-Button > .DocSearch-Button-Keys');
      const keys = await box
        .locator('.DocSearch-Button-Key')
        .evaluateAll((ks) => ks.map((k) => getComputedStyle(k).marginRight));
      assert.deepEqual(keys, ['5.6px', '5.6px']);
      const width = (await box.boundingBox())!.width;
      // Layout rounds to 1/64px.
      assert.ok(Math.abs(width - 2 * (20 + 5.6)) < 1 / 32, `the box is ${width}px wide`);
      await page.setViewportSize({ width: 700, height: 800 });
      assert.equal(await box.isVisible(), false, 'the keys go with the label below 768px');
      await page.close();
    });
  },
);
