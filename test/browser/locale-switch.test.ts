import assert from 'node:assert/strict';
import { after, before, describe, test } from 'node:test';
import type { Browser } from 'playwright-core';
import { browserUnavailable, launchBrowser, serveStatic } from '../helpers/browser.js';
import { buildToDisk } from '../helpers/built-site.js';
import { configSource } from '../helpers/fixture-site.js';

const skip = browserUnavailable();

const i18n = `i18n: { defaultLocale: 'en', locales: ['en', 'de', 'ja'], localeConfigs: {
  en: { label: 'English', htmlLang: 'en-US' }, de: { label: 'Deutsch', htmlLang: 'de-DE' }, ja: { label: '日本語', htmlLang: 'ja-JP' } } },
  navbar: { items: [{ type: 'link', to: '/docs/intro', label: 'Docs' }, { type: 'localeDropdown' }] }`;

describe('switching language in Chromium', { skip: skip ?? false }, () => {
  let browser: Browser;
  let origin: string;
  const cleanups: (() => Promise<void>)[] = [];

  before(async () => {
    const site = await buildToDisk({
      'site.config.ts': configSource(i18n),
      'content/docs/intro.md':
        '---\ntitle: Introduction\n---\n\nWelcome.\n\n## Install\n\nSteps.\n\n## Anchor {#anchor}\n\nHere.\n',
      'content/i18n/de/docs/intro.md':
        '---\ntitle: Einführung\n---\n\nWillkommen.\n\n## Installation\n\nSchritte.\n\n## Anker {#anchor}\n\nHier.\n',
    });
    const server = await serveStatic(site.outDir);
    origin = server.origin;
    browser = await launchBrowser();
    cleanups.push(site.cleanup, server.close, () => browser.close());
  });
  after(() => Promise.all(cleanups.map((c) => c())));

  test('the navbar language menu keeps the path, the query string and the hash', async () => {
    const page = await browser.newPage({ viewport: { width: 1280, height: 800 } });
    await page.goto(`${origin}/docs/intro?q=x#anchor`);
    const nav = page.getByRole('navigation', { name: 'Main' }).first();
    await nav.locator('summary', { hasText: 'English' }).click();
    const deutsch = nav.getByRole('link', { name: 'Deutsch' });
    assert.equal(await deutsch.getAttribute('href'), '/de/docs/intro', 'without script the link goes to the same path');
    await deutsch.click();
    await page.waitForURL(`${origin}/de/docs/intro?q=x#anchor`);
    await page.getByRole('heading', { level: 1, name: 'Einführung' }).waitFor();
    assert.equal(await page.locator('html').getAttribute('lang'), 'de-DE');

    // The query changes without a navigation (as the search page does while typing), then the hash: both follow.
    await page.evaluate(() => history.replaceState(null, '', '/de/docs/intro?q=y'));
    await page.getByRole('link', { name: 'Direct link to Installation' }).click();
    await nav.locator('summary', { hasText: 'Deutsch' }).click();
    await nav.getByRole('link', { name: '日本語' }).click();
    await page.waitForURL(`${origin}/ja/docs/intro?q=y#installation`);
    assert.equal(await page.locator('html').getAttribute('lang'), 'ja-JP');
    await page.close();
  });

  test('the mobile menu lists each language by its own name and switches the same way', async () => {
    const page = await browser.newPage({ viewport: { width: 390, height: 800 } });
    await page.goto(`${origin}/ja/docs/intro?q=z#anchor`);
    await page.getByRole('button', { name: 'Toggle navigation bar' }).click();
    const drawer = page.getByRole('dialog');
    await drawer.locator('summary', { hasText: '日本語' }).click();
    assert.deepEqual(await drawer.locator('a[data-locale]').allTextContents(), ['English', 'Deutsch', '日本語']);
    await drawer.getByRole('link', { name: 'English' }).click();
    await page.waitForURL(`${origin}/docs/intro?q=z#anchor`);
    await page.getByRole('heading', { level: 1, name: 'Introduction' }).waitFor();
    await page.close();
  });
});
