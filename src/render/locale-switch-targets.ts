/**
 * Where a page's language-menu links go. The navbar is rendered once per locale with a placeholder per language
 * (`localeSwitchHref`); each page fills them with its own path in that language, or that language's home page
 * when the page does not exist there. The client adds the query string and hash when a link is used.
 */
import type { SiteData } from '../../templates/site-data.js';
import type { Route } from '../types.js';

/** Locale code -> href of this page in that locale, for every locale the menu lists. */
export function localeSwitchTargets(site: Pick<SiteData, 'locales' | 'builtLocales' | 'baseUrl'>, route: Route, alternates: string[]): Record<string, string> {
  const base = site.baseUrl.replace(/\/$/, '');
  // The not-found page answers for every unknown path, so it has no path of its own to keep.
  const path = route.kind === 'not-found' ? '/' : route.path;
  const targets: Record<string, string> = {};
  for (const l of site.locales) {
    if (!site.builtLocales.includes(l.code)) continue;
    const prefix = `${base}${l.path ? `/${l.path}` : ''}`;
    targets[l.code] = alternates.includes(l.code) ? `${prefix}${path}` : `${prefix}/`;
  }
  return targets;
}

const PLACEHOLDER = /\u0000locale:([\w-]+)\u0000/g;

/** Fill the language-menu placeholders of cached chrome (the navbar) with a page's targets. */
export function fillLocaleSwitch(html: string, targets: Record<string, string>): string {
  return html.replace(PLACEHOLDER, (m, code: string) => escapeAttr(targets[code] ?? m));
}

function escapeAttr(s: string): string {
  return s.replace(/&/g, '&amp;').replace(/"/g, '&quot;').replace(/</g, '&lt;');
}
