/**
 * theme-classic's pieces of a doc's column, which a swizzled `DocItem/Layout` imports (`@theme/DocItem/Content`,
 * `@theme/DocItem/TOC/Desktop`, `@theme/DocVersionBanner`, ...), and theme-classic's Layout itself, which one that
 * wraps it renders (`@theme-original/DocItem/Layout`). Each piece draws a marker: the site's Layout is rendered once
 * per doc, and sitegen puts its own markup for each piece where its marker is (src/render/doc-item-layout.ts), as
 * it draws the doc without the site's Layout, with the site's swizzled banner, footer, TOC and pager among them.
 * The pieces take no props, as theme-classic's Layout gives them none.
 */
import type { ReactNode } from 'react';
import { clsx } from './clsx.js';
import { useWindowSize } from './window-size.js';
import { useDoc } from './theme-common-internal.js';
import { usePageData } from '../page-api.js';
import { THEME_CLASSIC } from '../theme-classic-classes.js';

/** The pieces, by the name their marker carries. */
export const DOC_ITEM_PIECES = [
  'banner',
  'breadcrumbs',
  'badge',
  'toc-mobile',
  'toc-desktop',
  'content-start',
  'content-end',
  'footer',
  'paginator',
] as const;

export type DocItemPiece = (typeof DOC_ITEM_PIECES)[number];

/** Where the piece goes in the Layout's markup (`\u0000` cannot occur in HTML, see templates/placeholders.ts). */
export function docItemMark(piece: DocItemPiece): string {
  return `\u0000doc-item:${piece}\u0000`;
}

/**
 * The marker of `piece`, drawn by the module `name`; an error anywhere but in a DocItem/Layout, where no markup
 * would take the marker's place (a page that renders `<DocVersionBadge />`).
 */
function useMark(piece: DocItemPiece, name: string): string {
  if (!usePageData().inDocItemLayout)
    throw new Error(
      `${name} is drawn by sitegen inside a doc's swizzled src/theme/DocItem/Layout only; render it there, or draw the page's own markup in its place`,
    );
  return docItemMark(piece);
}

/** `@theme/DocVersionBanner`: the doc's version banner (sitegen's, or the site's swizzled one). */
export function DocVersionBanner() {
  return useMark('banner', '@theme/DocVersionBanner');
}

/** `@theme/DocBreadcrumbs`. */
export function DocBreadcrumbs() {
  return useMark('breadcrumbs', '@theme/DocBreadcrumbs');
}

/** `@theme/DocVersionBadge`. */
export function DocVersionBadge() {
  return useMark('badge', '@theme/DocVersionBadge');
}

/** `@theme/DocItem/TOC/Mobile`: the table of contents above the doc on phones. */
export function DocItemTOCMobile() {
  return useMark('toc-mobile', '@theme/DocItem/TOC/Mobile');
}

/** `@theme/DocItem/TOC/Desktop`: the table of contents beside the doc. */
export function DocItemTOCDesktop() {
  return useMark('toc-desktop', '@theme/DocItem/TOC/Desktop');
}

/** `@theme/DocItem/Content`: the Markdown's box (with the title front matter gives) around its children. */
export function DocItemContent({ children }: { children?: ReactNode }) {
  return (
    <>
      {useMark('content-start', '@theme/DocItem/Content')}
      {children}
      {docItemMark('content-end')}
    </>
  );
}

/** `@theme/DocItem/Footer`. */
export function DocItemFooter() {
  return useMark('footer', '@theme/DocItem/Footer');
}

/** `@theme/DocItem/Paginator`. */
export function DocItemPaginator() {
  return useMark('paginator', '@theme/DocItem/Paginator');
}

/**
 * The class names of theme-classic's `DocItem/Layout/styles.module.css`, as sitegen's doc column carries them (and
 * styles `docItemCol` as theme-classic does: templates/styles/infima.css).
 */
export const layoutStyles = {
  docItemCol: THEME_CLASSIC.docItemCol,
  docItemContainer: THEME_CLASSIC.docItemContainer,
};

/** theme-classic 2.4's `useDocTOC`: the tables of contents unless front matter hides them or there are no headings. */
function useDocTOC() {
  const { frontMatter, toc } = useDoc();
  const windowSize = useWindowSize();
  const hidden = frontMatter.hide_table_of_contents === true;
  const canRender = !hidden && toc.length > 0;
  return {
    hidden,
    mobile: canRender ? <DocItemTOCMobile /> : undefined,
    desktop: canRender && (windowSize === 'desktop' || windowSize === 'ssr') ? <DocItemTOCDesktop /> : undefined,
  };
}

/** `@theme-original/DocItem/Layout`: theme-classic 2.4's, for a swizzled Layout that wraps it. */
export default function DocItemLayout({ children }: { children?: ReactNode }) {
  const docTOC = useDocTOC();
  return (
    <div className="row">
      <div className={clsx('col', !docTOC.hidden && layoutStyles.docItemCol)}>
        <DocVersionBanner />
        <div className={layoutStyles.docItemContainer}>
          <article>
            <DocBreadcrumbs />
            <DocVersionBadge />
            {docTOC.mobile}
            <DocItemContent>{children}</DocItemContent>
            <DocItemFooter />
          </article>
          <DocItemPaginator />
        </div>
      </div>
      {docTOC.desktop && <div className="col col--3">{docTOC.desktop}</div>}
    </div>
  );
}
