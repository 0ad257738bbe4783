/**
 * Renders jobs on all cores: the render threads and this thread, each with a share of the jobs. Each thread gets
 * the locale bundles once; results come back as HTML strings, or pages go straight to disk. With one renderer (or
 * in tests) it all renders in this thread, through the same function.
 */
import path from 'node:path';
import { MessageChannel, type MessagePort, type Worker } from 'node:worker_threads';
import type { HelperJob } from '../content/shared-parse.js';
import { createHash } from 'node:crypto';
import { createElement } from 'react';
import { renderToStaticMarkup } from 'react-dom/server';
import { t } from '../../templates/i18n.js';
import { Sidebar } from '../../templates/sidebar.js';
import { countLinks, WINDOWED_SIDEBAR_LINKS } from './sidebar-window.js';
import type { PageModule } from '../../templates/page-types.js';
import { importPageModules } from '../pages/import-page-modules.js';
import {
  ChromeCache,
  renderRouteParts,
  type EntryFillers,
  type LocaleBundle,
  type RenderedPage,
  type RenderedParts,
  type RouteJob,
} from './render-route.js';
import { storePage, type EntryRecord, type PageCache } from '../cache/page-cache.js';
import type { LinkedPages, PageMark } from '../cache/linked-pages.js';
import { settleAside, takeCachedPages, writePage } from './cached-pages.js';
import { pageScanner, type PageScan } from './page-scan.js';
import { encodeParts } from './page-parts.js';
import { writeAside } from './write-aside.js';
import { writeConsoleOutput } from './thread-console.js';
import { deserializeError, SitegenError, type SerializedError } from '../errors.js';
import { runSiteCodeClaims, underWatchdog, type SiteCodeCall } from '../config/run-site-code.js';
import { defaultRenderThreads, renderThreadsToStart, startRenderThreads, takeRenderThreads } from './render-threads.js';
import type { Route } from '../types.js';
import { keepsHtml } from './module-html.js';
import {
  CHUNKS_AHEAD,
  chunkCharsFor,
  jobChunks,
  localeSetups,
  moduleRoutes,
  type JobChunk,
  type LocaleSetup,
} from './job-chunks.js';

/** Jobs of one locale. */
export interface LocaleJobs {
  locale: string;
  bundle: LocaleBundle;
  jobs: RouteJob[];
  /** Each job's page-cache key (same order as `jobs`), for the renderer to store the page under. */
  keys?: string[];
  /** Page modules (bundle URLs) whose pages render every build, the page cache notwithstanding. */
  alwaysRender?: string[];
}

/** A rendered page with its locale. `html` is empty when the page was written to disk by its renderer. */
export interface LocalePage extends RenderedPage {
  locale: string;
  /** Bytes of HTML, kept when the HTML itself is not. */
  bytes: number;
  written: boolean;
  /** Its page cache key, when it has one (see src/cache/linked-pages.ts). */
  key?: string;
  /** A page linked from the previous output: its file's mark. */
  mark?: PageMark;
  /** A page rendered and stored in the page cache under `key`: its entry's record (page-cache.ts `stored`). */
  stored?: EntryRecord;
  /** A page scanned as it was written (DiskTarget `scan`), or taken from the page cache with its scan. */
  scan?: PageScan;
}

/**
 * Write pages straight to this folder from the thread that rendered them, instead of sending the HTML back:
 * the output of a large site is hundreds of megabytes, and copying it between threads costs more than rendering.
 */
export interface DiskTarget {
  dir: string;
  /** Locale -> output prefix (`''` for the default locale, `de` for German). */
  prefixes: Record<string, string>;
  /**
   * Scan each page written for these names (those a Docusaurus site's stylesheets ask about), for its stylesheet
   * pass (page-scan.ts, src/output/output-css.ts).
   */
  scan?: string[];
}

/** Where rendered pages go besides the result: the output folder, and the page cache's folder. */
export interface RenderTarget {
  disk?: DiskTarget;
  /** The page cache's folder: each job with a key is stored there (see page-cache.ts). */
  store?: string;
  /** Characters of entries' HTML per message to a thread (see job-chunks.ts); default Infinity: the share whole. */
  chunkChars?: number;
  /** Without `disk`: keep only React pages' HTML (module-html.ts). */
  moduleHtmlOnly?: boolean;
}

