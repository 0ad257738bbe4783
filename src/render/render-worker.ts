/** A render worker: renders its share of jobs and posts the pages back. */
import { parentPort } from 'node:worker_threads';
import { importPageModules } from '../pages/import-page-modules.js';
import { renderHere, routesOf, serializeError, type DiskTarget, type LocaleJobs } from './render-pool.js';

// Page modules' lines in stacks are their sources' (the bundles carry source maps), so errors name the real line;
// the CLI turns this on for its own thread only.
process.setSourceMapsEnabled(true);

// Started before the build needs it (see startRenderPool): the imports above load now, the work arrives later.
parentPort!.once(
  'message',
  async ({
    share,
    disk,
    store,
    current,
  }: {
    share: LocaleJobs[];
    disk?: DiskTarget;
    store?: string;
    current?: Int32Array;
  }) => {
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
      parentPort!.postMessage({ pages });
    } catch (error) {
      parentPort!.postMessage({ error: serializeError(error) });
    }
    parentPort!.close();
  },
);
