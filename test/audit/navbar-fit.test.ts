/**
 * The navbar fits at every width in the languages with the longest labels (Russian and Spanish run 30-60% longer
 * than English): the real site built in those locales, no sideways scrolling from 390 to 1440 px, where the
 * English audit would not notice a label that only overflows in translation.
 */
import assert from 'node:assert/strict';
import { after, before, describe, test } from 'node:test';
import type { Browser } from 'playwright-core';
import { browserUnavailable, launchBrowser, serveStatic } from '../helpers/browser.js';
import { buildToDisk } from '../helpers/built-site.js';
import { REPO_ROOT } from './audited-site.js';

const LOCALES = ['ru', 'es'];
const WIDTHS = [390, 997, 1100, 1280, 1440];

const skip = browserUnavailable();

describe('navbar in long languages', { skip: skip ?? false }, () => {
  let browser: Browser;
  let origin: string;
  const cleanups: (() => Promise<void>)[] = [];

  before(async () => {
    const site = await buildToDisk({ root: REPO_ROOT, locales: LOCALES });
    const server = await serveStatic(site.outDir);
    origin = server.origin;
    browser = await launchBrowser();
    cleanups.push(site.cleanup, server.close, () => browser.close());
  });
  after(() => Promise.all(cleanups.map((c) => c())));

  test('no page scrolls sideways because of the navbar, from 390 to 1440 px', async () => {
    const page = await browser.newPage({ viewport: { width: WIDTHS[0], height: 800 } });
    const problems: string[] = [];
    for (const locale of LOCALES) {
      await page.goto(`${origin}/${locale}/docs/latest/tutorial/quick-start`);
      for (const width of WIDTHS) {
        await page.setViewportSize({ width, height: 800 });
        const over = await page.evaluate(() => {
          const bar = document.querySelector('.navbar__inner');
          return bar
            ? bar.scrollWidth -
                bar.clientWidth +
                (document.documentElement.scrollWidth - document.documentElement.clientWidth)
            : -1;
        });
        if (over !== 0) problems.push(`${locale} at ${width}px: ${over < 0 ? 'no navbar' : `${over}px too wide`}`);
      }
    }
    await page.close();
    assert.deepEqual(problems, []);
  });
});
