/**
 * Files written on a second thread while this one goes on: a warm build takes most pages from the page cache, and
 * linking each from the previous output, or reading its entry, checking its digest and writing it into the fresh
 * output folder (hundreds of files, tens of megabytes), is work the search stage, on this thread, need not wait
 * for. The thread is a few lines of plain JavaScript, without sitegen's modules, so it starts in milliseconds.
 *
 * A cached page goes to the thread as the name of its entry (page-cache.ts), and as the previous output's file
 * when that holds the same page (src/cache/linked-pages.ts). The thread links that file when it is still as
 * marked; else it reads the entry, writes it (links it, when the entry is itself a link to an earlier output's
 * page: see page-cache.ts), and an entry that is missing or does not match its digest is not written but
 * reported back, for this thread to render the page instead (with the page cache's warning, for a copy). A file
 * that cannot be written fails the build.
 */
import { Worker } from 'node:worker_threads';
import type { EntryRef } from '../cache/page-cache.js';
import type { PageMark, PreviousPage } from '../cache/linked-pages.js';
import { THREAD_LIMITS } from '../thread-limits.js';
import { pageDigest } from '../cache/page-digest.js';
import { SHEET_LINK } from '../../templates/feature-sheets.js';

/** A file to write: its absolute path (already checked to lie inside the output) and its bytes. */
export interface AsideBytes {
  target: string;
  bytes: Uint8Array;
}

/**
 * A page cache entry to write, and the folder its page's `file` is relative to; `previous`, the previous output's
 * file of the same page, linked instead when it is still as marked.
 */
export interface AsideEntry {
  entry: EntryRef;
  root: string;
  previous?: PreviousPage;
}

export type AsideFile = AsideBytes | AsideEntry;

/**
 * What became of each file: written (a page's output file and size, and its mark when it was linked), or an entry
 * that could not be used.
 */
export type AsideResult = { file: string; size: number; linked?: PageMark } | { unusable: string | null } | null;

/** Files being written on a second thread. */
export interface AsideWrites {
  /** Resolves when every file is written, with each one's result; rejects with the first failure to write. */
  done: Promise<AsideResult[]>;
  /** Stop the thread (after a failure elsewhere: nothing may be written once the output folder is removed). */
  stop(): Promise<void>;
}

const WRITER = `
const { parentPort } = require('node:worker_threads');
const { linkSync, lstatSync, mkdirSync, readFileSync, writeFileSync } = require('node:fs');
const { createHash } = require('node:crypto');
const path = require('node:path');
const SHEET_LINK = ${SHEET_LINK};
const pageDigest = ${pageDigest};
// A page cache entry, checked as page-cache.ts reads one (pageDigest, from src/cache/page-digest.ts): its output
// path and its HTML.
function readEntry({ entry, root }) {
  let bytes;
  try {
    bytes = readFileSync(entry.entry);
  } catch (error) {
    throw { unusable: error.code === 'ENOENT' ? null : error.message };
  }
  if (pageDigest(bytes, createHash, SHEET_LINK) !== entry.digest)
    throw { unusable: entry.linked ? null : 'its contents do not match their digest' };
  const target = inside(root, entry.file);
  if (!target) throw { unusable: 'it names a file outside the output' };
  return { target, file: entry.file, bytes };
}
// A page's file below root, or null when it would leave it.
function inside(root, file) {
  const target = path.resolve(root, file.replace(/^\\/+/, ''));
  const rel = path.relative(root, target);
  return rel === '' || rel.startsWith('..') || path.isAbsolute(rel) ? null : target;
}
// The previous output's file of a page linked into the new output when it is still as marked; false when not.
function linkPrevious({ root, previous }, made) {
  const target = previous && inside(root, previous.file);
  if (!target) return false;
  let now;
  try {
    now = lstatSync(previous.from);
  } catch {
    return false;
  }
  const [size, mtimeMs, ino] = previous.mark;
  if (!now.isFile() || now.size !== size || now.mtimeMs !== mtimeMs || now.ino !== ino) return false;
  makeDir(path.dirname(target), made);
  try {
    linkSync(previous.from, target);
  } catch {
    return false;
  }
  return { file: previous.file, size, linked: previous.mark };
}
// Whether to could be made a hard link to from (not across disks): false when not.
function hardLink(from, to) {
  try {
    linkSync(from, to);
    return true;
  } catch {
    return false;
  }
}
function makeDir(dir, made) {
  if (!made.has(dir)) mkdirSync(dir, { recursive: true });
  made.add(dir);
}
parentPort.once('message', (files) => {
  try {
    const made = new Set();
    const results = files.map((file) => {
      const linked = file.previous && linkPrevious(file, made);
      if (linked) return linked;
      let page = file;
      if (file.entry) {
        try {
          page = readEntry(file);
        } catch (failure) {
          if (failure && 'unusable' in failure) return failure;
          throw failure;
        }
      }
      makeDir(path.dirname(page.target), made);
      // An entry that is a link already shares its bytes with an output page: the new one may share them too.
      if (!file.entry?.linked || !hardLink(file.entry.entry, page.target)) writeFileSync(page.target, page.bytes);
      return file.entry ? { file: page.file, size: page.bytes.length } : null;
    });
    parentPort.postMessage({ done: true, results });
  } catch (error) {
    parentPort.postMessage({ error: error instanceof Error ? error.message : String(error) });
  }
});
`;

/** Write `files` on a second thread, in their order. */
export function writeAside(files: AsideFile[]): AsideWrites {
  if (files.length === 0) return { done: Promise.resolve([]), stop: async () => {} };
  const worker = new Worker(WRITER, { eval: true, resourceLimits: THREAD_LIMITS });
  let stopping = false;
  const done = new Promise<AsideResult[]>((resolve, reject) => {
    worker.once('message', (msg: { results?: AsideResult[]; error?: string }) =>
      msg.error ? reject(new Error(`writing a cached page failed: ${msg.error}`)) : resolve(msg.results ?? []),
    );
    worker.once('error', reject);
    worker.once('exit', (code) =>
      stopping ? resolve([]) : reject(new Error(`the page writing thread stopped (exit code ${code})`)),
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
