/**
 * Code the site supplies (configs, the sidebars file, page modules and their `meta`, markdown plugins, MDX
 * components, `editUrl` functions) runs with a time limit: an endless loop in it ends the build (or the dev page)
 * with an error naming the file instead of hanging forever. Synchronous code is stopped by V8 itself: the call runs
 * inside a `vm` script with a `timeout`, which covers every function it calls. Modules are evaluated as CommonJS,
 * synchronously, for the same reason (an ES module's top level runs outside any such call). A promise the site
 * returns is raced with a timer.
 */
import { createRequire } from 'node:module';
import path from 'node:path';
import { performance } from 'node:perf_hooks';
import vm from 'node:vm';
import { isMainThread } from 'node:worker_threads';
import { SitegenError } from '../errors.js';
import { endHoldsFrom, heldDepth } from '../held-output.js';

/** How long site code may run on the main thread before it is stopped, unless the environment says otherwise. */
export const SITE_CODE_TIME_LIMIT_MS = 10_000;

/** Seconds, for tests and for sites whose code is slow on purpose: `SITEGEN_SITE_CODE_TIME_LIMIT=0.5`. */
const LIMIT_VARIABLE = 'SITEGEN_SITE_CODE_TIME_LIMIT';

/** The time limit in force: `SITEGEN_SITE_CODE_TIME_LIMIT` (seconds) when set, else 10 s. */
export function siteCodeTimeLimitMs(): number {
  const seconds = Number(process.env[LIMIT_VARIABLE]);
  return seconds > 0 ? seconds * 1000 : SITE_CODE_TIME_LIMIT_MS;
}

/**
 * Run `fn` with the process's working directory in the site's folder `root`, and put it back after. Docusaurus is
 * run inside the site's folder, and configs rely on it (jest's `customCss: [path.resolve('src/css/...')]`), so
 * `sitegen build --root website` runs a Docusaurus config and its plugins from there. Worker threads cannot change
 * it; they run no configs.
 */
export async function inSiteFolder<T>(root: string, fn: () => Promise<T>): Promise<T> {
  const before = process.cwd();
  const folder = path.resolve(root);
  if (!isMainThread || folder === before) return fn();
  process.chdir(folder);
  try {
    return await fn();
  } finally {
    process.chdir(before);
  }
}

/** What runs and where it comes from, for the error when it is stopped. */
export interface SiteCodeCall {
  /** The file whose code runs (the error points at it). */
  file: string;
  /** What it was doing, as the error's subject: `loading site.config.ts`, `rendering /about`. Default: the file. */
  doing?: string;
  /** Default: `siteCodeTimeLimitMs()`. */
  timeoutMs?: number;
  /** The fix; default: look for an endless loop. */
  hint?: string;
  /**
   * Part of the work of the limited run it is called in (a swizzled component drawn around a page, within that
   * page's run or under the render pool's watchdog: render-pool.ts), so that run's limit covers it whatever its
   * own: each page drew its parts with a limit of their own, a thread started per part and page (on
   * react-native-website, a quarter of rendering).
   */
  withinRun?: boolean;
}

// One compiled script calls whatever the slot holds: compiling per call would cost more than the call.
const SLOT = '__sitegenSiteCodeCall';
const CALL = new vm.Script(`globalThis.${SLOT}()`, { filename: 'sitegen:site-code' });

/**
 * The calls running inside the current limited run, outermost first, and that run's limit. A call made inside a
 * run whose limit it does not undercut needs no limit of its own (V8 starts a thread per limited call, which costs
 * ~0.1 ms on a quiet machine and up to ~10 ms on a loaded one); when the run is stopped, the innermost is named.
 * V8 runs no `finally` of the code it stops, so the stack then still says what was running.
 */
const running: SiteCodeCall[] = [];
let runLimitMs = 0;
/** Whether a watchdog outside this thread stops what runs now (`underWatchdog`). */
let watched = false;

/**
 * Run `fn`, which a watchdog outside this thread stops when it runs too long (the render pool's, for the pages of a
 * render thread): calls `withinRun` made in it need no limit of their own.
 */
export function underWatchdog<T>(fn: () => T): T {
  const was = watched;
  watched = true;
  try {
    return fn();
  } finally {
    watched = was;
  }
}

