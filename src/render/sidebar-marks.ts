/**
 * A page's marks in its cached sidebar: its link current, the categories on its path open. The sidebar's HTML
 * is read once for the edits that mark each link and open each category; a page then splices in the edits of its
 * own link and categories, where it replaced the first occurrence of each tag in the whole sidebar (tens of
 * kilobytes, several times a page).
 */
import { walkSidebar } from '../docs/walk-sidebar.js';
import type { SidebarNode } from '../types.js';
import { COLLAPSED_ITEM, COLLAPSED_LIST_ATTRIBUTE } from '../../templates/theme-classic-classes.js';

/** Remove `remove` characters at `at` and put `insert` there. */
type Edit = [at: number, remove: number, insert: string];

/** A sidebar link (templates/sidebar.tsx), its class first. */
const LINK = '<a class="menu__link" href="';
/** sitegen's own category (templates/sidebar.tsx). */
const DETAILS = '<details class="menu__category" data-key="';
/**
 * A Docusaurus site's category (templates/theme-classic-category.tsx): its item's class and key, and its label link's
 * class, right after the row that starts it.
 */
const THEME_CLASSIC_CATEGORY =
  /<li class="([^"]*)" data-key="(\d+)"(?: data-lazy="")?><div class="menu__list-item-collapsible"><a class="([^"]*)"/g;
const COLLAPSED_CLASS = ` ${COLLAPSED_ITEM}`;
const COLLAPSED = 'aria-expanded="false"';
const COLLAPSED_LIST = ` style="${COLLAPSED_LIST_ATTRIBUTE}"`;
const ROW_END = '</div><ul class="menu__list"';

/** A sidebar's HTML with the edits that mark each link (by href) current and open each category (by key). */
export interface MarkableSidebar {
  html: string;
  /** The `href` of a link whose tag ends with it -> the edits that make its first link the page's. */
  links: Map<string, Edit[]>;
  /** A category's key -> the edits that open it and, on a Docusaurus site, mark it as holding the page. */
  categories: Map<string, Edit[]>;
}

/** Find the edits of `html`'s links and categories (once per rendered sidebar). */
export function markableSidebar(html: string): MarkableSidebar {
  const links = new Map<string, [at: number, edits: Edit[]]>();
  const firstLink = (href: string, at: number, edits: Edit[]) => {
    const before = links.get(href);
    if (before === undefined || at < before[0]) links.set(href, [at, edits]);
  };
  for (const [href, at] of firstPlaces(html, LINK)) {
    // A Docusaurus site's category that cannot collapse labels its row with such a link: the category's own.
    if (html.endsWith('<div class="menu__list-item-collapsible">', at)) continue;
    const classEnd = at + LINK.length - '" href="'.length;
    firstLink(href, at, [
      [classEnd, 0, ' menu__link--active'],
      [classEnd + 1, 0, ' aria-current="page"'],
    ]);
  }
  const categories = new Map<string, Edit[]>();
  for (const [key, at] of firstPlaces(html, DETAILS)) {
    const end = at + DETAILS.length + key.length + 1;
    if (!categories.has(key)) categories.set(key, [[end, 0, ' open=""']]);
  }
  for (const match of html.matchAll(THEME_CLASSIC_CATEGORY)) {
    const [, itemClass, key, linkClass] = match;
    const itemClassEnd = match.index + '<li class="'.length + itemClass.length;
    const linkClassEnd = match.index + match[0].length - 1;
    const rowClassEnd = match.index + match[0].lastIndexOf('"><a class="');
    const tagEnd = html.indexOf('>', linkClassEnd);
    const tag = html.slice(linkClassEnd, tagEnd);
    const href = /^" (?:aria-expanded="\w+" )?href="([^"]*)"$/.exec(tag)?.[1];
    // The label's page, if it is the category's own (not the first page a category without one links to).
    if (href !== undefined && !linkClass.includes('menu__link--sublist-caret'))
      firstLink(href, match.index, [
        [linkClassEnd + 1, 0, ' aria-current="page"'],
        [rowClassEnd, 0, ' menu__list-item-collapsible--active'],
      ]);
    if (categories.has(key)) continue;
    // theme-classic marks each category holding the page `menu__link--active`, and opens it.
    const edits: Edit[] = [[linkClassEnd, 0, ' menu__link--active']];
    if (itemClass.endsWith(COLLAPSED_CLASS))
      edits.push([itemClassEnd - COLLAPSED_CLASS.length, COLLAPSED_CLASS.length, '']);
    const state = tag.indexOf(COLLAPSED);
    if (state >= 0) edits.push([linkClassEnd + state, COLLAPSED.length, 'aria-expanded="true"']);
    const list = html.indexOf(ROW_END, tagEnd) + ROW_END.length;
    if (html.startsWith(COLLAPSED_LIST, list)) edits.push([list, COLLAPSED_LIST.length, '']);
    categories.set(key, edits);
  }
  return { html, links: new Map([...links].map(([href, [, edits]]) => [href, edits])), categories };
}

/** Each attribute value that closes its tag right after `prefix` (`…="value">`) -> where its first such tag starts. */
function firstPlaces(html: string, prefix: string): Map<string, number> {
  const places = new Map<string, number>();
  for (let at = html.indexOf(prefix); at >= 0; at = html.indexOf(prefix, at + prefix.length)) {
    const start = at + prefix.length;
    const end = html.indexOf('"', start);
    if (end < 0) break;
    if (html[end + 1] !== '>') continue;
    const value = html.slice(start, end);
    if (!places.has(value)) places.set(value, at);
  }
  return places;
}

/**
 * The sidebar with the link to `href` (as written in the HTML, locale base included) current and the categories
 * `open` opened: the HTML that replacing each tag's first occurrence in turn gives.
 */
export function markSidebar(sidebar: MarkableSidebar, { href, open }: { href: string; open: number[] }): string {
  const edits = [...new Set(open)].flatMap((key) => sidebar.categories.get(String(key)) ?? []);
  edits.push(...(sidebar.links.get(href) ?? []));
  edits.sort((a, b) => a[0] - b[0]);
  let out = '';
  let from = 0;
  for (const [at, remove, insert] of edits) {
    out += sidebar.html.slice(from, at) + insert;
    from = at + remove;
  }
  return out + sidebar.html.slice(from);
}

/**
 * `expandedKeys` of every href in a sidebar at once: the ids of every category on the way to the first item
 * with that href (a top-level link has none to open, and is passed over, as there).
 */
export function expandedKeysByHref(items: SidebarNode[]): Map<string, number[]> {
  const byHref = new Map<string, number[]>();
  for (const { item, parents } of walkSidebar(items)) {
    if (item.href === null || item.href === undefined || byHref.has(item.href)) continue;
    if (item.type !== 'category' && parents.length === 0) continue;
    const keys = parents.map((p) => p.key);
    byHref.set(item.href, item.type === 'category' ? [...keys, item.key] : keys);
  }
  return byHref;
}
