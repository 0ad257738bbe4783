/**
 * The docs sidebar's column beside a doc. With `docs.hideableSidebar` (Docusaurus's `hideable`) it ends in
 * Docusaurus's "Collapse sidebar" button, and holds the "Expand sidebar" button the folded strip shows
 * (client/sidebar-fold.ts flips them).
 *
 * Two boxes, as theme-classic draws them: the `<aside>` is the page-high column and the `.sidebar` inside it stays
 * in view. A Docusaurus site's CSS styles the aside by theme-classic's name for it, position included (casbin makes
 * it `relative` to hang its own button over the edge); the box that sticks is then not the one it repositions.
 */
import { renderToStaticMarkup } from 'react-dom/server';
import { t } from './i18n.js';
import { RawHtml } from './raw-html.js';
import type { SiteData } from './site-data.js';
import { SECONDARY_BUTTON } from './button-classes.js';
import { DocusaurusLogo } from './docusaurus/logo.js';

/** The `<aside>` column holding the sidebar's markup, and the fold buttons when the site asks for them. */
export function DocSidebar({ site, html }: { site: SiteData; html: string }) {
  // theme-classic's name for the column, which a Docusaurus site's CSS sizes and places it by; first, as there, for
  // react-native-website's aside[class^="theme-doc-sidebar-container"].
  const className = site.docusaurus ? 'theme-doc-sidebar-container doc-sidebar' : 'doc-sidebar';
  const hideable = site.docs.hideableSidebar;
  const sidebar = (
    <RawHtml
      className={hideable ? 'sidebar sidebar--hideable' : 'sidebar'}
      html={sidebarLogo(site) + (hideable ? html + foldButtons(site) : html)}
    />
  );
  // A site's DocSidebar that wraps theme-classic's draws around it, inside the column, as there.
  const frame = site.docSidebarFrame;
  if (frame)
    return <RawHtml as="aside" className={className} html={frame[0] + renderToStaticMarkup(sidebar) + frame[1]} />;
  return <aside className={className}>{sidebar}</aside>;
}

/**
 * Where the navbar hides on scroll, theme-classic's sidebar opens with the navbar's logo and title, out of reach of
 * the keyboard: under the navbar at the top of the page, in its place once it has slid away (infima.css).
 */
function sidebarLogo(site: SiteData): string {
  if (!site.docusaurus || !site.navbar.hideOnScroll) return '';
  return renderToStaticMarkup(<DocusaurusLogo site={site} className="sidebar__logo" tabIndex={-1} />);
}

/** The two buttons, as markup (the sidebar itself is markup already). */
function foldButtons(site: SiteData): string {
  const collapse = t(site, 'sidebar.collapse');
  const expand = t(site, 'sidebar.expand');
  return renderToStaticMarkup(
    <>
      <button
        type="button"
        title={collapse}
        aria-label={collapse}
        className={`${SECONDARY_BUTTON} sidebar__collapse`}
        data-sidebar-fold="hide"
      >
        <DoubleChevron />
      </button>
      <button type="button" title={expand} aria-label={expand} className="sidebar__expand" data-sidebar-fold="show">
        <DoubleChevron />
      </button>
    </>,
  );
}

/** Docusaurus's double chevron (pointing right; the collapse button turns it to point left). */
function DoubleChevron() {
  return (
    <svg width="20" height="20" aria-hidden="true" className="sidebar__fold-icon">
      <g fill="#7a7a7a">
        <path d="M9.992 10.023c0 .2-.062.399-.172.547l-4.996 7.492a.982.982 0 01-.828.454H1c-.55 0-1-.453-1-1 0-.2.059-.403.168-.551l4.629-6.942L.168 3.078A.939.939 0 010 2.528c0-.548.45-.997 1-.997h2.996c.352 0 .649.18.828.45L9.82 9.472c.11.148.172.347.172.55zm0 0" />
        <path d="M19.98 10.023c0 .2-.058.399-.168.547l-4.996 7.492a.987.987 0 01-.828.454h-3c-.547 0-.996-.453-.996-1 0-.2.059-.403.168-.551l4.625-6.942-4.625-6.945a.939.939 0 01-.168-.55 1 1 0 01.996-.997h3c.348 0 .649.18.828.45l4.996 7.492c.11.148.168.347.168.55zm0 0" />
      </g>
    </svg>
  );
}
