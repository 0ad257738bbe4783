/**
 * Links that name a route in another case (`/docs/docsearch-v3` for `/docs/DocSearch-v3`) are written with the
 * route's own case: Docusaurus's router finds the route whatever the case (src/routes/route-case.ts), a static
 * server does not. Acts on every `href` into this locale's pages, as trailing-slash.ts does.
 */
import { routeKey } from '../content/permalinks.js';

/** `html` with each href whose route key is in `routeCase` (lower-cased key -> key) written with the route's case. */
export function routeCaseLinks(
  html: string,
  { routeCase, localeBase, origin }: { routeCase: Record<string, string>; localeBase: string; origin: string },
): string {
  const lowers = Object.keys(routeCase);
  if (lowers.length === 0) return html;
  const site = origin.replace(/\/$/, '');
  return html.replace(/(\shref=")([^"]*)"/g, (all, open: string, value: string) => {
    const at = value.startsWith(`${site}/`) ? site.length : 0;
    const [, pathname, rest] = /^([^?#]*)(.*)$/s.exec(value.slice(at))!;
    if (!pathname.startsWith(`${localeBase}/`)) return all;
    const key = routeKey(pathname.slice(localeBase.length));
    const route = routeCase[key.toLowerCase()];
    if (route === undefined || route === key) return all;
    const slash = pathname.length > 1 && pathname.endsWith('/') && route !== '/' ? '/' : '';
    return `${open}${value.slice(0, at)}${localeBase}${encodeURI(route)}${slash}${rest}"`;
  });
}
