/**
 * A Docusaurus site's swizzled NavbarItem/DocsVersionDropdownNavbarItem draws the navbar's `docsVersionDropdown`
 * items, on the bar and in the mobile menu, as theme-classic's NavbarItem draws each with it, given the item's
 * settings. What it draws may depend on the page (react-native-website's hides the menu off the docs, through
 * `useActiveDocContext`), so the locale's navbar and mobile menu, which its pages share, hold a marker in its place
 * (`markVersionDropdowns`), and each page fills in what the component draws as that page (`fillVersionDropdowns`).
 * Its original is sitegen's own version menu (templates/docusaurus/docs-version-dropdown.tsx).
 */
import type { SiteData } from '../../templates/site-data.js';
import type { ModuleToLoad } from '../pages/import-page-modules.js';
import type { ContentEntry } from '../types.js';
import type { RouteJob } from './render-route.js';
import { partPageData, renderPart } from './swizzled-parts.js';

const PART = 'NavbarItem/DocsVersionDropdownNavbarItem';

/** `\u0000` never occurs in HTML (templates/placeholders.ts). */
const marker = (i: number, where: 'bar' | 'menu') => `\u0000versions:${i}:${where}\u0000`;

/** An item holding its marker, as the navbar (a `div` on a Docusaurus site) and the mobile menu (an `li`) draw it. */
const MARKED_ITEM = /<(li|div) class="([^"]*)">\u0000versions:(\d+):(bar|menu)\u0000<\/\1>/g;

/** What the site's component drew for the page, by item index: on the bar and in the menu. */
export type DrawnDropdowns = Map<number, { bar: string; menu: string }>;

/** Put the markers in the locale's version dropdown items, when the site swizzled the component that draws them. */
export function markVersionDropdowns(site: SiteData, part: ModuleToLoad | undefined): void {
  if (!part) return;
  site.navbar.items.forEach((item, i) => {
    if (item.kind !== 'versions') return;
    item.html = marker(i, 'bar');
    item.mobileHtml = marker(i, 'menu');
  });
}

/** What the site's component draws for each version dropdown item on the page of `job`; null without one. */
export function drawVersionDropdowns(
  part: ModuleToLoad | undefined,
  { job, entry, site }: { job: RouteJob; entry: ContentEntry | undefined; site: SiteData },
): DrawnDropdowns | null {
  if (!part) return null;
  const drawn: DrawnDropdowns = new Map();
  const page = partPageData({ job, entry, site });
  site.navbar.items.forEach((item, i) => {
    if (item.kind !== 'versions') return;
    const data = { ...page, versionDropdown: { item, ...(job.version ? { version: job.version } : {}) } };
    const draw = (props: object) => renderPart(PART, part, data, { props });
    drawn.set(i, { bar: draw({ ...item.props }), menu: draw({ ...item.props, mobile: true }) });
  });
  return drawn;
}

/**
 * `html` with each marked item holding what the site's component drew there: on the bar its markup is the item's,
 * in the drawer's list its list item stands in for the marked one (theme-classic's mobile items are list items;
 * other markup goes in one); an item it draws nothing for is left out, as in Docusaurus.
 */
export function fillVersionDropdowns(html: string, drawn: DrawnDropdowns | null): string {
  if (drawn === null || !html.includes('\u0000versions:')) return html;
  return html.replace(MARKED_ITEM, (...match: string[]) => {
    const [, tag, cls, i, where] = match as [string, string, string, string, 'bar' | 'menu'];
    const markup = drawn.get(Number(i))?.[where] ?? '';
    if (markup === '') return '';
    if (where === 'menu') return /^\s*<li[\s>]/.test(markup) ? markup : `<li class="${cls}">${markup}</li>`;
    return `<${tag} class="${cls}">${markup}</${tag}>`;
  });
}
