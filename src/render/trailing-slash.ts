/**
 * Docusaurus's `trailingSlash`: `true` serves every page at `/x/` (written `x/index.html`), `false` at `/x`
 * (written `x.html`); unset keeps `x/index.html` and links as written. Links are rewritten in the finished page, so
 * navbar, sidebar, Markdown and page-module links all follow the rule; files (a last segment with an extension),
 * the site root and other sites are left alone.
 */
import { routeKey } from '../content/permalinks.js';
import type { Route } from '../types.js';
import { knownRewrites, rewriteHrefs, type KnownRewrites } from './href-rewrite.js';

/** A route path that ends in a file name with `.html`, other than `index.html`. */
const NAMED_HTML = /\/(?!index\.html$)[^/]+\.html$/;

/**
 * A page's output file: `/` -> `index.html`, `/x` -> `x/index.html` (or `x.html` with `trailingSlash: false`),
 * `/x.html` -> `x.html`.
 */
export function outputFile(route: Route, trailingSlash?: boolean): string {
  if (route.kind === 'not-found') return '404.html';
  // A route named as a file (`src/pages/users.html.js` is `/users.html`) is written as that file, as Docusaurus
  // writes it: a static host serves `/users.html` from no other.
  if (NAMED_HTML.test(route.path)) return route.path.slice(1);
  const key = routeKey(route.path);
  if (key === '/') return 'index.html';
  return trailingSlash === false ? `${key.slice(1)}.html` : `${key.slice(1)}/index.html`;
}

/** `url` (a site path, maybe with query and hash) with its trailing slash added or removed. */
export function applyTrailingSlash(url: string, trailingSlash: boolean, baseUrl: string): string {
  const query = url.search(/[?#]/);
  const end = query < 0 ? url.length : query;
  // Most links already follow the rule (one slash, or none, at the end): a page has hundreds of them.
  if (trailingSlash ? url[end - 1] === '/' && url[end - 2] !== '/' : url[end - 1] !== '/') return url;
  const pathname = url.slice(0, end);
  const rest = url.slice(end);
  if (pathname === '' || pathname === '/' || pathname === baseUrl) return url;
  const last = pathname.replace(/\/+$/, '').split('/').pop() ?? '';
  if (/\.[a-z0-9]+$/i.test(last)) return url;
  const fixed = trailingSlash ? pathname.replace(/\/*$/, '/') : pathname.replace(/\/+$/, '');
  return fixed + rest;
}

/**
 * What each href became, per rule, base URL and origin (href-rewrite.ts); the rule depends on nothing else, so the
 * answers hold for every build of the process.
 */
const rewrites = new Map<string, KnownRewrites>();

/** Every `href` in `html` that points into the site (`/…` or the site's origin + `/…`), rewritten by the rule. */
export function trailingSlashLinks(
  html: string,
  { trailingSlash, baseUrl, origin }: { trailingSlash: boolean | undefined; baseUrl: string; origin: string },
): string {
  if (trailingSlash === undefined) return html;
  const site = origin.replace(/\/$/, '');
  const known = knownRewrites(rewrites, `${trailingSlash} ${site} ${baseUrl}`);
  return rewriteHrefs(
    html,
    (value) => {
      const local = value.startsWith(`${site}/`) ? value.slice(site.length) : value;
      if (!local.startsWith(baseUrl) || local.startsWith('//')) return null;
      const fixed = applyTrailingSlash(local, trailingSlash, baseUrl);
      if (fixed === local) return null;
      return local === value ? fixed : site + fixed;
    },
    known,
  );
}
