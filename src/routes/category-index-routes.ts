/**
 * Sidebar categories with `link: {type: 'generated-index'}` get a page listing their items (title and, for docs,
 * the description), as Docusaurus generates one. The page belongs to the category's sidebar.
 */
import { walkSidebar } from '../docs/walk-sidebar.js';
import type { ContentEntry } from '../types.js';
import type { RouteSource } from './create-route-table.js';

/** One card of a category index. */
export interface CategoryIndexItem {
  label: string;
  href: string;
  description: string;
}

/** Routes for every generated-index category of every sidebar. */
export const categoryIndexRoutes: RouteSource = ({ content }) => {
  // Entries by URL, without reading them: the dev server parses a body only when something reads it.
  const byPermalink = new Map<string, ContentEntry>();
  for (const e of content.entries.values()) if (e.kind === 'doc') byPermalink.set(e.permalink, e);
  const describe = (href: string): string => {
    try {
      return byPermalink.get(href)?.description ?? '';
    } catch {
      // A doc whose body does not parse reports that on its own page; here it only loses its description.
      return '';
    }
  };
  const routes: ReturnType<RouteSource> = [];
  for (const [sidebar, { items }] of content.sidebars.sidebars) {
    for (const { item } of walkSidebar(items)) {
      if (item.type !== 'category' || !item.generatedIndex || !item.href) continue;
      const cards: CategoryIndexItem[] = item.items.map((child) => ({
        label: child.label,
        href: child.href ?? '',
        description: child.type === 'doc' ? describe(child.href) : '',
      }));
      routes.push({
        path: item.href,
        kind: 'category-index',
        source: `sidebar "${sidebar}", category "${item.label}"`,
        sidebar,
        data: { title: item.indexTitle ?? item.label, description: item.indexDescription, items: cards },
      });
    }
  }
  return routes;
};
