import assert from 'node:assert/strict';
import { after, before, describe, test } from 'node:test';
import type { Page } from 'playwright-core';
import { browserUnavailable } from '../helpers/browser.js';
import { clientConfigSource, openClientSite, type ClientSite } from '../helpers/client-site.js';

const skip = browserUnavailable();

describe('prefetch', { skip: skip ?? false }, () => {
  let site: ClientSite;
  before(async () => {
    site = await openClientSite();
  });
  after(() => site?.close());

  /** Open `path` (with a Network Information `connection` if given), recording the paths the page fetches. */
  async function open(
    path: string,
    connection?: object,
    init?: () => void,
  ): Promise<{ page: Page; fetched: string[] }> {
    const page = await site.newPage();
    if (connection)
      await page.addInitScript((value) => Object.defineProperty(navigator, 'connection', { value }), connection);
    if (init) await page.addInitScript(init);
    const fetched: string[] = [];
    page.on(
      'request',
      (request) => request.resourceType() === 'fetch' && fetched.push(new URL(request.url()).pathname),
    );
    await page.goto(site.origin + path);
    await page.waitForTimeout(400); // idle-time prefetch of what is in view
    return { page, fetched };
  }
  const count = (fetched: string[], path: string) => fetched.filter((p) => p === path).length;
  /** Wait (up to 5 s, for a busy machine) until `path` has been fetched. */
  const fetchedSoon = async (page: Page, fetched: string[], path: string) => {
    for (let i = 0; i < 50 && count(fetched, path) === 0; i++) await page.waitForTimeout(100);
  };

  test('links are prefetched when they come into view, once, and the route change uses the prefetched page', async () => {
    const { page, fetched } = await open('/docs/long');
    await fetchedSoon(page, fetched, '/docs/intro');
    assert.ok(count(fetched, '/docs/intro') === 1, `the sidebar link in view is prefetched: ${fetched.join(', ')}`);
    assert.equal(count(fetched, '/docs/guides/two'), 0, 'links further down are not prefetched yet');
    await page.evaluate(() => scrollTo(0, document.body.scrollHeight));
    await fetchedSoon(page, fetched, '/docs/guides/two');
    assert.equal(count(fetched, '/docs/guides/two'), 1, 'prefetched once in view');
    const link = page.locator('#main').getByRole('link', { name: 'Guide Two', exact: true });
    await link.hover();
    await link.click();
    await page.getByRole('heading', { level: 1, name: 'Guide Two' }).waitFor();
    assert.equal(count(fetched, '/docs/guides/two'), 1, 'neither the hover nor the route change fetched it again');
    await page.close();
  });

  test('hover, touch and keyboard focus prefetch a link', async () => {
    // Without IntersectionObserver only intent prefetches, so each request is caused by the gesture.
    const { page, fetched } = await open('/docs/intro', undefined, () =>
      Reflect.deleteProperty(window, 'IntersectionObserver'),
    );
    assert.deepEqual(
      fetched.filter((p) => p.startsWith('/docs')),
      [],
    );
    const main = page.locator('#main');
    await main.getByRole('link', { name: 'Guide One', exact: true }).hover();
    await main.getByRole('link', { name: 'the fifth section' }).dispatchEvent('touchstart');
    await main.getByRole('link', { name: 'Guide Two', exact: true }).focus();
    await main.getByRole('link', { name: 'Guide One', exact: true }).hover({ position: { x: 2, y: 2 } });
    await fetchedSoon(page, fetched, '/docs/guides/two');
    await page.waitForTimeout(300); // time for a second, unwanted request to show up
    assert.deepEqual(fetched.filter((p) => p.startsWith('/docs')).sort(), [
      '/docs/guides/one',
      '/docs/guides/two',
      '/docs/long',
    ]);
    await page.close();
  });

  for (const [label, connection] of [
    ['a 2g connection', { effectiveType: '2g' }],
    ['data-saver', { effectiveType: '4g', saveData: true }],
  ] as const) {
    test(`nothing is prefetched on ${label}`, async () => {
      const { page, fetched } = await open('/docs/long', connection);
      await page.evaluate(() => scrollTo(0, document.body.scrollHeight));
      await page.locator('#main').getByRole('link', { name: 'Guide Two', exact: true }).hover();
      await page.waitForTimeout(400);
      assert.deepEqual(fetched, []);
      await page.close();
    });
  }

  test('links in view are prefetched only as many as the page loader keeps, so none is pushed out unused', async () => {
    // A page with 20 links in view, besides the navbar's and the sidebar's: the loader keeps 12 pages.
    const names = Array.from({ length: 20 }, (_, i) => `p${i + 1}`);
    const files = Object.fromEntries([
      ['content/docs/many.md', `---\ntitle: Many\n---\n\n${names.map((n) => `- [${n}](${n}.md)`).join('\n')}\n`],
      ...names.map((n) => [`content/docs/${n}.md`, `---\ntitle: ${n}\n---\n\nPage ${n}.\n`]),
    ]);
    const many = await openClientSite(clientConfigSource(), files, site.browser);
    try {
      const page = await many.newPage({ viewport: { width: 1280, height: 1400 } });
      const fetched: string[] = [];
      page.on('request', (r) => r.resourceType() === 'fetch' && fetched.push(new URL(r.url()).pathname));
      await page.goto(`${many.origin}/docs/many`);
      for (let i = 0; i < 50 && fetched.length < 12; i++) await page.waitForTimeout(100);
      await page.waitForTimeout(500); // time for more requests to show up
      assert.equal(new Set(fetched).size, 12, `prefetched: ${fetched.join(', ')}`);
      await page.close();
    } finally {
      await many.close();
    }
  });
});