/** Run `fn` synchronously with a time limit; what it throws passes through, running too long is a SitegenError. */
export function runSiteCode<T>(fn: () => T, call: SiteCodeCall): T {
  const timeoutMs = call.timeoutMs ?? siteCodeTimeLimitMs();
  // Covered by the run it is in (or the watchdog outside the thread): no limit of its own to start.
  const covered = call.withinRun ? runLimitMs > 0 || watched : runLimitMs > 0 && timeoutMs >= runLimitMs;
  if (covered) {
    running.push(call);
    try {
      return fn();
    } finally {
      running.pop();
    }
  }
  let result: T | undefined;
  const stopped = runWithin(() => void (result = fn()), { call, timeoutMs });
  if (stopped) throw stoppedError(stopped, timeoutMs);
  return result as T;
}

/**
 * `fn` on each item, as `runSiteCode` one item at a time would, but with one time limit per run of items, the
 * limit of the first item's call: a site paying per doc (an `editUrl` function, the components of each Markdown
 * file) would start hundreds of threads. A run takes further items only while it is younger than a tenth of the
 * limit, so each call still has at least nine tenths of it; the error names the item (or the call in it) that ran.
 * `forMs`: return after about that long with the results so far (the first ones), so that the caller can let its
 * event loop turn and go on with the rest.
 */
export function runSiteCodeEach<T, R>(
  items: T[],
  fn: (item: T) => R,
  callOf: (item: T) => SiteCodeCall,
  { forMs = Infinity }: { forMs?: number } = {},
): R[] {
  const results: R[] = [];
  const claim = () => (results.length < items.length ? items[results.length] : undefined);
  runSiteCodeClaims(claim, (item) => void results.push(fn(item)), callOf, { forMs });
  return results;
}

/**
 * `runSiteCodeEach` over items taken one at a time from `claim` (undefined: none left), for work that threads
 * share as it goes (content/shared-parse.ts): an item is claimed only when it is about to run, so a run cut short
 * by `forMs` leaves the rest to whoever claims next. Returns how many items ran.
 */
export function runSiteCodeClaims<T>(
  claim: () => T | undefined,
  fn: (item: T) => void,
  callOf: (item: T) => SiteCodeCall,
  { forMs = Infinity }: { forMs?: number } = {},
): number {
  let done = 0;
  if (runLimitMs > 0) {
    for (let item = claim(); item !== undefined; item = claim()) {
      runSiteCode(() => fn(item), callOf(item));
      done++;
    }
    return done;
  }
  const began = performance.now();
  for (let next = claim(); next !== undefined; next = performance.now() - began < forMs ? claim() : undefined) {
    const first = callOf(next);
    const timeoutMs = first.timeoutMs ?? siteCodeTimeLimitMs();
    const start = performance.now();
    const runMs = Math.min(timeoutMs / 10, forMs);
    const run = () => {
      for (let item: T | undefined = next; item !== undefined;) {
        running[running.length - 1] = callOf(item);
        fn(item);
        done++;
        item = performance.now() - start < runMs ? claim() : undefined;
      }
    };
    const stopped = runWithin(run, { call: first, timeoutMs });
    if (stopped) throw stoppedError(stopped, timeoutMs);
  }
  return done;
}

/**
 * Run `fn` inside the one compiled script as `call`, stopped after `timeoutMs`; returns the innermost call running
 * when it was stopped, or undefined when it finished.
 */
function runWithin(fn: () => void, { call, timeoutMs }: { call: SiteCodeCall; timeoutMs: number }) {
  const slots = globalThis as Record<string, unknown>;
  const outer = { slot: slots[SLOT], limit: runLimitMs, depth: running.length, holds: heldDepth() };
  slots[SLOT] = fn;
  runLimitMs = timeoutMs;
  running.push(call);
  try {
    CALL.runInThisContext({ timeout: timeoutMs });
    return undefined;
  } catch (error) {
    if ((error as { code?: string }).code !== 'ERR_SCRIPT_EXECUTION_TIMEOUT') throw error;
    // Stopped where it was: the output it held is let go here, as no `finally` inside it ran.
    endHoldsFrom(outer.holds);
    forgetHalfLoadedModules();
    return running[running.length - 1];
  } finally {
    slots[SLOT] = outer.slot;
    runLimitMs = outer.limit;
    running.length = outer.depth;
  }
}

