/**
 * The test browser's page pool (test/helpers/page-pool.ts): a page a test closes comes back to the next test as a
 * new page would, and a page it cannot wipe is not reused.
 */
import assert from 'node:assert/strict';
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { after, before, describe, test } from 'node:test';
import type { Browser } from 'playwright-core';
import { browserUnavailable, launchBrowser, SHARED_BROWSER } from '../helpers/browser.js';

const skip = browserUnavailable();

/** A page that shows its storage and cookies, with a box that turns red under the pointer. */
const PAGE = `<!doctype html><html lang="en"><title>pool</title><link rel="icon" href="data:,">
<style>#box{position:fixed;inset:0;background:#fff}#box:hover{background:red}</style>
<div id="box"></div>`;

describe('the test browser reuses closed pages as new ones', { skip: skip ?? false }, () => {
  let browser: Browser;
  let origin: string;
  let server: http.Server;
  let served = 0;

  before(async () => {
    server = http.createServer((req, res) => {
      served++;
      res.writeHead(200, { 'content-type': 'text/html', 'cache-control': 'max-age=3600' });
      res.end(PAGE);
    });
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    origin = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
    browser = await launchBrowser();
  });
  after(async () => {
    await browser.close();
    await new Promise((resolve) => server.close(resolve));
  });

  test('a closed page comes back blank, without storage, cookies, cache, listeners or pointer', async () => {
    const first = await browser.newPage({ viewport: { width: 400, height: 300 } });
    const requests: string[] = [];
    first.on('request', (r) => void requests.push(r.url()));
    await first.goto(`${origin}/a`);
    await first.evaluate(() => {
      localStorage.setItem('theme', 'dark');
      sessionStorage.setItem('seen', '1');
      document.cookie = 'visited=1';
    });
    await first.mouse.move(100, 100);
    assert.equal(
      await first.evaluate(() => getComputedStyle(document.getElementById('box')!).backgroundColor),
      'rgb(255, 0, 0)',
    );
    await first.close();

    const second = await browser.newPage({ viewport: { width: 500, height: 350 } });
    assert.equal(second, first, 'the closed page is the one reused');
    assert.equal(second.url(), 'about:blank');
    assert.deepEqual(second.viewportSize(), { width: 500, height: 350 });
    served = 0;
    await second.goto(`${origin}/a`);
    // Chromium re-hovers under a pointer it knows of when a page scrolls: the first test's pointer must not count.
    await second.evaluate(async () => {
      document.body.style.height = '200vh';
      window.scrollTo(0, 10);
      await new Promise((resolve) => setTimeout(resolve, 100));
    });
    const state = await second.evaluate(() => ({
      theme: localStorage.getItem('theme'),
      seen: sessionStorage.getItem('seen'),
      cookie: document.cookie,
      hovered: getComputedStyle(document.getElementById('box')!).backgroundColor,
    }));
    assert.deepEqual(state, { theme: null, seen: null, cookie: '', hovered: 'rgb(255, 255, 255)' });
    assert.equal(requests.length, 1, "the first test's listener heard only its own load");
    assert.equal(served, 1, 'the page came from the server, not from the cache of the first load');
    await second.close();
  });

  test('a page given emulated media is closed, not reused', async () => {
    const tainted = await browser.newPage({ colorScheme: 'dark' });
    await tainted.emulateMedia({ colorScheme: 'light' });
    await tainted.close();
    assert.ok(tainted.isClosed());
    const fresh = await browser.newPage({ colorScheme: 'dark' });
    assert.notEqual(fresh, tainted);
    await fresh.goto(`${origin}/b`);
    assert.equal(await fresh.evaluate(() => matchMedia('(prefers-color-scheme: dark)').matches), true);
    await fresh.close();
  });

  test("a page's init scripts and routes are taken back before it is reused", async () => {
    const first = await browser.newPage({ viewport: { width: 600, height: 400 } });
    await first.addInitScript(() => localStorage.setItem('theme', 'light'));
    await first.route('**/routed', (route) => route.fulfill({ body: 'from the route', contentType: 'text/plain' }));
    await first.goto(`${origin}/routed`);
    assert.equal(await first.evaluate(() => document.body.textContent), 'from the route');
    await first.close();
    const second = await browser.newPage({ viewport: { width: 600, height: 400 } });
    assert.equal(second, first);
    await second.goto(`${origin}/routed`);
    const state = await second.evaluate(() => ({
      theme: localStorage.getItem('theme'),
      box: !!document.getElementById('box'),
    }));
    assert.deepEqual(state, { theme: null, box: true });
    await second.close();
  });

  test('pages with other options are not mixed up', async () => {
    const plain = await browser.newPage();
    await plain.close();
    const withoutScript = await browser.newPage({ javaScriptEnabled: false });
    assert.notEqual(withoutScript, plain);
    await withoutScript.close();
  });

  test("a browser a group shares: each file reuses its own pages, and its close closes them and no other file's", async () => {
    const slot = globalThis as { [SHARED_BROWSER]?: { browser?: Promise<Browser> } };
    const saved = slot[SHARED_BROWSER];
    const group: { browser?: Promise<Browser> } = {};
    slot[SHARED_BROWSER] = group;
    try {
      const first = await launchBrowser();
      const second = await launchBrowser();
      const page = await first.newPage();
      await page.goto(`${origin}/c`);
      await page.close();
      assert.deepEqual(first.contexts(), [], 'the free page is hidden from the contexts a file would close');
      const held = await second.newPage();
      assert.notEqual(held, page, "a file does not get another file's page");
      await first.close();
      assert.ok(page.isClosed(), "a file's close closes its free pages");
      assert.ok(!held.isClosed(), "the first file's close left the page the second one holds");
      await held.goto(`${origin}/d`);
      await second.close();
      assert.ok(held.isClosed(), 'a file that ends holding a page closes it');
    } finally {
      await (await group.browser)?.close();
      slot[SHARED_BROWSER] = saved;
    }
  });
});
