/**
 * Starting render threads, for the render pool (render-pool.ts) and for the CLI, which starts them before it loads
 * the build: each thread then loads its bundle (~75 ms of CPU) on the second core while the main thread loads
 * build.cjs and the config (~0.2 s in which that core idled), instead of beside the parse, when both cores are
 * busy. The CLI (cli.mjs) and the build (build.cjs) are separate bundles, each with its own copy of this module, so
 * the started threads are handed over through a global.
 */
import { readdirSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { Worker } from 'node:worker_threads';
import { threadEntry } from '../thread-entry.js';
import { THREAD_LIMITS } from '../thread-limits.js';

/** Threads started ahead by `prestartRenderThreads`, waiting for the pool (see `takeRenderThreads`). */
const WAITING = Symbol.for('sitegen.prestartedRenderThreads');

type Registry = { [WAITING]?: Worker[] };

/** Threads that render a build's pages by default: one per core, at most eight, the build's own thread among them. */
export function defaultRenderThreads(): number {
  return Math.max(1, Math.min(os.availableParallelism(), 8));
}

/**
 * Whether the site in `root` is small: fewer than FEW_SOURCES Markdown files, outside its output folder `out`,
 * dependencies and dot folders. Its build then starts no render threads ahead, and starts them only if its pages
 * prove many after all (SMALL_SITE_PAGES; docs outside the site folder): a render thread costs ~0.2 s of CPU and
 * ~20 MB to start, more than it saves on a small site. immer's (48 sources, 100 pages) and neutralino's (39) built
 * as fast on one thread as on two, with 20 MB less at the peak (immer: 160 against 180 MB, where Docusaurus 2.4.3
 * takes 843 MB).
 */
export function hasFewSources(root: string, out: string): boolean {
  return countsFewSources(root, path.resolve(root, out));
}

/** Pages from which a small site's build starts render threads once it knows them (see `hasFewSources`). */
export const SMALL_SITE_PAGES = 200;

/** Markdown sources from which a site's pages render on more than one thread. */
const FEW_SOURCES = 100;
/** Folder entries looked at before a site counts as large without counting further. */
const ENTRIES_LOOKED_AT = 5_000;

function countsFewSources(root: string, outDir: string): boolean {
  let sources = 0;
  let seen = 0;
  const folders = [root];
  while (folders.length) {
    const folder = folders.pop()!;
    let entries;
    try {
      entries = readdirSync(folder, { withFileTypes: true });
    } catch {
      continue;
    }
    for (const entry of entries) {
      if (++seen > ENTRIES_LOOKED_AT) return false;
      if (entry.name.startsWith('.') || entry.name === 'node_modules') continue;
      const full = path.join(folder, entry.name);
      if (entry.isDirectory()) {
        if (full !== outDir) folders.push(full);
      } else if (/\.mdx?$/.test(entry.name) && ++sources >= FEW_SOURCES) return false;
    }
  }
  return true;
}

/**
 * Render threads to start when `renderers` threads render: one fewer, since the build's own thread renders a share
 * too (render-pool.ts `renderLeft`). It is idle while pages render (the search index is built on its own thread),
 * and each render thread it replaces cost ~0.2 s of CPU to start and ~25 MB: `content/` built 7% faster with 8%
 * less memory on two cores (one render thread beside the build's, against two).
 */
export function renderThreadsToStart(renderers: number): number {
  return Math.max(0, renderers - 1);
}

/** Start `count` render threads; null when there is no worker bundle (run from TypeScript sources). */
export function startRenderThreads(count: number): Worker[] | null {
  const code = threadEntry('render-worker.cjs', 'startRenderWorker');
  if (!code) return null;
  return Array.from({ length: count }, () => new Worker(code, { eval: true, resourceLimits: THREAD_LIMITS }));
}

/**
 * Start `count` render threads now for the pool the build will start (`takeRenderThreads`). Until then they do not
 * keep the process alive: a run that never gets to the pool (a usage error) exits as it would without them.
 */
export function prestartRenderThreads(count: number): void {
  const threads = count > 0 ? startRenderThreads(count) : null;
  if (!threads) return;
  for (const thread of threads) thread.unref();
  (globalThis as Registry)[WAITING] = threads;
}

/**
 * The `count` threads started ahead, now the caller's (they keep the process alive again), or null when none were
 * (or another number was: those are stopped).
 */
export function takeRenderThreads(count: number): Worker[] | null {
  const registry = globalThis as Registry;
  const threads = registry[WAITING];
  delete registry[WAITING];
  if (!threads) return null;
  if (threads.length !== count) {
    for (const thread of threads) void thread.terminate();
    return null;
  }
  for (const thread of threads) thread.ref();
  return threads;
}
