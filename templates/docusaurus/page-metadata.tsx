/**
 * theme-common's `PageMetadata` and `HtmlClassNameProvider`, as a swizzled page (a NotFound, a SearchPage) sets its
 * document's title, description, keywords and image, and the classes of `<html>`, through `@docusaurus/Head`.
 */
import type { ReactNode } from 'react';
import { usePageData } from '../page-api.js';
import Head from './head.js';
import { useBaseUrlUtils } from './use-base-url.js';

/** The page's title (formatted as every page's is), description, keywords and social image, as theme-common's. */
export function PageMetadata({
  title,
  description,
  keywords,
  image,
  children,
}: {
  title?: string;
  description?: string;
  keywords?: string | string[];
  image?: string;
  children?: ReactNode;
}) {
  // As theme-common's useTitleFormatter (which theme-common.ts exports too): `title | site title`.
  const { site } = usePageData();
  const pageTitle = title ? `${title} | ${site.title}` : site.title;
  const { withBaseUrl } = useBaseUrlUtils();
  const pageImage = image ? withBaseUrl(image, { absolute: true }) : undefined;
  return (
    <Head>
      {title && <title>{pageTitle}</title>}
      {title && <meta property="og:title" content={pageTitle} />}
      {description && <meta name="description" content={description} />}
      {description && <meta property="og:description" content={description} />}
      {keywords && <meta name="keywords" content={Array.isArray(keywords) ? keywords.join(',') : keywords} />}
      {pageImage && <meta property="og:image" content={pageImage} />}
      {pageImage && <meta name="twitter:image" content={pageImage} />}
      {children}
    </Head>
  );
}

/** Adds `className` to `<html>` for the page, around what it wraps. */
export function HtmlClassNameProvider({ className, children }: { className?: string; children?: ReactNode }) {
  return (
    <>
      {className && (
        <Head>
          <html className={className} />
        </Head>
      )}
      {children}
    </>
  );
}
