/**
 * The early bundles (early-bundles.ts) made on a thread of their own. esbuild bundles in its own process, but it
 * asks the thread that started a build to answer its plugins' callbacks (resolve `@theme/*`, load a page as an
 * island proxy, compile a CSS module...), a few hundred per build: on the build's thread those waited for the
 * pauses of the Markdown parse, which had to pause every few milliseconds for them. Here the bundle thread answers
 * them, and the parse runs without a pause.
 *
 * The thread gets what the bundles need, the config without its functions (the Markdown plugins'): page code that
 * imports a Markdown file has it rendered here, by the thread that has the site's Markdown, when its event loop
 * turns. With the build cache, it opens the cache's bundles itself and hands back what it made (written with the
 * build's after the commit). Only sitegen's compiled build has the thread (its script is compiled beside the CLI);
 * run from the TypeScript sources, the bundles are made here.
 */
import { Worker, type MessagePort } from 'node:worker_threads';
import { sassPort } from '../sass.js';
import { threadEntry } from '../thread-entry.js';
import type { ClientBundle } from '../bundle/bundle-client.js';
import type { FileInputsCache, FileInputsPlace, HandedOver } from '../cache/file-inputs-cache.js';
import { withoutFunctions } from '../content/shared-parse.js';
import { deserializeError, serializeError, type SerializedError } from '../errors.js';
import type { PageModules } from '../pages/bundle-page-modules.js';
import type { BuildWarning, ClientModule } from '../types.js';
import {
  parsedInputs,
  sameInputs,
  type ClientInputs,
  type EarlyBundleOptions,
  type EarlyBundles,
  type MadeClient,
} from './early-bundles.js';
import type { MarkdownFound } from '../content/parse-entries.js';
import { THREAD_LIMITS } from '../thread-limits.js';

/** What the thread starts with (its first message). */
export interface BundleThreadStart {
  config: unknown;
  diagrams: boolean;
  islands: ClientModule[];
  minify?: boolean;
  /** Write a CPU profile of the thread to this file (`build --profile`), before it posts the client bundle. */
  profile?: string;
  /** A port to the Sass thread the config started (it loads Sass once per process). */
  sass?: MessagePort;
  /** The site has PostCSS plugins (`configurePostCss`): they stay here, and the thread asks for its CSS to be run. */
  postCss?: boolean;
  /** The build cache's place: the thread opens its bundles and kept files there. */
  cache?: FileInputsPlace;
}

/** The build cache as the thread uses it: opened there at `place`, what it made adopted into `bundles`. */
export interface BundleThreadCache {
  bundles: FileInputsCache;
  place: FileInputsPlace;
}

/** The page modules as posted: what the build's thread reads of them (their plugins stay on the bundle thread). */
export type PostedPageModules = Omit<PageModules, 'islandPlugins' | 'cssModules'>;

/** What the bundle thread posts. */
export type BundleThreadReply =
  | { pageModules: PostedPageModules; warnings: BuildWarning[] }
  | { pageModulesError: SerializedError; warnings: BuildWarning[] }
  | { settled: true; early: MadeClient | null; cache?: HandedOver }
  | { closed: true }
  | { client: ClientBundle; cache?: HandedOver }
  | { clientError: SerializedError }
  | { markdown: number; file: string }
  | { postCss: number; css: string };

/** What the build's thread posts: the client bundle's inputs once parse found them, answers to its questions. */
export type BundleThreadRequest =
  | { start: BundleThreadStart }
  | { client: ClientInputs }
  | { guess: MarkdownFound }
  | { done: true }
  | { markdown: number; html?: string; error?: SerializedError }
  | { postCss: number; css?: string; error?: SerializedError }
  | { preload: MessagePort[] };

/**
 * A bundle thread started before its work is known, as the build starts: it loads its code (~100 ms) while the
 * build's thread reads the config and scans the site, and is then given the early bundles (`startBundleThread`),
 * or stopped.
 */
export interface WaitingBundleThread {
  /** The thread, once (null when it stopped meanwhile or was taken already). */
  take(): Worker | null;
  /** End it, unless it was taken. */
  stop(): Promise<unknown>;
}

/** Start a bundle thread that waits for its work; null when there is none to start (run from TypeScript sources). */
export function waitingBundleThread(): WaitingBundleThread | null {
  const worker = newBundleWorker();
  if (!worker) return null;
  let usable = true;
  // Until it is taken, a thread that fails to load is only not used; and the process may end without it.
  const unusable = () => void (usable = false);
  worker.on('error', unusable).on('exit', unusable).unref();
  return {
    take() {
      if (!usable) return null;
      usable = false;
      worker.off('error', unusable).off('exit', unusable).ref();
      return worker;
    },
    async stop() {
      if (!usable) return;
      usable = false;
      await worker.terminate();
    },
  };
}

function newBundleWorker(): Worker | null {
  const file = threadEntry('bundle-worker.cjs', 'startBundleWorker');
  if (!file) return null;
  try {
    return new Worker(file, { eval: true, resourceLimits: THREAD_LIMITS });
  } catch {
    return null;
  }
}

/**
 * Start the early bundles on the bundle thread (`waiting`'s, else a new one); null when there is none to start (run
 * from the TypeScript sources, or a config value the thread cannot be sent). The thread ends once the client bundle
 * is made.
 */
