/**
 * The doc page's version for the docs hooks (`useDocsVersion()`, `useDocVersionSuggestions()`): in the route data
 * of the page a doc's swizzled parts are rendered as (src/render/docs-version-data.ts), which an island's page data
 * carries to the browser.
 */
import { usePageData } from '../page-api.js';
import type { DocsVersionData } from '../page-types.js';

/** The page's docs version; `hook` names the caller in the error outside a doc's parts. */
export function useDocsVersionData(hook: string): DocsVersionData {
  const version = usePageData().route.data?.docsVersion as DocsVersionData | undefined;
  if (!version)
    throw new Error(
      `${hook} is called outside a doc page: sitegen gives it to a doc's swizzled src/theme/DocVersionBanner, DocItem/Footer and DocPaginator`,
    );
  return version;
}
