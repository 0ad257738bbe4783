/**
 * `@theme-original/Footer`, for a site's swizzled Footer that wraps the original (webdriver.io's adds a button
 * beside it): sitegen's footer, drawn from the page's site data as the layout draws it. A wrapper that needs the
 * browser hydrates as an island (src/pages/part-needs-browser.ts); there this part keeps the server's markup as it
 * is, so the browser needs neither the footer's template nor the site data it reads.
 */
import { Footer } from '../footer.js';
import { usePageData } from '../page-api.js';

/** sitegen's footer of the page's site; the props Docusaurus passes its Footer change nothing. */
export default function OriginalFooter() {
  const { site } = usePageData();
  // `display: contents`: the wrapper adds no box, so the site's CSS sees the footer where it would be.
  if (typeof window === 'undefined')
    return (
      <div style={{ display: 'contents' }}>
        <Footer site={site} />
      </div>
    );
  return <div style={{ display: 'contents' }} dangerouslySetInnerHTML={{ __html: '' }} suppressHydrationWarning />;
}
