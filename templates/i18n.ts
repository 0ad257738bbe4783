/**
 * UI string lookup for templates and the client: `t(site, 'id')`, with `{name}` placeholders and plural forms
 * written as `one|other` pairs selected by Intl.PluralRules (`{count} minute|{count} minutes`).
 */
import type { SiteData } from './site-data.js';
import { ENGLISH } from './strings.js';

/** Translate `id` for the page's locale, filling `{placeholders}` from `params`. */
export function t(site: Pick<SiteData, 'strings' | 'locale'>, id: keyof typeof ENGLISH | string, params: Record<string, string | number> = {}): string {
  return format(site.strings[id] ?? ENGLISH[id as keyof typeof ENGLISH] ?? id, site.locale.htmlLang, params);
}

/** Fill placeholders and pick the plural form. */
export function format(message: string, lang: string, params: Record<string, string | number>): string {
  let text = message;
  if (text.includes('|') && typeof params.count === 'number') {
    const forms = text.split('|');
    const rule = new Intl.PluralRules(lang).select(params.count);
    const order = ['zero', 'one', 'two', 'few', 'many', 'other'];
    // Forms are listed in the order of the locale's categories; fall back to the last one ("other").
    const categories = new Intl.PluralRules(lang).resolvedOptions().pluralCategories.sort((a, b) => order.indexOf(a) - order.indexOf(b));
    text = forms[categories.indexOf(rule)] ?? forms[forms.length - 1];
  }
  return text.replace(/\{(\w+)\}/g, (m, key: string) => (key in params ? String(params[key]) : m));
}

/** Internal link for this locale: `href(site, '/blog')` -> `/de/blog`. External URLs pass through. */
export function href(site: Pick<SiteData, 'localeBase'>, path: string): string {
  if (/^[a-z][a-z\d+.-]*:|^\/\//i.test(path) || path.startsWith('#')) return path;
  return `${site.localeBase}${path.startsWith('/') ? path : `/${path}`}`;
}

/** A date formatted for the locale: `formatDate(site, '2024-04-16')` -> 'April 16, 2024'. */
export function formatDate(site: Pick<SiteData, 'locale'>, iso: string): string {
  const d = new Date(iso.length === 10 ? `${iso}T00:00:00Z` : iso);
  return new Intl.DateTimeFormat(site.locale.htmlLang, { year: 'numeric', month: 'long', day: 'numeric', timeZone: 'UTC', calendar: site.locale.calendar }).format(d);
}
