/**
 * Every route family, in the order they claim paths: on a duplicate path the first one wins and the later one
 * is reported (create-route-table.ts). A new family (a plugin's routes) is added here, nowhere else.
 */
import { blogRoutes } from '../blog/blog-routes.js';
import { pageModuleRoutes } from '../pages/page-module-routes.js';
import type { PageModuleFile } from '../pages/bundle-page-modules.js';
import { categoryIndexRoutes } from '../routes/category-index-routes.js';
import { docTagRoutes } from '../routes/doc-tag-routes.js';
import { docRoutes, markdownPageRoutes, notFoundRoute, type RouteSource } from '../routes/create-route-table.js';

/** The one ordered list of route sources; the site's page modules register here. */
export function routeSources(pageModules: PageModuleFile[]): RouteSource[] {
  return [
    docRoutes,
    categoryIndexRoutes,
    docTagRoutes,
    markdownPageRoutes,
    blogRoutes,
    pageModuleRoutes(pageModules),
    // Unless a page module is the not-found page (a Docusaurus site's own NotFound).
    ...(pageModules.some((m) => m.notFound) ? [] : [notFoundRoute]),
  ];
}
