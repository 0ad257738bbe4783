/**
 * A Docusaurus site's mobile drawer, as theme-classic 2.4.3 draws it (Navbar/MobileSidebar), so that a site's CSS for
 * it applies (react-native-website's `.navbar-sidebar__brand`, `.navbar-sidebar__items .menu__list-item a`, its
 * `--ifm-navbar-sidebar-width`): `div.navbar-sidebar` with the brand row, then two panels side by side in
 * `navbar-sidebar__items`, the navbar's items as Infima menu items in the first and the page's sidebar behind
 * '← Back to main menu' in the second. It goes inside the `<nav>` as theme-classic's does, beside its backdrop, so a
 * dark navbar's variables reach it (src/render/page-frame.ts puts it there).
 *
 * Unlike theme-classic's, it is in the page's HTML, hidden until client/mobile-menu.ts opens it with theme-classic's
 * classes (`navbar-sidebar--show` on the nav, `navbar-sidebar__items--show-secondary`). Menus are `<details>`, so
 * they open and close with no script, as the sidebar's categories do (templates/sidebar.tsx).
 */
import type { ReactNode } from 'react';
import { localeSwitchHref, menuLocales, t } from './i18n.js';
import { Brand, isActiveLink, isNavLink, LanguageIcon, LinkItem, LocaleLink, ThemeToggle } from './navbar.js';
import { RawHtml } from './raw-html.js';
import type { DocVersionView, NavItem, NavMenuEntry, SiteData } from './site-data.js';
import { VersionLink, versionMenuLinks } from './version-menu.js';

export interface NavbarSidebarProps {
  site: SiteData;
  /** The page has a sidebar: the drawer opens on it, in the second panel. */
  hasSidebar: boolean;
  /** What marks the page's items active, as on the bar (see `isActiveLink`). */
  activeBase: string | null;
  version?: DocVersionView;
}

/** The backdrop and the drawer. */
export function NavbarSidebar({ site, hasSidebar, activeBase, version }: NavbarSidebarProps) {
  const items = hasSidebar ? 'navbar-sidebar__items navbar-sidebar__items--show-secondary' : 'navbar-sidebar__items';
  return (
    <>
      <div role="presentation" className="navbar-sidebar__backdrop" data-menu-close />
      <div
        className="navbar-sidebar"
        id="mobile-menu"
        hidden
        data-mobile-menu
        role="dialog"
        aria-modal="true"
        aria-label={t(site, 'navbar.main')}
      >
        <div className="navbar-sidebar__brand">
          <Brand site={site} />
          {!site.colorMode.disableSwitch && (
            <div className="toggle_vylO margin-right--md">
              <ThemeToggle site={site} />
            </div>
          )}
          <CloseButton site={site} />
        </div>
        <div className={items}>
          <div className="navbar-sidebar__item menu" data-panel="main">
            <ul className="menu__list">
              {site.navbar.items.map((item, i) => (
                <PrimaryItem key={i} site={site} item={item} activeBase={activeBase} version={version} />
              ))}
            </ul>
          </div>
          {hasSidebar && (
            <div className="navbar-sidebar__item menu" data-panel="secondary">
              {/* theme-classic leaves the way back out when there is nothing to go back to. */}
              {site.navbar.items.length > 0 && (
                <button type="button" className="clean-btn navbar-sidebar__back" data-menu-back>
                  {t(site, 'navbar.backToMain')}
                </button>
              )}
              {/* Filled on first open with the page's sidebar's items (client/mobile-menu.ts). */}
              <ul className="theme-doc-sidebar-menu menu__list" data-menu-sidebar />
            </div>
          )}
        </div>
      </div>
    </>
  );
}

/** theme-classic's close button and its IconClose (or the site's swizzled Icon/Close). */
function CloseButton({ site }: { site: SiteData }) {
  return (
    <button
      type="button"
      className="clean-btn navbar-sidebar__close"
      aria-label={t(site, 'navbar.close')}
      data-menu-close
    >
      {site.siteIcons?.close === undefined ? (
        <svg viewBox="0 0 15 15" width="21" height="21" aria-hidden="true">
          <g stroke="var(--ifm-color-emphasis-600)" strokeWidth="1.2">
            <path d="M.75.75l13.5 13.5M14.25.75L.75 14.25" />
          </g>
        </svg>
      ) : (
        <RawHtml as="span" className="icon-part" html={site.siteIcons.close} />
      )}
    </button>
  );
}

interface PrimaryItemProps {
  site: SiteData;
  item: NavItem;
  activeBase: string | null;
  version?: DocVersionView;
}

