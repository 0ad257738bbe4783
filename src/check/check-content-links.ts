/**
 * The links and images written in Markdown, checked the way the output will be read: each link is resolved in
 * every locale that renders its page (a default-locale page is rendered in all of them), so a link that works
 * in English but lands on nothing under `/de/` is reported, once, naming the locales where it fails.
 */
import { FILE_LINK } from '../markdown/links.js';
import type { BuildWarning, ContentEntry, LinkRecord } from '../types.js';
import { anchorsOf } from './anchors-of.js';
import type { OutputFiles } from './output-files.js';
import { otherCaseHint, type SiteUrls } from './site-urls.js';

/** A warning plus the site path its link resolved to (ignore patterns match either). */
export type Finding = BuildWarning & { target?: string };

/** What one link does in one locale: fine, or the finding without its position. */
type Outcome = { code: Finding['code']; message: string; target?: string } | null;

/** How many links `check` judged, by where they were written (`markdown`, `image`, `html`, `fiddle`, `navbar`...). */
export type LinkCounts = Record<string, number>;

/** Check every entry's links in every locale that renders it; `counts` is told each link judged, by kind. */
export async function checkContentLinks({
  urls,
  output,
  counts = {},
}: {
  urls: SiteUrls;
  output: OutputFiles;
  counts?: LinkCounts;
}): Promise<Finding[]> {
  const findings: Finding[] = [];
  for (const [entry, locales] of renderedIn(urls)) {
    for (const link of entry.links) {
      if (link.external) continue;
      const kind = link.via ?? (link.kind === 'image' ? 'image' : 'markdown');
      counts[kind] = (counts[kind] ?? 0) + 1;
      const outcomes = new Map<string, Outcome>();
      const fixed = fileOutcome(link);
      for (const locale of locales)
        outcomes.set(locale, fixed === undefined ? await linkOutcome({ urls, output }, entry, link, locale) : fixed);
      findings.push(...summarise(entry, link, outcomes));
    }
  }
  return findings;
}

/** Entry -> the locales whose pages show it (translations replace the default entry in their locale). */
function renderedIn(urls: SiteUrls): Map<ContentEntry, string[]> {
  const map = new Map<ContentEntry, string[]>();
  for (const model of urls.models) {
    for (const entry of model.content.entries.values()) {
      if (!map.has(entry)) map.set(entry, []);
      map.get(entry)!.push(model.locale);
    }
  }
  return map;
}

/** Images and file links resolve to one URL for every locale; undefined means "a page link, ask per locale". */
function fileOutcome(link: LinkRecord): Outcome | undefined {
  // Raw HTML is not resolved at build time: where it lands depends on the page's URL.
  if (link.via === 'html') return undefined;
  const target = link.raw.split('#')[0].split('?')[0];
  const isFile = link.kind === 'image' || link.file === true || FILE_LINK.test(target);
  if (isFile)
    return link.resolved === null
      ? {
          code: link.kind === 'image' ? 'missing-image' : 'missing-file',
          message: link.kind === 'image' ? 'image not found' : 'file not found',
        }
      : null;
  if (link.resolved === null) return { code: 'broken-link', message: 'Markdown file not found' };
  return undefined;
}

