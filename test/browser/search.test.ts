/**
 * Search in Chromium: the modal's keyboard flows, results, saved searches and error states; the search page on a
 * cold load; the hosted provider against a stub of its query endpoint on loopback. One browser for the file; two
 * small sites (local index, hosted provider).
 */
import assert from 'node:assert/strict';
import { readFileSync } from 'node:fs';
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import path from 'node:path';
import { after, before, describe, test } from 'node:test';
import type { Browser, Page } from 'playwright-core';
import { browserUnavailable, closedAfterEachTest, launchBrowser, serveStatic } from '../helpers/browser.js';
import { buildToDisk } from '../helpers/built-site.js';
import { configSource, type FixtureFiles } from '../helpers/fixture-site.js';

const skip = browserUnavailable();
const SEARCH_PAGE = readFileSync(path.resolve(import.meta.dirname, '../../content/pages/search.tsx'), 'utf8');

const siteFiles = (search: string): FixtureFiles => ({
  'site.config.ts': configSource(`navbar: { items: [{ type: 'search', position: 'right' }] }, search: { ${search} }`),
  'content/pages/search.tsx': SEARCH_PAGE,
  'content/docs/notifications.md':
    '---\ntitle: Notifications\n---\n\nShow desktop notifications from the main process.\n\n## From the main process\n\nUse the Notification class.\n\n## From a web page\n\nUse the HTML5 Notification API.\n',
  'content/docs/tray.md': `---\ntitle: Tray\n---\n\nAdd icons to the system tray. A tray icon can complement notifications.\n\n## Balloons\n\nWindows shows a balloon.\n\n${'Filler text about trays. '.repeat(200)}\n`,
  ...Object.fromEntries(
    Array.from({ length: 30 }, (_, i) => [
      `content/docs/more/p${i}.md`,
      `---\ntitle: More ${i}\n---\n\nPage ${i} also mentions notifications and a balloon.\n`,
    ]),
  ),
  'content/docs/api/browser-window.md':
    '---\ntitle: BrowserWindow\n---\n\nCreate and control windows.\n\n## Instance Methods\n\n### `win.setBounds(bounds)`\n\nResizes and moves the window.\n',
});

