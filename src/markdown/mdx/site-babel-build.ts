/**
 * esbuild's `buildSync` for a site whose own code goes through its Babel first (site-babel.mjs): the build runs
 * with the Babel plugin on a thread of its own (site-babel-thread.mjs) while this one waits. Markdown is parsed
 * synchronously and bundles its imports as it goes; `buildSync` takes no plugins. Only such sites start the
 * thread, once, and it does not keep the process alive.
 */
import { MessageChannel, receiveMessageOnPort, Worker } from 'node:worker_threads';
import path from 'node:path';
import { PACKAGE_ROOT } from '../../package-root.js';
import type * as esbuild from '../../lazy-esbuild.js';
import { THREAD_LIMITS } from '../../thread-limits.js';

/** How long one bundle may take before the wait gives up (a thread that died would never answer). */
const WAIT_MS = 120_000;

let thread: Worker | null = null;

/** What sitegen reads of a build's result. */
export interface SyncBuildResult {
  outputFiles: { path: string; text: string }[];
  metafile: esbuild.Metafile;
}

/** `esbuild.buildSync(options)` with the Babel of the site in `root`; a failure is thrown as esbuild throws it. */
export function buildSyncWithSiteBabel(options: esbuild.BuildOptions, root: string): SyncBuildResult {
  thread ??= startThread();
  const signal = new Int32Array(new SharedArrayBuffer(4));
  const { port1, port2 } = new MessageChannel();
  thread.postMessage({ options, root, port: port2, signal }, [port2]);
  const waited = Atomics.wait(signal, 0, 0, WAIT_MS);
  const reply = receiveMessageOnPort(port1)?.message as
    SyncBuildResult | { failure: { message: string; errors: esbuild.Message[] } } | undefined;
  port1.close();
  if (!reply) throw new Error(`the site's Babel gave no answer (${waited === 'timed-out' ? 'timed out' : 'no reply'})`);
  if ('failure' in reply) throw Object.assign(new Error(reply.failure.message), { errors: reply.failure.errors });
  return reply;
}

function startThread(): Worker {
  const worker = new Worker(path.join(PACKAGE_ROOT, 'src/markdown/mdx/site-babel-thread.mjs'), {
    resourceLimits: THREAD_LIMITS,
  });
  worker.unref();
  return worker;
}