/** The rendered pages and how many threads rendered them. */
export interface RenderResult {
  pages: LocalePage[];
  threads: number;
  /** The render threads were sent their jobs in chunks (job-chunks.ts). */
  chunked?: boolean;
}

/**
 * Render threads started before they have work: each loads React and the templates while the main thread scans
 * and parses (one core idles then), so rendering starts at full speed. Null when there is nothing to start: one
 * core, or running from TypeScript sources (see src/thread-entry.ts).
 */
export interface RenderPool {
  /** Render threads; this thread renders a share beside them. */
  readonly size: number;
  /** Give each worker its share of jobs; resolves with every worker's pages. A pool renders once. */
  run(shares: LocaleJobs[][], target: RenderTarget, onProgress: (pages: number) => void): Promise<LocalePage[][]>;
  /** Stop the workers (after a failed build, or when the site turned out too small to share). */
  close(): Promise<void>;
  /** Lend thread `i` to the parse before it renders (content/shared-parse.ts); `onExit` if it stops meanwhile. */
  lend(i: number, job: HelperJob, transfer: MessagePort[], onExit: () => void): () => void;
  /**
   * A port to each thread on which it loads the page modules posted to it (see `preloadPageModules`), for the bundle
   * thread: the threads then load them while the build's thread parses, not after it.
   */
  preloadPorts(): MessagePort[];
}

/** The first message to a render thread: its share's locales, the routes whose page modules it loads, where pages go. */
export interface StartMessage {
  locales: LocaleSetup[];
  modules: Route[];
  disk?: DiskTarget;
  /** The page cache's folder: each rendered page is stored there as it is written. */
  store?: string;
  moduleHtmlOnly?: boolean;
  current: Int32Array;
  /** Write a CPU profile of this thread's work to this file (`sitegen build --profile`). */
  profile?: string;
}

/** Then its jobs, chunk after chunk: the thread answers `rendered` after each, and sends its pages after the last. */
export interface ChunkMessage {
  chunk: JobChunk;
}

type WorkerMessage = { progress?: number; rendered?: boolean; pages?: LocalePage[]; error?: SerializedError };

/**
 * Start the render threads for `renderers` threads rendering, this one included (see RenderPool). `profile`: write
 * each thread's CPU profile beside this file, as `<name>.render-<n>.cpuprofile` (`sitegen build --profile` profiles
 * the main thread into the file itself).
 */
export function startRenderPool(
  renderers = defaultRenderThreads(),
  { timeLimitMs = PAGE_TIME_LIMIT_MS, profile }: { timeLimitMs?: number; profile?: string } = {},
): RenderPool | null {
  const count = renderThreadsToStart(renderers);
  if (count === 0) return null;
  // Threads the CLI started before it loaded the build, else new ones (see render-threads.ts).
  const threads = takeRenderThreads(count) ?? startRenderThreads(count);
  if (!threads) return null;
  for (const thread of threads) thread.on('message', writeConsoleOutput);
  return {
    size: count,
    run: (shares, target, onProgress) =>
      Promise.all(
        threads.map((worker, i) => runShare(worker, { share: shares[i], i, target, onProgress, timeLimitMs, profile })),
      ),
    close: async () => void (await Promise.all(threads.map((t) => t.terminate()))),
    lend: (i, job, transfer, onExit) => {
      threads[i].once('exit', onExit);
      threads[i].postMessage({ parse: job }, transfer);
      return () => void threads[i].off('exit', onExit);
    },
    preloadPorts: () =>
      threads.map((thread) => {
        const { port1, port2 } = new MessageChannel();
        thread.postMessage({ preload: port2 }, [port2]);
        return port1;
      }),
  };
}

