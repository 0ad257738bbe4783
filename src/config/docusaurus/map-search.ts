/**
 * How a Docusaurus site searches, in sitegen's terms: Algolia's DocSearch (`themeConfig.algolia`) is sitegen's
 * Algolia search; a local search plugin, or a navbar search item, is sitegen's own local search in its place; a
 * site with none of them has no search at all, as Docusaurus draws none (no button, no Ctrl+K, no index built).
 */
import path from 'node:path';
import type { UserConfig } from '../schema.js';
import { themeFile } from '../../theme-files.js';
import { obj, pick, type Obj } from './config-values.js';
import { defaultAlgoliaAppId, drawsDocSearch3 } from './legacy-docsearch.js';

/** The site's search, mapped. */
export interface MappedSearch {
  search: UserConfig['search'];
  /** The search page to build: Algolia's (`searchPagePath`) or the one sitegen's search button links to. */
  searchPage?: string;
  /** Whether theme-classic draws its search box after the colour-mode toggle (a SearchBar comes with the site). */
  searchBox: boolean;
}

/** What sitegen's Algolia search reads of `themeConfig.algolia` (with `searchPagePath`, its page). */
const ALGOLIA_KEYS = new Set([
  'appId',
  'apiKey',
  'indexName',
  'contextualSearch',
  'externalUrlRegex',
  'searchPagePath',
]);

/**
 * Whether a plugin or theme package is a search of its own (`@easyops-cn/docusaurus-search-local`,
 * `docusaurus-lunr-search`): sitegen's local search takes its place. theme-search-algolia is read from
 * `themeConfig.algolia` instead.
 */
export function isSearchPlugin(packageName: string): boolean {
  return /search/i.test(packageName) && !packageName.includes('theme-search-algolia');
}

/**
 * Map the search of a site in `root` whose plugins and themes include a search plugin or not. Options sitegen's
 * Algolia search does not read go to `ignored`.
 */
export function mapSearch(
  themeConfig: Obj,
  { root, searchPlugin, ignored }: { root: string; searchPlugin: boolean; ignored: string[] },
): MappedSearch {
  const algolia = themeConfig.algolia;
  // The site's own box (src/theme/SearchBar, tauri's Meilisearch) is drawn where theme-classic draws the search.
  const ownSearchBar = themeFile(path.join(root, 'src/theme'), 'SearchBar') !== undefined;
  if (algolia)
    return {
      search: mapAlgolia(obj(algolia), root),
      searchPage: algoliaSearchPage(obj(algolia), { ignored, root }),
      searchBox: true,
    };
  const items = obj(themeConfig.navbar).items;
  const searchItem = Array.isArray(items) && items.some((item) => obj(item).type === 'search');
  // sitegen's search button links to its search page, which must then exist.
  const searchPage = searchItem || searchPlugin ? 'search' : undefined;
  if (searchItem || searchPlugin || ownSearchBar)
    return { search: undefined, searchPage, searchBox: searchPlugin || ownSearchBar };
  return { search: { provider: 'none' }, searchBox: false };
}

function mapAlgolia(a: Obj, root: string): UserConfig['search'] {
  const appId = defaultAlgoliaAppId(root);
  return {
    provider: 'algolia',
    ...(appId && { appId }),
    ...pick(a, ['appId', 'apiKey', 'indexName', 'contextualSearch', 'externalUrlRegex']),
    ...(typeof a.searchPagePath === 'string' ? { searchPagePath: a.searchPagePath.replace(/^\/+/, '') } : {}),
  };
}

/**
 * The path of the search page theme-search-algolia adds (`searchPagePath`, default `search`; `false`: none),
 * which sitegen's own search page takes.
 */
function algoliaSearchPage(algolia: Obj, { ignored, root }: { ignored: string[]; root: string }): string | undefined {
  for (const key of Object.keys(algolia)) {
    if (ALGOLIA_KEYS.has(key)) continue;
    // theme-search-algolia passes it on to DocSearch 3, which has no such option: the site's search is the same.
    if (key === 'algoliaOptions' && drawsDocSearch3(root))
      ignored.push(
        `themeConfig.algolia.algoliaOptions: DocSearch 2's option, which the site's theme-search-algolia (DocSearch 3) does not read either; remove it`,
      );
    else ignored.push(`themeConfig.algolia.${key}: not supported`);
  }
  const path = algolia.searchPagePath;
  return path === false ? undefined : typeof path === 'string' ? path.replace(/^\/+/, '') : 'search';
}
