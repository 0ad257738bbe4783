/**
 * Pages kept for reuse by the test browser (browser.ts). Opening a page starts a browser context and a renderer
 * in Chromium: about 0.6 CPU-s a page for a new page per load against 0.3 for loads in one page, measured on the
 * built site, and `npm test` opens hundreds of pages on a machine whose two cores it keeps busy.
 *
 * A page a test closes goes back to the pool of its test file, wiped to be as a new page: on about:blank, without
 * the test's listeners, init scripts and routes, with the cookies, storage and cache of the origin it showed
 * cleared. (A new document shows no hover under the pointer the last test left.) The file's next `newPage` with the
 * same options gets it at the viewport it asks for. A page on which the test did what a wipe does not undo
 * (emulated media, timeouts, exposed functions, a second origin, most of what goes through its context) is closed
 * instead, as before.
 */
import type { Browser, BrowserContext, BrowserContextOptions, CDPSession, Page } from 'playwright-core';

/**
 * Page methods after which a page is not reused: what they change outlives a navigation and the wipe. (Init
 * scripts and routes the wipe takes back: see `undoable`.)
 */
const TAINTING = [
  'addLocatorHandler',
  'emulateMedia',
  'exposeBinding',
  'exposeFunction',
  'routeFromHAR',
  'routeWebSocket',
  'setDefaultNavigationTimeout',
  'setDefaultTimeout',
  'setExtraHTTPHeaders',
] as const;
const TAINTING_GETTERS = ['clock', 'coverage'] as const;
/** The same for the page's context (Playwright itself calls `page.context()`, so getting it cannot count). */
const CONTEXT_TAINTING = [
  'addInitScript',
  'exposeBinding',
  'exposeFunction',
  'grantPermissions',
  'clearPermissions',
  'newCDPSession',
  'newPage',
  'route',
  'routeFromHAR',
  'routeWebSocket',
  'setDefaultNavigationTimeout',
  'setDefaultTimeout',
  'setExtraHTTPHeaders',
  'setGeolocation',
  'setOffline',
] as const;
const CONTEXT_TAINTING_GETTERS = ['clock', 'tracing'] as const;

/** What Playwright's pages have of an event emitter beyond their typings. */
interface Emitter {
  eventNames(): (string | symbol)[];
  listeners(name: string | symbol): unknown[];
  off(name: string | symbol, listener: unknown): void;
}

/** Playwright's viewport when `newPage` is given none. */
const DEFAULT_VIEWPORT = { width: 1280, height: 720 };

interface Kept {
  page: Page;
  context: BrowserContext;
  cdp: CDPSession;
  /** Origins the page has shown since it was last wiped. */
  origins: Set<string>;
  tainted: boolean;
  /** The test file it belongs to (see `closeBorrowed`). */
  borrower: object;
  /** The page's listeners when it joined the pool (Playwright's, and the origins' watch). */
  ownListeners: Map<string | symbol, unknown[]>;
  /** The page's own `close`, which also closes its context. */
  closeForGood: () => Promise<void>;
  /** What the wipe takes back: the init scripts the test added, and whether it routed requests. */
  initScripts: { dispose(): Promise<void> }[];
  routed: boolean;
}

/** A browser's pool: free pages by their options, and the pages lent out. */
interface Pool {
  free: Map<string, Kept[]>;
  lent: Map<Page, Kept>;
}

const pools = new WeakMap<Browser, Pool>();

function poolOf(browser: Browser): Pool {
  let pool = pools.get(browser);
  if (!pool) pools.set(browser, (pool = { free: new Map(), lent: new Map() }));
  return pool;
}

/**
 * A page with `options` for `borrower` (a test file: see `closeBorrowed`): a wiped one of its own from the pool when
 * there is one, else a new one that joins the pool.
 */
