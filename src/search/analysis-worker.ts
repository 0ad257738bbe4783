/**
 * The search analysis thread (see analysis-thread.ts): analyses each page it is sent while the build's thread
 * parses the next ones, then builds every locale's index files from them and posts the files back.
 */
import { parentPort, workerData } from 'node:worker_threads';
import { startProfile } from '../cpu-profile.js';
import { analyseEntry, type WordAnalysis } from './analyse-entry.js';
import type { AnalysisMessage, AnalysisReply, LocaleIndexJob, PageRef } from './analysis-thread.js';
import { wordMemo } from './count-words.js';
import { indexFiles, modulePage, type IndexedPage } from './index-files.js';
import { keptAnalysis } from './kept-analysis.js';
import { languageSteps } from './language-steps.js';
import { postingsNumbering } from './merge-postings.js';
import { joinSharedRuns } from './shared-runs.js';
import type { EntryAnalysis } from './stored-analysis.js';
import {
  buildStoredIndex,
  missingPages,
  openJobStores,
  readAhead,
  type JobStores,
  type ReadAhead,
  type StoredIndexJob,
} from './stored-index.js';
import type { OutputFile } from '../types.js';
import { yieldToOtherThreads } from '../thread-priority.js';

/** What the thread's start-up code hands the worker (see src/thread-entry.ts). */
export interface AnalysisWorkerStart {
  /** Write the code cache of this bundle, with every function compiled so far (a no-op when V8 used it). */
  saveCodeCache(): void;
}

const words: WordAnalysis = { steps: languageSteps(), cjk: 'bigram', memo: wordMemo() };
const analyses = new Map<number, EntryAnalysis>();

/** The analysis of an entry this thread was sent as it was parsed, by its number. */
const kept = (id: number) => analyses.get(id);

/** The groups store read before the job came (`preload`). */
let ahead: ReadAhead | undefined;

/** A job from the build cache waiting for the pages it asked for. */
let waiting: { job: StoredIndexJob; stores: JobStores } | undefined;

let stopProfile: (() => Promise<void>) | undefined;
let thread: AnalysisWorkerStart | undefined;

/** Listen for pages and jobs (started by analysis-thread.ts, through the code cache as render threads are). */
export async function startAnalysisWorker(start: AnalysisWorkerStart): Promise<void> {
  thread = start;
  // The analysis is not on the build's critical path: the parse is, on the build's thread, and on two cores this
  // thread, esbuild and the threads' start-up outnumber the core left. Run below them, it catches up while they
  // wait. content/ --locale en, alternating: parse 1.85 -> 1.65 s and build 3.18 -> 2.95 s (medians of six); the 8
  // locales 3-5% faster in each of four pairs.
  yieldToOtherThreads();
  const { profile } = workerData as { profile?: string };
  if (profile) stopProfile = await startProfile(profile);
  parentPort!.on('message', take);
}

function take({ pages, locales, stored, sent, preload }: AnalysisMessage): void {
  if (preload) ahead = readAheadOrNot(preload);
  try {
    for (const page of pages ?? []) analyses.set(page.id, keptAnalysis(analyseEntry(page, words)));
    if (locales) finish({ built: buildFiles(locales) });
    if (stored) {
      const stores = openJobStores(stored, ahead);
      const need = missingPages(stored, stores);
      if (need.length) {
        waiting = { job: stored, stores };
        parentPort!.postMessage({ need } satisfies AnalysisReply);
      } else finish({ stored: buildStoredIndex(stored, words, stores, kept) });
    }
    if (sent && waiting) {
      for (const { id, ...page } of sent) waiting.job.pages[id] = page;
      finish({ stored: buildStoredIndex(waiting.job, words, waiting.stores, kept) });
    }
  } catch (error) {
    reply({ error: String(error instanceof Error ? error.stack : error) });
  }
}

/** The store read ahead; nothing when that fails: the job then reads it and meets the failure itself. */
function readAheadOrNot(where: NonNullable<AnalysisMessage['preload']>): ReadAhead | undefined {
  try {
    return readAhead(where);
  } catch {
    return undefined;
  }
}

/** With `build --profile`, the profile is written before the reply lets the build end. */
function finish(message: AnalysisReply): void {
  if (stopProfile) void stopProfile().finally(() => reply(message));
  else reply(message);
}

function reply(message: AnalysisReply): void {
  parentPort!.postMessage(message);
  parentPort!.close();
  // After the reply: the build need not wait for it.
  thread?.saveCodeCache();
}

/** Every locale's index and snippets files, as the build's thread would make them (build-search-index.ts). */
function buildFiles(locales: LocaleIndexJob[]): { files: OutputFile[]; sections: number } {
  const numbering = postingsNumbering();
  const files: OutputFile[] = [];
  let sections = 0;
  const pages = locales.map((job) => job.pages.map(indexedPage));
  // Locales list mostly the same entries: what they share is joined once, not merged once per locale.
  const postings = joinSharedRuns(pages.map((list) => list.map((page) => page.postings)));
  for (const [i, { locale, names, suggestions }] of locales.entries()) {
    const built = indexFiles({ locale, pages: pages[i], postings: postings[i], suggestions }, numbering);
    sections += built.index.sections.length;
    files.push(
      { file: names.index, content: JSON.stringify(built.index) },
      { file: names.snippets, content: JSON.stringify(built.snippets) },
    );
  }
  return { files, sections };
}

function indexedPage(ref: PageRef): IndexedPage {
  const { row, language } = ref;
  if ('text' in ref) return modulePage({ row, language, text: ref.text }, words);
  const analysis = 'entry' in ref ? analyses.get(ref.entry) : analyseEntry(ref.page, words);
  if (!analysis) throw new Error(`page ${row[0]} was never sent to the search analysis thread`);
  return { row, language, ...analysis };
}
