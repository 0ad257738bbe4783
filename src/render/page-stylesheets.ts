/**
 * The stylesheets of what a page shows, known once its body is drawn; a page that needs neither is left as it was.
 * - KaTeX's (src/markdown/katex-stylesheet.ts) where the page shows a formula, before the site's stylesheet so that
 *   the site's CSS may restyle formulas. What the page shows is read from its body, so a blog list or a page that
 *   embeds a post with a formula links it too.
 * - In place of the site's stylesheet, its variant with the page part the page needs (templates/feature-sheets.ts):
 *   the blog's on blog pages, the search page's where the body holds one.
 */
import { KATEX_MARK } from '../markdown/katex-stylesheet.js';
import { PAGE_PARTS, sheetChunk, type PagePart } from '../../templates/feature-sheets.js';
import type { SiteData } from '../../templates/site-data.js';
import type { ContentEntry, RouteKind } from '../types.js';
import { entryHolds } from './entry-marks.js';

/** What a page is and shows: its route, its body, and the entry (as parsed) the body shows, if any. */
interface DrawnPage {
  route: { kind: RouteKind };
  body: string;
  entry?: ContentEntry;
}

/**
 * Whether a page needs a page part. The search page is drawn by a page module (its body is read) or, in a doc or a
 * post, by the entry's own HTML: sitegen's templates draw nothing else around it that holds one, so there the entry
 * is read, once for all the locales that show it. A Docusaurus site's swizzled components might, so its bodies are read.
 */
const NEEDS: Record<PagePart, (page: DrawnPage, site: SiteData) => boolean> = {
  blog: (page) => page.route.kind.startsWith('blog-'),
  'search-page': ({ body, entry }, site) =>
    entry && !site.docusaurus ? entryHolds(entry, SEARCH_PAGE_MARK) : body.includes(SEARCH_PAGE_MARK),
};

/** The attribute of the search page's root (content/pages/search.tsx, templates/docusaurus/search-page.tsx). */
const SEARCH_PAGE_MARK = 'data-search-page';

/** `documentStart` with the stylesheets `page` shows linked. */
export function withPageStylesheets(documentStart: string, page: DrawnPage, site: SiteData): string {
  const link = (href: string) => `<link rel="stylesheet" href="${href}"/>`;
  const katex = site.assets.katexCss && page.body.includes(KATEX_MARK) ? link(site.assets.katexCss) : '';
  const part = PAGE_PARTS.find((name) => NEEDS[name](page, site));
  const variant = part && site.assets.chunks[sheetChunk(part)];
  if (!katex && !variant) return documentStart;
  const siteCss = link(site.assets.css);
  const pageCss = katex + link(variant || site.assets.css);
  if (documentStart.includes(siteCss)) return documentStart.replace(siteCss, () => pageCss);
  return documentStart.replace('</head>', () => `${katex}</head>`);
}
