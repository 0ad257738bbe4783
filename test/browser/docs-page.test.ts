import assert from 'node:assert/strict';
import { after, before, describe, test } from 'node:test';
import type { Browser } from 'playwright-core';
import { browserUnavailable, launchBrowser, serveStatic } from '../helpers/browser.js';
import { buildToDisk } from '../helpers/built-site.js';

const skip = browserUnavailable();

describe('docs page in Chromium', { skip: skip ?? false }, () => {
  let browser: Browser;
  let origin: string;
  const cleanups: (() => Promise<void>)[] = [];

  before(async () => {
    const site = await buildToDisk({
      'content/sidebars.js': `module.exports = { docs: ['intro', { type: 'category', label: 'Guides', collapsed: false, items: ['guides/one'] }] };`,
      'content/docs/intro.md': '---\ntitle: Introduction\n---\n\nWelcome.\n\n## Install\n\n## Configure\n',
      'content/docs/guides/one.md': '---\ntitle: Guide One\n---\n\nText.\n',
      'content/docs/long.md': `---\ntitle: Long\n---\n\n${['Alpha', 'Beta', 'Gamma', 'Delta']
        .map(
          (name) =>
            `## ${name}\n\n${'A paragraph of text to read. '.repeat(60)}\n\n`.repeat(1) + '\n\nMore.\n\n'.repeat(12),
        )
        .join('')}`,
    });
    const server = await serveStatic(site.outDir);
    origin = server.origin;
    browser = await launchBrowser();
    cleanups.push(site.cleanup, server.close, () => browser.close());
  });
  after(() => Promise.all(cleanups.map((c) => c())));

  test('renders the sidebar and the table of contents', async () => {
    const page = await browser.newPage({ viewport: { width: 1280, height: 800 } });
    await page.goto(`${origin}/docs/intro`);
    await page.getByRole('heading', { level: 1, name: 'Introduction' }).waitFor();
    const sidebar = page.getByRole('complementary').getByRole('navigation', { name: 'Docs sidebar' });
    assert.equal(await sidebar.getByRole('link', { name: 'Introduction' }).getAttribute('aria-current'), 'page');
    const toc = page.locator('.toc-aside').getByRole('navigation', { name: 'On this page' });
    assert.deepEqual(await toc.getByRole('link').allTextContents(), ['Install', 'Configure']);
    await page.close();
  });

  test('the table of contents marks the section being read, as Docusaurus does', async () => {
    const page = await browser.newPage({ viewport: { width: 1280, height: 800 } });
    await page.goto(`${origin}/docs/long`);
    const active = () => page.locator('.toc-aside .toc__link--active').allTextContents();
    const scrollToHeading = async (id: string, offset: number) => {
      await page.evaluate(
        ({ id, offset }) =>
          window.scrollTo(0, document.getElementById(id)!.getBoundingClientRect().top + window.scrollY - offset),
        { id, offset },
      );
      await page.waitForTimeout(100);
    };
    // At the top the first heading is in the window's top half.
    await page.waitForFunction(() => document.querySelector('.toc-aside .toc__link--active'));
    assert.deepEqual(await active(), ['Alpha']);
    // A heading just below the navbar, in the top half: that section.
    await scrollToHeading('gamma', 100);
    assert.deepEqual(await active(), ['Gamma']);
    // The next heading low in the window: still the section above it.
    await scrollToHeading('gamma', 650);
    assert.deepEqual(await active(), ['Beta']);
    // At the end of the page: the last.
    await page.evaluate(() => window.scrollTo(0, document.body.scrollHeight));
    await page.waitForTimeout(100);
    assert.deepEqual(await active(), ['Delta']);
    await page.close();
  });

  test('a sidebar category collapses and expands', async () => {
    const page = await browser.newPage({ viewport: { width: 1280, height: 800 } });
    await page.goto(`${origin}/docs/intro`);
    const sidebar = page.locator('.doc-sidebar > .sidebar');
    const link = sidebar.getByRole('link', { name: 'Guide One' });
    assert.equal(await link.isVisible(), true, 'open by config (collapsed: false)');
    await sidebar.locator('summary', { hasText: 'Guides' }).click();
    // The collapse animates (client/collapsibles.ts); the link is hidden once it ends.
    await link.waitFor({ state: 'hidden', timeout: 2000 });
    await sidebar.locator('summary', { hasText: 'Guides' }).click();
    await link.waitFor({ state: 'visible', timeout: 2000 });
    await page.close();
  });

  test('the skip link, shadow included, stays above the page until Tab focuses it, then shows in full', async () => {
    const page = await browser.newPage({ viewport: { width: 1280, height: 800 }, reducedMotion: 'reduce' });
    await page.goto(`${origin}/docs/intro`);
    // How far down the link and its shadows reach: each shadow's offset, blur and spread below the box.
    const reach = () =>
      page.locator('.skip-link').evaluate((el) => {
        const { top, bottom } = el.getBoundingClientRect();
        const shadows = getComputedStyle(el).boxShadow.match(/-?[\d.]+px(?: -?[\d.]+px){1,3}/g) ?? [];
        const below = shadows.map((s) => {
          const [, y = 0, blur = 0, spread = 0] = s.split(' ').map(parseFloat);
          return y + blur + spread;
        });
        return { top, bottom: bottom + Math.max(0, ...below) };
      });
    assert.ok((await reach()).bottom <= 0, `the hidden skip link reaches ${(await reach()).bottom}px into the page`);
    await page.keyboard.press('Tab');
    await page.waitForFunction(() => document.activeElement?.classList.contains('skip-link'));
    await page.waitForFunction(() => document.querySelector('.skip-link')!.getBoundingClientRect().top >= 0);
    assert.ok((await reach()).top >= 0, 'the focused skip link is in view');
    await page.close();
  });

  test('an unknown path shows the not-found page', async () => {
    const page = await browser.newPage();
    const response = await page.goto(`${origin}/docs/no-such-page`);
    assert.equal(response?.status(), 404);
    await page.getByRole('heading', { name: 'Page Not Found' }).waitFor();
    assert.ok(await page.getByText('We could not find what you were looking for.').isVisible());
    await page.close();
  });
});
