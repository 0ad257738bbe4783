/**
 * Markers for text that differs by locale or page inside HTML made once and reused: Markdown is parsed once for
 * every locale, and the navbar is rendered once per locale for all its pages. A marker is `\u0000name\u0000`;
 * `\u0000` cannot occur in HTML, so a marker never meets content. The Markdown stage writes `LOCALE_BASE`,
 * `uiString` and `WRAP_GLYPH`, the navbar `localeSwitchHref` (templates/i18n.ts: it stays there because the client bundles that
 * module, and a new module in its graph would rename every hashed chunk); `renderRoute` and feeds fill them,
 * search drops them.
 */
import { escapeAttr } from './escape.js';

const MARK = '\u0000';

/** Written in front of internal links; the locale's base path (`/`, `/de/`) at render time. */
export const LOCALE_BASE = '\u0000base\u0000';

/** Docusaurus's `<DocCardList />`: the cards of the category whose page it is, filled at render time. */
export const DOC_CARDS = '\u0000doc-cards\u0000';

/** `<DocCardList items={...} />`: the cards of the items it is given (their JSON, URI-encoded), filled at render time. */
export function givenDocCards(items: unknown): string {
  return `\u0000doc-cards:${encodeURIComponent(JSON.stringify(items))}\u0000`;
}

/** Every marker `givenDocCards` makes: the items' encoded JSON. */
export const GIVEN_DOC_CARDS = /\u0000doc-cards:([^\u0000]*)\u0000/g;

/**
 * What a swizzled part drawn once per locale wraps (src/render/swizzled-parts.ts): its children, or the original it
 * renders (`@theme-original/DocSidebar`); each page's own markup goes where it is.
 */
export const PART_CONTENT = '\u0000part:content\u0000';

/** A UI string by catalogue id, in the page's language at render time. */
export function uiString(id: string): string {
  return `\u0000t:${id}\u0000`;
}

/**
 * A UI string whose `{name}` placeholders are filled with `values` (plain text) once it is in the page's language:
 * a language puts them where its grammar wants them (`{heading}への直接リンク`). The values travel URI-encoded, so
 * the marker holds nothing an attribute or JSON would escape; it goes into HTML as it is.
 */
export function uiStringWith(id: string, values: Record<string, string>): string {
  const encode = (value: string) =>
    encodeURIComponent(value).replace(/[!'()*~]/g, (c) => `%${c.charCodeAt(0).toString(16).toUpperCase()}`);
  const args = Object.entries(values).map(([name, value]) => `|${name}=${encode(value)}`);
  return `\u0000t:${id}${args.join('')}\u0000`;
}

/**
 * The code block's wrap button glyph (⮐, outside Latin-1), filled in where the locale's text is. V8 keeps a string
 * with any character past U+00FF at two bytes per character, so the one glyph doubled the memory of every body
 * with code, held from the parse until its page is rendered (on the main thread, and copied to the search and
 * render threads): 10,000 docs, ~100 MB.
 */
export const WRAP_GLYPH = '\u0000wrap\u0000';

/** `html` with `WRAP_GLYPH` filled, for HTML shown without the locale's fill (Markdown that page code imports). */
export function fillGlyphs(html: string): string {
  return html.includes(WRAP_GLYPH) ? html.split(WRAP_GLYPH).join(GLYPH) : html;
}

/** What `WRAP_GLYPH` stands for. */
export const GLYPH = '\u2b90';

/** Whether `html` holds any marker (the fill functions skip HTML without one). */
export function hasPlaceholders(html: string): boolean {
  return html.includes(MARK);
}

const LOCALE_TEXT = /\u0000(base|wrap|t:[\w.]+(?:\|[\w%.-]+=[\w%.-]*)*)\u0000/g;

/** A marker's text in the locale: `escaped` gives a UI string escaped for text or attribute. */
function markerText(key: string, base: string, escaped: (id: string) => string): string {
  if (key === 'base') return base;
  if (key === 'wrap') return GLYPH;
  // Most markers carry no values: filled on every page, they skip the split.
  if (!key.includes('|')) return escaped(key.slice(2));
  const [id, ...values] = key.slice(2).split('|');
  let text = escaped(id);
  for (const value of values) {
    const at = value.indexOf('=');
    text = text.replaceAll(`{${value.slice(0, at)}}`, escapeAttr(decodeURIComponent(value.slice(at + 1))));
  }
  return text;
}

/**
 * `json` (JSON.stringify of text that holds markers, an island's props) with its locale-text markers as written,
 * which JSON escapes (as `\u0000`), so that the page's fill reaches them too. A UI string is filled escaped for an
 * attribute, which the JSON is in: a translation that holds `"` or a backslash would break it (sitegen's catalogue
 * holds none in what Markdown shows).
 */
export function unescapeJsonPlaceholders(json: string): string {
  return json.includes('\\u0000')
    ? json.replace(/\\u0000(base|wrap|t:[\w.]+(?:\|[\w%.-]+=[\w%.-]*)*)\\u0000/g, `${MARK}$1${MARK}`)
    : json;
}

/** Fill `LOCALE_BASE` with `base` and each `uiString` with its translation (escaped for text or attribute). */
export function fillLocaleText(html: string, { base, text }: { base: string; text: (id: string) => string }): string {
  if (!hasPlaceholders(html)) return html;
  return html.replace(LOCALE_TEXT, (_m, key: string) => markerText(key, base, (id) => escapeAttr(text(id))));
}

/**
 * `fillLocaleText` for HTML filled in several locales (a doc not translated is shown in each): split at its
 * markers once, joined in each locale. `escapedText` gives a UI string escaped as `fillLocaleText` escapes it.
 */
export function localeTextFiller(
  html: string,
): (values: { base: string; escapedText: (id: string) => string }) => string {
  if (!hasPlaceholders(html)) return () => html;
  // With the capture group, split keeps each marker's key: [text, key, text, key, ..., text].
  const parts = html.split(LOCALE_TEXT);
  return ({ base, escapedText }) => {
    let out = parts[0];
    for (let i = 1; i < parts.length; i += 2) {
      const key = parts[i];
      out += markerText(key, base, escapedText) + parts[i + 1];
    }
    return out;
  };
}

/** What `localeSwitchHref` (templates/i18n.ts) writes. */
const LOCALE_SWITCH = /\u0000locale:([\w-]+)\u0000/g;

/**
 * Fill the language-menu markers with a page's targets (locale code -> URL; unknown codes stay as they are). The
 * cached navbar is filled again on every page, so it is split at its markers once and each fill only joins.
 */
export function localeSwitchFiller(html: string): (targets: Record<string, string>) => string {
  // With the capture group, split keeps each marker's code: [text, code, text, code, ..., text].
  const parts = html.split(LOCALE_SWITCH);
  return (targets) => {
    let out = parts[0];
    for (let i = 1; i < parts.length; i += 2) {
      const code = parts[i];
      out += escapeAttr(targets[code] ?? `${MARK}locale:${code}${MARK}`) + parts[i + 1];
    }
    return out;
  };
}

/** `html` without any marker, for text that is not shown in a locale (search). */
export function stripPlaceholders(html: string): string {
  return html.replace(/\u0000[^\u0000]*\u0000/g, '');
}