describe('search in Chromium', { skip: skip ?? false }, () => {
  let browser: Browser;
  let origin: string;
  let hosted: string;
  const requests: { headers: http.IncomingHttpHeaders; body: { requests: Record<string, unknown>[] } }[] = [];
  const cleanups: (() => Promise<void>)[] = [];
  const closedAfterTest = closedAfterEachTest();
  const open = async (base: string, urlPath: string): Promise<Page> => {
    const page = closedAfterTest(await browser.newPage({ viewport: { width: 1280, height: 800 } }));
    await page.goto(`${base}${urlPath}`);
    return page;
  };
  const dialog = (page: Page) => page.getByRole('dialog', { name: 'Search docs' });

  before(async () => {
    const stub = await queryStub(requests);
    const [local, algolia] = await Promise.all([
      buildToDisk(siteFiles(`missingResultsUrl: 'https://example.com/issues/new?title={query}'`)),
      buildToDisk(
        siteFiles(
          `provider: 'algolia', appId: 'TESTAPP', apiKey: 'public-key', indexName: 'docs', endpoint: '${stub.origin}', externalUrlRegex: 'external\\\\.example'`,
        ),
      ),
    ]);
    const [a, b] = await Promise.all([serveStatic(local.outDir), serveStatic(algolia.outDir)]);
    origin = a.origin;
    hosted = b.origin;
    browser = await launchBrowser();
    cleanups.push(local.cleanup, algolia.cleanup, a.close, b.close, stub.close, () => browser.close());
  });
  after(async () => {
    for (const c of cleanups.reverse()) await c();
  });

  test('Ctrl+K, Cmd+K and the button open the modal; Escape closes it and focus returns; Tab stays inside', async () => {
    const page = await open(origin, '/docs/tray');
    const button = page.locator('[data-search-button]');
    assert.equal(await button.textContent(), 'Search docsCtrl K');
    await button.focus();
    await page.keyboard.press('Control+k');
    const input = dialog(page).getByPlaceholder('Type your search here');
    await input.waitFor();
    assert.ok(await input.evaluate((e) => e === document.activeElement), 'the input has focus');
    for (let i = 0; i < 6; i++) await page.keyboard.press('Tab');
    assert.ok(
      await page.evaluate(() => document.activeElement?.closest('dialog') !== null),
      'Tab keeps focus in the modal',
    );
    await page.keyboard.press('Escape');
    await dialog(page).waitFor({ state: 'hidden' });
    assert.ok(await button.evaluate((e) => e === document.activeElement), 'focus is back on the button');
    await page.keyboard.press('Meta+k');
    await input.waitFor();
    await page.keyboard.type('tray');
    await page.keyboard.press('Escape');
    await dialog(page).waitFor({ state: 'hidden' });
    await button.click();
    await input.waitFor();
    assert.equal(await input.inputValue(), 'tray', 'the query is kept between openings');
  });

  test('the modal’s rules come with its code: none before it opens, styled as soon as it shows', async () => {
    const page = await open(origin, '/docs/tray');
    const modalSheets = () => page.locator('link[rel=stylesheet][href*="search-modal."]').count();
    await page.waitForLoadState('load');
    assert.equal(await modalSheets(), 0, 'a page where nobody searched loads no modal rules');
    // The sheet comes late: the modal waits for it.
    await page.route('**/assets/search-modal.*.css', async (route) => {
      await new Promise((resolve) => setTimeout(resolve, 400));
      await route.continue();
    });
    await page.locator('[data-search-button]').click();
    await dialog(page).waitFor();
    assert.equal(await modalSheets(), 1);
    const width = await dialog(page).evaluate((modal) => modal.getBoundingClientRect().width);
    assert.equal(width, 640, 'as wide as its rules say (40rem)');
  });

  test('on a narrow screen the modal fills it, on a docs page and on the search page', async () => {
    for (const urlPath of ['/docs/tray', '/search']) {
      const page = closedAfterTest(await browser.newPage({ viewport: { width: 390, height: 800 } }));
      await page.goto(`${origin}${urlPath}`);
      await page.keyboard.press('Control+k');
      await dialog(page).getByPlaceholder('Type your search here').waitFor();
      const box = await dialog(page).evaluate((modal) => {
        const { x, y, width, height } = modal.getBoundingClientRect();
        return { x, y, width, height };
      });
      assert.deepEqual(box, { x: 0, y: 0, width: 390, height: 800 }, urlPath);
    }
  });

  test('what is typed into the search page before its script runs is kept, searched and put in the URL', async () => {
    const page = await browser.newPage({ viewport: { width: 1280, height: 800 } });
    // Hold the page's scripts back until the reader has typed: a slow connection does this.
    let release = () => {};
    const held = new Promise<void>((resolve) => (release = resolve));
    await page.route(/\.js$/, async (route) => (await held, route.continue()));
    await page.goto(`${origin}/search`, { waitUntil: 'commit' });
    const field = page.locator('[data-search-page] input[name=q]');
    // The field has the focus on load, script or not: the reader types at once.
    await page.waitForFunction(() => document.activeElement?.id === 'search-page-input');
    await page.keyboard.type('tray');
    release();
    await page.waitForFunction(() => new URL(location.href).searchParams.get('q') === 'tray');
    assert.equal(await field.inputValue(), 'tray');
    await page.locator('.search-page__list a', { hasText: 'Tray' }).first().waitFor();
    await page.close();
  });

  test("'/' opens the modal, except while typing in a field", async () => {
    const page = await open(origin, '/search');
    const field = page.locator('[data-search-page] input[name=q]');
    await field.click();
    await page.keyboard.type('a/b');
    assert.equal(await field.inputValue(), 'a/b');
    assert.equal(await dialog(page).isVisible(), false);
    await page.locator('h1').click();
    await page.keyboard.press('/');
    await dialog(page).getByPlaceholder('Type your search here').waitFor();
    assert.equal(await dialog(page).getByRole('combobox').inputValue(), '', 'the slash is not typed into the query');
  });

  test('results are grouped by page with matches marked; arrows and Enter open one; it is then a recent search', async () => {
    const page = await open(origin, '/docs/tray');
    await page.keyboard.press('Control+k');
    await page.keyboard.type('notifica');
    const results = dialog(page).getByRole('listbox', { name: 'Search results' });
    const group = results.getByRole('group', { name: 'Notifications' });
    await group.waitFor();
    assert.deepEqual(await group.getByRole('option').locator('.search-hit__title').allTextContents(), [
      'Notifications',
      'From the main process',
      'From a web page',
    ]);
    assert.deepEqual(await group.getByRole('option').first().locator('.search-hit__title mark').allTextContents(), [
      'Notifications',
    ]);
    assert.deepEqual(
      await group.getByRole('option').nth(1).locator('mark').allTextContents(),
      ['Notification'],
      'a snippet word the query starts',
    );
    assert.equal((await results.getByRole('group').first().getAttribute('aria-labelledby')) !== null, true);
    const options = results.getByRole('option');
    assert.equal(await options.first().getAttribute('aria-selected'), 'true', 'the first result is selected');
    await page.keyboard.press('ArrowDown');
    assert.equal(await options.nth(1).getAttribute('aria-selected'), 'true');
    assert.equal(
      await dialog(page).getByRole('combobox').getAttribute('aria-activedescendant'),
      await options.nth(1).getAttribute('id'),
    );
    const seeAll = dialog(page).getByRole('link', { name: /^See all \d+ results$/ });
    assert.equal(await seeAll.getAttribute('href'), '/search?q=notifica');
    await page.keyboard.press('Enter');
    await page.waitForURL(`${origin}/docs/notifications#from-the-main-process`);
    await dialog(page).waitFor({ state: 'hidden' });

    await page.keyboard.press('Control+k');
    await page.keyboard.press('Control+a');
    await page.keyboard.press('Backspace');
    const recent = dialog(page).locator('.search-saved__section', { hasText: 'Recent' });
    await recent.getByRole('link', { name: /From the main process/ }).waitFor();
    await recent.getByRole('button', { name: 'Save this search' }).click();
    const favorite = dialog(page).locator('.search-saved__section', { hasText: 'Favorite' });
    await favorite.getByRole('link', { name: /From the main process/ }).waitFor();
    assert.equal(await recent.count(), 0, 'moved out of Recent');
    const stored = await page.evaluate(() => localStorage.getItem('sitegen.search.favorite'));
    assert.equal(JSON.parse(stored!)[0].url, '/docs/notifications#from-the-main-process');
    await favorite.getByRole('button', { name: 'Remove this search from favorites' }).click();
    await dialog(page).getByText('No recent searches').waitFor();
  });

  test("no results: the spec's messages, suggestions and the report link", async () => {
    const page = await open(origin, '/docs/tray');
    await page.keyboard.press('Control+k');
    await page.keyboard.type('notifcationzz zebra');
    const body = dialog(page);
    await body.getByText('No results for "notifcationzz zebra"').waitFor();
    assert.ok(await body.getByText('Try searching for').isVisible());
    assert.ok(
      await body.getByRole('button', { name: 'Notifications' }).isVisible(),
      'a page title close to the typed word',
    );
    assert.ok(await body.getByText('Believe this query should return results?').isVisible());
    assert.equal(
      await body.getByRole('link', { name: 'Let us know.' }).getAttribute('href'),
      'https://example.com/issues/new?title=notifcationzz%20zebra',
    );
    await body.getByRole('button', { name: 'Notifications' }).click();
    await body.getByRole('group', { name: 'Notifications' }).waitFor();
  });

  test("the index loading: 'Fetching new results...'; snippets after it; the index failing: 'Unable to fetch results'", async () => {
    const page = await open(origin, '/docs/tray');
    const hold = async (pattern: string) => {
      let release!: () => void;
      const held = new Promise<void>((resolve) => (release = resolve));
      await page.route(pattern, async (route) => {
        await held;
        await route.continue();
      });
      return release;
    };
    const releaseIndex = await hold('**/assets/search-index.*');
    const releaseSnippets = await hold('**/assets/search-snippets.*');
    await page.keyboard.press('Control+k');
    await page.keyboard.type('tray');
    await dialog(page).getByText('Fetching new results...').waitFor();
    releaseIndex();
    const group = dialog(page).getByRole('group', { name: 'Tray' });
    await group.waitFor();
    assert.equal(await dialog(page).getByText('Fetching new results...').isVisible(), false);
    assert.equal(await group.locator('.search-hit__snippet').count(), 0, 'results before their snippets');
    releaseSnippets();
    await group.locator('.search-hit__snippet', { hasText: 'Add icons to the system tray.' }).waitFor();
    assert.equal(await dialog(page).getByRole('combobox').inputValue(), 'tray');

    const failing = await open(origin, '/docs/tray');
    await failing.route('**/assets/search-index.*', (route) => route.abort('internetdisconnected'));
    await failing.route('**/assets/search-snippets.*', (route) => route.abort('internetdisconnected'));
    await failing.keyboard.press('Control+k');
    await failing.keyboard.type('tray');
    const alert = dialog(failing).getByRole('alert');
    await alert.getByText('Unable to fetch results').waitFor();
    assert.equal(await alert.textContent(), 'Unable to fetch resultsYou might want to check your network connection.');
    await failing.unroute('**/assets/search-index.*');
    await failing.keyboard.type('s');
    await dialog(failing).getByRole('group', { name: 'Tray' }).waitFor({ timeout: 5000 });
    assert.equal(
      await dialog(failing).locator('.search-hit__snippet').count(),
      0,
      'without snippets, results still show',
    );
  });

  test('pointing at the button loads the modal and the index before the click', async () => {
    const page = await open(origin, '/docs/tray');
    const loaded = page.waitForRequest(/\/assets\/search-index\.en\./);
    await page.locator('[data-search-button]').hover();
    await loaded;
    assert.equal(await dialog(page).isVisible(), false, 'hovering does not open it');
  });

  test('the search page: the query from the URL on a cold load, counts, the query kept in the URL as you type', async () => {
    const page = await open(origin, '/search?q=notifications');
    const root = page.locator('[data-search-page]');
    await root.getByText(/^\d+ documents found$/).waitFor();
    assert.equal(await root.getByRole('searchbox').inputValue(), 'notifications');
    assert.equal(await root.getByRole('heading', { level: 1 }).textContent(), 'Search results for "notifications"');
    assert.equal(await root.locator('.search-page__item h2 a').first().getAttribute('href'), '/docs/notifications');
    await page.evaluate(() => scrollTo(0, 120));
    const [y, entries] = await page.evaluate(() => [scrollY, history.length]);
    await root.getByRole('searchbox').fill('balloon');
    await root.getByText('31 documents found').waitFor();
    assert.equal(new URL(page.url()).search, '?q=balloon');
    assert.equal(await page.evaluate(() => scrollY), y, 'no scroll jump');
    assert.equal(await page.evaluate(() => history.length), entries, 'no history entry per keystroke');
    await root.getByRole('searchbox').fill('qqqzzzx');
    await root.getByText('No results were found').waitFor();
  });

  test('hosted provider: the spec request, local result links, nbHits and the search page', async () => {
    const page = await open(hosted, '/docs/tray');
    const sent = page.waitForResponse(
      (r) =>
        r.request().method() === 'POST' &&
        (r.request().postDataJSON() as { requests: { query: string }[] }).requests[0].query === 'ready',
    );
    await page.keyboard.press('Control+k');
    await page.keyboard.type('ready');
    const group = dialog(page).getByRole('group', { name: 'app' });
    await group.waitFor();
    await sent;
    const last = requests.find((r) => r.body.requests[0].query === 'ready')!;
    assert.equal(last.headers['x-algolia-application-id'], 'TESTAPP');
    assert.equal(last.headers['x-algolia-api-key'], 'public-key');
    assert.deepEqual(last.body.requests[0].facetFilters, [
      'language:en',
      ['docusaurus_tag:default', 'docusaurus_tag:docs-default-current'],
    ]);
    assert.equal(last.body.requests[0].indexName, 'docs');
    assert.equal(last.body.requests[0].query, 'ready');
    assert.equal(await group.getByRole('option').getAttribute('href'), '/docs/latest/api/app#event-ready');
    assert.equal(
      await dialog(page)
        .getByRole('option', { name: /Elsewhere/ })
        .getAttribute('href'),
      'https://external.example/page#top',
    );
    assert.ok(await dialog(page).getByRole('link', { name: 'See all 42 results' }).isVisible());
    const searchPage = await open(hosted, '/search?q=ready');
    await searchPage.getByText('42 documents found').waitFor();
  });
});

