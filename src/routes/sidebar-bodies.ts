/**
 * Docs whose own components read their sidebar: `<DocsCardList list={useCurrentSidebarCategory().items} />` on a
 * section's page (Avalonia's). Markdown renders at parse, before the sidebars exist (they are made from the parsed
 * docs: titles, positions), so such a doc renders first with an empty category and is noted (`readsSidebar`);
 * once a locale's sidebars are made, it renders again with its own sidebar, in that locale. Only those few docs
 * render twice; rendering the components at the route stage instead would take the site's code and MDX bundles
 * into the render threads. Only the second render's console output is printed (content/parse-entries.ts
 * `renderFields`), as Docusaurus renders the page once.
 *
 * The second render is never kept by the build cache, whose keys do not cover the sidebar (the first render is,
 * with its note), so a sidebar's change always reaches these docs. `build` renders them again in every locale's
 * content before its jobs and search index are made (`fillSidebarReaders`); `dev`, as it makes a page's job.
 */
import { localeBaseOf } from '../config/docusaurus/global-data.js';
import { plainId } from '../config/docs-versions.js';
import type { ResolvedConfig } from '../config/schema.js';
import type { RenderWithSidebar } from '../content/parse-entries.js';
import type { LocaleModel } from './site-model.js';
import type { ContentEntry, DocsSidebarView, PropSidebarItem, Route } from '../types.js';
import { sidebarItemProps } from '../docs/sidebar-props.js';

/** The entry a route of a locale shows: a doc whose components read its sidebar, rendered again with it. */
export type SidebarFill = (model: LocaleModel, route: Route, entry: ContentEntry) => ContentEntry;

/** The fill of `config`'s docs, rendered again by `render` (the parse's or `dev`'s). */
export function sidebarFill(config: ResolvedConfig, render: RenderWithSidebar): SidebarFill {
  // Each locale's sidebars in the theme's shape, made once: several docs of one sidebar read it.
  const made = new WeakMap<LocaleModel, Map<string, PropSidebarItem[]>>();
  const itemsOf = (model: LocaleModel, id: string, base: string) => {
    let sidebars = made.get(model);
    if (!sidebars) made.set(model, (sidebars = new Map()));
    let items = sidebars.get(id);
    const sidebar = model.content.sidebars.sidebars.get(id);
    if (!items && sidebar) sidebars.set(id, (items = sidebar.items.map((node) => sidebarItemProps(node, base))));
    return items;
  };
  return (model, route, entry) => {
    if (!entry.readsSidebar || route.kind !== 'doc') return entry;
    const base = localeBaseOf(config, model.locale);
    const items = route.sidebar === undefined ? undefined : itemsOf(model, route.sidebar, base);
    const view: DocsSidebarView = {
      pathname: `${base}${entry.permalink}`,
      sidebar: items && route.sidebar !== undefined ? { name: plainId(route.sidebar), items } : null,
    };
    return render(entry, view);
  };
}

/**
 * Every locale's docs whose components read their sidebar, rendered again with it in place in the locale's
 * content (its own map: an untranslated doc renders once per locale, with that locale's labels and links).
 * Returns how many.
 */
export function fillSidebarReaders(models: LocaleModel[], fill: SidebarFill): number {
  let count = 0;
  for (const model of models) {
    const { entries } = model.content;
    for (const route of model.table.routes) {
      const entry = route.entryKey === undefined ? undefined : entries.get(route.entryKey);
      if (!entry?.readsSidebar || route.kind !== 'doc') continue;
      entries.set(route.entryKey!, fill(model, route, entry));
      count++;
    }
  }
  return count;
}
