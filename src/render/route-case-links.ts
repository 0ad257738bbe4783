/**
 * Links that name a route in another case (`/docs/docsearch-v3` for `/docs/DocSearch-v3`) are written with the
 * route's own case: Docusaurus's router finds the route whatever the case (src/routes/route-case.ts), a static
 * server does not. Acts on every `href` into this locale's pages, as trailing-slash.ts does.
 */
import { routeKey } from '../content/permalinks.js';
import { escapeRegExp } from '../escape-regexp.js';
import { knownRewrites, rewriteHrefs, type KnownRewrites } from './href-rewrite.js';

/**
 * Whether a page can hold a link to rewrite: it mentions, in any case, a route with capitals (a lower-case link to
 * it), or has an href into the locale with a capital in its path (a link in capitals to a lower-case route). Most
 * pages do neither, and the test is far cheaper than visiting every href. With many capitalised routes the first
 * part would cost more than it saves: every page is then visited.
 */
const rewriteTests = new WeakMap<Record<string, string>, Map<string, (html: string) => boolean>>();
const MENTIONED_ROUTES = 100;

function mayRewrite(html: string, routeCase: Record<string, string>, site: string, localeBase: string): boolean {
  let tests = rewriteTests.get(routeCase);
  if (!tests) rewriteTests.set(routeCase, (tests = new Map()));
  const scope = `${site} ${localeBase}`;
  let test = tests.get(scope);
  if (!test) {
    const capitalised = Object.entries(routeCase).filter(([lower, key]) => key !== lower);
    const mentions = [...new Set(capitalised.flatMap(([lower]) => [lower, encodeURI(lower)]))].map(escapeRegExp);
    const mention = new RegExp(mentions.join('|'), 'i');
    const href = new RegExp(`\\shref="(?:${escapeRegExp(site)})?${escapeRegExp(localeBase)}/[^"?#]*[A-Z]`);
    test =
      capitalised.length > MENTIONED_ROUTES
        ? () => true
        : (page) => href.test(page) || (mentions.length > 0 && mention.test(page));
    tests.set(scope, test);
  }
  return test(html);
}

/** What each href became, per route index (a build's) and locale scope (href-rewrite.ts). */
const rewrites = new WeakMap<Record<string, string>, Map<string, KnownRewrites>>();

/** `value` (an href) written with its route's case, or null when it names no route in another case. */
function rewrite(value: string, routeCase: Record<string, string>, site: string, localeBase: string): string | null {
  const at = value.startsWith(`${site}/`) ? site.length : 0;
  const [, pathname, rest] = /^([^?#]*)(.*)$/s.exec(value.slice(at))!;
  if (!pathname.startsWith(`${localeBase}/`)) return null;
  const key = routeKey(pathname.slice(localeBase.length));
  const route = routeCase[key.toLowerCase()];
  if (route === undefined || route === key) return null;
  const slash = pathname.length > 1 && pathname.endsWith('/') && route !== '/' ? '/' : '';
  return `${value.slice(0, at)}${localeBase}${encodeURI(route)}${slash}${rest}`;
}

/** `html` with each href whose route key is in `routeCase` (lower-cased key -> key) written with the route's case. */
export function routeCaseLinks(
  html: string,
  { routeCase, localeBase, origin }: { routeCase: Record<string, string>; localeBase: string; origin: string },
): string {
  const site = origin.replace(/\/$/, '');
  if (!mayRewrite(html, routeCase, site, localeBase)) return html;
  let byScope = rewrites.get(routeCase);
  if (!byScope) rewrites.set(routeCase, (byScope = new Map()));
  const known = knownRewrites(byScope, `${site} ${localeBase}`);
  return rewriteHrefs(html, (value) => rewrite(value, routeCase, site, localeBase), known);
}
