/**
 * The links a site's React pages write (page modules, a Docusaurus plugin's `addRoute` components) exist only in
 * their rendered HTML, so they are read back from each page as written, as Docusaurus's broken-link check reads
 * every rendered page. Only the page's own part is read, its `<main class="page-module">`: the navbar and footer
 * around it come from the config and are checked once (check-config-links.ts). A link is reported once per page
 * module and target, at the line of its source that writes the target when one does.
 */
import { existsSync, readFileSync } from 'node:fs';
import type { Writer } from '../output/writer.js';
import type { Finding, LinkCounts } from './check-content-links.js';
import type { OutputFiles } from './output-files.js';
import { otherCaseHint, type SiteUrls, type UrlTarget } from './site-urls.js';

const PAGE_MAIN = '<main id="main" class="page-module"';
const HREF = /<a\s[^>]*?\bhref="([^"]*)"/g;
const EXTERNAL = /^[a-z][a-z\d+.-]*:|^\/\//i;

/** Links in React pages' HTML that land on no page; `counts.page` is told each link judged. */
export async function checkPageLinks({
  urls,
  output,
  writer,
  counts = {},
}: {
  urls: SiteUrls;
  output: OutputFiles;
  writer?: Writer;
  counts?: LinkCounts;
}): Promise<Finding[]> {
  if (!writer) return [];
  const findings = new Map<string, Finding>();
  for (const model of urls.models) {
    const prefix = urls.prefixOf(model.locale);
    for (const route of model.table.routes) {
      if (route.kind !== 'page') continue;
      const page = `${prefix}${route.path}`;
      const html = await pageHtml(writer, page);
      if (html === undefined) continue;
      for (const href of pageLinks(html)) {
        counts.page = (counts.page ?? 0) + 1;
        const url = sitePath(urls, page, href);
        if (url === null) continue;
        const found = urls.find(url);
        if (!found.built || found.route || (await output(url))) continue;
        const key = `${route.source}\0${found.key}`;
        if (!findings.has(key)) findings.set(key, finding(route.source, href, found, page));
      }
    }
  }
  return [...findings.values()];
}

/** The HTML written for the page at `url` (`x/index.html`, or `x.html` with `trailingSlash: false`). */
async function pageHtml(writer: Writer, url: string): Promise<string | undefined> {
  const rel = url.replace(/^\/+|\/+$/g, '');
  const candidates = rel === '' ? ['index.html'] : [`${rel}/index.html`, `${rel}.html`];
  for (const file of candidates) {
    const html = await writer.read(file);
    if (html !== undefined) return html;
  }
  return undefined;
}

/** The `href`s of the links in a page's own part, entities decoded; none outside the site or to this page. */
function pageLinks(html: string): string[] {
  const start = html.indexOf(PAGE_MAIN);
  if (start < 0) return [];
  const end = html.lastIndexOf('</main>');
  const links = new Set<string>();
  for (const m of html.slice(start, end < start ? undefined : end).matchAll(HREF)) {
    const href = m[1].replace(/&amp;/g, '&');
    if (href !== '' && !href.startsWith('#') && !EXTERNAL.test(href)) links.add(href);
  }
  return [...links];
}

/** Where `href` on the page at `page` lands, as a path below the base URL; null outside the base URL. */
function sitePath(urls: SiteUrls, page: string, href: string): string | null {
  const base = new URL(`${urls.baseUrl.replace(/\/$/, '')}${page}`, 'https://site.invalid');
  const { pathname } = new URL(href, base);
  if (!pathname.startsWith(urls.baseUrl)) return null;
  const path = `/${pathname.slice(urls.baseUrl.length)}`;
  try {
    return decodeURI(path);
  } catch {
    return path;
  }
}

/** The warning for a link of the page module `source` to `key`, at the first line of the source naming it. */
function finding(source: string, href: string, found: UrlTarget, page: string): Finding {
  const { key } = found;
  const text = existsSync(source) ? readFileSync(source, 'utf8') : '';
  const written = [href, key].find((s) => text.includes(s));
  const before = written === undefined ? '' : text.slice(0, text.indexOf(written));
  const lines = before.split('\n');
  return {
    code: 'broken-link',
    file: source,
    ...(written === undefined ? {} : { line: lines.length, column: lines[lines.length - 1].length + 1 }),
    message: `page not found: ${key} (a link on ${page})${otherCaseHint(found)}`,
    link: href,
    target: key,
  };
}
