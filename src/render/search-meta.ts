/**
 * What theme-classic's SearchMetadata says of a page in its head (`docsearch:*` and `docusaurus_*` metas): the
 * search tag of the page kind, and a doc page's version. Algolia's DocSearch crawler and local search plugins
 * read them to facet results by language, version and section, so a Docusaurus site's pages carry them too.
 */
import type { RouteKind } from '../types.js';
import type { RouteJob } from './render-route.js';

/** theme-common's DEFAULT_SEARCH_TAG, on every page whose own page component sets none. */
const DEFAULT_SEARCH_TAG = 'default';

/** The tags theme-classic's list pages set, by route kind. */
const LIST_TAGS: Partial<Record<RouteKind, string>> = {
  'doc-tags': 'doc_tags_list',
  'doc-tag': 'doc_tag_doc_list',
  'blog-list': 'blog_posts_list',
  'blog-tag': 'blog_tags_posts',
  'blog-tags': 'blog_tags_list',
};

/** The search tag and, on a docs page, the version name of the page `job` renders. */
export function searchMetadata(job: RouteJob): { tag: string; version?: string } {
  const { kind } = job.route;
  if (kind === 'doc' || kind === 'category-index') {
    // theme-classic's docVersionSearchTag.
    const version = job.version?.name ?? 'current';
    return { tag: `docs-${job.version?.pluginId ?? 'default'}-${version}`, version };
  }
  return { tag: LIST_TAGS[kind] ?? DEFAULT_SEARCH_TAG };
}
