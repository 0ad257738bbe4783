/**
 * `sitemap.xml`: every route of every built locale as an absolute URL, at the output root; each other locale
 * also gets its own below `/<locale>/`, as a site built one locale at a time would have. A page that exists in
 * several locales lists them as `hreflang` alternates (plus `x-default`), pointing only at pages that exist.
 * Alias routes (kept only so old links work) and the not-found page are left out: search engines should see
 * each page once. So is a page whose head says `noindex`: a Markdown page's `<head>`, known here, or a React page's
 * `<Head>`, known once it has rendered (noindex-pages.ts).
 */
import { escapeHtml } from '../../templates/escape.js';
import { applyTrailingSlash } from '../render/trailing-slash.js';
import type { ResolvedConfig } from '../config/schema.js';
import { routeKey } from '../content/permalinks.js';
import { alternatesOf, type LocaleModel } from '../routes/site-model.js';
import type { OutputFile, Route } from '../types.js';

/**
 * The root sitemap and one per non-default locale. Each `<url>` is written once, for the root sitemap and its
 * locale's, and a page's alternate links once for all the locales that have it (8 locales: 9 links each).
 */
export function createSitemaps({
  config,
  models,
  hidden,
}: {
  config: ResolvedConfig;
  models: LocaleModel[];
  /** Locale -> paths of its React pages that said noindex (noindex-pages.ts). */
  hidden?: ReadonlyMap<string, ReadonlySet<string>>;
}): OutputFile[] {
  const infos = new Map(config.i18n.resolved.map((l) => [l.code, l]));
  const base = `${new URL(config.url).origin}${config.baseUrl.replace(/\/$/, '')}`;
  // Pages are served by the site's trailingSlash rule; the sitemap names them as served.
  const served = (sitePath: string) =>
    config.trailingSlash === undefined ? sitePath : applyTrailingSlash(sitePath, config.trailingSlash, '/');
  const urlOf = (locale: string, sitePath: string) =>
    escapeHtml(encodeUrl(`${base}${infos.get(locale)?.path ? `/${infos.get(locale)!.path}` : ''}${served(sitePath)}`));
  const locales = alternatesOf(models);
  const linkBlocks = new Map<string, string>();
  /** The `<xhtml:link>`s of the page at `sitePath`, the same in each locale's `<url>` of it. */
  const linksOf = (sitePath: string): string => {
    let links = linkBlocks.get(sitePath);
    if (links !== undefined) return links;
    const others = locales.get(routeKey(sitePath)) ?? [];
    const alternates =
      others.length < 2 ? [] : others.map((code) => link(infos.get(code)?.htmlLang ?? code, urlOf(code, sitePath)));
    if (alternates.length && others.includes(config.i18n.defaultLocale))
      alternates.push(link('x-default', urlOf(config.i18n.defaultLocale, sitePath)));
    linkBlocks.set(sitePath, (links = alternates.join('')));
    return links;
  };
  const urlsOf = (model: LocaleModel): string[] =>
    model.table.routes
      .filter((route) => listed(route) && !noIndex(model, route) && !hidden?.get(model.locale)?.has(route.path))
      .map((route) => `<url><loc>${urlOf(model.locale, route.path)}</loc>${linksOf(route.path)}</url>`);
  const urls = models.map(urlsOf);
  const files: OutputFile[] = [{ file: 'sitemap.xml', content: sitemapXml(urls.flat()) }];
  models.forEach((model, i) => {
    const prefix = infos.get(model.locale)?.path;
    if (prefix) files.push({ file: `${prefix}/sitemap.xml`, content: sitemapXml(urls[i]) });
  });
  return files;
}

/** One alternate link; `href` is encoded and escaped already. */
function link(hreflang: string, href: string): string {
  return `<xhtml:link rel="alternate" hreflang="${escapeHtml(hreflang)}" href="${href}"/>`;
}

function listed(route: Route): boolean {
  return route.kind !== 'not-found' && !route.canonical;
}

/** A `<meta name="robots">` whose content includes `noindex`, in either attribute order and quoting. */
const NOINDEX = /<meta\b(?=[^>]*\bname=["']robots["'])[^>]*\bcontent=["'][^"']*\bnoindex\b/i;

/** Whether head markup tells search engines not to index the page. */
export function saysNoIndex(head: string): boolean {
  return NOINDEX.test(head);
}

/**
 * Whether the page's own head tells search engines not to index it (a `<head>` in its Markdown): Docusaurus's
 * sitemap leaves such a page out.
 */
function noIndex(model: LocaleModel, route: Route): boolean {
  const tags = route.entryKey === undefined ? undefined : model.content.entries.get(route.entryKey)?.headTags;
  return tags !== undefined && saysNoIndex(tags);
}

/** The sitemaps.org XML around its `<url>` elements. */
function sitemapXml(urls: string[]): string {
  return [
    '<?xml version="1.0" encoding="UTF-8"?>',
    '<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9" xmlns:xhtml="http://www.w3.org/1999/xhtml">',
    ...urls,
    '</urlset>',
    '',
  ].join('\n');
}

/** Route paths are written decoded (`/blog/tags/c++`); sitemaps want them percent-encoded exactly once. */
function encodeUrl(url: string): string {
  try {
    return encodeURI(decodeURI(url));
  } catch {
    return encodeURI(url);
  }
}
