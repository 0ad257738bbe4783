/**
 * Which links the client may load itself (route change, prefetch). Everything else goes to the browser: new
 * tabs, downloads, other origins, files that are not HTML pages, paths outside the site and other locales
 * (a locale has its own navbar, strings and search settings, so it gets a full page load).
 */
import { siteConfig } from './site-config.js';

/** The link's URL when the client can swap to it, else null. */
export function clientUrl(link: Element): URL | null {
  if (!(link instanceof HTMLAnchorElement) || !link.href) return null;
  if (link.target && link.target !== '_self') return null;
  if (link.hasAttribute('download') || link.hasAttribute('data-no-swap')) return null;
  const url = new URL(link.href);
  if (url.origin !== location.origin || !isPagePath(url.pathname)) return null;
  const { base, locale } = siteConfig();
  if (!url.pathname.startsWith(base) && `${url.pathname}/` !== base) return null;
  return localeOf(url.pathname) === locale ? url : null;
}

/** A cache key for a page: path and query, without the hash. */
export function pageKey(url: URL | Location): string {
  return url.pathname + url.search;
}

/** The locale path segment a site path belongs to ('' for the default locale). */
export function localeOf(pathname: string): string {
  const { base, locales } = siteConfig();
  const first = pathname.slice(base.length).split('/')[0];
  return locales.includes(first) ? first : '';
}

/** Pages are extension-less or `.html`; `/feed.xml` or `/app.zip` are files for the browser. */
function isPagePath(pathname: string): boolean {
  const last = pathname.slice(pathname.lastIndexOf('/') + 1);
  return !last.includes('.') || /\.html?$/i.test(last);
}
