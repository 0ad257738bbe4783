/**
 * `sitemap.xml`: every route of every built locale as an absolute URL, at the output root; each other locale
 * also gets its own below `/<locale>/`, as a site built one locale at a time would have. A page that exists in
 * several locales lists them as `hreflang` alternates (plus `x-default`), pointing only at pages that exist.
 * Alias routes (kept only so old links work) and the not-found page are left out: search engines should see
 * each page once.
 */
import { escapeHtml } from '../../templates/escape.js';
import { applyTrailingSlash } from '../render/trailing-slash.js';
import type { ResolvedConfig } from '../config/schema.js';
import { routeKey } from '../content/permalinks.js';
import { alternatesOf, type LocaleModel } from '../routes/site-model.js';
import type { OutputFile, Route } from '../types.js';

/** One `<url>`: the page and, when it exists in other locales too, every locale's version. */
interface SitemapEntry {
  loc: string;
  alternates: { hreflang: string; href: string }[];
}

/** The root sitemap and one per non-default locale. */
export function createSitemaps({ config, models }: { config: ResolvedConfig; models: LocaleModel[] }): OutputFile[] {
  const infos = new Map(config.i18n.resolved.map((l) => [l.code, l]));
  const base = `${new URL(config.url).origin}${config.baseUrl.replace(/\/$/, '')}`;
  // Pages are served by the site's trailingSlash rule; the sitemap names them as served.
  const served = (sitePath: string) =>
    config.trailingSlash === undefined ? sitePath : applyTrailingSlash(sitePath, config.trailingSlash, '/');
  const urlOf = (locale: string, sitePath: string) =>
    `${base}${infos.get(locale)?.path ? `/${infos.get(locale)!.path}` : ''}${served(sitePath)}`;
  const locales = alternatesOf(models);
  const entriesOf = (model: LocaleModel): SitemapEntry[] =>
    model.table.routes.filter(listed).map((route) => {
      const others = locales.get(routeKey(route.path)) ?? [];
      const alternates =
        others.length < 2
          ? []
          : others.map((code) => ({ hreflang: infos.get(code)?.htmlLang ?? code, href: urlOf(code, route.path) }));
      if (alternates.length && others.includes(config.i18n.defaultLocale))
        alternates.push({ hreflang: 'x-default', href: urlOf(config.i18n.defaultLocale, route.path) });
      return { loc: urlOf(model.locale, route.path), alternates };
    });
  const files: OutputFile[] = [{ file: 'sitemap.xml', content: sitemapXml(models.flatMap(entriesOf)) }];
  for (const model of models) {
    const prefix = infos.get(model.locale)?.path;
    if (prefix) files.push({ file: `${prefix}/sitemap.xml`, content: sitemapXml(entriesOf(model)) });
  }
  return files;
}

function listed(route: Route): boolean {
  return route.kind !== 'not-found' && !route.canonical;
}

/** The sitemaps.org XML for a list of entries. */
function sitemapXml(entries: SitemapEntry[]): string {
  const body = entries.map((e) => {
    const links = e.alternates
      .map(
        (a) =>
          `<xhtml:link rel="alternate" hreflang="${escapeHtml(a.hreflang)}" href="${escapeHtml(encodeUrl(a.href))}"/>`,
      )
      .join('');
    return `<url><loc>${escapeHtml(encodeUrl(e.loc))}</loc>${links}</url>`;
  });
  return [
    '<?xml version="1.0" encoding="UTF-8"?>',
    '<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9" xmlns:xhtml="http://www.w3.org/1999/xhtml">',
    ...body,
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
