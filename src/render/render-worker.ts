/** A render worker: renders its share of jobs and posts the pages back. */
import { parentPort } from 'node:worker_threads';
import { startProfile } from '../cpu-profile.js';
import { importPageModules } from '../pages/import-page-modules.js';
import { serializeError } from '../errors.js';
import { helpParse } from '../content/parse-helper.js';
import type { HelperJob } from '../content/shared-parse.js';
import { renderHere, routesOf, type DiskTarget, type LocaleJobs } from './render-pool.js';

// Page modules' lines in stacks are their sources' (the bundles carry source maps), so errors name the real line;
// the CLI turns this on for its own thread only.
process.setSourceMapsEnabled(true);

// Started before the build needs it (see startRenderPool): the imports above load now, the work arrives later.
// Before its pages, a thread may render a share of the Markdown bodies (content/shared-parse.ts).
parentPort!.on('message', (message: WorkMessage | { parse: HelperJob }) => {
  if ('parse' in message) helpParse(message.parse);
  else void render(message);
});

/** Render the share of pages, post them, and end. */
async function render({ share, disk, store, current, profile }: WorkMessage): Promise<void> {
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