export function startBundleThread(
  options: Omit<EarlyBundleOptions, 'cache' | 'kept'> & {
    cache?: BundleThreadCache;
    profile?: string;
    preload?: () => MessagePort[];
    waiting?: WaitingBundleThread | null;
  },
): EarlyBundles | null {
  const worker = options.waiting?.take() ?? newBundleWorker();
  if (!worker) return null;
  const { config, diagrams, islands, minify, profile } = options;
  const sass = sassPort() ?? undefined;
  const postCss = Boolean(config.docusaurus?.plugins?.postCss);
  const start: BundleThreadStart = {
    config: withoutFunctions(config),
    diagrams,
    islands,
    minify,
    profile,
    sass,
    postCss,
    cache: options.cache?.place,
  };
  try {
    worker.postMessage({ start } satisfies BundleThreadRequest, sass ? [sass] : []);
  } catch {
    void worker.terminate();
    return null;
  }
  const preload = options.preload?.();
  if (preload?.length) worker.postMessage({ preload } satisfies BundleThreadRequest, preload);
  return connect(worker, options);
}

/** The EarlyBundles of a started thread: its replies settle them, its questions are answered. */
function connect(
  worker: Worker,
  { config, warnings, markdown, cache }: Omit<EarlyBundleOptions, 'cache' | 'kept'> & { cache?: BundleThreadCache },
): EarlyBundles {
  const pageModules = pending<PageModules>();
  const settled = pending<MadeClient | null>();
  let client: Pending<ClientBundle> | null = null;
  const stopped = (error: Error) => {
    for (const waiting of [pageModules, settled, client]) waiting?.reject(error);
  };
  worker.on('error', stopped);
  worker.on('exit', (code) => stopped(new Error(`the bundle thread stopped (exit code ${code})`)));
  worker.on('message', (reply: BundleThreadReply) => {
    if ('warnings' in reply) warnings.push(...reply.warnings);
    if ('cache' in reply && reply.cache) cache?.bundles.adopt(reply.cache);
    if ('pageModules' in reply) pageModules.resolve({ ...reply.pageModules, islandPlugins: [], cssModules: new Map() });
    else if ('pageModulesError' in reply) pageModules.reject(deserializeError(reply.pageModulesError));
    else if ('closed' in reply) void worker.terminate();
    else if ('settled' in reply) {
      settled.resolve(reply.early);
      // Idle until the client bundle is asked for: the process may end meanwhile (a failed build).
      worker.unref();
    } else if ('client' in reply) client?.resolve(reply.client);
    else if ('clientError' in reply) client?.reject(deserializeError(reply.clientError));
    else if ('postCss' in reply) void answerPostCss(worker, reply, config);
    else void answerMarkdown(worker, reply, markdown);
  });
  // Awaited later, or never (a build that fails first).
  pageModules.promise.catch(() => {});
  return {
    pageModules: pageModules.promise,
    settled: settled.promise.catch(() => {}),
    client: async (parsed) => {
      const inputs = await parsedInputs(config, parsed, pageModules.promise);
      const early = await settled.promise;
      // Until the thread is done (with `--profile`, it writes its profile first).
      worker.ref();
      // The guess was right: the bundle posted with `settled` is the one, without another round trip.
      if (early && sameInputs(early.inputs, inputs)) {
        worker.postMessage({ done: true } satisfies BundleThreadRequest);
        return early.bundle;
      }
      client = pending<ClientBundle>();
      worker.postMessage({ client: inputs } satisfies BundleThreadRequest);
      return client.promise.finally(() => void worker.terminate());
    },
    guess: (found) => worker.postMessage({ guess: found } satisfies BundleThreadRequest),
  };
}

/** Render the Markdown file page code imports, for the bundle thread (or post why it failed). */
async function answerMarkdown(
  worker: Worker,
  { markdown: id, file }: { markdown: number; file: string },
  render: EarlyBundleOptions['markdown'],
): Promise<void> {
  let answer: BundleThreadRequest;
  try {
    answer = { markdown: id, html: await render(file) };
  } catch (error) {
    answer = { markdown: id, error: serializeError(error) };
  }
  worker.postMessage(answer);
}

/** Run the site's CSS through its PostCSS plugins, for the bundle thread (or post why it failed). */
async function answerPostCss(
  worker: Worker,
  { postCss: id, css }: { postCss: number; css: string },
  config: EarlyBundleOptions['config'],
): Promise<void> {
  let answer: BundleThreadRequest;
  try {
    answer = { postCss: id, css: await config.docusaurus!.plugins!.postCss!(css) };
  } catch (error) {
    answer = { postCss: id, error: serializeError(error) };
  }
  worker.postMessage(answer);
}

/** A promise and its two ends (Node 20 has no `Promise.withResolvers`). */
interface Pending<T> {
  promise: Promise<T>;
  resolve(value: T): void;
  reject(error: Error): void;
}

function pending<T>(): Pending<T> {
  let resolve!: (value: T) => void;
  let reject!: (error: Error) => void;
  const promise = new Promise<T>((yes, no) => ([resolve, reject] = [yes, no]));
  return { promise, resolve, reject };
}
