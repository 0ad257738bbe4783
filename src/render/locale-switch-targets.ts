/**
 * Where a page's language-menu links go: its own path in each language, or that language's home page when the page
 * does not exist there. The navbar is rendered once per locale with a placeholder per language (`localeSwitchHref`)
 * that each page fills; so is the mobile menu, inside the layout around the body (page-frame.ts). The client adds
 * the query string and hash when a link is used.
 */
import { localeHomeHref, menuLocales } from '../../templates/i18n.js';
import type { SiteData } from '../../templates/site-data.js';
import type { Route } from '../types.js';

/**
 * Locale code -> href of this page in that locale, for every locale the menu lists. A locale this build does not
 * write (a Docusaurus site's, see `menuLocales`) gets the same path there, as theme-classic links it.
 */
export function localeSwitchTargets(
  site: Pick<SiteData, 'locales' | 'builtLocales' | 'baseUrl' | 'docusaurus'>,
  route: Route,
  alternates: string[],
): Record<string, string> {
  // The not-found page answers for every unknown path, so it has no path of its own to keep.
  const path = route.kind === 'not-found' ? '/' : route.path;
  const targets: Record<string, string> = {};
  for (const l of menuLocales(site)) {
    const home = localeHomeHref(site, l);
    const there = alternates.includes(l.code) || !site.builtLocales.includes(l.code);
    targets[l.code] = there ? `${home.slice(0, -1)}${path}` : home;
  }
  return targets;
}
