/**
 * On a versioned docs page, the version menus (navbar and mobile menu) link each version to the same doc in it, so
 * their links differ from page to page. Rendering the navbar and the layout through React for every such page was
 * about a fifth of the render threads' time on jest's site. They are rendered once per version instead, each link
 * a marker, and every page fills in its own links.
 */
import type { DocVersionView } from '../../templates/site-data.js';
import { escapeLikeReact } from './page-frame.js';

/** A version's link, as a path: `href()` puts the locale's base in front of it as it does of the real link. */
const marker = (i: number) => `/\u0000version:${i}\u0000`;
const MARKER = /\/\u0000version:(\d+)\u0000/g;

/**
 * `version` with its links as markers, for chrome shared by the version's pages, and the page's own links to fill
 * them with (`fillVersionLinks`). A link that is not a site path (none that sitegen makes) keeps the page's version
 * as it is, and its chrome is its own.
 */
export function markVersionLinks(version: DocVersionView): { version: DocVersionView; links: string[] | null } {
  // Numbered by version name, sorted, so that every page of the version numbers its links alike.
  const names = Object.keys(version.alternates).sort();
  const links = names.map((name) => version.alternates[name]);
  if (!links.every((link) => link.startsWith('/'))) return { version, links: null };
  const alternates = Object.fromEntries(names.map((name, i) => [name, marker(i)]));
  return { version: { ...version, alternates }, links };
}

/** `html` with the version-link markers filled with `links`, escaped as React escapes an attribute. */
export function fillVersionLinks(html: string, links: string[] | null): string {
  if (links === null || !html.includes('\u0000version:')) return html;
  return html.replace(MARKER, (_m, i: string) => escapeLikeReact(links[Number(i)]));
}
