/**
 * Threads that render Markdown bodies beside the main thread during the parse stage, which would otherwise keep
 * one core busy while the others wait. Started when the build starts, so that they load markdown-it and
 * highlight.js while the main thread loads the config, scans and reads every front matter; then each thread,
 * the main one too, takes the next body from a shared counter until none is left.
 */
import { existsSync } from 'node:fs';
import os from 'node:os';
import { fileURLToPath } from 'node:url';
import { Worker } from 'node:worker_threads';
import type { ResolvedConfig } from '../config/schema.js';
import { createMarkdown, runsSitePlugins, type Markdown } from '../markdown/create-markdown.js';
import { deserializeError, serializeError, type SerializedError } from '../thread-errors.js';
import { createBodyContext, renderOneBody, type BodyResult, type Head } from './body-fields.js';

/** A body that failed to render: the error, thrown if it is the first in source order. */
export type Failed = { error: unknown };
/** A body's render or its failure. */
export type Rendered = BodyResult | Failed;

/** What the main thread posts to each parse worker. */
export interface ParseJob {
  /** The config without its functions (they cannot cross threads; bodies that run site code stay on main). */
  config: ResolvedConfig;
  /** Every head: links and structure summaries need all of them. */
  heads: Head[];
  /** Positions in `heads` of the bodies the workers may render, taken in order through `counter`. */
  shared: number[];
  /** The index in `shared` of the next body to take, for every thread. */
  counter: Int32Array;
}

/** What a parse worker posts back: by index in `shared`, the bodies it rendered (a body it left out renders on main). */
export interface ParseWorkerResult {
  results: [number, BodyResult | { error: SerializedError }][];
}

/** One parse: the main thread claims bodies as the workers do, then collects theirs. */
export interface ParseRun {
  /** The next shared body for this thread (an index in `shared`), or -1 when every one is taken. */
  claim(): number;
  /** What the workers rendered, by index in `shared`. */
  results: Promise<Map<number, Rendered>>;
}

/** Parse workers, started before there is work (see `startParsePool`). */
export interface ParsePool {
  /** Which bodies may render on a worker with `md`; null when none may (the site's markdown plugins run in it). */
  shareable(md: Markdown): ((head: Head) => boolean) | null;
  /** Share `shared` out; a pool renders once. */
  render(job: Omit<ParseJob, 'counter'>): ParseRun;
  /** Stop the workers (they end by themselves once they have posted their bodies). */
  close(): Promise<void>;
}

/**
 * Fewer sources render here alone: a worker costs ~0.2 s of CPU to load markdown-it, highlight.js and the rest,
 * and warms up its compiled code anew, which a small site's bodies do not pay back.
 */
export const POOL_MIN_SOURCES = 64;

/** A body that imports or exports (MDX) runs site code, bundled on the main thread: it never leaves it. */
const ESM_LINE = /^(?:import|export)(?=[\s{*])/m;

/**
 * What a parse worker does with its job: render each body `take` gives it (an index in `shared`, -1 to stop) with
 * a context of its own.
 */
export function renderShared(job: Omit<ParseJob, 'counter'>, take: () => number): ParseWorkerResult {
  const { config, heads, shared } = job;
  const ctx = createBodyContext({ config, md: createMarkdown(config), heads });
  const results: ParseWorkerResult['results'] = [];
  for (let n = take(); n >= 0; n = take()) {
    try {
      results.push([n, renderOneBody(heads[shared[n]], ctx)]);
    } catch (error) {
      results.push([n, { error: serializeError(error) }]);
    }
  }
  return { results };
}

/** The parse job as it crosses to a worker: the config without its functions, which cannot be cloned. */
export function postableJob<J extends { config: ResolvedConfig }>(job: J): J {
  return { ...job, config: withoutFunctions(job.config) as ResolvedConfig };
}

/** Which bodies may render on a worker with `md`; null when none may (the site's markdown plugins run in it). */
export function shareableBodies(md: Markdown): ((head: Head) => boolean) | null {
  return runsSitePlugins(md) ? null : (head) => !ESM_LINE.test(head.body);
}

/** Take the next index below `length` from `counter`, or -1. */
export function claimNext(counter: Int32Array, length: number): number {
  const next = Atomics.add(counter, 0, 1);
  return next < length ? next : -1;
}

/**
 * Start one parse worker per core beside the main thread's. Null with one core, or when running from TypeScript
 * sources (tests, through tsx): workers would not inherit the TypeScript loader, so every body renders here.
 */
export function startParsePool(workers = Math.min(os.availableParallelism() - 1, 7)): ParsePool | null {
  const file = workerEntry();
  if (workers < 1 || !file) return null;
  const threads = Array.from({ length: workers }, () => new Worker(file));
  const close = async () => void (await Promise.all(threads.map((t) => t.terminate())));
  return {
    shareable: shareableBodies,
    render(job) {
      const counter = new Int32Array(new SharedArrayBuffer(4));
      const posted = { ...postableJob(job), counter };
      const results = Promise.all(threads.map((worker) => collect(worker, posted))).then(
        (maps) => new Map(maps.flatMap((m) => [...m])),
      );
      return { claim: () => claimNext(counter, job.shared.length), results };
    },
    close,
  };
}

/**
 * Post the job to one worker and gather what it renders. A worker that cannot take the job or stops gives
 * nothing: the bodies it did not return render on the main thread, so the output is the same either way.
 */
function collect(worker: Worker, job: ParseJob): Promise<Map<number, Rendered>> {
  return new Promise((resolve) => {
    const none = () => resolve(new Map());
    worker.once('message', (posted: ParseWorkerResult) => resolve(receivedResults(posted)));
    worker.once('error', none);
    worker.once('exit', none);
    try {
      worker.postMessage(job);
    } catch {
      none();
    }
  });
}

/** A worker's bodies on this side, by index in `shared`, its errors as errors again. */
export function receivedResults({ results }: ParseWorkerResult): Map<number, Rendered> {
  return new Map(results.map(([n, r]) => [n, 'error' in r ? { error: deserializeError(r.error) } : r]));
}

/** A copy of `value` without its functions (structured cloning refuses them). */
function withoutFunctions(value: unknown): unknown {
  if (typeof value === 'function') return undefined;
  if (Array.isArray(value)) return value.map(withoutFunctions);
  if (value === null || typeof value !== 'object' || Object.getPrototypeOf(value) !== Object.prototype) return value;
  return Object.fromEntries(Object.entries(value).map(([k, v]) => [k, withoutFunctions(v)]));
}

/** The worker script bundled beside the CLI (see bin/compile.mjs), or null when running from sources. */
function workerEntry(): URL | null {
  if (import.meta.url.endsWith('.ts')) return null;
  const url = new URL('./parse-worker.mjs', import.meta.url);
  return existsSync(fileURLToPath(url)) ? url : null;
}
