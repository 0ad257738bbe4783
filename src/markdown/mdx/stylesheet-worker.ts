/**
 * The thread behind stylesheet-modules.ts: it compiles each stylesheet it is sent (compile-stylesheet.ts, esbuild's
 * asynchronous API with plugins) for a caller that waits for it synchronously, as Markdown renders. Each request
 * brings the port to answer on and the word to wake the caller with.
 */
import { parentPort, workerData, type MessagePort } from 'node:worker_threads';
import { compileStylesheet, type CompiledStylesheet, type StylesheetRequest } from '../../bundle/compile-stylesheet.js';
import type * as esbuild from '../../lazy-esbuild.js';
import { useSassPort } from '../../sass.js';

/** What the thread is started with: a port to the process's Sass thread, when it has one. */
export interface StylesheetWorkerStart {
  sass?: MessagePort;
}

/** One request: what to compile, where to answer, and the word to set once answered. */
export interface StylesheetMessage {
  request: StylesheetRequest;
  port: MessagePort;
  signal: Int32Array;
}

/** The answer: the stylesheet, or esbuild's messages (text and location cross threads). */
export type StylesheetReply = CompiledStylesheet | { failure: StylesheetFailure };

/** A stylesheet that did not compile: esbuild's error, and its messages. */
export interface StylesheetFailure {
  message: string;
  errors: Pick<esbuild.Message, 'text' | 'location'>[];
}

/** Answer requests until the process ends. */
export function startStylesheetWorker(): void {
  const start = (workerData ?? {}) as StylesheetWorkerStart;
  if (start.sass) useSassPort(start.sass);
  parentPort!.on('message', ({ request, port, signal }: StylesheetMessage) => {
    void answer(request).then((reply) => {
      port.postMessage(reply);
      Atomics.store(signal, 0, 1);
      Atomics.notify(signal, 0);
    });
  });
}

async function answer(request: StylesheetRequest): Promise<StylesheetReply> {
  try {
    return await compileStylesheet(request);
  } catch (error) {
    const errors = ((error as esbuild.BuildFailure).errors ?? []).map(({ text, location }) => ({ text, location }));
    return { failure: { message: String((error as Error)?.message ?? error), errors } };
  }
}
