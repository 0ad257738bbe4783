import assert from 'node:assert/strict';
import { after, before, describe, test } from 'node:test';
import type { Browser, Page } from 'playwright-core';
import { browserUnavailable, launchBrowser, serveStatic } from '../helpers/browser.js';
import { buildToDisk } from '../helpers/built-site.js';
import { generatePosts } from './blog-fixture.js';

const skip = browserUnavailable();

describe('blog list in Chromium', { skip: skip ?? false }, () => {
  let browser: Browser;
  let origin: string;
  const cleanups: (() => Promise<void>)[] = [];

  before(async () => {
    const site = await buildToDisk(generatePosts(25));
    const server = await serveStatic(site.outDir);
    origin = server.origin;
    browser = await launchBrowser();
    cleanups.push(site.cleanup, server.close, () => browser.close());
  });
  after(() => Promise.all(cleanups.map((c) => c())));

  const titles = (page: Page) => page.getByRole('main').getByRole('heading', { level: 2 }).allTextContents();
  const pager = (page: Page) => page.getByRole('navigation', { name: 'Blog list page navigation' });

  test("pages through the list with 'Older Entries' and back with 'Newer Entries'", async () => {
    const page = await browser.newPage({ viewport: { width: 1280, height: 900 } });
    await page.goto(`${origin}/blog`);
    assert.deepEqual(
      await titles(page),
      Array.from({ length: 10 }, (_, i) => `Post ${24 - i}`),
    );
    assert.equal(
      await pager(page).getByRole('link', { name: 'Newer Entries' }).count(),
      0,
      'the first page has no newer entries',
    );

    await pager(page).getByRole('link', { name: 'Older Entries' }).click();
    await page.waitForURL(`${origin}/blog/page/2`);
    assert.deepEqual(
      await titles(page),
      Array.from({ length: 10 }, (_, i) => `Post ${14 - i}`),
    );

    await pager(page).getByRole('link', { name: 'Older Entries' }).click();
    await page.waitForURL(`${origin}/blog/page/3`);
    assert.deepEqual(await titles(page), ['Post 4', 'Post 3', 'Post 2', 'Post 1', 'Post 0']);
    assert.equal(
      await pager(page).getByRole('link', { name: 'Older Entries' }).count(),
      0,
      'the last page has no older entries',
    );

    await pager(page).getByRole('link', { name: 'Newer Entries' }).click();
    await page.waitForURL(`${origin}/blog/page/2`);
    assert.equal((await titles(page))[0], 'Post 14');
    await page.close();
  });

  test("'Read More' opens the post, which links its older neighbour by title", async () => {
    const page = await browser.newPage({ viewport: { width: 1280, height: 900 } });
    await page.goto(`${origin}/blog`);
    await page.getByRole('link', { name: 'Read more about Post 24' }).click();
    await page.waitForURL(`${origin}/blog/post-024`);
    await page.getByRole('heading', { level: 1, name: 'Post 24' }).waitFor();
    assert.ok(await page.getByText('More of post 24.').isVisible(), 'the text below the truncate marker');
    const sidebar = page.getByRole('navigation', { name: 'Latest posts' }).first();
    assert.equal(await sidebar.getByRole('link', { name: 'Post 24' }).getAttribute('aria-current'), 'page');
    await page.getByRole('link', { name: /Older Post.*Post 23/ }).click();
    await page.waitForURL(`${origin}/blog/post-023`);
    await page.getByRole('heading', { level: 1, name: 'Post 23' }).waitFor();
    await page.close();
  });
});
