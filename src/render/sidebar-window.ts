/**
 * Very large sidebars (thousands of docs) are not written into every page: each page gets the branch it sits
 * in, with the other categories collapsed and empty, and the whole sidebar is one cacheable file per locale that
 * the client loads when a visitor opens a collapsed category (client/lazy-sidebar.ts). Docusaurus makes the same
 * trade-off by not rendering collapsed categories. Below the threshold the whole sidebar is in every page, so
 * it works without script.
 */
import { firstSidebarHref, walkSidebar } from '../docs/walk-sidebar.js';
import type { SidebarNode } from '../types.js';

/** Sidebars with more links than this are windowed. */
export const WINDOWED_SIDEBAR_LINKS = 1000;

/** Links in a sidebar, categories included. */
export function countLinks(items: SidebarNode[]): number {
  let n = 0;
  for (const _ of walkSidebar(items)) n++;
  return n;
}

/** A sidebar node as the template renders it; `lazy` categories have their items left out. */
export type WindowedNode =
  SidebarNode | (Extract<SidebarNode, { type: 'category' }> & { lazy: true; firstHref: string | null });

/** Keep the categories in `open` (opened) and collapse the others to their label and first link. */
export function windowSidebar(items: SidebarNode[], open: Set<number>): WindowedNode[] {
  return items.map((item): WindowedNode => {
    if (item.type !== 'category') return item;
    // A category that cannot collapse shows its items on every page.
    if (open.has(item.key) || item.collapsible === false)
      return { ...item, collapsed: false, items: windowSidebar(item.items, open) };
    const firstHref = item.href ?? firstSidebarHref(item.items, { links: true });
    return { ...item, collapsed: true, items: [], lazy: true, firstHref };
  });
}