export async function pooledPage(
  browser: Browser,
  borrower: object,
  options: BrowserContextOptions = {},
): Promise<Page> {
  const pool = poolOf(browser);
  const { viewport, ...rest } = options;
  // The viewport is set on each loan; every other option is fixed at the page's creation, so pages are told apart
  // by them (and by having no viewport at all).
  // Pages are reused within the file that opened them: a file's servers (and so its origins and ports) and its
  // way with pages end with it, and a port a later file's server takes again must not meet a page of the last one.
  const key = `${idOf(borrower)} ${JSON.stringify(rest)}${viewport === null ? ' without viewport' : ''}`;
  const kept = pool.free.get(key)?.pop();
  if (kept) {
    if (viewport !== null) await kept.page.setViewportSize(viewport ?? DEFAULT_VIEWPORT);
    pool.lent.set(kept.page, kept);
    return kept.page;
  }
  const page = await browser.newPage(options);
  const context = page.context();
  const entry: Kept = {
    page,
    context,
    cdp: undefined as unknown as CDPSession,
    origins: new Set(),
    tainted: false,
    borrower,
    ownListeners: new Map(),
    initScripts: [],
    routed: false,
    closeForGood: page.close.bind(page, undefined),
  };
  watchOrigins(entry);
  const emitter = page as unknown as Emitter;
  for (const name of emitter.eventNames()) entry.ownListeners.set(name, emitter.listeners(name));
  entry.cdp = await context.newCDPSession(page);
  taintOn(entry, page, TAINTING, TAINTING_GETTERS);
  undoable(entry);
  taintOn(entry, context, CONTEXT_TAINTING, CONTEXT_TAINTING_GETTERS);
  Object.defineProperty(page, 'close', {
    value: (closeOptions?: { runBeforeUnload?: boolean }) => giveBack(pool, key, entry, closeOptions),
    configurable: true,
  });
  pool.lent.set(page, entry);
  return page;
}

/** Mark `entry` tainted when one of `methods` of `target` is called or one of `getters` read. */
function taintOn(entry: Kept, target: object, methods: readonly string[], getters: readonly string[]): void {
  const own = target as Record<string, unknown>;
  for (const name of methods) {
    const method = (own[name] as (...args: unknown[]) => unknown).bind(target);
    Object.defineProperty(target, name, {
      value: (...args: unknown[]) => ((entry.tainted = true), method(...args)),
      configurable: true,
    });
  }
  for (const name of getters) {
    const getter = Object.getOwnPropertyDescriptor(Object.getPrototypeOf(target), name)?.get;
    if (getter)
      Object.defineProperty(target, name, {
        get: () => ((entry.tainted = true), getter.call(target)),
        configurable: true,
      });
  }
}

/**
 * Init scripts and routes, noted for the wipe to take back: an init script (Playwright gives back a disposable)
 * unless it exposes functions, which stay; routes all at once.
 */
function undoable(entry: Kept): void {
  const { page } = entry;
  const addInitScript = page.addInitScript.bind(page) as (...args: unknown[]) => Promise<{ dispose(): Promise<void> }>;
  const route = page.route.bind(page) as (...args: unknown[]) => Promise<unknown>;
  Object.defineProperty(page, 'addInitScript', {
    value: async (...args: unknown[]) => {
      if ((args[2] as { exposeFunctions?: unknown } | undefined)?.exposeFunctions) entry.tainted = true;
      const script = await addInitScript(...args);
      entry.initScripts.push(script);
      return script;
    },
    configurable: true,
  });
  Object.defineProperty(page, 'route', {
    value: (...args: unknown[]) => ((entry.routed = true), route(...args)),
    configurable: true,
  });
}

/** Close, for good, the pages of `borrower`, free or still lent to it: the test file ends. */
export async function closeBorrowed(browser: Browser, borrower: object): Promise<void> {
  const pool = poolOf(browser);
  const ending: Kept[] = [];
  for (const [page, kept] of pool.lent) {
    if (kept.borrower !== borrower) continue;
    ending.push(kept);
    pool.lent.delete(page);
  }
  for (const [key, free] of pool.free) {
    ending.push(...free.filter((kept) => kept.borrower === borrower));
    pool.free.set(
      key,
      free.filter((kept) => kept.borrower !== borrower),
    );
  }
  for (const kept of ending) await kept.closeForGood().catch(() => {});
}

