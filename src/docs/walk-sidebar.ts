/**
 * The one walk over a resolved sidebar tree. Paging, breadcrumbs, the expanded path, generated-index pages, the
 * navbar's sidebar links and windowing all ask "which node, under which categories": they read this walk instead
 * of each recursing by hand.
 */
import type { SidebarNode } from '../types.js';

/** A sidebar category node. */
export type SidebarCategory = Extract<SidebarNode, { type: 'category' }>;

/** One node of the walk and the categories above it, outermost first. */
export interface SidebarVisit {
  item: SidebarNode;
  parents: readonly SidebarCategory[];
}

/** Every node, depth first in reading order: a category comes before its items. */
export function* walkSidebar(
  items: readonly SidebarNode[],
  parents: readonly SidebarCategory[] = [],
): Generator<SidebarVisit> {
  for (const item of items) {
    yield { item, parents };
    if (item.type === 'category') yield* walkSidebar(item.items, [...parents, item]);
  }
}

/** The first link a reader meets: a doc's, a category's own page, or (with `links`) a plain link's. */
export function firstSidebarHref(items: readonly SidebarNode[], { links }: { links: boolean }): string | null {
  for (const { item } of walkSidebar(items)) {
    if (item.type === 'link' && !links) continue;
    if (item.href) return item.href;
  }
  return null;
}