/** Send one thread its share (whole, or in chunks as it renders them: job-chunks.ts); resolves with its pages. */
function runShare(
  worker: Worker,
  {
    share,
    i,
    target: { disk, store, chunkChars = Infinity, moduleHtmlOnly },
    onProgress,
    timeLimitMs,
    profile,
  }: {
    share: LocaleJobs[];
    i: number;
    target: RenderTarget;
    onProgress: (pages: number) => void;
    timeLimitMs: number;
    profile?: string;
  },
): Promise<LocalePage[]> {
  return new Promise<LocalePage[]>((resolve, reject) => {
    // The worker writes the index of the page it is rendering here (-1: loading page modules).
    const current = new Int32Array(new SharedArrayBuffer(4)).fill(-1);
    const watchdog = watchProgress(current, timeLimitMs, (index) => {
      void worker.terminate();
      reject(stuckError(share, index, timeLimitMs));
    });
    const settle =
      <T>(fn: (v: T) => void) =>
      (v: T) => (clearInterval(watchdog), fn(v));
    const chunks = jobChunks(share, chunkChars);
    let sent = 0;
    const sendNext = () => {
      if (sent < chunks.length) worker.postMessage({ chunk: chunks[sent] } satisfies ChunkMessage);
      // Sent: this thread no longer needs to hold the chunk's list of jobs.
      if (sent < chunks.length) chunks[sent++] = EMPTY_CHUNK;
    };
    worker.on('message', (msg: WorkerMessage) => {
      if (msg.progress) onProgress(msg.progress);
      if (msg.rendered) sendNext();
      if (msg.pages) settle(resolve)(msg.pages);
      if (msg.error) settle(reject)(deserializeError(msg.error));
    });
    worker.on('error', settle(reject));
    worker.on('exit', (code) =>
      settle(reject)(new Error(`a render thread stopped (exit code ${code}) before it sent its pages`)),
    );
    const threadProfile = profile && profile.replace(/(\.cpuprofile)?$/, `.render-${i + 1}.cpuprofile`);
    const start: StartMessage = {
      locales: localeSetups(share),
      modules: moduleRoutes(share),
      disk,
      store,
      moduleHtmlOnly,
      current,
      profile: threadProfile,
    };
    worker.postMessage({ start });
    for (let k = 0; k < CHUNKS_AHEAD; k++) sendNext();
  });
}

const EMPTY_CHUNK: JobChunk = { parts: [], last: false };

/** How long one page (or loading the page modules) may take in a render thread before it is stopped. */
const PAGE_TIME_LIMIT_MS = 30_000;

/** Call `stuck(index)` when the page index in `current` has not changed for `limitMs`. */
function watchProgress(current: Int32Array, limitMs: number, stuck: (index: number) => void): NodeJS.Timeout {
  let seen = Atomics.load(current, 0);
  let since = Date.now();
  const timer = setInterval(
    () => {
      const now = Atomics.load(current, 0);
      if (now !== seen) [seen, since] = [now, Date.now()];
      else if (Date.now() - since > limitMs) {
        clearInterval(timer);
        stuck(now);
      }
    },
    Math.min(1000, limitMs / 4),
  );
  timer.unref();
  return timer;
}

/** The error for a page that never finished: its route and source file (a page module's loop, usually). */
function stuckError(share: LocaleJobs[], index: number, limitMs: number): SitegenError {
  const job = index < 0 ? undefined : share.flatMap((w) => w.jobs)[index];
  const seconds = limitMs / 1000;
  if (!job) {
    return new SitegenError(`loading the page modules still ran after ${seconds} s and was stopped`, {
      hint: 'look for an endless loop at the top level of a page module (content/pages/*.tsx) or a file it imports.',
    });
  }
  const file = job.route.source;
  return new SitegenError(`rendering ${job.route.path} still ran after ${seconds} s and was stopped`, {
    location: path.isAbsolute(file) ? { file } : undefined,
    hint: STUCK_PAGE_HINT,
  });
}

const STUCK_PAGE_HINT =
  'look for an endless loop in the page module, or in a component, swizzled component (src/theme) or markdown plugin it runs.';