const ids = new WeakMap<object, number>();
let borrowers = 0;
/** A number for `borrower`, for the pool's keys. */
function idOf(borrower: object): number {
  if (!ids.has(borrower)) ids.set(borrower, ++borrowers);
  return ids.get(borrower)!;
}

/**
 * The contexts of the pool's pages that `borrower` does not hold: its free ones, and all of other files. Hidden from
 * a borrower, who may close every context it sees that it did not see before.
 */
export function contextsNotHeldBy(browser: Browser, borrower: object): Set<BrowserContext> {
  const pool = poolOf(browser);
  const others = [...pool.lent.values()].filter((kept) => kept.borrower !== borrower);
  return new Set(
    [...pool.free.values()]
      .flat()
      .concat(others)
      .map((kept) => kept.context),
  );
}

/** The page `close` a test calls: wipe the page and free it, or close it when it cannot be wiped. */
async function giveBack(pool: Pool, key: string, kept: Kept, options?: { runBeforeUnload?: boolean }): Promise<void> {
  if (!pool.lent.delete(kept.page)) return;
  // A page it opened (a popup, a new window) would outlive the wipe, and so would the session storage of an origin
  // the page has left.
  const alone = kept.context.pages().length === 1;
  if (kept.tainted || !alone || kept.origins.size > 1 || options?.runBeforeUnload || kept.page.isClosed())
    return kept.closeForGood().catch(() => {});
  try {
    await withinTime(wipe(kept), WIPE_LIMIT_MS);
  } catch {
    // A page that cannot be wiped, or not soon (a renderer stuck in the test's page), is closed as before; the
    // close is not waited for past the limit either, so a test's `close()` never hangs on the pool.
    return withinTime(kept.closeForGood(), WIPE_LIMIT_MS).catch(() => {});
  }
  const free = pool.free.get(key) ?? [];
  free.push(kept);
  pool.free.set(key, free);
}

/** How long a wipe may take before the page is closed instead: a wipe takes ~20 ms. */
const WIPE_LIMIT_MS = 5_000;

/** `work`, or a rejection once `ms` have passed. */
function withinTime<T>(work: Promise<T>, ms: number): Promise<T> {
  let timer: NodeJS.Timeout | undefined;
  const late = new Promise<never>((_, reject) => {
    timer = setTimeout(() => reject(new Error(`not done within ${ms} ms`)), ms);
  });
  return Promise.race([work, late]).finally(() => clearTimeout(timer));
}

/** Make the page as a new one: nothing of the test's listeners, init scripts, routes, storage or cache left. */
async function wipe(kept: Kept): Promise<void> {
  const { page, cdp } = kept;
  // The test's listeners go; Playwright's own, there from the page's start, stay.
  const emitter = page as unknown as Emitter;
  for (const name of emitter.eventNames())
    for (const listener of emitter.listeners(name))
      if (!kept.ownListeners.get(name)?.includes(listener)) emitter.off(name, listener);
  for (const script of kept.initScripts.splice(0)) await script.dispose();
  if (kept.routed) await page.unrouteAll({ behavior: 'ignoreErrors' });
  kept.routed = false;
  // Session storage belongs to the tab, which the page is, and clearing an origin's data leaves it: it is cleared
  // from the page, for its one origin (see `giveBack`).
  if (kept.origins.size) await page.evaluate(() => sessionStorage.clear());
  await page.goto('about:blank');
  await kept.context.clearCookies();
  for (const origin of kept.origins) await cdp.send('Storage.clearDataForOrigin', { origin, storageTypes: 'all' });
  await cdp.send('Network.clearBrowserCache');
  kept.origins.clear();
}

/** Note each origin the page's frames show, for `wipe` to clear. */
function watchOrigins(kept: Kept): void {
  kept.page.on('framenavigated', (frame) => {
    const { origin } = new URL(frame.url());
    if (origin !== 'null') kept.origins.add(origin);
  });
}
