/**
 * A page's marks in its cached sidebar: its link current, the categories on its path open. The sidebar's HTML
 * is read once for where each link and category starts; a page then splices its marks in at those places, where
 * it replaced the first occurrence of each tag in the whole sidebar (tens of kilobytes, several times a page).
 */
import { walkSidebar } from '../docs/walk-sidebar.js';
import type { SidebarNode } from '../types.js';
import { COLLAPSED_ITEM } from '../../templates/theme-classic-classes.js';

const LINK = '<a class="menu__link" href="';
const ACTIVE_LINK = '<a class="menu__link menu__link--active" aria-current="page" href="';
/** A Docusaurus site's category link (templates/sidebar.tsx), current as theme-classic marks it. */
const SUBLIST_LINK = '<a class="menu__link menu__link--sublist" href="';
const ACTIVE_SUBLIST_LINK = '<a class="menu__link menu__link--sublist menu__link--active" aria-current="page" href="';
const CATEGORY = '<details class="menu__category" data-key="';
/** The state of a Docusaurus site's category label without a page (templates/sidebar.tsx), closed and open. */
const COLLAPSED = 'aria-expanded="false"';
const EXPANDED = 'aria-expanded="true"';
/** The end of a Docusaurus site's collapsed category item's class list, right before its `<details>`. */
const COLLAPSED_CLASS = ` ${COLLAPSED_ITEM}">`;

/** A sidebar's HTML with the first place of each link (by href) and each category (by key). */
export interface MarkableSidebar {
  html: string;
  /** `href` of `<a class="menu__link" href="…">` (or a category's `menu__link--sublist`) -> where the tag starts. */
  links: Map<string, number>;
  /** `data-key` of `<details class="menu__category" data-key="…">` -> where its `>` is. */
  categories: Map<string, number>;
  /** `data-key` of a category whose summary holds `aria-expanded="false"` -> where that attribute is. */
  expanders: Map<string, number>;
  /** `data-key` of a category whose item is marked collapsed -> where ` menu__list-item--collapsed` is. */
  collapsedItems: Map<string, number>;
}

/** Find the places of `html`'s links and categories (once per rendered sidebar). */
export function markableSidebar(html: string): MarkableSidebar {
  const links = firstPlaces(html, LINK, 0);
  for (const [href, at] of firstPlaces(html, SUBLIST_LINK, 0)) {
    const before = links.get(href);
    if (before === undefined || at < before) links.set(href, at);
  }
  const categories = firstPlaces(html, CATEGORY, CATEGORY.length);
  const expanders = new Map<string, number>();
  const collapsedItems = new Map<string, number>();
  for (const [key, at] of categories) {
    const state = collapsedStateAfter(html, at);
    if (state >= 0) expanders.set(key, state);
    const item = collapsedItemBefore(html, at - CATEGORY.length - key.length - 1);
    if (item >= 0) collapsedItems.set(key, item);
  }
  return { html, links, categories, expanders, collapsedItems };
}

/** Where ` menu__list-item--collapsed` ends the class list of the item whose `<details>` starts at `at`, or -1. */
function collapsedItemBefore(html: string, at: number): number {
  return html.endsWith(COLLAPSED_CLASS, at) ? at - COLLAPSED_CLASS.length : -1;
}

/** Where `aria-expanded="false"` is in the summary of the category whose tag ends at `at`, or -1. */
function collapsedStateAfter(html: string, at: number): number {
  const state = html.indexOf(COLLAPSED, at);
  const summaryEnd = html.indexOf('</summary>', at);
  return state >= 0 && state < summaryEnd ? state : -1;
}

/**
 * Each attribute value that closes its tag right after (`…="value">`) -> the first place it does: where the tag
 * starts plus `offset`, or where its `>` is (offset = the prefix's length: the value's length is added).
 */
function firstPlaces(html: string, prefix: string, offset: number): Map<string, number> {
  const places = new Map<string, number>();
  for (let at = html.indexOf(prefix); at >= 0; at = html.indexOf(prefix, at + prefix.length)) {
    const start = at + prefix.length;
    const end = html.indexOf('"', start);
    if (end < 0) break;
    if (html[end + 1] !== '>') continue;
    const value = html.slice(start, end);
    if (!places.has(value)) places.set(value, offset === 0 ? at : end + 1);
  }
  return places;
}

/**
 * The sidebar with the link to `href` (as written in the HTML, locale base included) current and the categories
 * `open` opened: the HTML that replacing each tag's first occurrence in turn gives.
 */
export function markSidebar(sidebar: MarkableSidebar, { href, open }: { href: string; open: number[] }): string {
  // A quote could match across attributes, a `$` is a pattern to `replace`, and a key twice would open a second
  // category: those take the replacements themselves.
  if (/["$]/.test(href) || new Set(open).size !== open.length) return replaceMarks(sidebar.html, href, open);
  const edits: [at: number, remove: number, insert: string][] = [];
  for (const key of open) {
    const at = sidebar.categories.get(String(key));
    if (at !== undefined) edits.push([at, 0, ' open=""']);
    const state = sidebar.expanders.get(String(key));
    if (state !== undefined) edits.push([state, COLLAPSED.length, EXPANDED]);
    const item = sidebar.collapsedItems.get(String(key));
    // The class, its space before it, not the `">` after it.
    if (item !== undefined) edits.push([item, COLLAPSED_CLASS.length - 2, '']);
  }
  const link = sidebar.links.get(href);
  if (link !== undefined)
    edits.push(
      sidebar.html.startsWith(SUBLIST_LINK, link)
        ? [link, SUBLIST_LINK.length, ACTIVE_SUBLIST_LINK]
        : [link, LINK.length, ACTIVE_LINK],
    );
  edits.sort((a, b) => a[0] - b[0]);
  let out = '';
  let from = 0;
  for (const [at, remove, insert] of edits) {
    out += sidebar.html.slice(from, at) + insert;
    from = at + remove;
  }
  return out + sidebar.html.slice(from);
}

/** `markSidebar` by replacing each tag's first occurrence in turn. */
function replaceMarks(html: string, href: string, open: number[]): string {
  let out = html;
  for (const key of open) {
    const tag = `${CATEGORY}${key}">`;
    const at = out.indexOf(tag);
    if (at < 0) continue;
    const state = collapsedStateAfter(out, at + tag.length - 1);
    const opened = `${CATEGORY}${key}" open="">`;
    const item = collapsedItemBefore(out, at);
    const before = item < 0 ? out.slice(0, at) : out.slice(0, item) + '">';
    out =
      state < 0
        ? before + opened + out.slice(at + tag.length)
        : before + opened + out.slice(at + tag.length, state) + EXPANDED + out.slice(state + COLLAPSED.length);
  }
  const link = out.indexOf(`${LINK}${href}">`);
  const sublist = out.indexOf(`${SUBLIST_LINK}${href}">`);
  if (sublist >= 0 && (link < 0 || sublist < link))
    return out.replace(`${SUBLIST_LINK}${href}">`, `${ACTIVE_SUBLIST_LINK}${href}">`);
  return out.replace(`${LINK}${href}">`, `${ACTIVE_LINK}${href}">`);
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