/** Render every job, on the pool's workers when there is one and the site is worth sharing out. */
export async function renderAll({
  work,
  pool,
  onProgress,
  disk,
  timeLimitMs = PAGE_TIME_LIMIT_MS,
  cache,
  previous,
  startPool,
  stream,
  moduleHtmlOnly,
}: {
  work: LocaleJobs[];
  pool?: RenderPool | null;
  onProgress?: (done: number, total: number) => void;
  disk?: DiskTarget;
  /** With no pool: how long one page may render in this thread before it is stopped. */
  timeLimitMs?: number;
  /** Pages rendered by earlier builds: only the others render. */
  cache?: PageCache | null;
  /** With `cache` and `disk`: the previous output's pages, linked when unchanged. */
  previous?: LinkedPages | null;
  /** With no pool: a pool to render the pages left, given how many (a warm build starts none beforehand). */
  startPool?: (pagesLeft: number) => RenderPool | null;
  /**
   * This thread stays free while pages render (the search index is built on its own thread): a large site's jobs
   * go to the render threads in chunks as they render them (job-chunks.ts), not all at once.
   */
  stream?: boolean;
  /** Without `disk`: keep only React pages' HTML, what `check` reads back (module-html.ts). */
  moduleHtmlOnly?: boolean;
}): Promise<RenderResult> {
  const sidebarFiles = windowLargeSidebars(work);
  const cached = cache
    ? takeCachedPages(work, { cache, disk, previous, moduleHtmlOnly })
    : { pages: [], work, files: [], aside: [] };
  // Cached pages are written on a second thread while this one renders the rest and builds the search index.
  const aside = writeAside(cached.files);
  const done = [...sidebarFiles, ...cached.pages];
  const left = cached.work.reduce((n, w) => n + w.jobs.length, 0);
  const started = !pool && startPool ? startPool(left) : null;
  const store = cache?.dir;
  try {
    const rendered = await renderLeft(cached.work, {
      pool: pool ?? started,
      onProgress,
      disk,
      timeLimitMs,
      store,
      stream,
      moduleHtmlOnly,
    });
    const results = await aside.done;
    const written = cache ? settleAside(cached.aside, results, cache) : { pages: [], work: [] };
    // Entries the writing thread found missing or corrupt: rendered here, after all (rare: a damaged cache).
    const again = written.work.length
      ? await renderLeft(written.work, { onProgress, disk, timeLimitMs, store, moduleHtmlOnly })
      : null;
    const pages = [...done, ...written.pages, ...rendered.pages, ...(again?.pages ?? [])];
    for (const page of pages) if (page.key && page.stored) cache?.stored(page.key, page.stored);
    return {
      pages,
      threads: rendered.threads,
      chunked: rendered.chunked,
    };
  } finally {
    await Promise.all([started?.close(), aside.stop()]);
  }
}

/** Pages this thread renders sooner than render threads start (each loads React and the templates first). */
export const FEW_PAGES = 40;

/** Render the jobs the cache did not hold (on the pool when there is one). */
async function renderLeft(
  work: LocaleJobs[],
  {
    pool,
    onProgress,
    disk,
    timeLimitMs,
    store,
    stream,
    moduleHtmlOnly,
  }: {
    pool?: RenderPool | null;
    onProgress?: (done: number, total: number) => void;
    disk?: DiskTarget;
    timeLimitMs: number;
    store?: string;
    stream?: boolean;
    moduleHtmlOnly?: boolean;
  },
): Promise<RenderResult> {
  const total = work.reduce((n, w) => n + w.jobs.length, 0);
  if (!pool) {
    const pages = await importPageModules(routesOf(work));
    return {
      pages: renderHere(work, { onProgress, total, disk, pages, timeLimitMs, store, moduleHtmlOnly }),
      threads: 1,
    };
  }
  // Round-robin so that every renderer gets a mix of heavy and light pages; this thread's share is the last.
  const renderers = pool.size + 1;
  const shares = Array.from({ length: renderers }, () =>
    work.map((w) => ({ ...w, jobs: [] as RouteJob[], keys: w.keys && ([] as string[]) })),
  );
  work.forEach((w, li) =>
    w.jobs.forEach((job, i) => {
      const share = shares[i % renderers][li];
      share.jobs.push(job);
      if (w.keys) share.keys!.push(w.keys[i]);
    }),
  );
  const mine = shares.pop()!;
  let done = 0;
  const progress = (pages: number) => onProgress?.((done += pages), total);
  const chunkChars = chunkCharsFor(shares, stream);
  const theirs = pool.run(shares, { disk, store, chunkChars, moduleHtmlOnly }, progress);
  // Should this thread's share fail first, its error is the one thrown (the build then stops the threads).
  theirs.catch(() => {});
  // Rendered in slices: between two, this thread sends the render threads their next chunks.
  const here = await renderInSlices(
    mine,
    { disk, pages: await importPageModules(routesOf(mine)), timeLimitMs, store, moduleHtmlOnly },
    progress,
  );
  const results = await theirs;
  return { pages: [...results.flat(), ...here], threads: renderers, chunked: chunkChars !== undefined };
}

