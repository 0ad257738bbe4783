/**
 * React pages whose `<Head>` tells search engines not to index them, for the sitemap to leave out as Docusaurus's
 * sitemap plugin does. A React page's head is known only once the page has rendered, in whichever thread rendered
 * it, or in the page cache: so it is read back from the page as written. Only pages of page modules are read (a
 * site has few); a Markdown page's `<head>` is its entry's, which the sitemap reads itself (sitemap.ts).
 */
import { closeSync, openSync, readSync } from 'node:fs';
import { pagePath } from '../render/cached-pages.js';
import type { DiskTarget, LocaleJobs, LocalePage } from '../render/render-pool.js';
import { outputFile } from '../render/trailing-slash.js';
import { saysNoIndex } from './sitemap.js';

/** Locale -> paths of its React pages whose head says noindex. */
export function noIndexPages({
  work,
  pages,
  disk,
}: {
  work: LocaleJobs[];
  pages: LocalePage[];
  disk?: DiskTarget;
}): Map<string, Set<string>> {
  // Pages kept in memory (a build without a folder), by locale and file; made only if a page module is found.
  let held: Map<string, string> | undefined;
  const hidden = new Map<string, Set<string>>();
  for (const { locale, bundle, jobs } of work)
    for (const { route } of jobs) {
      if (typeof route.data?.module !== 'string') continue;
      const file = outputFile(route, bundle.site.trailingSlash);
      held ??= new Map(pages.filter((p) => !p.written).map((p) => [`${p.locale}\0${p.file}`, p.html]));
      const html = held.get(`${locale}\0${file}`) ?? (disk ? headOf(pagePath(disk, locale, file)) : '');
      if (!saysNoIndex(headPart(html))) continue;
      if (!hidden.has(locale)) hidden.set(locale, new Set());
      hidden.get(locale)!.add(route.path);
    }
  return hidden;
}

/** A page's HTML up to its `</head>` (all of it when it has none). */
function headPart(html: string): string {
  const end = html.indexOf('</head>');
  return end < 0 ? html : html.slice(0, end);
}

/** The start of a written page, through its `</head>`; '' when the page is not there (it failed to render). */
function headOf(file: string): string {
  let fd: number;
  try {
    fd = openSync(file, 'r');
  } catch {
    return '';
  }
  try {
    const chunk = Buffer.alloc(64 * 1024);
    let text = '';
    for (let read; (read = readSync(fd, chunk, 0, chunk.length, null)) > 0;) {
      text += chunk.toString('latin1', 0, read);
      if (text.includes('</head>')) break;
    }
    return text;
  } finally {
    closeSync(fd);
  }
}
