/**
 * Formulas on a sitegen site with `markdown.math`, in Chromium: the built site and `sitegen dev` both serve KaTeX's
 * stylesheet and fonts, so KaTeX's MathML copy is hidden and the formula is drawn in KaTeX's fonts. A screenshot of
 * the built page's formulas is written to `$SITEGEN_SCREENSHOTS` when that is set, to look at.
 */
import assert from 'node:assert/strict';
import path from 'node:path';
import { after, before, describe, test } from 'node:test';
import type { Browser, Page } from 'playwright-core';
import { build } from '../../src/commands/build.js';
import { startDevServer, type DevServer } from '../../src/dev/dev-server.js';
import { silentLogger } from '../../src/logger.js';
import { browserUnavailable, launchBrowser, serveStatic } from '../helpers/browser.js';
import { buildToDisk } from '../helpers/built-site.js';
import { configSource, writeFixture } from '../helpers/fixture-site.js';

const skip = browserUnavailable();

const FILES = {
  'site.config.ts': configSource('markdown: { math: {} }'),
  'content/docs/formulas.md': [
    '# Formulas',
    '',
    'The roots of $ax^2 + bx + c = 0$ are',
    '',
    '$$',
    'x = \\frac{-b \\pm \\sqrt{b^2 - 4ac}}{2a}',
    '$$',
    '',
    'and $\\sum_{n=1}^{\\infty} \\frac{1}{n^2} = \\frac{\\pi^2}{6}$.',
    '',
  ].join('\n'),
};

/** What the page shows of its formulas once its fonts loaded, and every font or stylesheet request that failed. */
async function formulaLook(page: Page, url: string) {
  const failed: string[] = [];
  page.on('response', (r) => {
    const kind = r.request().resourceType();
    if ((kind === 'stylesheet' || kind === 'font') && r.status() >= 400) failed.push(`${r.status()} ${r.url()}`);
  });
  await page.goto(url);
  await page.evaluate(() => document.fonts.ready);
  const look = await page.evaluate(() => {
    const mathml = document.querySelector('.katex-display .katex-mathml')!;
    const html = document.querySelector('.katex-display .katex-html')!;
    return {
      // KaTeX's stylesheet takes the MathML copy out of view (it stays for screen readers).
      mathmlClip: getComputedStyle(mathml).clipPath,
      htmlFont: getComputedStyle(html.closest('.katex')!).fontFamily,
      mainFontLoaded: document.fonts.check('1em KaTeX_Main'),
      mathFontLoaded: document.fonts.check('italic 1em KaTeX_Math'),
    };
  });
  return { ...look, failed };
}

describe('KaTeX formulas in Chromium', { skip: skip ?? false }, () => {
  let browser: Browser;
  const cleanups: (() => Promise<void>)[] = [];
  before(async () => {
    browser = await launchBrowser();
    cleanups.push(() => browser.close());
  });
  after(async () => {
    for (const c of cleanups.reverse()) await c();
  });

  const expectDrawn = (look: Awaited<ReturnType<typeof formulaLook>>) => {
    assert.deepEqual(look.failed, []);
    assert.equal(look.mathmlClip, 'inset(50%)');
    assert.match(look.htmlFont, /KaTeX_Main/);
    assert.equal(look.mainFontLoaded, true, 'KaTeX_Main loaded');
    assert.equal(look.mathFontLoaded, true, 'KaTeX_Math loaded');
  };

  test('the built site draws formulas with KaTeX’s stylesheet and fonts', async () => {
    const site = await buildToDisk(FILES);
    const server = await serveStatic(site.outDir);
    cleanups.push(site.cleanup, server.close);
    const page = await browser.newPage({ viewport: { width: 900, height: 700 } });
    expectDrawn(await formulaLook(page, `${server.origin}/docs/formulas`));
    const shots = process.env.SITEGEN_SCREENSHOTS;
    if (shots) await page.locator('.markdown').screenshot({ path: path.join(shots, 'katex-formulas.png') });
    await page.close();
  });

  test('sitegen dev serves the same stylesheet and fonts', async () => {
    const root = await writeFixture(FILES);
    const server: DevServer = await startDevServer({ build, root, port: 0, logger: silentLogger, watchSitegen: false });
    cleanups.push(() => server.close());
    const page = await browser.newPage();
    expectDrawn(await formulaLook(page, `${server.url}docs/formulas`));
    await page.close();
  });
});