/** Pages this thread renders between two looks at its messages (see `renderInSlices`). */
const SLICE_PAGES = 16;

/** `renderHere`, a few pages at a time, yielding to the event loop between; `progress` gets each slice's count. */
async function renderInSlices(
  work: LocaleJobs[],
  options: RenderHereOptions,
  progress: (pages: number) => void,
): Promise<LocalePage[]> {
  const renderer = pageRenderer(options);
  for (const w of work)
    for (let start = 0; start < w.jobs.length; start += SLICE_PAGES) {
      const end = start + SLICE_PAGES;
      renderer.render([{ ...w, jobs: w.jobs.slice(start, end), keys: w.keys?.slice(start, end) }]);
      progress(Math.min(end, w.jobs.length) - start);
      await new Promise((resolve) => setImmediate(resolve));
    }
  return renderer.pages;
}

/**
 * Sidebars too large to write into every page get their full markup as one file per locale (see
 * sidebar-window.ts); each bundle learns its URL. Returns the files, to be written with the pages.
 */
function windowLargeSidebars(work: LocaleJobs[]): LocalePage[] {
  const files: LocalePage[] = [];
  for (const w of work) {
    const { site } = w.bundle;
    for (const [id, sidebar] of Object.entries(w.bundle.sidebars)) {
      if (countLinks(sidebar.items) <= WINDOWED_SIDEBAR_LINKS) continue;
      const label = sidebar.title ?? t(site, 'sidebar.docs');
      const html = renderToStaticMarkup(
        createElement(Sidebar, { site, items: sidebar.items, label, title: sidebar.title }),
      );
      const file = `assets/sidebars/${w.locale}-${id}.${createHash('sha256').update(html).digest('hex').slice(0, 10)}.html`;
      w.bundle.sidebarFiles = { ...w.bundle.sidebarFiles, [id]: `${site.baseUrl}${file}` };
      // Locale '' writes at the output root: the file name already says which locale it is.
      files.push({ locale: '', file, html, bytes: Buffer.byteLength(html), written: false });
    }
  }
  return files;
}

/** How `renderHere` and `pageRenderer` render. */
export interface RenderHereOptions {
  onProgress?: (done: number, total: number) => void;
  total?: number;
  disk?: DiskTarget;
  pages?: ReadonlyMap<string, PageModule>;
  current?: Int32Array;
  /** Stop a page that renders longer than this (in a render thread, the pool's watchdog does instead). */
  timeLimitMs?: number;
  /** The page cache's folder: store each page whose job has a key. */
  store?: string;
  /** Without `disk`: keep only React pages' HTML (module-html.ts). */
  moduleHtmlOnly?: boolean;
}

/** Render in this thread; with `disk`, write each page as it is rendered and keep only its size. */
export function renderHere(work: LocaleJobs[], options: RenderHereOptions = {}): LocalePage[] {
  const renderer = pageRenderer(options);
  renderer.render(work);
  return renderer.pages;
}

/**
 * A rendered page written into the disk target, or kept (its HTML, when `check` reads it back), and stored in the
 * page cache under its key: as a link to the file written, when there is one.
 */
function placePage(
  { locale, file, parts, key, route }: { locale: string; file: string; parts: string[]; key?: string; route: Route },
  {
    disk,
    store,
    moduleHtmlOnly,
    made,
    scanner,
  }: Pick<RenderHereOptions, 'disk' | 'store' | 'moduleHtmlOnly'> & {
    made: Set<string>;
    scanner?: (bytes: Uint8Array) => PageScan;
  },
): LocalePage {
  if (disk) {
    const bytes = encodeParts(parts);
    const target = writePage({ disk, locale, file, bytes }, made);
    const scan = scanner?.(bytes);
    // The page cache keeps the scan with the entry, for the builds that take the page from it.
    const stored = (store && key && storePage(store, key, { file, bytes, scan }, target)) || undefined;
    return {
      locale,
      file,
      html: '',
      bytes: bytes.length,
      written: true,
      key,
      stored,
      scan: scan && { ...scan, fresh: true },
    };
  }
  const html = parts.join('');
  const stored = (store && key && storePage(store, key, { file, bytes: Buffer.from(html) })) || undefined;
  const kept = keepsHtml(route, moduleHtmlOnly) ? html : '';
  return { locale, file, html: kept, bytes: Buffer.byteLength(html), written: false, key, stored };
}

