/**
 * Real-browser tests: Debian's Chromium driven by playwright-core, against a built site served on loopback.
 * `withSite(dir, fn)` serves a folder with sirv (as a static host would: `/x` -> `x/index.html`, 404.html).
 */
import { existsSync, readFileSync } from 'node:fs';
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import path from 'node:path';
import { afterEach } from 'node:test';
import { chromium, type Browser, type BrowserContextOptions, type Page } from 'playwright-core';
import sirv from 'sirv';
import { closeBorrowed, contextsNotHeldBy, pooledPage } from './page-pool.js';

/** Where Debian puts Chromium; `.ci/run` installs it. */
export const CHROMIUM = '/usr/bin/chromium';

/** The flags this machine's Chromium needs (also used by scripts/audit.ts for Lighthouse). */
export const CHROMIUM_FLAGS = [
  '--headless',
  '--no-sandbox',
  '--disable-gpu',
  '--no-first-run',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
  '--disable-quic',
];

/** Why browser tests cannot run here, or null when they can. */
export function browserUnavailable(): string | null {
  return existsSync(CHROMIUM) ? null : `Chromium is not installed at ${CHROMIUM} (bash .ci/run installs it)`;
}

/**
 * Where a group file (scripts/test-groups.mjs: several test files in one process) keeps the Chromium its files
 * share; absent in a process of one file. A launch costs about 1 CPU-s, which a group of eight browser files paid
 * eight times.
 */
export const SHARED_BROWSER = Symbol.for('sitegen.test.sharedBrowser');
type SharedBrowser = { browser?: Promise<Browser> };

/**
 * Headless Chromium with the flags this machine needs: launched, or lent from the group's shared one. Its
 * `newPage()` hands out pages from a pool (page-pool.ts), each with a context of its own as before. A lent browser's
 * `close()` closes the contexts opened through it and the pooled pages it still holds, and leaves the browser to
 * the group, which closes it after its last file.
 */
export async function launchBrowser(): Promise<Browser> {
  const shared = (globalThis as { [SHARED_BROWSER]?: SharedBrowser })[SHARED_BROWSER];
  if (!shared) return lend(await launch(), { owned: true });
  shared.browser ??= launch();
  return lend(await shared.browser, { owned: false });
}

/**
 * Features turned off in the test browser, on top of the flags above. Chromium 156 gives each window (each page a
 * test opens) two omnibox-popup WebUI pages of its own, preloaded in a renderer beside the page: about 1 CPU-s per
 * page, half of what a test page cost, for a popup no test opens. Chromium reads only the last `--disable-features`,
 * so the list repeats the Chromium features playwright-core turns off itself (its `chromiumSwitches`, 1.65), which it would
 * otherwise lose.
 */
const DISABLED_FEATURES = [
  'WebUIOmniboxPopup',
  'WebUIOmniboxAimPopup',
  'WebUIOmniboxFullPopup',
  ...['AvoidUnnecessaryBeforeUnloadCheckSync', 'DestroyProfileOnBrowserClose', 'HttpsUpgrades'],
  ...['HttpsFirstBalancedModeAutoEnable', 'LensOverlay', 'MediaRouter', 'PaintHolding'],
  ...['ThirdPartyStoragePartitioning', 'AvoidCorsURLLoaderRestartOnRedirect', 'TcpPortRandomizationWin'],
  ...['OptimizationHints', 'NetworkTimeServiceQuerying', 'AimEnabled', 'PreconnectToSearch'],
];

function launch(): Promise<Browser> {
  const args = [...CHROMIUM_FLAGS, `--disable-features=${DISABLED_FEATURES.join(',')}`];
  return chromium.launch({ executablePath: CHROMIUM, args, headless: true });
}

/**
 * `browser` as its borrower sees it: `newPage` from the pool, and `close()` that closes what the borrower opened
 * (the browser itself only when the borrower `owned` it).
 */
function lend(browser: Browser, { owned }: { owned: boolean }): Browser {
  const before = new Set(browser.contexts());
  const borrower = {};
  // The pool's free pages, and those lent to others, are not this borrower's to close.
  const contexts = () => {
    const hidden = contextsNotHeldBy(browser, borrower);
    return browser.contexts().filter((context) => !hidden.has(context));
  };
  const close = async () => {
    await closeBorrowed(browser, borrower);
    if (owned) return browser.close();
    for (const context of contexts()) if (!before.has(context)) await context.close();
  };
  const replaced: Record<string | symbol, unknown> = {
    close,
    contexts,
    newPage: (options?: BrowserContextOptions) => pooledPage(browser, borrower, options),
  };
  return new Proxy(browser, {
    get(target, property) {
      if (property in replaced) return replaced[property];
      const value = Reflect.get(target, property, target);
      return typeof value === 'function' ? value.bind(target) : value;
    },
  });
}

/**
 * For a describe whose tests run one at a time: a function that marks a page to close after the test that opened
 * it, so the next test's `newPage` gets it back from the pool (page-pool.ts) rather than a new one.
 */
export function closedAfterEachTest(): (page: Page) => Page {
  const opened: Page[] = [];
  afterEach(async () => {
    for (const page of opened.splice(0)) await page.close();
  });
  return (page) => (opened.push(page), page);
}

/** Serve `dir` on a free loopback port like a static host; returns the origin and a close function. */
export async function serveStatic(dir: string): Promise<{ origin: string; close: () => Promise<void> }> {
  const assets = sirv(dir, { dev: true, extensions: ['html'] });
  const server = http.createServer((req, res) =>
    assets(req, res, () => {
      const notFound = path.join(dir, '404.html');
      res.writeHead(404, { 'content-type': 'text/html; charset=utf-8' });
      res.end(existsSync(notFound) ? readFileSync(notFound) : 'Not found');
    }),
  );
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  // A closed server still waits for its open connections to end; a page left in the pool (page-pool.ts) may hold
  // one mid-response for as long as its renderer stops reading, which kept a file's last `after` waiting until the
  // run's time limit. Its tests are over by then: the connections are cut.
  const close = () =>
    new Promise<void>((resolve) => {
      server.close(() => resolve());
      server.closeAllConnections();
    });
  return { origin: `http://127.0.0.1:${port}`, close };
}

/** A new page that records what the browser reports as errors (hydration mismatches among them), and page errors. */
export async function watchedPage(browser: Browser): Promise<{ page: Page; problems: string[] }> {
  const page = await browser.newPage();
  const problems: string[] = [];
  // A missing favicon (or a link to a page the fixture has not) is no problem of the page's.
  page.on(
    'console',
    (m) => void (m.type() === 'error' && !/^Failed to load resource/.test(m.text()) && problems.push(m.text())),
  );
  page.on('pageerror', (e) => problems.push(e.message));
  return { page, problems };
}

/**
 * Wait until `condition` holds on the page, then play its running CSS transitions to their end. Polled on a timer,
 * not on animation frames, and the transitions finished rather than waited for: a renderer starved of frames on a
 * loaded machine stalls both, and a check of where an animation lands is not a check of how fast it plays.
 */
export async function settleAfter(page: Page, condition: string): Promise<void> {
  await page.waitForFunction(condition, null, { polling: 50 });
  await page.evaluate(() => {
    for (const animation of document.getAnimations()) animation.finish();
  });
}