/**
 * Drop the CommonJS modules a stopped run left half loaded. Node removes a module that throws while loading from
 * its cache in a `finally`, which V8 skips when it stops the run: the next `require` (the config loaded again after
 * a save in `sitegen dev`) would hand out its half-made exports. sitegen's own code is not loaded through this
 * cache, so no module outside the stopped run is loading now.
 */
function forgetHalfLoadedModules(): void {
  const cache = createRequire(import.meta.url).cache;
  for (const [file, module] of Object.entries(cache)) if (module && !module.loaded) delete cache[file];
}

/**
 * A limit passed with the thread's event loop busy at least this share of it counts as work going on (the site's
 * promise, or sitegen's own work beside it); less is a wait for something that may never come.
 */
const BUSY_SHARE = 0.5;

/** How many limits in a row a busy promise may take before it is stopped all the same: nothing hangs forever. */
const BUSY_LIMITS = 10;

/**
 * Await a promise site code returned. Once the time limit passes with the thread mostly idle (a promise that never
 * settles) it is stopped; while the thread keeps working, as Tailwind's purge does for tens of seconds on a large
 * site or a busy machine (and Docusaurus waits for it), it gets the limit again, `BUSY_LIMITS` times at most.
 */
export async function awaitSiteCode<T>(promise: Promise<T> | T, call: SiteCodeCall): Promise<T> {
  const timeoutMs = call.timeoutMs ?? siteCodeTimeLimitMs();
  let timer: NodeJS.Timeout | undefined;
  const expired = new Promise<never>((_, reject) => {
    let limits = 1;
    let since = performance.eventLoopUtilization();
    const check = () => {
      const busy = performance.eventLoopUtilization(since).utilization >= BUSY_SHARE;
      since = performance.eventLoopUtilization();
      if (!busy) reject(stoppedError(call, timeoutMs * limits, 'never settled'));
      else if (limits === BUSY_LIMITS) reject(stoppedError(call, timeoutMs * limits, 'was still working', SLOW_HINT));
      else {
        limits++;
        timer = setTimeout(check, timeoutMs);
      }
    };
    timer = setTimeout(check, timeoutMs);
  });
  try {
    return await Promise.race([promise, expired]);
  } finally {
    clearTimeout(timer);
  }
}

const SLOW_HINT = `if it is only slow, give site code longer: ${LIMIT_VARIABLE}=<seconds> sitegen build (default 10).`;

function stoppedError(call: SiteCodeCall, timeoutMs: number, what = 'still ran', hint?: string): SitegenError {
  return new SitegenError(`${call.doing ?? call.file} ${what} after ${timeoutMs / 1000} s and was stopped`, {
    location: path.isAbsolute(call.file) ? { file: call.file } : undefined,
    hint:
      hint ??
      call.hint ??
      `look for an endless loop in it (or in what it calls): it must finish by itself. If it is only slow (a large library bundled on a busy machine), give it longer: ${LIMIT_VARIABLE}=<seconds> (now ${timeoutMs / 1000}).`,
  });
}

/**
 * Run CommonJS `code` from `file` (with `require`, `__filename` and `__dirname`) under the time limit; returns its
 * `module.exports`. An error it throws becomes a SitegenError naming the file (`failed` is its headline's start),
 * ending with `hint`.
 */
export function runCommonJs(
  code: string,
  {
    file,
    require,
    timeoutMs,
    doing,
    failed = `${file} throws when it runs`,
    hint = 'fix the error it throws; the file runs once, when the build starts.',
  }: { file: string; require: NodeJS.Require; failed?: string } & Omit<SiteCodeCall, 'file'>,
): unknown {
  const module = { exports: {} as unknown };
  const params = ['module', 'exports', 'require', '__filename', '__dirname'];
  const body = vm.compileFunction(code, params, { filename: file });
  try {
    runSiteCode(() => body(module, module.exports, require, file, path.dirname(file)), { file, doing, timeoutMs });
  } catch (error) {
    if (error instanceof SitegenError) throw error;
    throw new SitegenError(`${failed}: ${(error as Error)?.message ?? String(error)}`, {
      location: { file },
      cause: error,
      hint,
    });
  }
  return module.exports;
}
