/**
 * Sidebar categories with `link: {type: 'generated-index'}` get a page listing their items (title and, for docs,
 * the description), as Docusaurus generates one. The page belongs to the category's sidebar.
 */
import type { ContentEntry, SidebarNode } from '../types.js';
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
  const walk = (items: SidebarNode[], sidebar: string) => {
    for (const item of items) {
      if (item.type !== 'category') continue;
      if (item.generatedIndex && item.href) {
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
      walk(item.items, sidebar);
    }
  };
  for (const [id, sidebar] of content.sidebars.sidebars) walk(sidebar.items, id);
  return routes;
};
