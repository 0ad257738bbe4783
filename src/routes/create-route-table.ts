/**
 * One route table per locale: every path the site serves, what renders it, and its sidebar. Route families
 * (docs, pages, blog, ...) each contribute rows through a `RouteSource`, so the blog and page modules plug in
 * without this file knowing their details. Duplicate paths are warnings naming both sources; the first in a
 * stable order wins.
 */
import path from 'node:path';
import type { ResolvedConfig } from '../config/schema.js';
import type { ResolvedSidebars } from '../docs/resolve-sidebars.js';
import { routeKey } from '../content/permalinks.js';
import { docTagLinks } from './doc-tag-routes.js';
import type { BuildWarning, ContentEntry, Route } from '../types.js';

/** The entries one locale sees: its translations over the default locale's sources. */
export interface LocaleContent {
  locale: string;
  /** entryKey -> entry, after translation overrides (keys are those of the default locale's entries). */
  entries: Map<string, ContentEntry>;
  sidebars: ResolvedSidebars;
}

/** A family of routes (docs, blog, pages...). */
export type RouteSource = (input: { config: ResolvedConfig; content: LocaleContent }) => Route[];

/** A locale's routes, by route key, in a stable order. */
export interface RouteTable {
  locale: string;
  routes: Route[];
  byKey: Map<string, Route>;
  warnings: BuildWarning[];
}

/** Build a locale's table from the route sources, in order. */
export function createRouteTable({
  config,
  content,
  sources,
}: {
  config: ResolvedConfig;
  content: LocaleContent;
  sources: RouteSource[];
}): RouteTable {
  const byKey = new Map<string, Route>();
  const warnings: BuildWarning[] = [];
  for (const source of sources) {
    for (const route of source({ config, content })) {
      const key = routeKey(route.path);
      const existing = byKey.get(key);
      if (existing) {
        warnings.push({
          code: 'duplicate-route',
          file: route.source,
          message: `${relative(config, route.source)} and ${relative(config, existing.source)} both claim the URL ${route.path}; the first one is used`,
          link: route.path,
        });
        continue;
      }
      byKey.set(key, route);
    }
  }
  const routes = [...byKey.values()];
  return { locale: content.locale, routes, byKey, warnings };
}

function relative(config: ResolvedConfig, file: string): string {
  return path.isAbsolute(file) ? path.relative(config.root, file) : file;
}

/** Docs: one route per doc, plus its aliases. */
export const docRoutes: RouteSource = ({ config, content }) => {
  const routes: Route[] = [];
  for (const [key, entry] of content.entries) {
    if (entry.kind !== 'doc') continue;
    const sidebar = entry.frontMatter.displayed_sidebar ?? content.sidebars.sidebarOf.get(entry.id);
    const route: Route = { path: entry.permalink, kind: 'doc', source: entry.absPath, entryKey: key, sidebar };
    if (entry.tags?.length) route.data = { tags: docTagLinks(config, entry) };
    routes.push(route);
    for (const alias of entry.aliases)
      routes.push({
        path: alias,
        kind: 'doc',
        source: entry.absPath,
        entryKey: key,
        sidebar,
        canonical: entry.permalink,
      });
  }
  return routes;
};

/**
 * Markdown pages and the home readme at `/home/README` (the home route `/` comes from `pageModuleRoutes`, as do
 * the pages of a further pages folder its component draws).
 */
export const markdownPageRoutes: RouteSource = ({ config, content }) => {
  const routes: Route[] = [];
  const drawn = new Set(config.pages.sections.filter((s) => s.component).map((s) => s.id));
  for (const [key, entry] of content.entries) {
    if (entry.kind === 'page' && !(entry.pagesId && drawn.has(entry.pagesId)))
      routes.push({ path: entry.permalink, kind: 'markdown-page', source: entry.absPath, entryKey: key });
    if (entry.kind === 'home')
      routes.push({ path: entry.permalink, kind: 'markdown-page', source: entry.absPath, entryKey: key });
  }
  return routes;
};

/**
 * The not-found page, written as `404.html`. Docusaurus renders it at `/404.html`, which its canonical URL, `og:url`
 * and alternates name; sitegen's own site names `/404`.
 */
export const notFoundRoute: RouteSource = ({ config }) => [
  {
    path: '/404',
    kind: 'not-found',
    source: '(built in)',
    ...(config.docusaurus ? { canonical: '/404.html' } : {}),
  },
];
