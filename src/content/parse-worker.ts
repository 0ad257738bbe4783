/**
 * A parse worker: renders the Markdown bodies it takes from the shared counter and posts them back (see
 * parse-pool.ts). It gets only bodies that import nothing, of a site without MDXComponents or markdown plugins:
 * none of them runs site code, so no component has to be bundled or run here.
 */
import { parentPort } from 'node:worker_threads';
import { claimNext, renderShared, type ParseJob } from './parse-pool.js';

// Started before the build needs it (see startParsePool): the imports above load now, the work arrives later.
parentPort!.once('message', (job: ParseJob) => {
  parentPort!.postMessage(renderShared(job, () => claimNext(job.counter, job.shared.length)));
  parentPort!.close();
});
