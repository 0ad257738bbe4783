/**
 * The render stage's side of the page cache (src/cache/page-cache.ts): each job gets its key, the pages the cache
 * holds are written (or returned) at once, and only the others go to the render threads, with their keys so that
 * the threads store what they render.
 */
import { mkdirSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import type { PageCache } from '../cache/page-cache.js';
import { outputPath } from '../content/site-paths.js';
import type { DiskTarget, LocaleJobs, LocalePage } from './render-pool.js';

/** The pages the cache holds, and the jobs left to render (keyed, for storing). */
export function takeCachedPages(
  work: LocaleJobs[],
  { cache, disk }: { cache: PageCache; disk?: DiskTarget },
): { pages: LocalePage[]; work: LocaleJobs[] } {
  const pages: LocalePage[] = [];
  const made = new Set<string>();
  const left = work.map((w) => {
    const bundle = cache.bundleDigest(w.locale, w.bundle);
    const rest: LocaleJobs = { ...w, jobs: [], keys: [] };
    for (const job of w.jobs) {
      // A page module that imports Node's modules may read files no key covers: it renders every build.
      const module = job.route.data?.module;
      if (typeof module === 'string' && w.alwaysRender?.includes(module)) {
        rest.jobs.push(job);
        rest.keys!.push('');
        continue;
      }
      const key = cache.keyOf(w.locale, bundle, job);
      const page = cache.read(key);
      if (!page) {
        rest.jobs.push(job);
        rest.keys!.push(key);
        continue;
      }
      const html = fillPage(page.html, w.fills);
      const bytes = Buffer.byteLength(html);
      if (!disk) pages.push({ locale: w.locale, file: page.file, html, bytes, written: false });
      else {
        writePage({ disk, locale: w.locale, file: page.file, html }, made);
        pages.push({ locale: w.locale, file: page.file, html: '', bytes, written: true });
      }
    }
    return rest;
  });
  return { pages, work: left };
}

/** Fill a page's whole-site placeholders: the first occurrence of each `from` becomes its `to`. */
export function fillPage(html: string, fills: [from: string, to: string][] | undefined): string {
  let out = html;
  for (const [from, to] of fills ?? []) {
    const at = out.indexOf(from);
    if (at >= 0) out = out.slice(0, at) + to + out.slice(at + from.length);
  }
  return out;
}

/** Write a page below its locale's prefix in the disk target; `made` remembers the folders already made. */
export function writePage(
  { disk, locale, file, html }: { disk: DiskTarget; locale: string; file: string; html: string },
  made: Set<string>,
): void {
  const prefix = disk.prefixes[locale];
  const target = outputPath(disk.dir, prefix ? `${prefix}/${file}` : file);
  const dir = path.dirname(target);
  if (!made.has(dir)) mkdirSync(dir, { recursive: true });
  made.add(dir);
  writeFileSync(target, html);
}
