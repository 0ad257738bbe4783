/**
 * `@theme-original/SearchBar`, for a site's swizzled SearchBar that wraps the original (a DocSearch customisation):
 * theme-search-algolia's DocSearch button, here sitegen's search button, which its search script opens the search
 * with. A wrapper that needs the browser hydrates as an island (src/pages/part-needs-browser.ts); there this part
 * keeps the server's button as it is, with what the search script attached to it.
 */
import { SearchButton } from '../navbar.js';
import { usePageData } from '../page-api.js';

/** sitegen's search button of the page's site; the props Docusaurus passes its SearchBar change nothing. */
export default function OriginalSearchBar() {
  const { site } = usePageData();
  // `display: contents`: the wrapper adds no box, so the site's CSS sees the button where it would be.
  if (typeof window === 'undefined')
    return (
      <div style={{ display: 'contents' }}>
        <SearchButton site={site} />
      </div>
    );
  return <div style={{ display: 'contents' }} dangerouslySetInnerHTML={{ __html: '' }} suppressHydrationWarning />;
}
