/** The class of the frame around docs, blog and Markdown pages. */
import type { SiteData } from './site-data.js';

/**
 * `doc-layout` (plus `--no-sidebar` when there is none). A Docusaurus site's pages also get the `main-wrapper`
 * Docusaurus puts around every page, so a site's `.main-wrapper .markdown a` rule applies; the plugin's wrapper
 * (`blog-wrapper`) is on `<html>`, as there (src/render/html-class.ts).
 */
export function docLayoutClass(site: SiteData, hasSidebar: boolean, extra = ''): string {
  const classes = ['doc-layout'];
  if (extra) classes.push(extra);
  if (!hasSidebar) classes.push('doc-layout--no-sidebar');
  if (site.docusaurus) classes.push('main-wrapper');
  return classes.join(' ');
}
