/**
 * The docs version menu in Chromium: it lists every version and links to the page being read in each; the choice
 * is remembered per docs section in local storage (`docs-preferred-version-default`, Docusaurus's key), so pages
 * outside the docs show it, and search then looks in that version.
 */
import assert from 'node:assert/strict';
import { after, before, describe, test } from 'node:test';
import type { Browser } from 'playwright-core';
import { browserUnavailable, launchBrowser, serveStatic } from '../helpers/browser.js';
import { buildToDisk } from '../helpers/built-site.js';
import { configSource } from '../helpers/fixture-site.js';

const skip = browserUnavailable();

describe('the docs version menu in Chromium', { skip: skip ?? false }, () => {
  let browser: Browser;
  let origin: string;
  const cleanups: (() => Promise<void>)[] = [];

  before(async () => {
    const site = await buildToDisk({
      'site.config.ts': configSource(
        `navbar: { items: [{ type: 'docsVersionDropdown', position: 'right' }, { type: 'link', to: '/about', label: 'About' }, { type: 'search' }] }`,
      ),
      'content/versions.json': '["2.0", "1.0"]',
      'content/sidebars.js': `module.exports = { docs: ['intro', 'guide'] };`,
      'content/docs/intro.md': '# Intro next\n\nPlatypus next.\n',
      'content/docs/guide.md': '# Guide next\n',
      'content/versioned_docs/version-2.0/intro.md': '# Intro two\n\nPlatypus two.\n',
      'content/versioned_docs/version-2.0/guide.md': '# Guide two\n',
      'content/versioned_sidebars/version-2.0-sidebars.json': '{ "docs": ["intro", "guide"] }',
      'content/versioned_docs/version-1.0/intro.md': '# Intro one\n\nPlatypus one.\n',
      'content/versioned_docs/version-1.0/guide.md': '# Guide one\n',
      'content/versioned_sidebars/version-1.0-sidebars.json': '{ "docs": ["intro", "guide"] }',
      'content/pages/about.md': '# About\n',
    });
    const server = await serveStatic(site.outDir);
    origin = server.origin;
    browser = await launchBrowser();
    cleanups.push(site.cleanup, server.close, () => browser.close());
  });
  after(() => Promise.all(cleanups.map((c) => c())));

  test('choosing a version goes to the same doc in it and is remembered outside the docs', async () => {
    const page = await browser.newPage({ viewport: { width: 1280, height: 800 } });
    await page.goto(`${origin}/docs/guide`);
    const nav = page.getByRole('navigation', { name: 'Main' }).first();
    await nav.locator('summary', { hasText: '2.0' }).click();
    await nav.getByRole('link', { name: '1.0' }).click();
    await page.waitForURL(`${origin}/docs/1.0/guide`);
    await page.getByRole('heading', { level: 1, name: 'Guide one' }).waitFor();
    assert.equal(await page.evaluate(() => localStorage.getItem('docs-preferred-version-default')), '1.0');
    await page.getByText('which is no longer actively maintained').waitFor();

    await nav.getByRole('link', { name: 'About' }).click();
    await page.waitForURL(`${origin}/about`);
    const label = nav.locator('[data-docs-version-label]');
    await page.waitForFunction(() => document.querySelector('[data-docs-version-label]')?.textContent === '1.0');
    assert.equal(await label.textContent(), '1.0', 'outside the docs the menu shows the remembered version');

    // A fresh load (no client navigation) reads the preference too, and search looks in that version.
    await page.reload();
    await page.waitForFunction(() => document.querySelector('[data-docs-version-label]')?.textContent === '1.0');
    await page.keyboard.press('Control+k');
    await page.getByPlaceholder('Type your search here').fill('platypus');
    await page.getByText('Intro one').first().waitFor();
    assert.equal(await page.getByText('Intro two').count(), 0, 'the other versions are not searched');
    await page.close();
  });
});
