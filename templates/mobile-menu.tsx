/**
 * The mobile navigation drawer (widths of 996 px or less): a main panel with the navbar's items, rendered here so
 * it is plain HTML, and a secondary panel for the page's sidebar behind a 'Back to main menu' button.
 * `client/mobile-menu.ts` opens and closes it; without script it stays hidden and the navbar items wrap instead.
 * Since only script opens it, the secondary panel is filled by script too: on first open it copies the sidebar the
 * page already has, instead of every page carrying the sidebar twice (it was over a third of a docs page's HTML).
 */
import { RawHtml } from './raw-html.js';
import { href, localeHomeHref, menuLocales, t } from './i18n.js';
import { Brand, LinkItem, LocaleLink, MenuEntry, ThemeToggle } from './navbar.js';
import type { DocVersionView, NavItem, NavMenuEntry, SiteData } from './site-data.js';
import { MobileVersionMenu } from './version-menu.js';

/** The drawer with its main and (when the page has a sidebar) secondary panel. */
export function MobileMenu({
  site,
  hasSidebar,
  localeHrefs = {},
  version,
}: {
  site: SiteData;
  hasSidebar: boolean;
  localeHrefs?: Record<string, string>;
  version?: DocVersionView;
}) {
  return (
    <div
      className="mobile-menu"
      id="mobile-menu"
      hidden
      data-mobile-menu
      data-showing={hasSidebar ? 'secondary' : 'main'}
    >
      <div className="mobile-menu__backdrop" data-menu-close />
      <div className="mobile-menu__drawer" role="dialog" aria-modal="true" aria-label={t(site, 'navbar.main')}>
        <div className="mobile-menu__header">
          <Brand site={site} />
          {!site.colorMode.disableSwitch && <ThemeToggle site={site} />}
          <button
            type="button"
            className="icon-button mobile-menu__close"
            aria-label={t(site, 'navbar.close')}
            data-menu-close
          >
            {site.siteIcons?.close === undefined ? (
              <svg width="18" height="18" viewBox="0 0 14 14" aria-hidden="true">
                <path stroke="currentColor" strokeWidth="2" d="m1 1 12 12M13 1 1 13" />
              </svg>
            ) : (
              // A Docusaurus site's swizzled Icon/Close.
              <RawHtml as="span" className="icon-part" html={site.siteIcons.close} />
            )}
          </button>
        </div>
        <div className="mobile-menu__panel mobile-menu__panel--main" data-panel="main">
          <ul className="menu">
            {site.navbar.items.map((item, i) => (
              <MainItem key={i} site={site} item={item} localeHrefs={localeHrefs} version={version} />
            ))}
          </ul>
        </div>
        {hasSidebar && (
          <div className="mobile-menu__panel mobile-menu__panel--secondary" data-panel="secondary">
            <button type="button" className="mobile-menu__back" data-menu-back>
              {t(site, 'navbar.backToMain')}
            </button>
            <div data-menu-sidebar />
          </div>
        )}
      </div>
    </div>
  );
}

interface MainItemProps {
  site: SiteData;
  item: NavItem;
  localeHrefs: Record<string, string>;
  version?: DocVersionView;
}

/** One navbar item as a sidebar-style menu entry; dropdowns become collapsible categories. */
function MainItem({ site, item, localeHrefs, version }: MainItemProps) {
  if (item.kind === 'link')
    return (
      <li className="menu__item">
        <LinkItem site={site} link={item} activeBase={null} className="menu__link" version={version} />
      </li>
    );
  if (item.kind === 'html') return <li className="menu__item" dangerouslySetInnerHTML={{ __html: item.value }} />;
  // A site's own item types are Docusaurus's, drawn in its drawer (templates/navbar-sidebar.tsx).
  if (item.kind === 'component') return null;
  if (item.kind === 'search') {
    if (site.siteSearchBar) return null;
    return (
      <li className="menu__item">
        <a className="menu__link" href={href(site, `/${site.search.pagePath}`)}>
          {t(site, 'search.button')}
        </a>
      </li>
    );
  }
  if (item.kind === 'versions') return <MobileVersionMenu site={site} item={item} version={version} />;
  const label = item.kind === 'locale' ? site.locale.label : item.label;
  return (
    <li className="menu__item">
      <details className="menu__category">
        <summary className="menu__summary">
          <span className="menu__label">{label}</span>
          {item.kind === 'locale' && <span className="visually-hidden"> {t(site, 'navbar.languages')}</span>}
        </summary>
        <ul className="menu__list">
          {item.kind === 'locale' && <Links site={site} links={item.before} version={version} />}
          {item.kind === 'locale' ? (
            menuLocales(site).map((l) => (
              <li className="menu__item" key={l.code}>
                <LocaleLink
                  site={site}
                  locale={l}
                  className="menu__link"
                  href={localeHrefs[l.code] ?? localeHomeHref(site, l)}
                />
              </li>
            ))
          ) : (
            <Links site={site} links={item.items} version={version} />
          )}
          {item.kind === 'locale' && <Links site={site} links={item.after} version={version} />}
        </ul>
      </details>
    </li>
  );
}

/** A menu's links (and raw-HTML entries) inside the drawer. */
function Links({ site, links = [], version }: { site: SiteData; links?: NavMenuEntry[]; version?: DocVersionView }) {
  return links.map((entry, i) => (
    <MenuEntry key={i} site={site} entry={entry} activeBase={null} linkClass="menu__link" version={version} mobile />
  ));
}
