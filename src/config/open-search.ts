/**
 * Whether the site has an OpenSearch description (src/output/opensearch.ts), and the search page it names: a site
 * with Algolia search and a search page, as theme-search-algolia writes one (a Docusaurus site's
 * `searchPagePath: false` has no search page, and no description).
 */
import type { ResolvedConfig } from './schema.js';

/** The description's file name, in each locale's folder. */
export const OPEN_SEARCH_FILE = 'opensearch.xml';

/** The search page the description points browsers to, or null when the site has no OpenSearch description. */
export function openSearchPage(config: ResolvedConfig): string | null {
  if (config.search.provider !== 'algolia') return null;
  if (config.docusaurus) return config.docusaurus.searchPage ?? null;
  return config.search.searchPagePath;
}
