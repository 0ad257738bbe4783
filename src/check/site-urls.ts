/**
 * Every URL the site serves, across locales: the default locale at the root, the others below their prefix.
 * Link checks ask it where a rendered link lands, which is the same question a browser asks of the output.
 */
import type { ResolvedConfig } from '../config/schema.js';
import { routeKey } from '../content/permalinks.js';
import { routeCaseIndex } from '../routes/route-case.js';
import type { LocaleModel } from '../routes/site-model.js';
import type { Route } from '../types.js';

/** Where a URL path lands: the locale whose prefix it carries, and the route key below that prefix. */
export interface UrlTarget {
  locale: string;
  /** Route key without the locale prefix (`/docs/latest/api/app`). */
  key: string;
  /** The route in that locale, or undefined when the locale has none at `key`. */
  route?: Route;
  /** Whether `locale` was built (a check run for one locale cannot judge links into the others). */
  built: boolean;
  /**
   * On a site that is not Docusaurus's, with no route at `key`: the route key that differs from it only in case
   * (for the warning; a static server matches paths exactly).
   */
  inOtherCase?: string;
}

/** What a broken link's warning adds when the link names a route in another case: that route. */
export function otherCaseHint(found: UrlTarget): string {
  return found.inOtherCase ? `; it is ${found.inOtherCase} (URLs are case-sensitive)` : '';
}

/** The URL index of one build. */
export interface SiteUrls {
  /** Prefix of a locale's pages (`''` for the default locale, `/de` for German). */
  prefixOf(locale: string): string;
  /** Resolve a URL path below the base URL (`/de/docs/x`, query and hash ignored). */
  find(urlPath: string): UrlTarget;
  /** Built locales that have a route at `key`. */
  localesWith(key: string): string[];
  models: LocaleModel[];
  /** The site's base URL (`/`, or `/docs-site/`): site paths written in raw HTML start with it. */
  baseUrl: string;
}

/**
 * The locale whose prefix `urlPath` carries (the default locale without one) and the route key below that prefix,
 * whether or not any route is there. `prefixed`: the locales with a prefix, longest first (computed when omitted).
 */
export function urlTarget(
  config: ResolvedConfig,
  urlPath: string,
  prefixed = prefixedLocales(config),
): { locale: string; key: string } {
  const key = routeKey(urlPath);
  for (const [locale, prefix] of prefixed) {
    if (key === prefix || key.startsWith(`${prefix}/`))
      return { locale, key: routeKey(key.slice(prefix.length) || '/') };
  }
  return { locale: config.i18n.defaultLocale, key };
}

/** The locales whose pages sit below a prefix, as [code, `/prefix`], longest prefix first (`/pt-br` before `/pt`). */
function prefixedLocales(config: ResolvedConfig): [string, string][] {
  return config.i18n.resolved
    .filter((l) => l.path)
    .map((l): [string, string] => [l.code, `/${l.path}`])
    .sort((a, b) => b[1].length - a[1].length);
}

/** Index the route tables of the built locales. */
export function createSiteUrls(config: ResolvedConfig, models: LocaleModel[]): SiteUrls {
  const prefixes = new Map(config.i18n.resolved.map((l) => [l.code, l.path ? `/${l.path}` : '']));
  const tables = new Map(models.map((m) => [m.locale, m.table.byKey]));
  const cases = new Map(models.map((m) => [m.locale, routeCaseIndex(m.table.byKey.keys())]));
  // Docusaurus's router ignores case (src/routes/route-case.ts); elsewhere only the warning names the route.
  const ignoresCase = config.docusaurus !== undefined;
  const prefixed = prefixedLocales(config);
  return {
    models,
    baseUrl: config.baseUrl,
    prefixOf: (locale) => prefixes.get(locale) ?? '',
    find(urlPath) {
      const { locale, key } = urlTarget(config, urlPath, prefixed);
      return target(locale, key);
    },
    localesWith: (key) => models.filter((m) => m.table.byKey.has(key)).map((m) => m.locale),
  };

  function target(locale: string, key: string): UrlTarget {
    const table = tables.get(locale);
    const built = table !== undefined;
    const exact = table?.get(key);
    if (exact) return { locale, key, route: exact, built };
    const cased = cases.get(locale)?.[key.toLowerCase()];
    if (cased === undefined) return { locale, key, built };
    // A link in another case lands on the route as it does in Docusaurus, and is written in the route's case.
    return ignoresCase ? { locale, key, route: table?.get(cased), built } : { locale, key, built, inOtherCase: cased };
  }
}
