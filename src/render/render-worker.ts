/** A render worker: renders its share of jobs, chunk after chunk as they arrive, and posts the pages back. */
import { parentPort, type MessagePort } from 'node:worker_threads';
import { startProfile } from '../cpu-profile.js';
import { importPageModules, preloadPageModules, type ModuleToLoad } from '../pages/import-page-modules.js';
import { serializeError } from '../errors.js';
import { helpParse } from '../content/parse-helper.js';
import type { HelperJob } from '../content/shared-parse.js';
import type { JobChunk } from './job-chunks.js';
import { pageRenderer, type ChunkMessage, type StartMessage } from './render-pool.js';
import { postConsoleOutput } from './thread-console.js';

// Page modules' lines in stacks are their sources' (the bundles carry source maps), so errors name the real line;
// the CLI turns this on for its own thread only.
process.setSourceMapsEnabled(true);
postConsoleOutput(parentPort!);

/** What the thread's start-up code hands the worker (see src/thread-entry.ts). */
export interface RenderWorkerStart {
  /** Write the code cache of this bundle, with every function compiled so far (a no-op when V8 used it). */
  saveCodeCache(): void;
}

/** The share under way: chunks wait on it, in the order they came, until the page modules are loaded. */
let session: Promise<Session | null> = Promise.resolve(null);

/**
 * Listen for work. Started before the build needs it (see startRenderPool): the bundle loads now, the work arrives
 * later. Before its pages, a thread may render a share of the Markdown bodies (content/shared-parse.ts).
 */
export function startRenderWorker(thread: RenderWorkerStart): void {
  parentPort!.on('message', (message: Message) => {
    if ('parse' in message) helpParse(message.parse);
    else if ('preload' in message) preload = listenForModules(message.preload);
    else if ('start' in message) {
      // Modules posted after this are loaded by `begin` anyway; an open port would keep the thread alive.
      preload?.close();
      session = begin(message.start, thread);
    } else if ('chunk' in message) void session.then((s) => s && take(s, message.chunk));
  });
}

type Message = { start: StartMessage } | ChunkMessage | { parse: HelperJob } | { preload: MessagePort };

/** The port on which the bundle thread posts the page modules to load ahead (see RenderPool.preloadPorts). */
let preload: MessagePort | null = null;

function listenForModules(port: MessagePort): MessagePort {
  port.once('message', (modules: ModuleToLoad[]) => {
    port.close();
    preloadPageModules(modules);
  });
  return port;
}

interface Session {
  setup: StartMessage;
  thread: RenderWorkerStart;
  renderer: ReturnType<typeof pageRenderer>;
  stopProfile?: () => Promise<void>;
  failed: boolean;
}

/** Load the share's page modules and make its renderer; null (the error posted) when loading fails. */
async function begin(setup: StartMessage, thread: RenderWorkerStart): Promise<Session | null> {
  try {
    const stopProfile = setup.profile ? await startProfile(setup.profile) : undefined;
    const modules = await importPageModules(setup.modules);
    let reported = 0;
    const renderer = pageRenderer({
      disk: setup.disk,
      store: setup.store,
      moduleHtmlOnly: setup.moduleHtmlOnly,
      pages: modules,
      current: setup.current,
      onProgress: (done) => {
        parentPort!.postMessage({ progress: done - reported });
        reported = done;
      },
    });
    return { setup, thread, renderer, stopProfile, failed: false };
  } catch (error) {
    fail(error);
    return null;
  }
}

/**
 * Render one chunk, ask for the next; after the last, post the pages and end. The code cache is written before the
 * pages are posted (the pool may stop the thread once it has them): with the functions rendering compiled, the next
 * build's threads skip compiling those too. It is written only when there was none or V8 refused it, so once per
 * compile of sitegen.
 */
async function take(session: Session, chunk: JobChunk): Promise<void> {
  if (session.failed) return;
  try {
    const { locales } = session.setup;
    session.renderer.render(chunk.parts.map(({ locale, jobs, keys }) => ({ ...locales[locale], jobs, keys })));
    if (!chunk.last) return void parentPort!.postMessage({ rendered: true });
    await session.stopProfile?.();
    session.thread.saveCodeCache();
    parentPort!.postMessage({ pages: session.renderer.pages });
    parentPort!.close();
  } catch (error) {
    session.failed = true;
    fail(error);
  }
}

function fail(error: unknown): void {
  parentPort!.postMessage({ error: serializeError(error) });
  parentPort!.close();
}
