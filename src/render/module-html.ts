/**
 * `check` builds in memory and reads back only React pages' HTML: their links (src/check/check-page-links.ts) and
 * heads (src/output/noindex-pages.ts). With `moduleHtmlOnly` every other page is kept as an empty file of its size:
 * kept whole, 10,000 docs held ~600 MB of HTML until the report, 2.7 GB at the peak.
 */
import type { Route } from '../types.js';

/** Whether a page's HTML is kept when only React pages' is (`moduleHtmlOnly`). */
export function keepsHtml(route: Route, moduleHtmlOnly: boolean | undefined): boolean {
  return !moduleHtmlOnly || route.kind === 'page' || typeof route.data?.module === 'string';
}
