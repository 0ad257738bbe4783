/** The frame of every blog page: the 'Latest posts' sidebar, the page's main column, and an optional TOC. */
import type { ReactNode } from 'react';
import { docLayoutClass } from '../doc-layout-class.js';
import { RawHtml } from '../raw-html.js';
import type { PageProps, SiteData } from '../site-data.js';

/** The sidebars of a blog page: sitegen's, and what a Docusaurus site's swizzled BlogSidebar drew. */
type BlogSidebars = Pick<PageProps, 'sidebarHtml' | 'blogSidebarHtml' | 'blogMenuSidebarHtml'>;

/** Sidebar | main | TOC, on the same grid as the docs. */
export function BlogLayout({
  site,
  sidebars: { sidebarHtml, blogSidebarHtml, blogMenuSidebarHtml },
  toc,
  mainClass = '',
  children,
}: {
  site: SiteData;
  sidebars: BlogSidebars;
  toc?: ReactNode;
  /** More classes of the main column, which holds `children` directly as theme-classic's does. */
  mainClass?: string;
  children: ReactNode;
}) {
  const menuHtml = blogMenuSidebarHtml ?? (blogSidebarHtml === undefined ? undefined : sidebarHtml);
  // A Docusaurus site's blog is theme-classic's BlogLayout: Infima's container and row, the post in 7 of 12
  // columns beside the sidebar's 3 (9, offset by 1, without it) and the table of contents' 2, so a site's rules
  // for them apply (react-native-website's `.blog-wrapper .main-wrapper .container .row .col.col--7`).
  const infima = site.docusaurus !== undefined;
  const mainColumn = !infima ? '' : sidebarHtml ? 'col col--7 ' : 'col col--9 col--offset-1 ';
  const columns = (
    <>
      {sidebarHtml && menuHtml !== undefined && (
        // The mobile menu's list of posts, which it copies from the first sidebar aside (client/mobile-menu.ts):
        // the site's BlogSidebar/Mobile, or sitegen's list beside a sidebar of the site's own.
        <RawHtml as="aside" className="sidebar blog-sidebar" hidden html={menuHtml} />
      )}
      {sidebarHtml &&
        (blogSidebarHtml === undefined ? (
          <RawHtml as="aside" className={`${infima ? 'col col--3 ' : ''}sidebar blog-sidebar`} html={sidebarHtml} />
        ) : (
          // The site's swizzled BlogSidebar (or its Desktop): its own aside, a column of the page's row.
          <RawHtml className="blog-sidebar-part" html={blogSidebarHtml} />
        ))}
      <main id="main" className={`${mainColumn}doc-main blog-main${mainClass && ` ${mainClass}`}`} tabIndex={-1}>
        {children}
      </main>
      {toc && <div className={`${infima ? 'col col--2 ' : ''}toc-aside`}>{toc}</div>}
    </>
  );
  return (
    <div className={docLayoutClass(site, !!sidebarHtml, 'blog-layout')}>
      {infima ? (
        <div className="container margin-vert--lg blog-container">
          <div className="row">{columns}</div>
        </div>
      ) : (
        columns
      )}
    </div>
  );
}
