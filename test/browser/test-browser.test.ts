/**
 * The tests' own Chromium (test/helpers/browser.ts): a page a test opens comes alone, without the omnibox-popup
 * WebUI pages Chromium preloads for each window, which cost about 1 CPU-s per page across the browser tests.
 */
import assert from 'node:assert/strict';
import { test } from 'node:test';
import { browserUnavailable, launchBrowser } from '../helpers/browser.js';

const skip = browserUnavailable();

test('a page the tests open brings no browser-UI pages of its own', { skip: skip ?? false }, async () => {
  const browser = await launchBrowser();
  try {
    const session = await browser.newBrowserCDPSession();
    const page = await browser.newPage();
    // The preloaded popups appear as the window is made; they would be listed by the time the page has loaded.
    await page.goto('about:blank');
    const { targetInfos } = (await session.send('Target.getTargets', { filter: [{}] } as never)) as unknown as {
      targetInfos: { type: string; url: string }[];
    };
    assert.deepEqual(
      targetInfos.filter((t) => t.type === 'browser_ui').map((t) => t.url),
      [],
    );
    assert.ok(targetInfos.some((t) => t.type === 'page'));
  } finally {
    await browser.close();
  }
});
