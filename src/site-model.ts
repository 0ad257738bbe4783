/**
 * From parsed entries to what each locale renders: its content (translations over defaults), its sidebars,
 * its route table and one render job per route (with paging and breadcrumbs worked out here, once).
 */
import type { ResolvedConfig } from './config/schema.js';
import type { SidebarsFile } from './docs/load-sidebars.js';
import { resolveSidebars, type DocInfo, type SidebarLabel } from './docs/resolve-sidebars.js';
import type { ParsedContent } from './content/parse-entries.js';
import path from 'node:path';
import { parseNumberPrefix, routeKey, stripExtension } from './content/permalinks.js';
import { categoryIndexRoutes } from './routes/category-index-routes.js';
import { createRouteTable, docRoutes, markdownPageRoutes, notFoundRoute, type LocaleContent, type RouteSource, type RouteTable } from './routes/create-route-table.js';
import type { RouteJob } from './render/render-route.js';
import type { ContentEntry, PageLink, Sidebar, SidebarNode } from './types.js';

/** One locale, ready to render. */
export interface LocaleModel {
  locale: string;
  content: LocaleContent;
  table: RouteTable;
}

/** Every locale's content and routes. `sidebarLabel` translates the sidebars file's labels per locale. */
export function createSiteModel({ config, parsed, sidebarsFile, locales, sources = [], sidebarLabel }: { config: ResolvedConfig; parsed: ParsedContent; sidebarsFile: SidebarsFile; locales: string[]; sources?: RouteSource[]; sidebarLabel?: (locale: string) => SidebarLabel }): LocaleModel[] {
  const byLocale = groupByLocale(parsed.entries, config.i18n.defaultLocale);
  return locales.map((locale) => {
    const entries = localeEntries(byLocale, locale, config.i18n.defaultLocale);
    const content: LocaleContent = { locale, entries, sidebars: resolveSidebars(sidebarsFile, docInfos(entries.values()), sidebarLabel?.(locale), `/${config.docs.routeBasePath.replace(/^\/+|\/+$/g, '')}`) };
    const table = createRouteTable({ config, content, sources: [docRoutes, categoryIndexRoutes, markdownPageRoutes, ...sources, notFoundRoute] });
    return { locale, content, table };
  });
}

/** A locale's entries: the default locale's, with this locale's translations laid over them. */
function localeEntries(byLocale: Map<string, Map<string, ContentEntry>>, locale: string, defaultLocale: string): Map<string, ContentEntry> {
  const entries = new Map(byLocale.get(defaultLocale));
  if (locale !== defaultLocale) for (const [key, entry] of byLocale.get(locale) ?? []) entries.set(key, entry);
  return entries;
}

/** What sidebars need of each doc: its label (front matter `sidebar_label`, else its title), link and position. */
export function docInfos(entries: Iterable<ContentEntry>): Map<string, DocInfo> {
  const docs = new Map<string, DocInfo>();
  for (const e of entries) {
    if (e.kind !== 'doc') continue;
    const fm = e.frontMatter;
    const label = typeof fm.sidebar_label === 'string' ? fm.sidebar_label : e.title;
    const position = typeof fm.sidebar_position === 'number' ? fm.sidebar_position : parseNumberPrefix(path.posix.basename(stripExtension(e.relPath))).prefix;
    const info: DocInfo = { id: e.id, href: e.permalink, label, position, source: e.relPath };
    if (typeof fm.sidebar_class_name === 'string') info.className = fm.sidebar_class_name;
    if (fm.sidebar_custom_props && typeof fm.sidebar_custom_props === 'object') info.customProps = fm.sidebar_custom_props as Record<string, unknown>;
    docs.set(e.id, info);
  }
  return docs;
}

/** Entries by locale, keyed by kind and path so a translation lands on the original's key. */
function groupByLocale(entries: Map<string, ContentEntry>, defaultLocale: string): Map<string, Map<string, ContentEntry>> {
  const out = new Map<string, Map<string, ContentEntry>>();
  for (const entry of entries.values()) {
    if (!out.has(entry.locale)) out.set(entry.locale, new Map());
    out.get(entry.locale)!.set(`${entry.kind}:${entry.relPath}`, entry);
  }
  if (!out.has(defaultLocale)) out.set(defaultLocale, new Map());
  return out;
}

/** Route key -> locales that serve it, for hreflang links that point only at pages that exist. */
export function alternatesOf(models: LocaleModel[]): Map<string, string[]> {
  const map = new Map<string, string[]>();
  for (const m of models) {
    for (const key of m.table.byKey.keys()) {
      if (!map.has(key)) map.set(key, []);
      map.get(key)!.push(m.locale);
    }
  }
  return map;
}

/** The render jobs of one locale. */
export function createJobs(model: LocaleModel, alternates: Map<string, string[]>): RouteJob[] {
  const { content, table } = model;
  const titles = new Map<string, PageLink>();
  for (const e of content.entries.values()) if (e.kind === 'doc') titles.set(e.id, { title: typeof e.frontMatter.sidebar_label === 'string' ? e.frontMatter.sidebar_label : e.title, href: e.permalink });
  return table.routes.map((route) => {
    const entry = route.entryKey ? content.entries.get(route.entryKey) : undefined;
    const job: RouteJob = { route, entry, alternates: alternates.get(routeKey(route.path)) ?? [model.locale] };
    if (route.items) job.items = route.items.map((k) => content.entries.get(k)!).filter(Boolean);
    if (route.metadata) job.metadata = route.metadata;
    if (route.kind === 'doc' && entry && route.sidebar) {
      const order = content.sidebars.order.get(route.sidebar) ?? [];
      const at = order.indexOf(entry.id);
      const fm = entry.frontMatter;
      job.prev = pagingLink(fm.pagination_prev, at > 0 ? order[at - 1] : undefined, titles);
      job.next = pagingLink(fm.pagination_next, at >= 0 && at < order.length - 1 ? order[at + 1] : undefined, titles);
      const sidebar = content.sidebars.sidebars.get(route.sidebar);
      if (sidebar) job.breadcrumbs = breadcrumbs(sidebar, entry.permalink, entry.title);
    }
    return job;
  });
}

/** Front matter `pagination_prev/next` wins (null hides the link); else the sidebar neighbour. */
function pagingLink(override: unknown, neighbour: string | undefined, titles: Map<string, PageLink>): PageLink | null {
  if (override === null) return null;
  const id = typeof override === 'string' ? override : neighbour;
  return id ? (titles.get(id) ?? null) : null;
}

/** The categories from the sidebar root down to the page, then the page. */
function breadcrumbs(sidebar: Sidebar, href: string, title: string): PageLink[] {
  const walk = (items: SidebarNode[], trail: PageLink[]): PageLink[] | null => {
    for (const item of items) {
      if (item.type === 'doc' && item.href === href) return [...trail, { title: item.label, href }];
      if (item.type === 'category') {
        if (item.href === href) return [...trail, { title: item.label, href }];
        const found = walk(item.items, [...trail, { title: item.label, href: item.href ?? '' }]);
        if (found) return found;
      }
    }
    return null;
  };
  return walk(sidebar.items, []) ?? [{ title, href }];
}
