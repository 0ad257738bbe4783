import assert from 'node:assert/strict';
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { after, before, describe, test } from 'node:test';
import { browserUnavailable } from '../helpers/browser.js';
import { clientConfigSource, openClientSite, type ClientSite } from '../helpers/client-site.js';

const skip = browserUnavailable();

describe('analytics', { skip: skip ?? false }, () => {
  let tracked: ClientSite;
  let untracked: ClientSite;
  let collector: http.Server;
  const hits: URL[] = [];

  before(async () => {
    // A stand-in for the analytics service, on loopback: it records every request.
    collector = http.createServer((req, res) => {
      hits.push(new URL(req.url!, 'http://collector'));
      res.writeHead(204, { 'access-control-allow-origin': '*' }).end();
    });
    await new Promise<void>((resolve) => collector.listen(0, '127.0.0.1', resolve));
    const endpoint = `http://127.0.0.1:${(collector.address() as AddressInfo).port}/collect`;
    tracked = await openClientSite(
      clientConfigSource(`analytics: { trackingId: 'G-TEST123', endpoint: '${endpoint}' },`),
    );
    untracked = await openClientSite(
      clientConfigSource(`analytics: { endpoint: '${endpoint}' },`),
      {},
      tracked.browser,
    );
  });
  after(async () => {
    await untracked?.close();
    await tracked?.close();
    await new Promise((resolve) => collector?.close(resolve));
  });

  const waitForHits = async (n: number) => {
    for (let i = 0; i < 50 && hits.length < n; i++) await new Promise((resolve) => setTimeout(resolve, 50));
  };

  test('a page view with the tracking id for the first page and every route change, none for a same-page anchor', async () => {
    const page = await tracked.newPage();
    await page.goto(`${tracked.origin}/docs/intro`);
    await waitForHits(1);
    await page.locator('#main').getByRole('link', { name: 'Guide One', exact: true }).click();
    await page.getByRole('heading', { level: 1, name: 'Guide One' }).waitFor();
    await waitForHits(2);
    await page.goBack();
    await page.getByRole('heading', { level: 1, name: 'Introduction' }).waitFor();
    await waitForHits(3);
    await page.locator('#main').getByRole('link', { name: 'a local anchor' }).click();
    await page.waitForTimeout(300);
    assert.equal(hits.length, 3, hits.map(String).join('\n'));
    const [first, second, third] = hits;
    for (const hit of hits) {
      assert.equal(hit.pathname, '/collect');
      assert.equal(hit.searchParams.get('tid'), 'G-TEST123');
      assert.equal(hit.searchParams.get('en'), 'page_view');
    }
    assert.equal(new URL(first.searchParams.get('dl')!).pathname, '/docs/intro');
    assert.equal(first.searchParams.get('dt'), 'Introduction | Fixture');
    assert.equal(new URL(second.searchParams.get('dl')!).pathname, '/docs/guides/one');
    assert.equal(second.searchParams.get('dt'), 'Guide One | Fixture');
    assert.equal(new URL(second.searchParams.get('dr')!).pathname, '/docs/intro', 'the referrer is the previous page');
    assert.equal(new URL(third.searchParams.get('dl')!).pathname, '/docs/intro');
    assert.equal(new Set(hits.map((h) => h.searchParams.get('cid'))).size, 1, 'one anonymous id for the session');
    await page.close();
  });

  test('no network call without a tracking id', async () => {
    const before = hits.length;
    const page = await untracked.newPage();
    const requests: string[] = [];
    page.on('request', (request) => requests.push(request.url()));
    await page.goto(`${untracked.origin}/docs/intro`);
    await page.locator('#main').getByRole('link', { name: 'Guide One', exact: true }).click();
    await page.getByRole('heading', { level: 1, name: 'Guide One' }).waitFor();
    await page.waitForTimeout(300);
    assert.equal(hits.length, before);
    assert.deepEqual(
      requests.filter((url) => url.includes('/collect')),
      [],
    );
    await page.close();
  });
});