/** A stub of the hosted service's query endpoint: answers CORS preflights and records each query. */
async function queryStub(
  requests: { headers: http.IncomingHttpHeaders; body: { requests: Record<string, unknown>[] } }[],
): Promise<{ origin: string; close: () => Promise<void> }> {
  const server = http.createServer((req, res) => {
    res.setHeader('access-control-allow-origin', '*');
    res.setHeader('access-control-allow-headers', 'content-type, x-algolia-application-id, x-algolia-api-key');
    if (req.method === 'OPTIONS') return res.writeHead(204).end();
    let text = '';
    req.on('data', (chunk: Buffer) => (text += chunk));
    req.on('end', () => {
      if (req.method !== 'POST' || req.url !== '/1/indexes/*/queries') return res.writeHead(404).end();
      const body = JSON.parse(text) as { requests: { query: string }[] };
      requests.push({ headers: req.headers, body });
      const hits = [
        {
          url: 'https://www.electronjs.org/docs/latest/api/app#event-ready',
          hierarchy: { lvl0: 'API', lvl1: 'app', lvl2: "Event: 'ready'" },
          content: 'Emitted once, when Electron has finished initializing.',
        },
        {
          url: 'https://external.example/page#top',
          hierarchy: { lvl0: 'Elsewhere', lvl1: 'Elsewhere' },
          content: 'Ready elsewhere.',
        },
      ];
      res
        .writeHead(200, { 'content-type': 'application/json' })
        .end(JSON.stringify({ results: [{ hits, nbHits: 42, query: body.requests[0].query }] }));
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return { origin: `http://127.0.0.1:${port}`, close: () => new Promise((resolve) => server.close(() => resolve())) };
}