/** Where a page link lands when the page is rendered in `locale`. */
async function linkOutcome(
  { urls, output }: { urls: SiteUrls; output: OutputFiles },
  entry: ContentEntry,
  link: LinkRecord,
  locale: string,
): Promise<Outcome> {
  const anchor = link.anchor;
  if (link.resolved === '') {
    return anchor && !anchorsOf(entry).has(anchor)
      ? { code: 'broken-anchor', message: `anchor not found on this page: #${anchor}${anchorHint(anchor, entry)}` }
      : null;
  }
  const url = link.via === 'html' ? htmlUrl(urls, entry, link, locale) : `${urls.prefixOf(locale)}${link.resolved}`;
  if (url === null) return null;
  const found = urls.find(url);
  if (!found.built) return null;
  if (!found.route) {
    if (await output(url)) return null;
    if (link.kind === 'image') return { code: 'missing-image', message: `image not found: ${found.key}`, target: url };
    const elsewhere = urls.localesWith(found.key);
    if (elsewhere.length > 0)
      return {
        code: 'missing-locale-page',
        message: `page not in this locale: ${found.key} exists only in ${elsewhere.join(', ')}`,
        target: url,
      };
    const hint = otherCaseHint(found) || htmlMarkdownHint(link);
    return { code: 'broken-link', message: `page not found: ${found.key}${hint}`, target: url };
  }
  if (!anchor || anchor === 'top') return null;
  const model = urls.models.find((m) => m.locale === found.locale)!;
  const target = found.route.entryKey ? model.content.entries.get(found.route.entryKey) : undefined;
  // Generated pages (lists, tags) have no entry to read anchors from: only content pages are judged.
  if (!target || anchorsOf(target).has(anchor)) return null;
  return {
    code: 'broken-anchor',
    message: `anchor not found: #${anchor} on ${found.key}${anchorHint(anchor, target)}`,
    target: url,
  };
}

/**
 * The page's anchor that `anchor` was likely meant for, named: one that differs only in case (ids are
 * case-sensitive, and easy to mistype so), else the only one that differs only in hyphens (a heading's punctuation
 * and spaces make them: github-slugger gives `addListener('x', ...)` the id `addlistenerx-`).
 */
function anchorHint(anchor: string, entry: ContentEntry): string {
  const lower = anchor.toLowerCase();
  const own = [...anchorsOf(entry)];
  const cased = own.find((a) => a.toLowerCase() === lower);
  if (cased) return `; it has #${cased} (anchors are case-sensitive)`;
  const bare = (a: string) => a.toLowerCase().replaceAll('-', '');
  const hyphened = own.filter((a) => bare(a) === bare(anchor));
  return hyphened.length === 1 ? `; it has #${hyphened[0]}` : '';
}

/**
 * Where a raw-HTML link lands, as a path below the base URL: a site path as written (raw HTML is not moved into
 * the page's locale), a relative one against the page's URL in `locale`. Null for a path outside the base URL.
 */
function htmlUrl(urls: SiteUrls, entry: ContentEntry, link: LinkRecord, locale: string): string | null {
  const target = link.resolved ?? '';
  if (target.startsWith('/')) {
    if (!target.startsWith(urls.baseUrl)) return null;
    return `/${target.slice(urls.baseUrl.length)}`;
  }
  const page = new URL(`${urls.prefixOf(locale)}${entry.permalink}`, 'https://site.invalid');
  const pathname = new URL(target, page).pathname;
  try {
    return decodeURI(pathname);
  } catch {
    return pathname;
  }
}

/**
 * Why a raw-HTML link to a `.md` file lands on nothing: only Markdown links to `.md` files become page URLs, in
 * Docusaurus too (its docs plugin rewrites `](x.md)` and `]: x.md` in the file's text, never `href="x.md"`).
 */
function htmlMarkdownHint(link: LinkRecord): string {
  if (link.via !== 'html' || !/\.mdx?$/i.test(link.resolved ?? '')) return '';
  return `; a .md link in raw HTML is not rewritten (nor is it in Docusaurus): write it as a Markdown link, [text](${link.raw}), or link the page's URL`;
}

/** One finding per distinct problem; when it happens in some of the page's locales only, name them. */
function summarise(entry: ContentEntry, link: LinkRecord, outcomes: Map<string, Outcome>): Finding[] {
  const byMessage = new Map<string, { outcome: NonNullable<Outcome>; locales: string[] }>();
  for (const [locale, outcome] of outcomes) {
    if (!outcome) continue;
    const seen = byMessage.get(outcome.message) ?? { outcome, locales: [] };
    seen.locales.push(locale);
    byMessage.set(outcome.message, seen);
  }
  return [...byMessage.values()].map(({ outcome, locales }) => ({
    code: outcome.code,
    file: entry.absPath,
    line: link.line,
    column: link.column,
    message: locales.length < outcomes.size ? `${outcome.message} (in ${locales.join(', ')})` : outcome.message,
    link: link.raw,
    target: outcome.target ?? link.resolved ?? undefined,
  }));
}
