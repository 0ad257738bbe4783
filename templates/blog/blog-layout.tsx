/** The frame of every blog page: the 'Latest posts' sidebar, the page's main column, and an optional TOC. */
import type { ReactNode } from 'react';
import { docLayoutClass } from '../doc-layout-class.js';
import { RawHtml } from '../raw-html.js';
import type { SiteData } from '../site-data.js';

/** Sidebar | main | TOC, on the same grid as the docs. */
export function BlogLayout({
  site,
  sidebarHtml,
  toc,
  children,
}: {
  site: SiteData;
  sidebarHtml?: string;
  toc?: ReactNode;
  children: ReactNode;
}) {
  return (
    <div className={docLayoutClass(site, 'blog', !!sidebarHtml, 'blog-layout')}>
      {sidebarHtml && <RawHtml as="aside" className="sidebar blog-sidebar" html={sidebarHtml} />}
      <main id="main" className="doc-main blog-main" tabIndex={-1}>
        {children}
      </main>
      {toc && <div className="toc-aside">{toc}</div>}
    </div>
  );
}
