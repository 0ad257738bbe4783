/**
 * Escaping for HTML and XML written as strings (Markdown renderers, placeholders, feeds, sitemaps, the dev
 * overlay). React escapes what it renders; these are for the rest. Each escapes only what its context needs, so
 * output stays as it was when each place had its own copy. `&` always goes first, or it would be escaped twice.
 */

/** Text between tags: `&`, `<`, `>`. */
export function escapeText(s: string): string {
  return s.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;');
}

/** A double-quoted attribute value (also safe as text): `&`, `"`, `<`. */
export function escapeAttr(s: string): string {
  return s.replace(/&/g, '&amp;').replace(/"/g, '&quot;').replace(/</g, '&lt;');
}

/** Text or a double-quoted attribute: `&`, `<`, `>`, `"`. */
export function escapeHtml(s: string): string {
  return s.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;');
}

/** XML text or attribute, either quote: `&`, `<`, `>`, `"`, `'`. */
export function escapeXml(s: string): string {
  return escapeHtml(s).replace(/'/g, '&apos;');
}

/** The references the escapes above and highlight.js write (`&#x27;`), back to their characters; others stay. */
export function unescapeHtml(s: string): string {
  return s.includes('&') ? s.replace(/&(?:amp|lt|gt|quot|apos|#x27);/g, (e) => UNESCAPED[e]) : s;
}
const UNESCAPED: Record<string, string> = {
  '&amp;': '&',
  '&lt;': '<',
  '&gt;': '>',
  '&quot;': '"',
  '&apos;': "'",
  '&#x27;': "'",
};

/** Elements that have no end tag in HTML (`<br>`): written without one, and `<x />` of any other would stay open. */
export const VOID_ELEMENTS: ReadonlySet<string> = new Set([
  'area',
  'base',
  'br',
  'col',
  'embed',
  'hr',
  'img',
  'input',
  'link',
  'meta',
  'param',
  'source',
  'track',
  'wbr',
]);
