/**
 * The render stage's side of the page cache (src/cache/page-cache.ts): each job gets its key, the pages the cache
 * holds are handed to a second thread to write (or returned) at once, and only the others go to the render threads, with their keys so that
 * the threads store what they render.
 */
import { mkdirSync } from 'node:fs';
import path from 'node:path';
import type { PageCache } from '../cache/page-cache.js';
import { htmlDigestOf } from '../content/html-digest.js';
import type { LinkedPages } from '../cache/linked-pages.js';
import { outputPath } from '../content/site-paths.js';
import type { AsideFile, AsideResult } from './write-aside.js';
import { writeChunks } from '../write-chunks.js';
import { keepsHtml } from './module-html.js';
import type { ContentEntry } from '../types.js';
import type { RouteJob } from './render-route.js';
import type { DiskTarget, LocaleJobs, LocalePage } from './render-pool.js';
import type { PageScan } from './page-scan.js';

/** A job whose page the page writing thread takes from the cache (its entry's result is known once it ran). */
export interface AsideJob {
  work: LocaleJobs;
  job: RouteJob;
  key: string;
  /** The page's scan, kept with its entry (src/render/page-scan.ts). */
  scan?: PageScan;
}

/**
 * The pages the cache holds, and the jobs left to render (keyed, for storing). With a disk target, the cached pages
 * are not read here but named in `files`, for a second thread to link from the previous output (`previous`: see
 * src/cache/linked-pages.ts) or read, check and write (write-aside.ts); `aside` holds their jobs, in the same
 * order, for `settleAside`.
 */
export function takeCachedPages(
  work: LocaleJobs[],
  {
    cache,
    disk,
    previous,
    moduleHtmlOnly,
  }: { cache: PageCache; disk?: DiskTarget; previous?: LinkedPages | null; moduleHtmlOnly?: boolean },
): { pages: LocalePage[]; work: LocaleJobs[]; files: AsideFile[]; aside: AsideJob[] } {
  const pages: LocalePage[] = [];
  const files: AsideFile[] = [];
  const aside: AsideJob[] = [];
  const keyed = keyedJob(cache);
  const left = work.map((w) => {
    const bundle = cache.bundleDigest(w.locale, w.bundle);
    const rest: LocaleJobs = { ...w, jobs: [], keys: [] };
    const renderLater = (job: RouteJob, key: string) => (rest.jobs.push(job), rest.keys!.push(key));
    // A swizzled footer or MDXContent that imports Node's modules is on every page, all of which then render.
    const partReadsNode = Object.values(w.bundle.parts ?? {}).some((part) => part.readsNode);
    for (const job of w.jobs) {
      // A page module that imports Node's modules may read files no key covers: it renders every build.
      const module = job.route.data?.module;
      if (partReadsNode || (typeof module === 'string' && w.alwaysRender?.includes(module))) {
        renderLater(job, '');
        continue;
      }
      const key = cache.keyOf(w.locale, bundle, keyed(job));
      if (disk) {
        const entry = cache.entryOf(key);
        if (!entry) renderLater(job, key);
        else {
          const linkable = previous?.previous(key, disk.prefixes[w.locale] ?? '') ?? undefined;
          files.push({ entry, root: localeRoot(disk, w.locale), previous: linkable });
          aside.push({ work: rest, job, key, scan: entry.scan });
        }
        continue;
      }
      const page = cache.read(key);
      if (!page) {
        renderLater(job, key);
        continue;
      }
      const html = keepsHtml(job.route, moduleHtmlOnly) ? page.bytes.toString('utf8') : '';
      pages.push({ locale: w.locale, file: page.file, html, bytes: page.bytes.length, written: false });
    }
    return rest;
  });
  return { pages, work: left, files, aside };
}

/**
 * The pages the writing thread wrote from the cache; a job whose entry it could not use is a miss after all,
 * added back to its locale's jobs to render.
 */
export function settleAside(
  aside: AsideJob[],
  results: AsideResult[],
  cache: PageCache,
): { pages: LocalePage[]; work: LocaleJobs[] } {
  const pages: LocalePage[] = [];
  const again = new Map<LocaleJobs, LocaleJobs>();
  aside.forEach(({ work, job, key, scan }, i) => {
    const result = results[i];
    if (result && 'file' in result) {
      const { file, size: bytes, linked: mark } = result;
      pages.push({ locale: work.locale, file, html: '', bytes, written: true, key, mark, scan });
      return;
    }
    cache.unusable(key, result ? result.unusable : null);
    if (!again.has(work)) again.set(work, { ...work, jobs: [], keys: [] });
    again.get(work)!.jobs.push(job);
    again.get(work)!.keys!.push(key);
  });
  return { pages, work: [...again.values()] };
}

/** The folder a locale's pages go below in the disk target. */
function localeRoot(disk: DiskTarget, locale: string): string {
  const prefix = disk.prefixes[locale];
  return prefix ? path.join(disk.dir, prefix) : disk.dir;
}

/**
 * A job as its key reads it: its entry and listed entries by their digests. A blog list, tag or archive page lists
 * many posts, each with its HTML, and a post is listed on many pages: each entry is serialised once per build, not
 * once per page that lists it, with its HTML as the digest the body cache kept. (Entries do not change while keys
 * are taken.)
 */
function keyedJob(cache: PageCache): (job: RouteJob) => unknown {
  const digests = new WeakMap<ContentEntry, { '\0entry': string }>();
  const ref = (entry: ContentEntry) => {
    let known = digests.get(entry);
    // The HTML by its digest: serialising ~50 KB of it per entry cost more than all the rest of a key.
    if (!known) digests.set(entry, (known = { '\0entry': cache.digestOf({ ...entry, html: htmlDigestOf(entry) }) }));
    return known;
  };
  return (job) => ({ ...job, entry: job.entry && ref(job.entry), items: job.items?.map(ref) });
}

/** Where a page of a locale goes in the disk target (refused when that would leave it). */
export function pagePath(disk: DiskTarget, locale: string, file: string): string {
  const prefix = disk.prefixes[locale];
  return outputPath(disk.dir, prefix ? `${prefix}/${file}` : file);
}

/**
 * Write a page below its locale's prefix in the disk target, from its UTF-8 bytes (page-parts.ts `encodeParts`);
 * `made` remembers the folders already made. Returns the file written.
 */
export function writePage(
  { disk, locale, file, bytes }: { disk: DiskTarget; locale: string; file: string; bytes: Uint8Array },
  made: Set<string>,
): string {
  const target = pagePath(disk, locale, file);
  const dir = path.dirname(target);
  if (!made.has(dir)) mkdirSync(dir, { recursive: true });
  made.add(dir);
  writeChunks(target, [bytes]);
  return target;
}
