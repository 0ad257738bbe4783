/**
 * A doc's columns as the site's swizzled `DocItem/Layout` draws them (ionic-docs' adds a phone demo beside the doc
 * from its front matter's `demoUrl`). The Layout is rendered for each doc (src/render/swizzled-parts.ts) with a
 * marker as its children, as Docusaurus gives it the doc's MDX; theme-classic's pieces it imports draw markers
 * (templates/docusaurus/doc-item-layout.tsx). Here each marker becomes what sitegen draws there without the Layout:
 * the Markdown, its box and title, the version banner and badge, the breadcrumbs, the tables of contents, the doc's
 * footer and the pager, the site's swizzled parts among them. A Layout copied from theme-classic draws the page
 * sitegen draws without it.
 */
import { createElement } from 'react';
import { renderToStaticMarkup } from 'react-dom/server';
import {
  DocBreadcrumbs,
  DocItemFooter,
  DocPager,
  DocTocDesktop,
  DocTocMobile,
  DocVersionBadge,
  DocVersionBanner,
  showsTitle,
  syntheticTitle,
} from '../../templates/doc-page.js';
import { DOC_ITEM_PIECES, docItemMark, type DocItemPiece } from '../../templates/docusaurus/doc-item-layout.js';
import { ThemeClassNames } from '../../templates/docusaurus/theme-class-names.js';
import { escapeAttr } from '../../templates/escape.js';
import { PART_CONTENT } from '../../templates/placeholders.js';
import type { PageProps } from '../../templates/site-data.js';
import { SitegenError } from '../errors.js';

/** A doc page's props, with its entry. */
type DocProps = PageProps & { entry: NonNullable<PageProps['entry']> };

/**
 * `html` (what the Layout in `file` drew) with its markers filled for the doc page of `props`; an error naming the
 * file when it did not draw its children (the doc) exactly once.
 */
export function fillDocItemLayout(html: string, { file, props }: { file: string; props: DocProps }): string {
  // The pieces first, in the Layout's own markup, which is small: the doc's HTML may be a hundred times larger.
  let filled = html;
  for (const piece of DOC_ITEM_PIECES) {
    const mark = docItemMark(piece);
    if (filled.includes(mark)) filled = filled.split(mark).join(pieceHtml(piece, props));
  }
  const pieces = filled.split(PART_CONTENT);
  if (pieces.length !== 2)
    throw new SitegenError(
      `the swizzled DocItem/Layout ${file} renders its children (the doc's content) ${pieces.length - 1} times on the page ${props.route.path}; it must render them once, as theme-classic's does`,
      {
        location: { file },
        hint: 'render {children} once, inside <DocItemContent> of @theme/DocItem/Content as theme-classic does.',
      },
    );
  return pieces[0] + props.entry.html + pieces[1];
}

/** What sitegen draws for `piece` on the doc page of `props`. */
function pieceHtml(piece: DocItemPiece, props: DocProps): string {
  const { entry } = props;
  switch (piece) {
    case 'content-start': {
      const box = `<div class="${escapeAttr(ThemeClassNames.docs.docMarkdown)} markdown">`;
      return showsTitle(entry) ? box + syntheticTitle(entry.title) : box;
    }
    case 'content-end':
      return '</div>';
    case 'banner':
      return draw(DocVersionBanner, props);
    case 'breadcrumbs':
      return draw(DocBreadcrumbs, props);
    case 'badge':
      return draw(DocVersionBadge, props);
    case 'toc-mobile':
      return draw(DocTocMobile, props);
    case 'toc-desktop':
      // In the box sitegen's own column is, whose rules keep it in view and style its links (and the script that
      // marks the heading in view finds them by).
      return `<div class="toc-aside">${draw(DocTocDesktop, props)}</div>`;
    case 'footer':
      return draw(DocItemFooter, props);
    case 'paginator':
      return draw(DocPager, props);
  }
}

/** The markup of a piece of templates/doc-page.tsx. */
function draw<P extends object>(component: (props: P) => unknown, props: P): string {
  return renderToStaticMarkup(createElement(component as (props: P) => null, props));
}
