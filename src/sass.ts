/**
 * Sass, on a thread of its own. The `sass` package is Dart compiled to JavaScript: loading it costs about 0.4 s
 * of CPU before its first compile, which held up the parse of the Markdown when stylesheets compiled beside it.
 * A site whose config names a Sass stylesheet starts the thread as its config loads (`warmSass`), so that the
 * load happens on another core; any compile starts it otherwise. It does not keep the process alive.
 */
import path from 'node:path';
import { Worker } from 'node:worker_threads';
import { PACKAGE_ROOT } from './package-root.js';

interface SassThread {
  worker: Worker;
  waiting: Map<number, { resolve: (css: string) => void; reject: (error: Error) => void }>;
  next: number;
}

let thread: SassThread | null = null;

/** Start loading Sass now, for a compile that will come. */
export function warmSass(): void {
  thread ??= startThread();
}

/** Sass to CSS, `@use`s resolved beside the file and in the site's node_modules; an error carries Sass's message. */
export function compileSass(file: string, root: string): Promise<string> {
  warmSass();
  const { worker, waiting } = thread!;
  const id = thread!.next++;
  if (waiting.size === 0) worker.ref();
  return new Promise((resolve, reject) => {
    waiting.set(id, { resolve, reject });
    worker.postMessage({ id, file, loadPaths: [path.dirname(file), path.join(root, 'node_modules')] });
  });
}

function startThread(): SassThread {
  const worker = new Worker(path.join(PACKAGE_ROOT, 'src/sass-thread.mjs'));
  const started: SassThread = { worker, waiting: new Map(), next: 0 };
  worker.on('message', ({ id, css, error }: { id: number; css?: string; error?: string }) => {
    const call = started.waiting.get(id);
    started.waiting.delete(id);
    if (started.waiting.size === 0) worker.unref();
    if (error !== undefined) call?.reject(new Error(error));
    else call?.resolve(css!);
  });
  worker.on('error', (error) => {
    for (const call of started.waiting.values()) call.reject(error);
    started.waiting.clear();
    if (thread === started) thread = null;
  });
  worker.unref();
  return started;
}
