/**
 * The bundle thread's side (see bundle-thread.ts): it makes the early bundles as the build's thread would
 * (early-bundles.ts), posts the page modules and then the client bundle asked for, and asks the build's thread to
 * render each Markdown file page code imports.
 */
import { parentPort, type MessagePort } from 'node:worker_threads';
import type { ModuleToLoad } from '../pages/import-page-modules.js';
import { openFileInputsCache, type FileInputsCache } from '../cache/file-inputs-cache.js';
import { openKeptFiles } from '../cache/kept-files.js';
import { startProfile } from '../cpu-profile.js';
import { silentLogger } from '../logger.js';
import { useSassPort } from '../sass.js';
import { yieldToOtherThreads } from '../thread-priority.js';
import type { ResolvedConfig } from '../config/schema.js';
import { deserializeError, serializeError, type SerializedError } from '../errors.js';
import type { BuildWarning } from '../types.js';
import type { BundleThreadReply, BundleThreadRequest, BundleThreadStart } from './bundle-thread.js';
import { startEarlyBundles, type ClientInputs, type EarlyBundlesHere } from './early-bundles.js';

/** What the thread's loader passes (see src/thread-entry.ts). */
export interface BundleWorkerStart {
  /** Write the code cache of this bundle, with every function compiled so far (a no-op when V8 used it). */
  saveCodeCache(): void;
}

/**
 * Wait for the work (the first message: the thread may start before the build knows it, see bundle-thread.ts),
 * then make the bundles and answer the build's thread. Messages that come while the work starts wait for it.
 */
export function startBundleWorker(thread: BundleWorkerStart): void {
  // Its bundles are needed only when the parse ends: run below the build's thread, which parses meanwhile (and
  // so does esbuild's process, started from here, which inherits this thread's priority). jest's site, alternating:
  // parse 2.50 -> 2.36 s and build 4.21 -> 4.10 s (medians of four), content/ English 3.22 -> 3.16 s (of six).
  yieldToOtherThreads();
  const port = parentPort!;
  const waiting: BundleThreadRequest[] = [];
  let answer: ((message: BundleThreadRequest) => void) | null = null;
  port.on('message', (message: BundleThreadRequest) => {
    if ('start' in message)
      void startWork(message.start, thread, port).then((answering) => {
        answer = answering;
        waiting.splice(0).forEach(answering);
      });
    else if (answer) answer(message);
    else waiting.push(message);
  });
}

/** Start the bundles of `start`; what answers the build thread's messages from then on. */
async function startWork(
  start: BundleThreadStart,
  thread: BundleWorkerStart,
  port: MessagePort,
): Promise<(message: BundleThreadRequest) => void> {
  if (start.sass) useSassPort(start.sass);
  const stopProfile = start.profile ? await startProfile(start.profile) : undefined;
  const post = (reply: BundleThreadReply) => port.postMessage(reply);
  const ask = askBuildThread(post);
  const config = start.config as ResolvedConfig;
  // The site's PostCSS plugins cannot be posted (functions): the build's thread, which has them, runs them.
  if (start.postCss && config.docusaurus?.plugins) config.docusaurus.plugins.postCss = ask.postCss;
  const warnings: BuildWarning[] = [];
  // The build cache's bundles, read here; what this thread makes, and its warnings, are handed to the build's
  // thread with the replies that end a step (`settled`, `client`), which writes them after the commit.
  const cache = start.cache && openFileInputsCache({ ...start.cache, logger: silentLogger });
  const bundles = startEarlyBundles({
    config,
    diagrams: start.diagrams,
    islands: start.islands,
    minify: start.minify,
    warnings,
    markdown: ask.markdown,
    cache,
    kept: start.cache && openKeptFiles(start.cache),
    guessClient: true,
  });
  const preload = modulesToLoad(bundles);
  bundles.pageModules.then(
    ({ islandPlugins: _plugins, cssModules: _css, ...posted }) => post({ pageModules: posted, warnings }),
    (error) => post({ pageModulesError: serializeError(error), warnings }),
  );
  void bundles.settled.then(async () => {
    const early = await bundles.early;
    post({ settled: true, early, cache: cache?.handOver() });
    thread.saveCodeCache();
  });
  return (message) => {
    if ('preload' in message) preload.to(message.preload);
    else if ('client' in message) void postClient(bundles, message.client, { post, stopProfile, cache });
    else if ('guess' in message) bundles.guess(message.guess);
    else if ('done' in message) void done(stopProfile).then(() => post({ closed: true }));
    else if ('postCss' in message) ask.answer({ id: message.postCss, text: message.css, error: message.error });
    else if ('markdown' in message) ask.answer({ id: message.markdown, text: message.html, error: message.error });
  };
}

/**
 * What this thread asks the build's thread: the HTML of a Markdown file page code imports, the site's CSS through
 * its PostCSS plugins. Each question has a number, which its answer (a request) carries back.
 */
function askBuildThread(post: (reply: BundleThreadReply) => void) {
  const asked = new Map<number, { resolve(text: string): void; reject(error: Error): void }>();
  const ask = (question: (id: number) => BundleThreadReply) =>
    new Promise<string>((resolve, reject) => {
      const id = asked.size;
      asked.set(id, { resolve, reject });
      post(question(id));
    });
  return {
    markdown: (file: string) => ask((id) => ({ markdown: id, file })),
    postCss: (css: string) => ask((id) => ({ postCss: id, css })),
    answer({ id, text, error }: { id: number; text?: string; error?: SerializedError }) {
      if (error) asked.get(id)?.reject(deserializeError(error));
      else asked.get(id)?.resolve(text ?? '');
    },
  };
}

/**
 * The render threads' ports (RenderPool.preloadPorts): each is posted the page modules to load once they are
 * bundled, and closed (a failed bundle posts none: the build reports it).
 */
function modulesToLoad(bundles: EarlyBundlesHere): { to(ports: MessagePort[]): void } {
  const modules = bundles.pageModules.then(
    (p) => p.modules.flatMap((m) => [{ url: m.url, file: m.file }, ...Object.values(m.translations ?? {})]),
    () => null,
  );
  return {
    to: (ports) =>
      void modules.then((list) => {
        for (const port of ports) {
          if (list) port.postMessage(list satisfies ModuleToLoad[]);
          port.close();
        }
      }),
  };
}

/** The build's thread took the early client bundle: write the profile, if one is asked for. */
async function done(stopProfile?: () => Promise<void>): Promise<void> {
  await stopProfile?.().catch(() => {});
}

/** Make the client bundle and post it: the last reply (the build's thread then ends this thread). */
async function postClient(
  bundles: EarlyBundlesHere,
  inputs: ClientInputs,
  {
    post,
    stopProfile,
    cache,
  }: { post: (reply: BundleThreadReply) => void; stopProfile?: () => Promise<void>; cache?: FileInputsCache },
): Promise<void> {
  let reply: BundleThreadReply;
  try {
    reply = { client: await bundles.clientOf(inputs), cache: cache?.handOver() };
  } catch (error) {
    reply = { clientError: serializeError(error) };
  }
  // With `build --profile`, the profile is written before the reply lets the build end.
  await stopProfile?.().catch(() => {});
  post(reply);
}
