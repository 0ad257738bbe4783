/**
 * Files written on a second thread while this one goes on: a warm build takes most pages from the page cache, and
 * making their folders and files in the fresh output folder is system time (hundreds of files) that the search
 * stage, on this thread, need not wait for. The thread is a few lines of plain JavaScript, without sitegen's
 * modules, so it starts in milliseconds.
 */
import { Worker } from 'node:worker_threads';

/** A file to write: its absolute path (already checked to lie inside the output) and its bytes. */
export interface AsideFile {
  target: string;
  bytes: Uint8Array;
}

/** Files being written on a second thread. */
export interface AsideWrites {
  /** Resolves when every file is written; rejects with the first failure. */
  done: Promise<void>;
  /** Stop the thread (after a failure elsewhere: nothing may be written once the output folder is removed). */
  stop(): Promise<void>;
}

const WRITER = `
const { parentPort } = require('node:worker_threads');
const { mkdirSync, writeFileSync } = require('node:fs');
const path = require('node:path');
parentPort.once('message', (files) => {
  try {
    const made = new Set();
    for (const { target, bytes } of files) {
      const dir = path.dirname(target);
      if (!made.has(dir)) mkdirSync(dir, { recursive: true });
      made.add(dir);
      writeFileSync(target, bytes);
    }
    parentPort.postMessage({ done: true });
  } catch (error) {
    parentPort.postMessage({ error: error instanceof Error ? error.message : String(error) });
  }
});
`;

/** Write `files` on a second thread, in their order. */
export function writeAside(files: AsideFile[]): AsideWrites {
  if (files.length === 0) return { done: Promise.resolve(), stop: async () => {} };
  const worker = new Worker(WRITER, { eval: true });
  let stopping = false;
  const done = new Promise<void>((resolve, reject) => {
    worker.once('message', (msg: { done?: boolean; error?: string }) =>
      msg.error ? reject(new Error(`writing a cached page failed: ${msg.error}`)) : resolve(),
    );
    worker.once('error', reject);
    worker.once('exit', (code) =>
      stopping ? resolve() : reject(new Error(`the page writing thread stopped (exit code ${code})`)),
    );
  });
  worker.postMessage(files);
  const settled = done.finally(() => worker.terminate());
  // A build that failed elsewhere stops the thread without awaiting it: that failure is the one to report, so this
  // promise must not end the process as an unhandled rejection. Awaiting it still throws.
  settled.catch(() => {});
  return {
    done: settled,
    stop: async () => {
      stopping = true;
      await worker.terminate();
    },
  };
}