/** One navbar item as theme-classic's mobile item draws it; search has none there. */
function PrimaryItem({ site, item, activeBase, version }: PrimaryItemProps) {
  if (item.kind === 'search') return null;
  if (item.kind === 'link') return <Entry site={site} entry={item} activeBase={activeBase} version={version} />;
  if (item.kind === 'html') return <Entry site={site} entry={{ html: item.value }} />;
  if (item.kind === 'component') return <ComponentItem html={item.mobileHtml ?? ''} />;
  if (item.kind === 'versions')
    // A swizzled DocsVersionDropdownNavbarItem: its markup, filled in per page.
    return item.mobileHtml !== undefined ? (
      // Its `li` stands in for the marked one (src/render/version-dropdowns.ts).
      <li className="menu__list-item" dangerouslySetInnerHTML={{ __html: item.mobileHtml }} />
    ) : (
      <VersionsItem site={site} item={item} version={version} />
    );
  if (item.kind === 'locale') return <LocaleItem site={site} item={item} />;
  // Open on a page one of its links marks by its path (`to`, activeBasePath, activeBaseRegex), as theme-classic opens
  // it: its doc and docSidebar items, marked on their sidebar's pages, do not open it there.
  const holdsPage = item.items.some(
    (entry) => isNavLink(entry) && entry.activeSidebar === undefined && isActiveLink(entry, activeBase),
  );
  return (
    <Collapsible label={item.label} className={item.className} open={holdsPage}>
      {item.items.map((entry, i) => (
        <Entry key={i} site={site} entry={entry} activeBase={activeBase} version={version} />
      ))}
    </Collapsible>
  );
}

/**
 * theme-classic's mobile dropdown: a list item whose label (a link with a button's role, Infima's chevron after it)
 * opens the menu under it; here the label sits in the `<summary>` of a `<details>`. `open`: it holds the page.
 */
function Collapsible({
  label,
  className,
  open = false,
  data,
  children,
}: {
  label: ReactNode;
  className?: string;
  open?: boolean;
  data?: Record<`data-${string}`, string>;
  children: ReactNode;
}) {
  const linkClass = ['menu__link menu__link--sublist menu__link--sublist-caret', className].filter(Boolean).join(' ');
  return (
    <li className="menu__list-item" {...data}>
      <details className="menu__category" open={open}>
        <summary className="menu__summary">
          <a className={linkClass} role="button" aria-expanded={open}>
            {label}
          </a>
        </summary>
        <ul className="menu__list">{children}</ul>
      </details>
    </li>
  );
}

/** A menu's link or raw-HTML entry, as theme-classic's mobile items: `li.menu__list-item`, `menu__link--active`. */
function Entry({
  site,
  entry,
  activeBase = null,
  version,
}: {
  site: SiteData;
  entry: NavMenuEntry;
  activeBase?: string | null;
  version?: DocVersionView;
}) {
  if (!isNavLink(entry)) {
    const className = ['menu__list-item', entry.className].filter(Boolean).join(' ');
    return <li className={className} dangerouslySetInnerHTML={{ __html: entry.html }} />;
  }
  return (
    <li className="menu__list-item">
      <LinkItem site={site} link={entry} activeBase={activeBase} className="menu__link" version={version} />
    </li>
  );
}

/**
 * The version menu: labelled "Versions" when it has more than one entry (theme-classic's mobile label), open on a page
 * of one of its versions, whose link is marked. Also what a swizzled item's original draws in the drawer
 * (templates/docusaurus/docs-version-dropdown.tsx).
 */
export function VersionsItem({ site, item, version }: { site: SiteData; item: VersionsOf; version?: DocVersionView }) {
  const { label, links } = versionMenuLinks(site, item, version);
  const several = item.before.length + links.length + item.after.length > 1;
  const onPage = links.some((link) => link.active);
  return (
    <Collapsible
      label={several ? t(site, 'navbar.versions') : <span data-docs-version-label>{label}</span>}
      open={onPage}
      data={{ 'data-docs-versions': item.pluginId }}
    >
      {item.before.map((entry, i) => (
        <Entry key={`b${i}`} site={site} entry={entry} />
      ))}
      {links.map((link) => (
        <VersionLink key={link.name} site={site} link={link} linkClass="menu__link" itemClass="menu__list-item" />
      ))}
      {item.after.map((entry, i) => (
        <Entry key={`a${i}`} site={site} entry={entry} />
      ))}
    </Collapsible>
  );
}

type VersionsOf = Extract<NavItem, { kind: 'versions' }>;

/**
 * The language menu: "Languages" after the translate icon, each language in its own words, the page's marked.
 * theme-classic 2.4.3 leaves it closed (its links' `pathname://` targets never match the page).
 */
function LocaleItem({ site, item }: { site: SiteData; item: Extract<NavItem, { kind: 'locale' }> }) {
  const label = (
    <>
      <LanguageIcon site={site} />
      {t(site, 'navbar.languages')}
    </>
  );
  return (
    <Collapsible label={label}>
      {(item.before ?? []).map((entry, i) => (
        <Entry key={`b${i}`} site={site} entry={entry} />
      ))}
      {menuLocales(site).map((l) => (
        <li className="menu__list-item" key={l.code}>
          <LocaleLink
            site={site}
            locale={l}
            className={l.code === site.locale.code ? 'menu__link menu__link--active' : 'menu__link'}
            href={localeSwitchHref(l.code)}
          />
        </li>
      ))}
      {(item.after ?? []).map((entry, i) => (
        <Entry key={`a${i}`} site={site} entry={entry} />
      ))}
    </Collapsible>
  );
}

/**
 * A site's own item type in the menu. theme-classic's mobile items are list items of their own
 * (`li.menu__list-item`): those go in a list of their own, so that no li holds another.
 */
export function ComponentItem({ html }: { html: string }) {
  if (!/^\s*<li[\s>]/.test(html)) return <li className="menu__item" dangerouslySetInnerHTML={{ __html: html }} />;
  return (
    <li className="menu__item">
      <ul className="menu__list menu__custom" dangerouslySetInnerHTML={{ __html: html }} />
    </li>
  );
}
