/** A render worker: renders its share of jobs and posts the pages back. */
import { parentPort, workerData } from 'node:worker_threads';
import { importPageModules } from '../pages/import-page-modules.js';
import { renderHere, routesOf, type DiskTarget, type LocaleJobs } from './render-pool.js';

const { share, disk } = workerData as { share: LocaleJobs[]; disk?: DiskTarget };
try {
  let reported = 0;
  const modules = await importPageModules(routesOf(share));
  const pages = renderHere(share, {
    disk,
    pages: modules,
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
