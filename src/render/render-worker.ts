/** A render worker: renders its share of jobs and posts the pages back. */
import { parentPort } from 'node:worker_threads';
import { startProfile } from '../cpu-profile.js';
import { importPageModules } from '../pages/import-page-modules.js';
import { serializeError } from '../errors.js';
import { helpParse } from '../content/parse-helper.js';
import type { HelperJob } from '../content/shared-parse.js';
import { renderHere, routesOf, type DiskTarget, type LocaleJobs } from './render-pool.js';
import { postConsoleOutput } from './thread-console.js';

// Page modules' lines in stacks are their sources' (the bundles carry source maps), so errors name the real line;
// the CLI turns this on for its own thread only.
process.setSourceMapsEnabled(true);
postConsoleOutput(parentPort!);

/** What the thread's start-up code hands the worker (see `workerEntry` in render-pool.ts). */
export interface RenderWorkerStart {
  /** Write the code cache of this bundle, with every function compiled so far (a no-op when V8 used it). */
  saveCodeCache(): void;
}

/**
 * Listen for work. Started before the build needs it (see startRenderPool): the bundle loads now, the work arrives
 * later. Before its pages, a thread may render a share of the Markdown bodies (content/shared-parse.ts).
 */
export function startRenderWorker(start: RenderWorkerStart): void {
  parentPort!.on('message', (message: WorkMessage | { parse: HelperJob }) => {
    if ('parse' in message) helpParse(message.parse);
    else void render(message, start);
  });
}

/**
 * Render the share of pages, post them, and end. The code cache is written before the pages are posted (the pool
 * may stop the thread once it has them): with the functions rendering compiled, the next build's threads skip
 * compiling those too. It is written only when there was none or V8 refused it, so once per compile of sitegen.
 */
async function render({ share, disk, store, current, profile }: WorkMessage, start: RenderWorkerStart): Promise<void> {
  const stopProfile = profile ? await startProfile(profile) : undefined;
  try {
    let reported = 0;
    const modules = await importPageModules(routesOf(share));
    const pages = renderHere(share, {
      disk,
      store,
      pages: modules,
      current,
      onProgress: (done) => {
        parentPort!.postMessage({ progress: done - reported });
        reported = done;
      },
    });
    await stopProfile?.();
    start.saveCodeCache();
    parentPort!.postMessage({ pages });
  } catch (error) {
    parentPort!.postMessage({ error: serializeError(error) });
  }
  parentPort!.close();
}

/** What the pool posts to a worker (see startRenderPool). */
interface WorkMessage {
  share: LocaleJobs[];
  disk?: DiskTarget;
  /** The page cache's folder: each rendered page is stored there as it is written. */
  store?: string;
  current?: Int32Array;
  /** Write a CPU profile of this thread's work to this file (`sitegen build --profile`). */
  profile?: string;
}
