/**
 * A post's HTML as a feed carries it: read outside the site, so every link and image URL is absolute, the
 * per-locale placeholders are filled, and page furniture that does nothing in a feed reader (heading `#` links,
 * code-block buttons, which need the site's script) is dropped.
 */
import { t } from '../../templates/i18n.js';
import type { SiteData } from '../../templates/site-data.js';
import { fillLocaleText } from '../../templates/placeholders.js';

/** Where the HTML is read: the site's origin and the post's own absolute URL. */
export interface FeedHtmlContext {
  site: SiteData;
  /** `https://example.com`, no trailing slash. */
  origin: string;
  /** Absolute URL of the post, for in-page `#anchor` links. */
  pageUrl: string;
}

/** sitegen's (`#`) or theme-classic's (a zero-width space, templates/docusaurus/heading-anchor.ts). */
const HASH_LINK = /<a (?:href="[^"]*" )?class="hash-link"[^>]*>(?:#|\u200b)<\/a>/g;
// Markup inside code is escaped, so a literal `<button` is always an element.
const BUTTON = /<button\b[^>]*>[\s\S]*?<\/button>/g;
/** Every attribute that holds a URL or a list of them: made absolute in one pass over the post. */
const URL_ATTRIBUTE = /(\s(href|src|poster|srcset)=")([^"]*)"/g;
const TRUNCATE_MARK = /<!--\s*truncate\s*-->\n?/g;
/** Characters XML 1.0 forbids anywhere, CDATA included. */
export const NOT_XML = /[\u0000-\u0008\u000B\u000C\u000E-\u001F\uFFFE\uFFFF]/g;

/** `html` with absolute URLs, ready for a feed's CDATA section. */
export function feedHtml(html: string, { site, origin, pageUrl }: FeedHtmlContext): string {
  return fillLocaleText(html, { base: site.localeBase, text: (id) => t(site, id) })
    .replace(HASH_LINK, '')
    .replace(BUTTON, '')
    .replace(TRUNCATE_MARK, '')
    .replace(URL_ATTRIBUTE, (_m, start: string, name: string, value: string) => {
      if (name === 'srcset') return `${start}${value.replace(/(^|,\s*)\/(?!\/)/g, `$1${origin}/`)}"`;
      if (value.startsWith('/') && !value.startsWith('//')) return `${start}${origin}${value}"`;
      // An in-page link, on the post's own URL.
      if (name === 'href' && value.startsWith('#')) return `${start}${pageUrl}${value}"`;
      return `${start}${value}"`;
    })
    .replace(NOT_XML, '');
}

/** A CDATA section; `]]>` inside is split across two sections, the only way CDATA can hold it. */
export function cdata(text: string): string {
  return `<![CDATA[${text.replace(NOT_XML, '').replace(/]]>/g, ']]]]><![CDATA[>')}]]>`;
}
