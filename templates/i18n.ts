/**
 * UI string lookup for templates and the client: `t(site, 'id')`, with `{name}` placeholders and plural forms
 * written as `one|other` pairs selected by Intl.PluralRules (`{count} minute|{count} minutes`). A plural message
 * lists one form per plural category of its locale (see `pluralCategories`), in CLDR order (zero, one, two, few,
 * many, other): English, German, French have two, Russian three, Japanese and Chinese one.
 */
import type { SiteData } from './site-data.js';
import { ENGLISH } from './strings.js';

/** `{name}` in a message. */
const PLACEHOLDER = /\{(\w+)\}/g;

const CLDR_ORDER = ['zero', 'one', 'two', 'few', 'many', 'other'];

/** Intl objects are slow to create and every page asks for them: one per language and kind. */
const intlCache = new Map<string, Intl.PluralRules | Intl.NumberFormat | Intl.DateTimeFormat>();

function cached<T extends Intl.PluralRules | Intl.NumberFormat | Intl.DateTimeFormat>(key: string, create: () => T): T {
  let value = intlCache.get(key);
  if (!value) intlCache.set(key, (value = create()));
  return value as T;
}

/** Translate `id` for the page's locale, filling `{placeholders}` from `params`. */
export function t(
  site: Pick<SiteData, 'strings' | 'locale'>,
  id: keyof typeof ENGLISH | string,
  params: Record<string, string | number> = {},
): string {
  return format(site.strings[id] ?? ENGLISH[id as keyof typeof ENGLISH] ?? id, site.locale.htmlLang, params);
}

/**
 * Fill placeholders and pick the plural form by `params.count`. Numbers are written the locale's way
 * (`1,234` in English, `1.234` in German); pass a string to keep digits as they are (years, versions).
 */
export function format(message: string, lang: string, params: Record<string, string | number>): string {
  let text = message;
  if (text.includes('|') && typeof params.count === 'number') {
    const forms = text.split('|');
    const categories = pluralCategories(lang);
    // A category without its own form (a lone form, a fraction in Russian) takes the last form.
    text =
      forms.length === 1
        ? forms[0]
        : (forms[categories.indexOf(pluralRules(lang).select(params.count))] ?? forms[forms.length - 1]);
  }
  return text.replace(PLACEHOLDER, (m, key: string) => (key in params ? formatParam(params[key], lang) : m));
}

/**
 * The plural forms a message of this language lists, in CLDR order: the categories a whole count up to 1,000
 * falls into (`en` -> one, other; `ru` -> one, few, many; `ja` -> other). Categories only fractions or millions
 * reach (Russian "other", French "many") take the last form, so translators are not asked for forms no page shows.
 */
export function pluralCategories(lang: string): string[] {
  let categories = categoryCache.get(lang);
  if (!categories) {
    const rules = pluralRules(lang);
    const reached = new Set<string>(Array.from({ length: 1001 }, (_, n) => rules.select(n)));
    categoryCache.set(lang, (categories = CLDR_ORDER.filter((c) => reached.has(c))));
  }
  return categories;
}

const categoryCache = new Map<string, string[]>();

/** The placeholder names a message uses, over all its plural forms. */
export function placeholdersOf(message: string): Set<string> {
  return new Set([...message.matchAll(PLACEHOLDER)].map((m) => m[1]));
}

function formatParam(value: string | number, lang: string): string {
  return typeof value === 'number' ? formatNumber({ locale: { htmlLang: lang } }, value) : value;
}

/** A number written for the locale: `formatNumber(site, 1234)` -> '1,234' (en), '1.234' (de), '1 234' (fr). */
export function formatNumber(site: { locale: Pick<SiteData['locale'], 'htmlLang'> }, value: number): string {
  const lang = site.locale.htmlLang;
  return cached(`number:${lang}`, () => new Intl.NumberFormat(lang)).format(value);
}

function pluralRules(lang: string): Intl.PluralRules {
  return cached(`plural:${lang}`, () => new Intl.PluralRules(lang));
}

/** Internal link for this locale: `href(site, '/blog')` -> `/de/blog`. External URLs pass through. */
export function href(site: Pick<SiteData, 'localeBase'>, path: string): string {
  if (/^[a-z][a-z\d+.-]*:|^\/\//i.test(path) || path.startsWith('#')) return path;
  return `${site.localeBase}${path.startsWith('/') ? path : `/${path}`}`;
}

/** A `DateTimeFormat` of `lang` with `options`, made once per process (a page that makes its own pays ~40 µs). */
export function dateFormat(lang: string, options: Intl.DateTimeFormatOptions): Intl.DateTimeFormat {
  return cached(`date:${lang}:${JSON.stringify(options)}`, () => new Intl.DateTimeFormat(lang, options));
}

/** Dates formatted so far, by language, calendar and date: a blog's lists and archive show each date many times. */
const formattedDates = new Map<string, string>();

/**
 * A date formatted for the locale: `formatDate(site, '2024-04-16')` -> 'April 16, 2024'; with the `short` month
 * (a Docusaurus doc's last update: 'Apr 16, 2024').
 */
export function formatDate(site: Pick<SiteData, 'locale'>, iso: string, month: 'long' | 'short' = 'long'): string {
  const { htmlLang, calendar } = site.locale;
  const key = `${htmlLang}\0${calendar ?? ''}\0${month}\0${iso}`;
  let text = formattedDates.get(key);
  if (text === undefined) {
    const d = new Date(iso.length === 10 ? `${iso}T00:00:00Z` : iso);
    const format = dateFormat(htmlLang, { year: 'numeric', month, day: 'numeric', timeZone: 'UTC', calendar });
    formattedDates.set(key, (text = format.format(d)));
  }
  return text;
}

/**
 * The href of a language-menu link to `code`. The navbar is rendered once per locale, so this is a placeholder
 * that `renderRoute` fills per page with the same page in that locale (`/de/docs/x`).
 */
export function localeSwitchHref(code: string): string {
  return `\u0000locale:${code}\u0000`;
}

/** The home page of a locale (`/de/`), where a language link goes when the page has no version in it. */
export function localeHomeHref(site: Pick<SiteData, 'baseUrl'>, locale: Pick<SiteData['locale'], 'path'>): string {
  return `${site.baseUrl.replace(/\/$/, '')}${locale.path ? `/${locale.path}` : ''}/`;
}

/**
 * The locales the language menu lists, in config order: those this build writes; on a Docusaurus site every one it
 * configures, as theme-classic lists them whatever `--locale` built (each locale may be built and deployed alone).
 */
export function menuLocales(site: Pick<SiteData, 'locales' | 'builtLocales' | 'docusaurus'>): SiteData['locales'] {
  if (site.docusaurus) return site.locales;
  return site.locales.filter((l) => site.builtLocales.includes(l.code));
}
