/** A render worker: renders its share of jobs and posts the pages back. */
import { parentPort } from 'node:worker_threads';
import { importPageModules } from '../pages/import-page-modules.js';
import { renderHere, routesOf, type DiskTarget, type LocaleJobs } from './render-pool.js';

// Started before the build needs it (see startRenderPool): the imports above load now, the work arrives later.
parentPort!.once(
  'message',
  async ({ share, disk, current }: { share: LocaleJobs[]; disk?: DiskTarget; current?: Int32Array }) => {
    try {
      let reported = 0;
      const modules = await importPageModules(routesOf(share));
      const pages = renderHere(share, {
        disk,
        pages: modules,
        current,
        onProgress: (done) => {
          parentPort!.postMessage({ progress: done - reported });
          reported = done;
        },
      });
      parentPort!.postMessage({ pages });
    } catch (error) {
      const e = error as Error;
      const chain: string[] = [];
      for (let c: unknown = e; c instanceof Error; c = c.cause) chain.push(c.message);
      parentPort!.postMessage({ error: { message: chain.join('\n  caused by: '), stack: e.stack } });
    }
    parentPort!.close();
  },
);
