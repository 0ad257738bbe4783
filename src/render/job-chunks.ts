/**
 * A render thread's share of jobs, sent in chunks as the thread renders them rather than in one message. One
 * message copies every entry of the share into the thread at once (and holds its serialized form until the thread
 * has read it): 10,000 docs put ~120 MB of entries into each render thread for the whole render. In chunks, a thread
 * holds the few it has not rendered yet, and an entry is gone once its pages are rendered.
 *
 * A small share still goes whole: one message sends an entry that several locales show once (chunks would send it
 * with each locale's jobs), and its memory does not matter.
 */
import type { ContentEntry, Route } from '../types.js';
import type { LocaleJobs } from './render-pool.js';
import type { RouteJob } from './render-route.js';

/** A share's jobs of one locale, by the locale's place in the share. */
export interface ChunkPart {
  locale: number;
  jobs: RouteJob[];
  keys?: string[];
}

/** A run of a share's jobs, in the share's order (locale by locale): `last` ends the share. */
export interface JobChunk {
  parts: ChunkPart[];
  last: boolean;
}

/** What a render thread needs before its first chunk: each locale of its share without its jobs. */
export type LocaleSetup = Omit<LocaleJobs, 'jobs' | 'keys'>;

/** Characters of entries' HTML in one chunk: a few dozen pages. */
export const CHUNK_CHARS = 512 * 1024;

/** Chunks a thread is sent ahead of the one it renders, so it never waits for this thread between two. */
export const CHUNKS_AHEAD = 4;

/** Characters of entries' HTML in the shares under which the shares go whole (a site of a few thousand pages). */
export const STREAM_MIN_CHARS = 32 * 1024 * 1024;

/**
 * Characters of HTML per chunk for these shares, or undefined to send each whole: chunks only when `stream` (this
 * thread stays free to send them) and the shares are worth it. `SITEGEN_RENDER_CHUNK_CHARS=n` chunks any site by
 * n characters (to test and measure the chunked path on a small site).
 */
export function chunkCharsFor(shares: LocaleJobs[][], stream: boolean | undefined): number | undefined {
  if (!stream) return undefined;
  const forced = Number(process.env.SITEGEN_RENDER_CHUNK_CHARS);
  if (forced > 0) return forced;
  return worthStreaming(shares) ? CHUNK_CHARS : undefined;
}

/** Whether shares this large are worth sending in chunks: their distinct entries' HTML passes STREAM_MIN_CHARS. */
export function worthStreaming(shares: LocaleJobs[][]): boolean {
  const seen = new Set<ContentEntry>();
  let chars = 0;
  for (const share of shares)
    for (const w of share)
      for (const job of w.jobs) {
        for (const entry of entriesOf(job)) {
          if (seen.has(entry)) continue;
          seen.add(entry);
          chars += entry.html.length;
        }
        if (chars >= STREAM_MIN_CHARS) return true;
      }
  return false;
}

/** The share's locales without their jobs (sent once, before the chunks). */
export function localeSetups(share: LocaleJobs[]): LocaleSetup[] {
  return share.map(({ jobs: _jobs, keys: _keys, ...setup }) => setup);
}

/** The routes of the share that render a page module (the thread imports those before its first page). */
export function moduleRoutes(share: LocaleJobs[]): Route[] {
  return share.flatMap((w) => w.jobs.map((job) => job.route).filter((r) => typeof r.data?.module === 'string'));
}

/**
 * The share as chunks of about `maxChars` characters of entries' HTML each, in its order (Infinity: one chunk).
 * A share without jobs is one empty chunk, so the thread still hears that it is done.
 */
export function jobChunks(share: LocaleJobs[], maxChars: number): JobChunk[] {
  const chunks: JobChunk[] = [];
  let parts: ChunkPart[] = [];
  let chars = 0;
  const cut = () => {
    chunks.push({ parts, last: false });
    [parts, chars] = [[], 0];
  };
  share.forEach((w, locale) => {
    let start = 0;
    w.jobs.forEach((job, i) => {
      for (const entry of entriesOf(job)) chars += entry.html.length;
      if (chars < maxChars && i < w.jobs.length - 1) return;
      parts.push({ locale, jobs: w.jobs.slice(start, i + 1), keys: w.keys?.slice(start, i + 1) });
      start = i + 1;
      if (chars >= maxChars) cut();
    });
  });
  if (parts.length || !chunks.length) cut();
  chunks[chunks.length - 1].last = true;
  return chunks;
}

function entriesOf(job: RouteJob): ContentEntry[] {
  return job.items ? (job.entry ? [job.entry, ...job.items] : job.items) : job.entry ? [job.entry] : [];
}
