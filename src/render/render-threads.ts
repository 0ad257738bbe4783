/**
 * Starting render threads, for the render pool (render-pool.ts) and for the CLI, which starts them before it loads
 * the build: each thread then loads its bundle (~75 ms of CPU) on the second core while the main thread loads
 * build.cjs and the config (~0.2 s in which that core idled), instead of beside the parse, when both cores are
 * busy. The CLI (cli.mjs) and the build (build.cjs) are separate bundles, each with its own copy of this module, so
 * the started threads are handed over through a global.
 */
import os from 'node:os';
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
