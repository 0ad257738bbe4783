/** A render worker: renders its share of jobs and posts the pages back. */
import { parentPort } from 'node:worker_threads';
import { startProfile } from '../cpu-profile.js';
import { importPageModules } from '../pages/import-page-modules.js';
import { renderHere, routesOf, serializeError, type DiskTarget, type LocaleJobs } from './render-pool.js';

// Page modules' lines in stacks are their sources' (the bundles carry source maps), so errors name the real line;
// the CLI turns this on for its own thread only.
process.setSourceMapsEnabled(true);

// Started before the build needs it (see startRenderPool): the imports above load now, the work arrives later.
parentPort!.once('message', async ({ share, disk, store, current, profile }: WorkMessage) => {
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
});

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
