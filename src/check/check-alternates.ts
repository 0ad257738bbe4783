/**
 * hreflang links and sitemap entries must point at pages that exist. hreflang is judged from what every page's
 * head is rendered from (the locales that serve its route key, at its canonical path, plus x-default), so it
 * works whether pages were kept in memory or written by render workers; sitemaps are read back from the output.
 */
import type { ResolvedConfig } from '../config/schema.js';
import { routeKey } from '../content/permalinks.js';
import type { Writer } from '../output/writer.js';
import { alternatesOf } from '../routes/site-model.js';
import type { Finding } from './check-content-links.js';
import type { SiteUrls } from './site-urls.js';

/** Every hreflang alternate of every page that names a URL without a page. */
export function checkHreflang(urls: SiteUrls): Finding[] {
  const alternates = alternatesOf(urls.models);
  const findings = new Map<string, Finding>();
  for (const model of urls.models) {
    for (const route of model.table.routes) {
      const locales = alternates.get(routeKey(route.path)) ?? [model.locale];
      // A page in one locale only gets no alternates (see templates/document.tsx).
      if (locales.length < 2) continue;
      const path = route.canonical ?? route.path;
      for (const locale of locales) {
        const url = `${urls.prefixOf(locale)}${path}`;
        const found = urls.find(url);
        if (!found.built || found.route) continue;
        findings.set(`${route.source}\u0000${url}`, {
          code: 'hreflang-without-page',
          file: route.source,
          message: `hreflang alternate without a page: ${url}`,
          link: url,
          target: url,
        });
      }
    }
  }
  return [...findings.values()];
}

const LOC = /<loc>\s*([^<\s]+)\s*<\/loc>|<xhtml:link\b[^>]*\bhref="([^"]+)"/g;

/** The `<loc>` and `<xhtml:link href>` entries of each locale's `sitemap.xml` that name no page. */
export async function checkSitemaps({
  config,
  urls,
  writer,
}: {
  config: ResolvedConfig;
  urls: SiteUrls;
  writer: Writer;
}): Promise<Finding[]> {
  const origin = `${config.url.replace(/\/$/, '')}${config.baseUrl.replace(/\/$/, '')}`;
  const files = new Set([
    'sitemap.xml',
    ...urls.models.map((m) => `${urls.prefixOf(m.locale).replace(/^\//, '')}/sitemap.xml`.replace(/^\//, '')),
  ]);
  const findings: Finding[] = [];
  // Whether a URL names no page, by its text: each sitemap of 8 locales names every page's 9 alternates again in
  // every locale's entry, and the root sitemap holds each locale's entries too.
  const missing = new Map<string, boolean>();
  const namesNoPage = (url: string) => {
    let no = missing.get(url);
    if (no === undefined) {
      const found = urls.find(url);
      missing.set(url, (no = found.built && !found.route));
    }
    return no;
  };
  for (const file of files) {
    const text = await writer.read(file);
    if (text === undefined) continue;
    for (const m of text.matchAll(LOC)) {
      const loc = decodeXml(m[1] ?? m[2]);
      // An entry on another origin is not this site's to judge.
      if (!loc.startsWith(origin)) continue;
      const url = loc.slice(origin.length) || '/';
      if (!namesNoPage(url)) continue;
      const line = text.slice(0, m.index).split('\n').length;
      findings.push({
        code: 'sitemap-without-page',
        file,
        line,
        column: m.index - text.lastIndexOf('\n', m.index - 1),
        message: `sitemap entry without a page: ${url}`,
        link: loc,
        target: url,
      });
    }
  }
  return findings;
}

function decodeXml(s: string): string {
  if (!s.includes('&')) return s;
  return s
    .replace(/&lt;/g, '<')
    .replace(/&gt;/g, '>')
    .replace(/&quot;/g, '"')
    .replace(/&apos;/g, "'")
    .replace(/&amp;/g, '&');
}
