/** The frame of every blog page: the 'Latest posts' sidebar, the page's main column, and an optional TOC. */
import type { ReactNode } from 'react';
import { RawHtml } from '../raw-html.js';

/** Sidebar | main | TOC, on the same grid as the docs. */
export function BlogLayout({
  sidebarHtml,
  toc,
  children,
}: {
  sidebarHtml?: string;
  toc?: ReactNode;
  children: ReactNode;
}) {
  return (
    <div className={`doc-layout blog-layout${sidebarHtml ? '' : ' doc-layout--no-sidebar'}`}>
      {sidebarHtml && <RawHtml as="aside" className="sidebar blog-sidebar" html={sidebarHtml} />}
      <main id="main" className="doc-main blog-main" tabIndex={-1}>
        {children}
      </main>
      {toc && <div className="toc-aside">{toc}</div>}
    </div>
  );
}
