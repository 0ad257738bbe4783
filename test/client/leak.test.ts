import assert from 'node:assert/strict';
import { after, before, describe, test } from 'node:test';
import type { CDPSession, Page } from 'playwright-core';
import { browserUnavailable } from '../helpers/browser.js';
import {
  clientConfigSource,
  isSameWindow,
  markWindow,
  openClientSite,
  type ClientSite,
} from '../helpers/client-site.js';
import { ISLAND_FILES } from '../helpers/island-fixture.js';

const skip = browserUnavailable();

const ROUND = [
  ['/docs/guides/one', 'Guide One'],
  ['/islands', 'Islands'],
  ['/docs/long', 'Long Page'],
  ['/docs/guides/two', 'Guide Two'],
  ['/docs/intro', 'Introduction'],
] as const;

/** Live DOM nodes, documents, JS event listeners and used JS heap, after a full garbage collection. */
async function measure(
  cdp: CDPSession,
): Promise<{ nodes: number; documents: number; listeners: number; heap: number }> {
  for (let i = 0; i < 3; i++) await cdp.send('HeapProfiler.collectGarbage');
  const counters = await cdp.send('Memory.getDOMCounters');
  const { usedSize } = await cdp.send('Runtime.getHeapUsage');
  return { nodes: counters.nodes, documents: counters.documents, listeners: counters.jsEventListeners, heap: usedSize };
}

/** A route change through the client's own click handling, then wait for the new page. */
async function go(page: Page, path: string, title: string): Promise<void> {
  await page.evaluate((href) => {
    const link = Object.assign(document.createElement('a'), { href });
    document.body.append(link);
    link.click();
    link.remove();
  }, path);
  await page.locator('#page h1', { hasText: title }).waitFor();
}

describe('page swaps do not leak', { skip: skip ?? false }, () => {
  let site: ClientSite;
  before(async () => {
    // With a page of React islands in the round: each visit hydrates them and each swap away unmounts them.
    site = await openClientSite(clientConfigSource(), ISLAND_FILES);
  });
  after(() => site?.close());

  test('65 route changes, a fifth of them to a page of React islands, keep the listener count, DOM and heap flat', async () => {
    const page = await site.newPage();
    const cdp = await page.context().newCDPSession(page);
    await page.goto(`${site.origin}/docs/intro`);
    await markWindow(page);
    const rounds = async (count: number, round: readonly (typeof ROUND)[number][] = ROUND) => {
      for (let i = 0; i < count * round.length; i++) {
        const [path, title] = round[i % round.length];
        await go(page, path, title);
        // Use a behaviour on the way, so per-page set-up and clean-up run with state (a remembered tab).
        if (path === '/docs/intro')
          await page
            .locator('#main')
            .getByRole('tab', { name: i % 10 === 4 ? 'Windows' : 'macOS' })
            .first()
            .click();
        if (path === '/islands') {
          // Both idle-time islands live, then their state changed (a click on each).
          await page.waitForFunction(() => document.querySelectorAll('sitegen-island[data-island-ready]').length === 2);
          await page.getByRole('button', { name: 'Clicks: 3' }).click();
          await page.getByRole('button', { name: 'Count', exact: true }).click();
          await page.getByRole('button', { name: 'Clicks: 4' }).waitFor();
        }
      }
    };
    // Warm up: every page fetched and cached, lazily made elements (announcer) and the test driver's own
    // injected script in place, so what follows measures only the route changes. First without the islands page:
    // that figure says what the docs page holds when no island was ever mounted.
    await rounds(
      2,
      ROUND.filter(([path]) => path !== '/islands'),
    );
    const fresh = await measure(cdp);
    await rounds(3);
    const start = await measure(cdp);
    // 13 rounds: 65 route changes, ending on the page the warm-up ended on, so both see the same DOM.
    await rounds(13);
    const end = await measure(cdp);
    console.log(`after warm-up: ${JSON.stringify(start)}\nafter 65 route changes: ${JSON.stringify(end)}`);
    assert.equal(
      await page.evaluate(
        () => performance.getEntriesByType('resource').filter((e) => /\/react\.\w+\.js$/.test(e.name)).length,
      ),
      1,
      'React was fetched once',
    );
    assert.ok(await isSameWindow(page), 'every route change was a swap, not a full load');
    assert.ok(end.listeners <= start.listeners, `event listeners grew from ${start.listeners} to ${end.listeners}`);
    // React puts about 140 listeners on each island's element; leaving the page must give them back. A few new
    // ones are expected: React's one per document (selectionchange) and the test driver's own on window.
    assert.ok(
      end.listeners - fresh.listeners < 30,
      `the islands left ${end.listeners - fresh.listeners} listeners behind (${fresh.listeners} before any was mounted)`,
    );
    assert.ok(end.documents <= start.documents, `documents grew from ${start.documents} to ${end.documents}`);
    assert.ok(end.nodes <= start.nodes * 1.05, `DOM nodes grew from ${start.nodes} to ${end.nodes}`);
    // Some growth is the engine's own (compiled code, inline caches); a retained page would add hundreds of KB.
    assert.ok(end.heap <= start.heap * 1.05 + 100 * 1024, `JS heap grew from ${start.heap} to ${end.heap} bytes`);
    await page.close();
  });
});
