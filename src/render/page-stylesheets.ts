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
import type { RouteKind } from '../types.js';

/** What a page is and shows. */
interface DrawnPage {
  kind: RouteKind;
  body: string;
}

/** Whether a page needs a page part. */
const NEEDS: Record<PagePart, (page: DrawnPage) => boolean> = {
  blog: (page) => page.kind.startsWith('blog-'),
  'search-page': (page) => page.body.includes('data-search-page'),
};

/** `documentStart` with the stylesheets `page` shows linked. */
export function withPageStylesheets(documentStart: string, page: DrawnPage, site: SiteData): string {
  const link = (href: string) => `<link rel="stylesheet" href="${href}"/>`;
  const katex = site.assets.katexCss && page.body.includes(KATEX_MARK) ? link(site.assets.katexCss) : '';
  const part = PAGE_PARTS.find((name) => NEEDS[name](page));
  const variant = part && site.assets.chunks[sheetChunk(part)];
  if (!katex && !variant) return documentStart;
  const siteCss = link(site.assets.css);
  const pageCss = katex + link(variant || site.assets.css);
  if (documentStart.includes(siteCss)) return documentStart.replace(siteCss, () => pageCss);
  return documentStart.replace('</head>', () => `${katex}</head>`);
}
