/**
 * Sass, on a thread of its own. The `sass` package is Dart compiled to JavaScript: loading it costs about 0.4 s
 * of CPU before its first compile, which held up the parse of the Markdown when stylesheets compiled beside it.
 * A site whose config names a Sass stylesheet starts the thread as its config loads (`warmSass`), so that the
 * load happens on another core; any compile starts it otherwise. It does not keep the process alive.
 *
 * One thread serves the process: another thread (the bundle thread, which compiles a cold build's stylesheets)
 * is given a port to it (`sassPort`, `useSassPort`) instead of loading Sass a second time, late, on its own.
 */
import path from 'node:path';
import { MessageChannel, Worker, type MessagePort } from 'node:worker_threads';
import { PACKAGE_ROOT } from './package-root.js';
import { THREAD_LIMITS } from './thread-limits.js';

interface SassThread {
  /** The thread, or a port to it (`useSassPort`). */
  worker: Worker | MessagePort;
  waiting: Map<number, { resolve: (css: string) => void; reject: (error: Error) => void }>;
  next: number;
}

let thread: SassThread | null = null;

/** Start loading Sass now, for a compile that will come. */
export function warmSass(): void {
  thread ??= startThread();
}

/**
 * Sass to CSS, `@use`s resolved beside the file and in the site's node_modules, and as webpack's sass-loader
 * resolves them for a Docusaurus site (`@site/src/css/fonts`, `~package/x`); an error carries Sass's message.
 */
export function compileSass(file: string, root: string): Promise<string> {
  warmSass();
  const { worker, waiting } = thread!;
  const id = thread!.next++;
  if (waiting.size === 0) worker.ref();
  return new Promise((resolve, reject) => {
    waiting.set(id, { resolve, reject });
    worker.postMessage({ id, file, root, loadPaths: [path.dirname(file), path.join(root, 'node_modules')] });
  });
}

/** A port to this thread's Sass thread for another thread's `useSassPort`, or null when none was started here. */
export function sassPort(): MessagePort | null {
  if (!thread || !(thread.worker instanceof Worker)) return null;
  const { port1, port2 } = new MessageChannel();
  thread.worker.postMessage({ port: port1 }, [port1]);
  return port2;
}

/** Compile through `port` (from `sassPort` on the thread that started this one) instead of loading Sass here. */
export function useSassPort(port: MessagePort): void {
  const connected = connect(port);
  // A closed port (the Sass thread stopped) fails what waits, and the next compile starts a thread here.
  port.on('close', () => fail(connected, new Error('the Sass thread stopped')));
  thread = connected;
}

function startThread(): SassThread {
  const started = connect(
    new Worker(path.join(PACKAGE_ROOT, 'src/sass-thread.mjs'), { resourceLimits: THREAD_LIMITS }),
  );
  (started.worker as Worker).on('error', (error) => fail(started, error));
  return started;
}

function connect(worker: Worker | MessagePort): SassThread {
  const started: SassThread = { worker, waiting: new Map(), next: 0 };
  worker.on('message', ({ id, css, error }: { id: number; css?: string; error?: string }) => {
    const call = started.waiting.get(id);
    started.waiting.delete(id);
    if (started.waiting.size === 0) worker.unref();
    if (error !== undefined) call?.reject(new Error(error));
    else call?.resolve(css!);
  });
  worker.unref();
  return started;
}

function fail(failed: SassThread, error: Error): void {
  for (const call of failed.waiting.values()) call.reject(error);
  failed.waiting.clear();
  if (thread === failed) thread = null;
}
