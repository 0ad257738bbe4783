/**
 * The classes Docusaurus 2.4.3 puts on a page's `<html>`: its HtmlClassNameProvider's (the plugin's wrapper and
 * the page kind, `blog-wrapper blog-post-page`) and the route's plugin (`plugin-blog plugin-id-default`). A
 * Docusaurus site's CSS reaches its pages through them (`.blog-wrapper .main-wrapper`,
 * `html[data-theme='dark'].docs-wrapper`), so its pages carry them too. sitegen's own site has none.
 */
import { plainId } from '../config/docs-versions.js';
import { pluginClass } from '../config/docusaurus/plugin-routes.js';
import type { ContentEntry, Route } from '../types.js';
import type { RouteJob } from './render-route.js';
import { blogData } from '../../templates/blog/blog-route-data.js';

/** The `<html>` classes of the page `job` renders, `entry` its content (if any). */
export function docusaurusHtmlClass(job: RouteJob, entry: ContentEntry | undefined): string {
  const { route } = job;
  const docs = pluginClass('docusaurus-plugin-content-docs', job.version?.pluginId);
  const blog = pluginClass('docusaurus-plugin-content-blog', blogData(route).blog);
  switch (route.kind) {
    case 'doc':
    case 'category-index': {
      // theme-classic's DocPage names the version; its DocItem, the doc (a generated index is no doc).
      const page = `docs-wrapper docs-doc-page docs-version-${job.version?.name ?? 'current'} ${docs}`;
      return entry && route.kind === 'doc' ? `${page} docs-doc-id-${plainId(entry.id)}` : page;
    }
    case 'doc-tags':
      return `docs-wrapper docs-tags-list-page ${docs}`;
    case 'doc-tag':
      return `docs-wrapper docs-tags-doc-list-page ${docs}`;
    case 'blog-list':
      return `blog-wrapper blog-list-page ${blog}`;
    case 'blog-post':
      return `blog-wrapper blog-post-page ${blog}`;
    case 'blog-tags':
      return `blog-wrapper blog-tags-list-page ${blog}`;
    case 'blog-tag':
      return `blog-wrapper blog-tags-post-list-page ${blog}`;
    case 'blog-archive':
      return blog;
    case 'markdown-page':
    case 'home':
      return `mdx-wrapper mdx-page ${pluginClass('docusaurus-plugin-content-pages', entry?.pagesId)}`;
    case 'page':
      return pageModuleClass(route);
    case 'not-found':
      // Docusaurus's own 404 route, not a plugin's.
      return pluginClass('native');
  }
}

/** A React page's: its plugin's (a local plugin's route, the search page), else the pages plugin's. */
function pageModuleClass(route: Route): string {
  const own = route.data?.htmlClass;
  return typeof own === 'string' ? own : pluginClass('docusaurus-plugin-content-pages');
}
