/**
 * Renders jobs on all cores. Each worker gets the locale bundles once and a share of the jobs; results come back
 * as HTML strings. With one worker (or in tests) it renders in this thread, through the same function.
 */
import { existsSync } from 'node:fs';
import os from 'node:os';
import { fileURLToPath } from 'node:url';
import { Worker } from 'node:worker_threads';
import { ChromeCache, renderRoute, type LocaleBundle, type RenderedPage, type RouteJob } from './render-route.js';

/** Jobs of one locale. */
export interface LocaleJobs {
  locale: string;
  bundle: LocaleBundle;
  jobs: RouteJob[];
}

/** A rendered page with its locale. */
export interface LocalePage extends RenderedPage {
  locale: string;
}

/** Render every job; `workers` = 0 renders in this thread. */
export async function renderAll({ work, workers = defaultWorkers(), onProgress }: { work: LocaleJobs[]; workers?: number; onProgress?: (done: number, total: number) => void }): Promise<LocalePage[]> {
  const total = work.reduce((n, w) => n + w.jobs.length, 0);
  const workerFile = workerEntry();
  if (workers <= 1 || total < 64 || !workerFile) return renderHere(work, onProgress, total);
  const shares = Array.from({ length: workers }, () => work.map((w) => ({ ...w, jobs: [] as RouteJob[] })));
  // Round-robin so that every worker gets a mix of heavy and light pages.
  work.forEach((w, li) => w.jobs.forEach((job, i) => shares[i % workers][li].jobs.push(job)));
  let done = 0;
  const results = await Promise.all(
    shares.map(
      (share) =>
        new Promise<LocalePage[]>((resolve, reject) => {
          const worker = new Worker(workerFile, { workerData: share });
          worker.on('message', (msg: { progress?: number; pages?: LocalePage[]; error?: { message: string; stack?: string } }) => {
            if (msg.progress) onProgress?.((done += msg.progress), total);
            if (msg.pages) resolve(msg.pages);
            if (msg.error) reject(Object.assign(new Error(msg.error.message), { stack: msg.error.stack }));
          });
          worker.on('error', reject);
        }),
    ),
  );
  return results.flat();
}

/** Render in this thread. */
export function renderHere(work: LocaleJobs[], onProgress?: (done: number, total: number) => void, total = 0): LocalePage[] {
  const pages: LocalePage[] = [];
  for (const w of work) {
    const chrome = new ChromeCache(w.bundle);
    for (const job of w.jobs) {
      pages.push({ locale: w.locale, ...renderWithContext(job, chrome) });
      if (pages.length % 100 === 0) onProgress?.(pages.length, total);
    }
  }
  return pages;
}

/** Name the route and file when a template throws, keeping the error chain. */
export function renderWithContext(job: RouteJob, chrome: ChromeCache): RenderedPage {
  try {
    return renderRoute(job, chrome);
  } catch (error) {
    throw new Error(`rendering ${job.route.path} (${job.route.source}) failed: ${(error as Error).message}`, { cause: error });
  }
}

function defaultWorkers(): number {
  return Math.max(1, Math.min(os.availableParallelism(), 8));
}

/**
 * The worker script bundled beside the CLI. Run from TypeScript sources (tests, through tsx) there is none:
 * workers would not inherit the TypeScript loader, so rendering stays in this thread.
 */
function workerEntry(): URL | null {
  if (import.meta.url.endsWith('.ts')) return null;
  const url = new URL('./render-worker.mjs', import.meta.url);
  return existsSync(fileURLToPath(url)) ? url : null;
}
