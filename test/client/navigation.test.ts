import assert from 'node:assert/strict';
import { after, before, describe, test } from 'node:test';
import type { Page } from 'playwright-core';
import { browserUnavailable } from '../helpers/browser.js';
import { isSameWindow, markWindow, openClientSite, type ClientSite } from '../helpers/client-site.js';

const skip = browserUnavailable();

describe('route change', { skip: skip ?? false }, () => {
  let site: ClientSite;
  before(async () => {
    site = await openClientSite();
  });
  after(() => site?.close());

  async function open(path = '/docs/intro', setup?: (page: Page) => Promise<unknown>): Promise<Page> {
    const page = await site.newPage();
    await setup?.(page);
    await page.goto(site.origin + path);
    await markWindow(page);
    return page;
  }
  const h1 = (page: Page) => page.locator('#page h1').first().textContent();
  const scrollTop = (page: Page) => page.evaluate(() => window.scrollY);

  test('keeps the old page until the next is ready, then swaps page, head, focus and announcement', async () => {
    // Hold the next page back (prefetch included) so the old one can be seen staying.
    let release!: () => void;
    const held = new Promise<void>((resolve) => (release = resolve));
    const page = await open('/docs/intro', (p) =>
      p.route('**/docs/guides/one', async (route) => {
        await held;
        await route.continue();
      }),
    );
    await page.evaluate(() => scrollTo(0, 400));
    await page.locator('#main').getByRole('link', { name: 'Guide One', exact: true }).click();
    await page.waitForTimeout(300);
    assert.equal(await h1(page), 'Introduction', 'the old page stays while the next one loads');
    assert.match(page.url(), /\/docs\/intro$/);
    release();
    await page.getByRole('heading', { level: 1, name: 'Guide One' }).waitFor();
    assert.ok(await isSameWindow(page), 'no full page load');
    assert.match(page.url(), /\/docs\/guides\/one$/);
    assert.equal(await page.title(), 'Guide One | Fixture');
    assert.match((await page.locator('link[rel=canonical]').getAttribute('href'))!, /\/docs\/guides\/one$/);
    assert.equal(await page.locator('link[rel=canonical]').count(), 1, 'the old canonical link is gone');
    assert.equal(await page.locator('.doc-sidebar a[aria-current=page]').textContent(), 'Guide One');
    assert.equal(await page.evaluate(() => document.activeElement?.id), 'main');
    assert.equal(await page.locator('[data-route-announcer]').textContent(), 'Guide One');
    assert.equal(await page.getAttribute('[aria-live]', 'aria-live'), 'assertive');
    assert.equal(await scrollTop(page), 0, 'a new page starts at the top');
    await page.close();
  });

  test('scrolls to the hash target; a query-only change keeps the scroll position', async () => {
    const page = await open();
    await page.locator('#main').getByRole('link', { name: 'the fifth section' }).click();
    await page.getByRole('heading', { level: 1, name: 'Long Page' }).waitFor();
    const top = await page.locator('#section-five').evaluate((el) => el.getBoundingClientRect().top);
    assert.ok(top >= 0 && top < 150, `the hash target is at the top of the viewport (top: ${top})`);
    assert.ok((await scrollTop(page)) > 1000);

    await page.goto(`${site.origin}/docs/intro`);
    await markWindow(page);
    await page.evaluate(() => {
      scrollTo(0, 180);
      document.addEventListener(
        'sitegen:route-end',
        () => ((window as unknown as { __ended: boolean }).__ended = true),
      );
      (document.querySelector('a[href="/docs/intro?view=compact"]') as HTMLElement).click();
    });
    await page.waitForFunction(() => (window as unknown as { __ended?: boolean }).__ended);
    assert.match(page.url(), /\/docs\/intro\?view=compact$/);
    assert.ok(await isSameWindow(page));
    assert.equal(await scrollTop(page), 180, 'query-only change does not scroll');
    await page.close();
  });

  test('back and forward swap pages and restore their scroll positions', async () => {
    const page = await open();
    await page.evaluate(() => scrollTo(0, 600));
    await page.waitForTimeout(250); // the position is recorded shortly after scrolling stops
    await page.evaluate(() => (document.querySelector('#main a[href$="/docs/guides/one"]') as HTMLElement).click());
    await page.getByRole('heading', { level: 1, name: 'Guide One' }).waitFor();
    await page.evaluate(() => scrollTo(0, 300));
    await page.waitForTimeout(250);
    await page.goBack();
    await page.getByRole('heading', { level: 1, name: 'Introduction' }).waitFor();
    await page.waitForFunction(() => scrollY === 600);
    await page.goForward();
    await page.getByRole('heading', { level: 1, name: 'Guide One' }).waitFor();
    await page.waitForFunction(() => scrollY === 300);
    assert.ok(await isSameWindow(page), 'history moves without full page loads');
    await page.close();
  });

  test('back straight after scrolling, and scrolling while the previous page loads, keep each position its own', async () => {
    // Hold the previous page back so the page on screen can be scrolled while the address bar already shows the other.
    let release!: () => void;
    const held = new Promise<void>((resolve) => (release = resolve));
    const page = await open();
    await page.evaluate(() => scrollTo(0, 600));
    await page.evaluate(() => (document.querySelector('#main a[href$="/docs/guides/one"]') as HTMLElement).click());
    await page.getByRole('heading', { level: 1, name: 'Guide One' }).waitFor();
    await page.route('**/docs/intro', async (route) => {
      await held;
      await route.continue();
    });
    await page.evaluate(() => {
      scrollTo(0, 300);
      history.back(); // before the position is recorded after scrolling stops
    });
    await page.waitForURL(/\/docs\/intro$/);
    await page.evaluate(() => scrollTo(0, 350)); // still Guide One on screen
    await page.waitForTimeout(400);
    release();
    await page.getByRole('heading', { level: 1, name: 'Introduction' }).waitFor();
    assert.equal(await scrollTop(page), 600, 'the introduction keeps its own position');
    await page.goForward();
    await page.getByRole('heading', { level: 1, name: 'Guide One' }).waitFor();
    assert.equal(await scrollTop(page), 350, 'Guide One keeps where it was last scrolled to');
    assert.ok(await isSameWindow(page));
    await page.close();
  });

  test('a local anchor is an entry of its own: back and forward return to each position', async () => {
    const page = await open();
    await page.evaluate(() => scrollTo(0, 120));
    await page.locator('#main').getByRole('link', { name: 'a local anchor' }).click();
    await page.waitForURL(/#configure$/);
    await page.waitForFunction(() => scrollY > 120);
    await page.evaluate(() => scrollBy(0, 40));
    const below = await scrollTop(page);
    await page.goBack();
    await page.waitForURL(/\/docs\/intro$/);
    await page.waitForFunction(() => scrollY === 120);
    await page.goForward();
    await page.waitForURL(/#configure$/);
    await page.waitForFunction((y) => scrollY === y, below);
    assert.ok(await isSameWindow(page));
    await page.close();
  });

  test('back right after a scroll keeps that scroll: the position is taken as the entry is left, not from its last scroll event', async () => {
    const page = await open();
    await page.locator('#main').getByRole('link', { name: 'a local anchor' }).click();
    await page.waitForURL(/#configure$/);
    await page.waitForFunction(() => scrollY > 0);
    // The scroll event of the last scroll has not been dispatched when back is pressed (a loaded machine, a quick
    // hand): swallow it before the client's listener hears it.
    await page.evaluate(() => {
      addEventListener('scroll', (e) => e.stopImmediatePropagation(), { capture: true });
      scrollBy(0, 40);
    });
    const below = await scrollTop(page);
    await page.goBack();
    await page.waitForURL(/\/docs\/intro$/);
    await page.goForward();
    await page.waitForURL(/#configure$/);
    await page.waitForFunction((y) => scrollY === y, below, { timeout: 5000 });
    await page.close();
  });

  test('a page that answers 404 is swapped in as the not-found page', async () => {
    const page = await open();
    await page.locator('#main').getByRole('link', { name: 'a missing page' }).click();
    await page.getByRole('heading', { name: 'Page Not Found' }).waitFor();
    assert.ok(await isSameWindow(page));
    await page.close();
  });

  test('a failed load logs a warning and loads the whole page', async () => {
    const warnings: string[] = [];
    // Script requests (prefetch included) fail; the browser's own document request goes through.
    const page = await open('/docs/intro', (p) =>
      p.route('**/docs/guides/two', (route) =>
        route.request().resourceType() === 'fetch' ? route.fulfill({ status: 500, body: 'broken' }) : route.continue(),
      ),
    );
    page.on('console', (message) => message.type() === 'warning' && warnings.push(message.text()));
    await page.locator('#main').getByRole('link', { name: 'Guide Two' }).click();
    await page.getByRole('heading', { level: 1, name: 'Guide Two' }).waitFor();
    assert.equal(await isSameWindow(page), false, 'full page load');
    assert.ok(
      warnings.some((w) => /could not load .*\/docs\/guides\/two \(the server answered 500\)/.test(w)),
      warnings.join('\n'),
    );
    await page.close();
  });

  test('guard clauses leave links to the browser', async () => {
    const page = await open();
    const fetched: string[] = [];
    // Fetches made by the English page (the German one may prefetch its own pages).
    page.on(
      'request',
      (request) =>
        request.resourceType() === 'fetch' &&
        !request.headers().referer?.includes('/de/') &&
        fetched.push(request.url()),
    );
    const main = page.locator('#main');
    const [popup] = await Promise.all([
      page.waitForEvent('popup'),
      main.getByRole('link', { name: 'a new tab' }).click(),
    ]);
    await popup.close();
    const [download] = await Promise.all([
      page.waitForEvent('download'),
      main.getByRole('link', { name: 'a download' }).click(),
    ]);
    await download.cancel();
    const [modified] = await Promise.all([
      page.context().waitForEvent('page'),
      main.getByRole('link', { name: 'Guide One', exact: true }).click({ modifiers: ['Control'] }),
    ]);
    await modified.close();
    assert.ok(await isSameWindow(page));
    assert.equal(await h1(page), 'Introduction', 'new tab, download and ctrl+click leave the page as it is');

    await main.getByRole('link', { name: 'a local anchor' }).click();
    assert.match(page.url(), /#configure$/);
    assert.ok(await isSameWindow(page), 'an anchor on the same page is a plain browser scroll');

    for (const [name, url] of [
      ['a text file', /\/files\/data\.txt$/],
      ['Deutsch', /\/de\/docs\/intro$/],
    ] as const) {
      await page.goto(`${site.origin}/docs/intro`);
      await markWindow(page);
      await main.getByRole('link', { name }).click();
      await page.waitForURL(url);
      await page.waitForLoadState();
      assert.equal(await isSameWindow(page), false, `${name}: a full page load`);
    }
    // A Markdown link to another site opens in a new tab (target="_blank", as Docusaurus's Link has it).
    await page.goto(`${site.origin}/docs/intro`);
    await markWindow(page);
    await page
      .context()
      .route('https://example.invalid/**', (route) =>
        route.fulfill({ contentType: 'text/html', body: '<h1>Elsewhere</h1>' }),
      );
    const [elsewhere] = await Promise.all([
      page.context().waitForEvent('page'),
      main.getByRole('link', { name: 'elsewhere' }).click(),
    ]);
    await elsewhere.waitForURL(/example\.invalid/);
    await elsewhere.close();
    assert.ok(await isSameWindow(page), 'another site opens in its own tab, this page stays');
    assert.deepEqual(
      fetched.filter((url) => /data\.txt|\/de\/|example\.invalid/.test(url)),
      [],
      'the client never fetched them itself',
    );
    await page.close();
  });

  test('progress bar: shown 200 ms into a slow route change to a new path, never for a fast one or a query change', async () => {
    let delay = 0;
    const page = await open('/docs/intro', async (p) => {
      // Data-saver turns prefetch off, so each route change takes exactly as long as the server is told to.
      await p.addInitScript(() => Object.defineProperty(navigator, 'connection', { value: { saveData: true } }));
      // Timings are taken in the page, so a busy test machine cannot blur them.
      await p.addInitScript(() => {
        const log: { start: number; end?: number; shown?: number }[] = ((
          window as unknown as { __routes: unknown[] }
        ).__routes = []);
        document.addEventListener('sitegen:route-start', () => log.push({ start: performance.now() }));
        document.addEventListener('sitegen:route-end', () => (log[log.length - 1].end = performance.now()));
        new MutationObserver(() => {
          const bar = document.querySelector('.progress-bar--loading:not([hidden])');
          const last = log[log.length - 1];
          if (bar && last && last.shown === undefined) last.shown = performance.now();
        }).observe(document, {
          subtree: true,
          childList: true,
          attributes: true,
          attributeFilter: ['class', 'hidden'],
        });
      });
      await p.route(/\/docs\/(guides\/one|long|intro\?)/, async (route) => {
        await new Promise((resolve) => setTimeout(resolve, delay));
        await route.continue().catch(() => {}); // the page may have moved on meanwhile
      });
    });
    const routes = () =>
      page.evaluate(
        () => (window as unknown as { __routes: { start: number; end?: number; shown?: number }[] }).__routes,
      );

    await page.locator('#main').getByRole('link', { name: 'Guide One', exact: true }).click();
    await page.getByRole('heading', { level: 1, name: 'Guide One' }).waitFor();
    const [fast] = await routes();
    const took = fast.end! - fast.start;
    if (took < 190) assert.equal(fast.shown, undefined, `no bar for a route change of ${took.toFixed(0)} ms`);
    else if (fast.shown !== undefined)
      assert.ok(fast.shown - fast.start >= 199, 'on a busy machine it may show, but not before 200 ms');

    delay = 800;
    await page.evaluate(() => (document.querySelector('a[href$="/docs/long"]') as HTMLElement).click());
    await page.getByRole('heading', { level: 1, name: 'Long Page' }).waitFor();
    const slow = (await routes())[1];
    assert.ok(slow.shown !== undefined, 'shown during a slow route change');
    assert.ok(
      slow.shown - slow.start >= 199,
      `shown ${(slow.shown - slow.start).toFixed(0)} ms after the start, not before 200 ms`,
    );
    assert.ok(slow.shown < slow.end!, 'shown before the route change completed');
    await page.locator('.progress-bar').waitFor({ state: 'hidden', timeout: 2000 });

    delay = 500;
    await page.goto(`${site.origin}/docs/intro`);
    await page.evaluate(() => (document.querySelector('a[href="/docs/intro?view=compact"]') as HTMLElement).click());
    await page.waitForFunction(
      () => (window as unknown as { __routes: { end?: number }[] }).__routes[0]?.end !== undefined,
    );
    const [query] = await routes();
    assert.equal(query.shown, undefined, 'no bar for a query-only change, however slow');
    assert.ok(query.end! - query.start >= 450, 'the query-only change was slow');
    await page.close();
  });
});
