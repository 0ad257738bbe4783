/**
 * Folders of the new output made on a thread of their own while the build scans and parses. A warm build links
 * most pages from the previous output (src/cache/linked-pages.ts), and each page has a folder of its own: making
 * those few hundred folders took the page writing thread (write-aside.ts) most of its time (ext4, content/ site:
 * 0.3-0.5 s of 388 mkdir calls, against ~20 ms of links), while the build's thread waited for it. The previous
 * output's page folders are known before the site is read, so they are made then, beside the parse. A folder
 * that no file of the new output went into is removed before the commit, so the output is the same as without.
 */
import { rmdirSync } from 'node:fs';
import path from 'node:path';
import { Worker } from 'node:worker_threads';
import { THREAD_LIMITS } from '../thread-limits.js';

/** Folders being made ahead. */
export interface FoldersAhead {
  /** Wait for the thread, then remove the folders it made that stayed empty (before the commit). */
  tidy(): Promise<void>;
  /** Stop the thread (a failed build, before its output folder is removed). */
  stop(): Promise<void>;
}

const MAKER = `
const { parentPort } = require('node:worker_threads');
const { mkdirSync } = require('node:fs');
parentPort.once('message', (folders) => {
  for (const folder of folders) {
    try {
      mkdirSync(folder);
    } catch {}
  }
  parentPort.postMessage(true);
});
`;

/**
 * Make `folders` (relative to `root`, which need not exist yet) and their parents on a second thread, parents
 * first. Each one a file of the new output goes into is then there already; the writers' `mkdir` find it.
 */
export function makeFoldersAhead(root: string, folders: string[]): FoldersAhead {
  if (folders.length === 0) return { tidy: async () => {}, stop: async () => {} };
  const all = withParents(root, folders);
  const worker = new Worker(MAKER, { eval: true, resourceLimits: THREAD_LIMITS });
  const done = new Promise<void>((resolve) => {
    worker.once('message', () => resolve());
    worker.once('error', () => resolve());
    worker.once('exit', () => resolve());
  });
  worker.postMessage(all);
  return {
    async tidy() {
      await done;
      await worker.terminate();
      // Deepest first, so that a parent left empty by its children goes too. Writers make a folder only for the
      // files they put in it: an empty one is always one made ahead for nothing, and one with files stays.
      for (let i = all.length - 1; i >= 0; i--) {
        try {
          rmdirSync(all[i]);
        } catch {
          // Not empty: a folder of the new output.
        }
      }
    },
    stop: async () => void (await worker.terminate()),
  };
}

/** `folders` below `root` and every folder between them and `root` (`root` too), each once, parents first. */
function withParents(root: string, folders: string[]): string[] {
  const all = new Set<string>([root]);
  for (const folder of folders) {
    const parts = folder.split(/[\\/]/).filter((part) => part && part !== '.');
    // Records name folders below the output; one that would climb out of it is no folder to make.
    if (parts.includes('..')) continue;
    for (let i = 1; i <= parts.length; i++) all.add(path.join(root, ...parts.slice(0, i)));
  }
  return [...all].sort((a, b) => depth(a) - depth(b));
}

function depth(folder: string): number {
  return folder.split(path.sep).length;
}
