/**
 * The parts of sitegen's styles only some pages need (templates/feature-sheets.ts): a docs page's stylesheet goes
 * without the blog's rules, a blog page links the variant that has them, and a page swap from one to the other
 * brings that variant in before it shows the blog page, so that the page looks as it does on a full load.
 */
import assert from 'node:assert/strict';
import { readFile } from 'node:fs/promises';
import path from 'node:path';
import { after, before, describe, test } from 'node:test';
import type { Browser, Page } from 'playwright-core';
import { browserUnavailable, closedAfterEachTest, launchBrowser, serveStatic } from '../helpers/browser.js';
import { buildToDisk } from '../helpers/built-site.js';
import { markWindow, isSameWindow } from '../helpers/client-site.js';
import { configSource } from '../helpers/fixture-site.js';
import { pageBytes } from '../helpers/page-bytes.js';

const skip = browserUnavailable();

const FILES = {
  'site.config.ts': configSource(`i18n: { defaultLocale: 'en', locales: ['en', 'fr'] }`),
  'content/docs/intro.md': '---\ntitle: Introduction\n---\n\nRead [the blog](/blog).\n',
  'content/blog/2024-01-02-hello.md': '---\ntitle: Hello\n---\n\nFirst post.\n',
  'content/docs/find-in-doc.md': '---\ntitle: Find\n---\n\n<div data-search-page>Results</div>\n',
  'content/pages/find.tsx': 'export default function Find() { return <div data-search-page>Results</div>; }\n',
};

let outDir: string;
let cleanup: () => Promise<void>;
before(async () => {
  ({ outDir, cleanup } = await buildToDisk(FILES));
});
after(() => cleanup?.());

/** The one stylesheet a built page links, and its text. */
async function stylesheet(page: string): Promise<{ href: string; css: string }> {
  const { sheets } = await pageBytes(outDir, page);
  assert.equal(sheets.length, 1, `${page} links one stylesheet`);
  return { href: sheets[0], css: await readFile(path.join(outDir, sheets[0]), 'utf8') };
}

test('a docs page’s stylesheet has no blog rules; a blog page links the variant that has them', async () => {
  const docs = await stylesheet('docs/intro/index.html');
  const blog = await stylesheet('blog/index.html');
  assert.match(docs.href, /^\/assets\/site\.\w+\.css$/);
  assert.match(blog.href, /^\/assets\/site-blog\.\w+\.css$/);
  assert.doesNotMatch(docs.css, /\.blog-list__header/);
  assert.match(blog.css, /\.blog-list__header/);
  assert.doesNotMatch(docs.css, /\.search-modal/, 'the search modal’s rules load with its code');
});

test('a page that draws the search page links the variant with its rules, a doc included', async () => {
  // The doc not translated is drawn in both locales from the one entry.
  for (const page of ['find/index.html', 'docs/find-in-doc/index.html', 'fr/docs/find-in-doc/index.html']) {
    assert.match((await stylesheet(page)).href, /^\/assets\/site-search-page\.\w+\.css$/, page);
  }
  for (const locale of ['', 'fr/']) {
    assert.match((await stylesheet(`${locale}docs/intro/index.html`)).href, /^\/assets\/site\.\w+\.css$/);
  }
});

describe('a page swap to a page with another stylesheet', { skip: skip ?? false }, () => {
  let browser: Browser;
  let origin: string;
  let close: () => Promise<void>;
  const closedAfterTest = closedAfterEachTest();
  before(async () => {
    const server = await serveStatic(outDir);
    origin = server.origin;
    browser = await launchBrowser();
    close = async () => {
      await browser.close();
      await server.close();
    };
  });
  after(() => close?.());

  const look = (page: Page) =>
    page.locator('.blog-list__header').evaluate((header) => {
      const style = getComputedStyle(header);
      return { marginBottom: style.marginBottom, maxWidth: style.maxWidth };
    });

  test('links the blog’s stylesheet before it shows the blog, which then looks as on a full load', async () => {
    const fresh = closedAfterTest(await browser.newPage());
    await fresh.goto(`${origin}/blog`);
    const expected = await look(fresh);
    assert.notEqual(expected.marginBottom, '0px', 'the blog’s rules style the list’s header');

    const page = closedAfterTest(await browser.newPage());
    // The stylesheet comes late: the swap waits for it.
    await page.route('**/assets/site-blog.*.css', async (route) => {
      await new Promise((resolve) => setTimeout(resolve, 400));
      await route.continue();
    });
    await page.goto(`${origin}/docs/intro`);
    await markWindow(page);
    await page.locator('#main').getByRole('link', { name: 'the blog' }).click();
    await page.waitForURL(/\/blog$/);
    assert.deepEqual(await look(page), expected, 'styled as soon as it shows');
    assert.ok(await isSameWindow(page), 'no full page load');
    const sheets = await page.evaluate(() =>
      Array.from(document.querySelectorAll('link[rel=stylesheet]'), (link) => link.getAttribute('href')),
    );
    assert.equal(sheets.length, 2, `the docs page's stylesheet stays, the blog's comes after it: ${sheets}`);
    assert.match(sheets[1]!, /site-blog\./);
  });

  test('pointing at a link to the blog fetches the blog’s stylesheet, which its prefetch in view does not', async () => {
    const page = closedAfterTest(await browser.newPage());
    const sheets: string[] = [];
    page.on('request', (request) => {
      if (/\/assets\/site-blog\.\w+\.css$/.test(request.url())) sheets.push(request.url());
    });
    const inView = page.waitForRequest((request) => new URL(request.url()).pathname === '/blog', { timeout: 5000 });
    await page.goto(`${origin}/docs/intro`);
    await (await inView).response();
    await page.waitForTimeout(300);
    assert.deepEqual(sheets, [], 'the page prefetched in view, but not its stylesheet');
    const fetched = page.waitForRequest(/\/assets\/site-blog\.\w+\.css$/, { timeout: 5000 });
    await page.locator('#main').getByRole('link', { name: 'the blog' }).hover();
    await fetched;
    assert.match(page.url(), /\/docs\/intro$/, 'still on the docs page');
  });
});
