/**
 * A page that shows a formula links KaTeX's stylesheet (src/markdown/katex-stylesheet.ts), before the site's own so
 * that the site's CSS may restyle formulas; a page without one is left as it was. What the page shows is read from
 * its body, so a blog list or a page that embeds a post with a formula links it too.
 */
import { KATEX_MARK } from '../markdown/katex-stylesheet.js';
import type { SiteData } from '../../templates/site-data.js';

/** `documentStart` with KaTeX's stylesheet linked, when the site has it and `body` shows a formula. */
export function withKatexStylesheet(documentStart: string, body: string, site: SiteData): string {
  const href = site.assets.katexCss;
  if (!href || !body.includes(KATEX_MARK)) return documentStart;
  const link = `<link rel="stylesheet" href="${href}"/>`;
  const siteCss = `<link rel="stylesheet" href="${site.assets.css}"/>`;
  if (documentStart.includes(siteCss)) return documentStart.replace(siteCss, () => link + siteCss);
  return documentStart.replace('</head>', () => `${link}</head>`);
}