/**
 * Renders work as it comes, a chunk at a time (see job-chunks.ts): each locale's chrome (keyed by its bundle), the
 * folders made and the pages rendered so far carry over from one call to the next, as within one `renderHere`.
 */
export function pageRenderer({
  onProgress,
  total = 0,
  disk,
  pages: modules,
  current,
  timeLimitMs,
  store,
  moduleHtmlOnly,
}: RenderHereOptions): { render(work: LocaleJobs[]): void; pages: LocalePage[] } {
  const pages: LocalePage[] = [];
  const made = new Set<string>();
  const scanner = disk?.scan ? pageScanner(new Set(disk.scan)) : undefined;
  const entryFillers: EntryFillers = new WeakMap();
  const chromes = new Map<LocaleBundle, ChromeCache>();
  const chromeOf = (bundle: LocaleBundle) => {
    let chrome = chromes.get(bundle);
    if (!chrome) chromes.set(bundle, (chrome = new ChromeCache(bundle, modules, entryFillers)));
    return chrome;
  };
  const render = (work: LocaleJobs[]) => {
    for (const w of work) {
      const chrome = chromeOf(w.bundle);
      const renderJob = (i: number) => {
        const job = w.jobs[i];
        // For the pool's watchdog: which page this thread is on.
        if (current) Atomics.store(current, 0, pages.length);
        const { file, parts } = renderWithContext(job, chrome);
        const key = w.keys?.[i] || undefined;
        pages.push(
          placePage(
            { locale: w.locale, file, parts, key, route: job.route },
            { disk, store, moduleHtmlOnly, made, scanner },
          ),
        );
        if (pages.length % 100 === 0) onProgress?.(pages.length, total);
      };
      const each = () => w.jobs.forEach((_, i) => renderJob(i));
      // In a render thread (`current`), the pool's watchdog stops a page that runs too long, naming the page.
      if (!timeLimitMs) {
        if (current) underWatchdog(each);
        else each();
      } else {
        // Pages in runs under one limit, each still stopped after its own: V8 starts a thread per limited call,
        // which cost more than rendering a page (8 locales on one thread: ~0.7 s of 3.1 s).
        let next = 0;
        const claim = () => (next < w.jobs.length ? next++ : undefined);
        runSiteCodeClaims(claim, renderJob, (i) => pageCall(w.jobs[i], timeLimitMs));
      }
    }
  };
  return { render, pages };
}

/** Every route of `work`, for importing the page modules they render (before rendering, which is synchronous). */
export function routesOf(work: LocaleJobs[]) {
  return work.flatMap((w) => w.jobs.map((job) => job.route));
}

/** Name the route and file when a template throws, keeping the error chain. */
function renderWithContext(job: RouteJob, chrome: ChromeCache): RenderedParts {
  try {
    return renderRouteParts(job, chrome);
  } catch (error) {
    // A content mistake found while rendering already names its file, line and fix: pass it on as it is.
    if (error instanceof SitegenError && error.location) throw error;
    // Anything else (a page module that throws) points at the route's source, the line when the stack has one.
    // The error itself follows as the first cause, so the message does not repeat it.
    const file = job.route.source;
    throw new SitegenError(`rendering ${job.route.path} (${file}) failed`, {
      cause: error,
      location: path.isAbsolute(file) ? { file, line: lineInStack(error, file) } : undefined,
      hint: 'fix the error in the "caused by" lines; --verbose shows its stack.',
    });
  }
}

/** Rendering `job` as site code with a time limit: the same error as the pool's watchdog gives when it is stopped. */
function pageCall(job: RouteJob, timeLimitMs: number): SiteCodeCall {
  return {
    file: job.route.source,
    doing: `rendering ${job.route.path}`,
    timeoutMs: timeLimitMs,
    hint: STUCK_PAGE_HINT,
  };
}

/** The line of `file` in the error's stack (page modules keep their lines through source maps). */
function lineInStack(error: unknown, file: string): number | undefined {
  const stack = error instanceof Error ? (error.stack ?? '') : '';
  for (const line of stack.split('\n')) {
    const at = line.indexOf(`${file}:`);
    if (at >= 0) return Number(/^:(\d+)/.exec(line.slice(at + file.length))?.[1]) || undefined;
  }
  return undefined;
}
