/**
 * The search stage on a thread of its own, fed page by page as the parse stage renders them: cutting pages into
 * sections and counting and stemming their words keeps this thread busy while the build's thread parses the next
 * pages (and the render threads are still loading), and the index files are merged here too, beside rendering.
 * The build's thread only names the pages each locale lists, in order (build-search-index.ts).
 *
 * A build with the build cache sends it no pages as they are parsed: most analyses are read from the cache by each
 * page's HTML (stored-analysis.ts). It asks for the index once the pages are known instead (`buildStored`), and
 * the thread reads the cache and merges the index beside rendering and writing (stored-index.ts).
 */
import os from 'node:os';
import { Worker } from 'node:worker_threads';
import { threadEntry } from '../thread-entry.js';
import type { SearchPageRow } from '../../templates/search/index-format.js';
import type { ContentEntry, OutputFile } from '../types.js';
import type { AnalysedPage } from './analyse-entry.js';
import type { StoredIndexJob, StoredIndexReply } from './stored-index.js';
import { THREAD_LIMITS } from '../thread-limits.js';

/**
 * A page of a locale's index as the thread takes it: its row and language, and what it is made from: an entry the
 * thread was sent as it was parsed, an entry it was not sent, or a page module's description.
 */
export type PageRef = { row: SearchPageRow; language: string } & (
  { entry: number } | { page: AnalysedPage } | { text: string }
);

/** One locale's index: its file names, its pages in order, and the titles suggested when nothing is found. */
export interface LocaleIndexJob {
  locale: string;
  names: Record<'index' | 'snippets', string>;
  pages: PageRef[];
  suggestions: string[];
}

/** What the build's thread posts: pages to analyse, or every locale's index to build from them. */
export interface AnalysisMessage {
  pages?: (AnalysedPage & { id: number })[];
  locales?: LocaleIndexJob[];
  /** Every locale's index from the build cache instead (no pages were sent). */
  stored?: StoredIndexJob;
  /** The pages a `stored` job asked for (`need`). */
  sent?: (AnalysedPage & { id: number })[];
  /** The groups store a `stored` job will name, to read before the job comes (`AnalysisThread.preload`). */
  preload?: StoredIndexJob['stores']['groups'];
}

/** What the thread posts back once: the index files, or why it failed. */
export interface AnalysisReply {
  built?: { files: OutputFile[]; sections: number };
  stored?: StoredIndexReply;
  /** Before its reply, a `stored` job may ask for the pages of these entries (by their number in its `pages`). */
  need?: number[];
  error?: string;
}

/** A running analysis thread. */
export interface AnalysisThread {
  /** Analyse this entry (called as each entry is parsed). */
  add(entry: ContentEntry): void;
  /** The number `add` gave the entry, if it was added. */
  idOf(entry: ContentEntry): number | undefined;
  /** Build every locale's index files; rejects when the thread failed. */
  build(locales: LocaleIndexJob[]): Promise<{ files: OutputFile[]; sections: number }>;
  /**
   * Read the build cache's groups of postings (postings-groups.ts) now, while the build's thread scans and parses:
   * a `buildStored` job naming the same store then finds them read.
   */
  preload(groups: StoredIndexJob['stores']['groups']): void;
  /** Build every locale's index files from the build cache; rejects when the thread failed. */
  buildStored(job: StoredIndexJob, pageOf: (id: number) => AnalysedPage): Promise<StoredIndexReply>;
  /** Stop the thread (a failed build). */
  close(): Promise<void>;
}

/**
 * Start the analysis thread, or null where there is no second core to run it on (`workers` of 1 or less, or one
 * core) or no compiled thread script (sitegen run from its TypeScript sources, as in tests). `profile`: the main
 * thread's CPU profile file (`build --profile`); the thread writes its own beside it, `<name>.search.cpuprofile`.
 */
export function startAnalysisThread({
  workers = os.availableParallelism(),
  profile,
}: { workers?: number; profile?: string } = {}): AnalysisThread | null {
  // Through the code cache, as render threads start (~40 ms less compiling on a warm build's critical path).
  const code = threadEntry('search-worker.cjs', 'startAnalysisWorker');
  if (workers <= 1 || !code) return null;
  const worker = new Worker(code, {
    eval: true,
    resourceLimits: THREAD_LIMITS,
    workerData: { profile: profile && profile.replace(/(\.cpuprofile)?$/, '.search.cpuprofile') },
  });
  const ids = new Map<ContentEntry, number>();
  // Pages go in batches: each message costs the build's thread more than copying one page's HTML.
  let batch: NonNullable<AnalysisMessage['pages']> = [];
  let batchChars = 0;
  const flush = () => {
    if (batch.length) worker.postMessage({ pages: batch } satisfies AnalysisMessage);
    [batch, batchChars] = [[], 0];
  };
  // A job comes after the entries sent as they were parsed (without the cache, or a first build with it).
  const sendJob = (job: AnalysisMessage) => (flush(), worker.postMessage(job));
  let pageOf: (id: number) => AnalysedPage = () => {
    throw new Error('no job asked for pages');
  };
  const reply = new Promise<AnalysisReply>((resolve, reject) => {
    worker.on('message', (message: AnalysisReply) => {
      if (!message.need) return resolve(message);
      try {
        worker.postMessage({ sent: message.need.map((id) => ({ id, ...pageOf(id) })) } satisfies AnalysisMessage);
      } catch (error) {
        reject(error as Error);
      }
    });
    worker.once('error', reject);
    worker.once('exit', (code) => reject(new Error(`the search analysis thread stopped (exit code ${code})`)));
  });
  // A build that fails before it asks for the index must not end on this promise's rejection.
  reply.catch(() => {});
  return {
    add(entry) {
      const { html, title, locale } = entry;
      batch.push({ id: ids.size, html, title, locale });
      ids.set(entry, ids.size);
      if ((batchChars += html.length) >= BATCH_CHARS) flush();
    },
    idOf: (entry) => ids.get(entry),
    preload: (groups) => worker.postMessage({ preload: groups } satisfies AnalysisMessage),
    async build(locales) {
      sendJob({ locales });
      const { built, error } = await reply;
      if (!built) throw new Error(`the search analysis thread failed: ${error}`);
      return built;
    },
    async buildStored(job, pages) {
      pageOf = pages;
      sendJob({ stored: job });
      const { stored, error } = await reply;
      if (!stored) throw new Error(`the search analysis thread failed: ${error}`);
      return stored;
    },
    close: async () => void (await worker.terminate()),
  };
}

/** Characters of HTML sent in one message: a few dozen pages, so the thread starts on them early. */
const BATCH_CHARS = 256 * 1024;
