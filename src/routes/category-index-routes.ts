/**
 * Sidebar categories with `link: {type: 'generated-index'}` get a page listing their items as cards (see
 * sidebar-cards.ts), as Docusaurus generates one. The page belongs to the category's sidebar.
 */
import { sidebarCards } from '../docs/sidebar-cards.js';
import { walkSidebar } from '../docs/walk-sidebar.js';
import type { ContentEntry } from '../types.js';
import type { RouteSource } from './create-route-table.js';

/** Routes for every generated-index category of every sidebar. */
export const categoryIndexRoutes: RouteSource = ({ content }) => {
  // Entries by id, without reading them: the dev server parses a body only when something reads it.
  const byId = new Map<string, ContentEntry>();
  for (const e of content.entries.values()) if (e.kind === 'doc') byId.set(e.id, e);
  const docOf = (id: string) => {
    const entry = byId.get(id);
    try {
      return entry && { description: entry.description, title: entry.title };
    } catch {
      // A doc whose body does not parse reports that on its own page; here it only loses its description.
      return undefined;
    }
  };
  const routes: ReturnType<RouteSource> = [];
  for (const [sidebar, { items }] of content.sidebars.sidebars) {
    for (const { item } of walkSidebar(items)) {
      if (item.type !== 'category' || !item.generatedIndex || !item.href) continue;
      const cards = sidebarCards(item.items, docOf);
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
