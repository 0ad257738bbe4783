/**
 * The spec's route rule: "a trailing .html or /index.html on a path is stripped before matching". In the build
 * (links written that way resolve, others stay broken) and on a plain static host in Chromium: `/x.html` shows
 * the page `/x`, `/x/index.html` ends at `/x`, query and hash kept, and an unknown `.html` path stays not found.
 */
import assert from 'node:assert/strict';
import { after, before, describe, test } from 'node:test';
import type { Browser } from 'playwright-core';
import { browserUnavailable, launchBrowser, serveStatic } from '../helpers/browser.js';
import { buildToDisk } from '../helpers/built-site.js';
import { buildFixture, configSource } from '../helpers/fixture-site.js';

const SITE = {
  'site.config.ts': configSource("i18n: { defaultLocale: 'en', locales: ['en', 'de'] }"),
  'content/docs/latest/api/app.md': '# app\n\nThe app.\n\n## Events\n',
  'content/docs/intro.md':
    '# Intro\n\n[html](/docs/latest/api/app.html), [index](/docs/latest/api/app/index.html#events), [gone](/docs/gone.html).\n',
  'content/pages/governance.md': '# Governance\n\nWorking groups.\n',
  'content/pages/community/index.md': '# Community\n',
};

test('links written as /x.html and /x/index.html resolve to the page /x; an unknown one is still broken', async () => {
  const b = await buildFixture(SITE, { locales: ['en'] });
  try {
    const broken = b.warnings.filter((w) => w.code === 'broken-link' || w.code === 'broken-anchor').map((w) => w.link);
    assert.deepEqual(broken, ['/docs/gone.html']);
  } finally {
    await b.cleanup();
  }
});

const skip = browserUnavailable();
describe('the route rule on a static host, in Chromium', { skip: skip ?? false }, () => {
  let browser: Browser;
  let origin: string;
  const closers: (() => Promise<void>)[] = [];
  before(async () => {
    const site = await buildToDisk(SITE);
    const server = await serveStatic(site.outDir);
    browser = await launchBrowser();
    origin = server.origin;
    closers.push(() => browser.close(), server.close, site.cleanup);
  });
  after(async () => {
    for (const close of closers) await close();
  });

  async function visit(path: string): Promise<{ url: string; h1: string }> {
    const page = await browser.newPage();
    try {
      await page.goto(`${origin}${path}`);
      // The not-found page's script asks the host, then replaces the URL: wait until the address settles.
      await page.waitForFunction(
        () =>
          !/\.html(\?|#|$)/.test(location.pathname + location.search + location.hash) ||
          document.body.classList.contains('page--not-found'),
        null,
        { timeout: 5000 },
      );
      await page.waitForLoadState('load');
      const h1 = (await page.getByRole('heading', { level: 1 }).first().innerText()).replace(/\s*#$/, ''); // without the anchor link
      const url = await page.evaluate(() => location.pathname + location.search + location.hash);
      return { url, h1 };
    } finally {
      await page.close();
    }
  }

  test('/governance.html and /docs/latest/api/app.html show those pages at their own URLs', async () => {
    assert.deepEqual(await visit('/governance.html'), { url: '/governance', h1: 'Governance' });
    assert.deepEqual(await visit('/docs/latest/api/app.html?x=1#events'), {
      url: '/docs/latest/api/app?x=1#events',
      h1: 'app',
    });
    assert.deepEqual(await visit('/de/governance.html'), { url: '/de/governance', h1: 'Governance' });
  });

  test('/x/index.html ends at /x; a route with a trailing slash keeps it', async () => {
    assert.deepEqual(await visit('/docs/latest/api/app/index.html#events'), {
      url: '/docs/latest/api/app#events',
      h1: 'app',
    });
    assert.deepEqual(await visit('/community/index.html'), { url: '/community/', h1: 'Community' });
  });

  test('an .html path that names no page stays on the not-found page', async () => {
    const { url, h1 } = await visit('/nothing-here.html');
    assert.equal(h1, 'Page Not Found');
    assert.equal(url, '/nothing-here.html');
  });

  test('the not-found page opened by its own file name stays: the host serving it at /404 is no page to go to', async () => {
    const page = await browser.newPage();
    try {
      const loads: string[] = [];
      page.on('request', (request) => request.isNavigationRequest() && loads.push(request.url()));
      await page.goto(`${origin}/404.html`);
      // The script's request to the host (a host that serves `/404` as 404.html answers it 200) has been answered.
      await page.waitForLoadState('networkidle');
      assert.deepEqual(loads, [`${origin}/404.html`]);
    } finally {
      await page.close();
    }
  });
});
