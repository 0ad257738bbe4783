/** The frame around every page: announcement bar, navbar, content, footer, scroll-to-top. */
import type { HTMLAttributes, ReactNode } from 'react';
import { PageFurniture } from './furniture.js';
import { t } from './i18n.js';
import { MobileMenu } from './mobile-menu.js';
import { RawHtml } from './raw-html.js';
import type { DocVersionView, SiteData } from './site-data.js';
import { THEME_CLASSIC } from './theme-classic-classes.js';
import { ThemeClassNames, withThemeClass } from './docusaurus/theme-class-names.js';

export interface LayoutProps {
  site: SiteData;
  /** Pre-rendered navbar and footer (rendered once per locale). */
  navbarHtml: string;
  footerHtml: string;
  /** Whether the page has a sidebar (docs or blog), which the mobile menu shows as its secondary panel. */
  hasSidebar?: boolean;
  /** The route's site path (the base-URL banner belongs to the home page only). */
  path?: string;
  /** Locale code -> this page in that locale, for the mobile menu's language links. */
  localeHrefs?: Record<string, string>;
  /** A doc page's version, for the version menu of the mobile menu. */
  version?: DocVersionView;
  /** What of the frame the page has (all of it when absent). */
  chrome?: PageChrome;
  children: ReactNode;
}

/**
 * What of the frame around a page it has: a Docusaurus React page without `<Layout>` has none of it, as there,
 * but the navbar or footer it renders itself (`@theme/Navbar`); `<Layout noFooter>` has no footer.
 */
export interface PageChrome {
  /** The announcement bar, the scroll-to-top button: what only Docusaurus's Layout draws. */
  layout: boolean;
  navbar: boolean;
  footer: boolean;
}

const FULL_CHROME: PageChrome = { layout: true, navbar: true, footer: true };

/** Announcement bar, navbar, main, footer. */
export function Layout({
  site,
  navbarHtml,
  footerHtml,
  hasSidebar = false,
  path = '',
  localeHrefs,
  version,
  chrome = FULL_CHROME,
  children,
}: LayoutProps) {
  const bar = chrome.layout ? site.announcementBar : undefined;
  return (
    <>
      <PageFurniture site={site} path={path} />
      {bar && (
        <Bar
          docusaurus={Boolean(site.docusaurus)}
          className={`${THEME_CLASSIC.announcementBar} announcement-bar`}
          aria-label={t(site, 'announcement.label')}
          data-announcement={bar.id}
          style={{ backgroundColor: bar.backgroundColor, color: bar.textColor }}
        >
          {/* Docusaurus sites style the bar through the CSS-module names theme-classic 2.4.3 gives its parts, where
              they are there: the bar's first, its content's second (`content_knG7 announcementBarContent_xLdY`), so
              that jest's [class^=announcementBarContent] matches it no more than under Docusaurus. */}
          <div
            className={`announcement-bar__content ${THEME_CLASSIC.announcementBarContent}`}
            dangerouslySetInnerHTML={{ __html: bar.content }}
          />
          {bar.isCloseable && <AnnouncementClose site={site} />}
        </Bar>
      )}
      {/* Without a navbar its place is kept, empty (page-frame.ts splits the layout there). */}
      {chrome.navbar ? <NavbarWrapper site={site} navbarHtml={navbarHtml} /> : navbarHtml}
      {/* A Docusaurus site's drawer is theme-classic's, inside its navbar (templates/navbar-sidebar.tsx). */}
      {!site.docusaurus && (
        <MobileMenu site={site} hasSidebar={hasSidebar} localeHrefs={localeHrefs} version={version} />
      )}
      <div className="page" id="page">
        {children}
      </div>
      {footerHtml && chrome.footer && <RawHtml html={footerHtml} className="footer-wrapper" />}
      {chrome.layout && <ScrollToTop site={site} />}
    </>
  );
}

/**
 * The navbar's sticky box, and beside it what a Docusaurus site's Navbar/Layout wrapper draws there: theme-classic's
 * navbar is sticky on its own, so what follows it scrolls with the page.
 */
function NavbarWrapper({ site, navbarHtml }: { site: SiteData; navbarHtml: string }) {
  const [before, after] = site.navbarFrame ?? ['', ''];
  // In boxes of no layout whose links are Infima's (infima.css).
  return (
    <>
      {before && <RawHtml html={before} className="navbar-layout-part" />}
      <RawHtml html={navbarHtml} className="navbar-wrapper" />
      {after && <RawHtml html={after} className="navbar-layout-part" />}
    </>
  );
}

/**
 * The announcement bar's element, a named region. On a Docusaurus site it is a div, as theme-classic's, whose class
 * starts with its CSS-module name, for sites that select it by that start (casbin's `div[class^="announcementBar_"]`);
 * elsewhere the native `<section>`.
 */
function Bar({
  docusaurus,
  children,
  ...rest
}: { docusaurus: boolean; children: ReactNode } & HTMLAttributes<HTMLElement>) {
  // theme-classic's bar is the page's banner (its navbar is a nav), and a site's CSS may select it so (`[role="banner"]`).
  return docusaurus ? (
    <div {...rest} role="banner">
      {children}
    </div>
  ) : (
    <section {...rest}>{children}</section>
  );
}

/**
 * The back-to-top link; `data-scroll-to-top="up"` asks client/scroll-to-top.ts for theme-classic's rule (shown
 * while scrolling up) on a Docusaurus site.
 */
function ScrollToTop({ site }: { site: SiteData }) {
  return (
    <a
      className={withThemeClass(site, ThemeClassNames.common.backToTopButton, 'scroll-to-top')}
      href="#"
      aria-label={t(site, 'scrollToTop')}
      data-scroll-to-top={site.docusaurus ? 'up' : ''}
      hidden
    >
      <svg width="20" height="20" viewBox="0 0 24 24" aria-hidden="true">
        <path fill="currentColor" d="m12 6 7 7-1.4 1.4L13 9.8V20h-2V9.8l-4.6 4.6L5 13l7-7Z" />
      </svg>
    </a>
  );
}

/** The announcement bar's close button; on a Docusaurus site theme-classic's CloseButton. */
function AnnouncementClose({ site }: { site: SiteData }) {
  return (
    <button
      type="button"
      className={
        site.docusaurus
          ? // theme-classic's CloseButton: Infima's half-transparent black `close`, and its own icon.
            `clean-btn close ${THEME_CLASSIC.announcementBarCloseButton} ${THEME_CLASSIC.announcementBarClose} announcement-bar__close`
          : `announcement-bar__close icon-button ${THEME_CLASSIC.announcementBarClose}`
      }
      aria-label={t(site, 'announcement.close')}
      data-announcement-close
    >
      {site.docusaurus ? (
        <svg viewBox="0 0 15 15" width="14" height="14" aria-hidden="true">
          <g stroke="currentColor" strokeWidth="3.1">
            <path d="M.75.75l13.5 13.5M14.25.75L.75 14.25" />
          </g>
        </svg>
      ) : (
        <svg width="14" height="14" viewBox="0 0 14 14" aria-hidden="true">
          <path stroke="currentColor" strokeWidth="2" d="m1 1 12 12M13 1 1 13" />
        </svg>
      )}
    </button>
  );
}
