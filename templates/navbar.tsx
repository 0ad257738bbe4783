/** The top navigation: logo and title, configured items, colour-mode toggle, mobile menu toggle. */
import type { ReactNode } from 'react';
import { ExternalIcon } from './external-icon.js';
import { escapeText } from './escape.js';
import { RawHtml } from './raw-html.js';
import { href, localeSwitchHref, menuLocales, t } from './i18n.js';
import type { DocVersionView, NavItem, NavLink, NavMenuEntry, SiteData } from './site-data.js';
import { HoverDropdown, labelClass, MenuLabel, POPUP_LABEL } from './hover-dropdown.js';
import { THEME_CLASSIC } from './theme-classic-classes.js';
import { VersionDropdown } from './version-menu.js';
import { DocusaurusLogo } from './docusaurus/logo.js';
import { LANGUAGE_ICON_PATH } from './docusaurus/icon-language.js';

/** The navbar, rendered once per locale and active section (and docs page, when it has a version menu). */
export function Navbar({
  site,
  activeBase,
  version,
  drawer,
}: {
  site: SiteData;
  activeBase: string | null;
  version?: DocVersionView;
  /** A Docusaurus site's drawer, which theme-classic draws inside its navbar (templates/navbar-sidebar.tsx). */
  drawer?: ReactNode;
}) {
  const { navbar } = site;
  const left = navbar.items.filter((i) => i.position === 'left');
  const afterToggle = (i: NavItem) => i.kind === 'search' && i.afterToggle === true;
  const right = navbar.items.filter((i) => i.position === 'right' && !afterToggle(i));
  // theme-classic's bar is a nav around a div (a site's CSS may select `nav.navbar`), and its announcement bar is
  // then the page's banner; sitegen's own is a header (the banner) around the nav.
  const Outer = site.docusaurus ? 'nav' : 'header';
  const Inner = site.docusaurus ? 'div' : 'nav';
  // theme-classic's right group is a div of the items themselves (its link item is the link, `a.navbar__item`), which
  // a site's CSS and scripts select (`.navbar__item.navbar__link`); sitegen's own is a list.
  const Group = site.docusaurus ? 'div' : 'ul';
  const label = t(site, 'navbar.main');
  const leftItems = left.map((item, i) => (
    <Item key={i} site={site} item={item} activeBase={activeBase} version={version} />
  ));
  return (
    <Outer
      className={navbarClass(site)}
      aria-label={site.docusaurus ? label : undefined}
      data-hide-on-scroll={navbar.hideOnScroll || undefined}
    >
      <Inner className="navbar__inner" aria-label={site.docusaurus ? undefined : label}>
        {/* theme-classic's left group holds the menu button and the brand before its items, and a site's CSS selects
            them there (rocketmq-site's `.navbar__items > .navbar__brand`). sitegen's own items are a list in it. */}
        <div className="navbar__items">
          <MenuToggle site={site} />
          <Brand site={site} />
          {site.docusaurus ? leftItems : <ul className="navbar__list">{leftItems}</ul>}
        </div>
        <Group className={rightItemsClass(site)}>
          {right.map((item, i) => (
            <Item key={i} site={site} item={item} activeBase={activeBase} version={version} />
          ))}
          {!site.colorMode.disableSwitch && (
            <ItemBox site={site} className={site.docusaurus ? THEME_CLASSIC.colorModeToggle : undefined}>
              <ThemeToggle site={site} />
            </ItemBox>
          )}
          {navbar.items.filter(afterToggle).map((item, i) => (
            <Item key={i} site={site} item={item} activeBase={activeBase} version={version} />
          ))}
        </Group>
      </Inner>
      {drawer}
    </Outer>
  );
}

/**
 * `navbar`, its style (`navbar--dark`), and on a Docusaurus site theme-classic's `navbar--fixed-top`, which a site's
 * CSS may select (immer's `.navbar--fixed-top a` whitens its links).
 */
function navbarClass(site: SiteData): string {
  const { style } = site.navbar;
  return ['navbar', site.docusaurus && 'navbar--fixed-top', style && `navbar--${style}`].filter(Boolean).join(' ');
}

/**
 * The right group. Without a search item, theme-classic still draws its (empty) search box after the colour-mode
 * toggle, which holds the group 0.75rem off the edge: a Docusaurus site's group keeps that space.
 */
function rightItemsClass(site: SiteData): string {
  const searchSpace = site.docusaurus && !site.navbar.items.some((i) => i.kind === 'search');
  return `navbar__items navbar__items--right${searchSpace ? ' navbar__items--search-space' : ''}`;
}

/** The button that opens the mobile menu, shown below 997px (client/mobile-menu.ts). */
function MenuToggle({ site }: { site: SiteData }) {
  return (
    <button
      type="button"
      className="navbar__toggle icon-button"
      aria-label={t(site, 'navbar.menu')}
      aria-expanded="false"
      aria-controls="mobile-menu"
      data-menu-toggle
    >
      <MenuIcon site={site} />
    </button>
  );
}

/** The menu button's three bars: Docusaurus's 30px icon on a Docusaurus site, sitegen's 24px one elsewhere. */
function MenuIcon({ site }: { site: SiteData }) {
  // A Docusaurus site's swizzled Icon/Menu (Detox's thin bars).
  if (site.siteIcons?.menu !== undefined) return <RawHtml as="span" className="icon-part" html={site.siteIcons.menu} />;
  const [size, d] = site.docusaurus ? [30, 'M4 7h22M4 15h22M4 23h22'] : [24, 'M4 7h16M4 12h16M4 17h16'];
  return (
    <svg width={size} height={size} viewBox={`0 0 ${size} ${size}`} aria-hidden="true">
      <path stroke="currentColor" strokeLinecap="round" strokeWidth="2" d={d} />
    </svg>
  );
}

/**
 * The logo and title, linking to the home page or the logo's `href` (navbar and mobile menu). A logo with a
 * dark-mode image has one image per mode, switched by CSS before script runs.
 */
export function Brand({ site }: { site: SiteData }) {
  const { logo, title } = site.navbar;
  if (site.docusaurus) return <DocusaurusBrand site={site} />;
  const size = { width: logo?.width ?? 32, height: logo?.height ?? 32 };
  return (
    <a className="navbar__brand" href={href(site, logo?.href ?? '/')}>
      {logo && (
        <img
          className={logo.srcDark ? 'navbar__logo only-light' : 'navbar__logo'}
          src={logo.src}
          alt={logo.alt}
          {...size}
        />
      )}
      {logo?.srcDark && <img className="navbar__logo only-dark" src={logo.srcDark} alt={logo.alt} {...size} />}
      {title && <span className="navbar__title">{title}</span>}
    </a>
  );
}

/**
 * The brand as theme-classic's Logo draws it: the images (with `logo.className`, and only the size the config
 * gives) inside a `div.navbar__logo`, so that a site's `.navbar__logo .my-logo` rules find them.
 */
function DocusaurusBrand({ site }: { site: SiteData }) {
  // A <b>, as theme-classic's: its weight is bolder than the bar's, which a site may set.
  return (
    <DocusaurusLogo
      site={site}
      className="navbar__brand"
      imageClassName="navbar__logo"
      titleClassName="navbar__title text--truncate"
    />
  );
}

// sitegen's own icons.
const SUN =
  'M12 9a3 3 0 1 0 0 6 3 3 0 0 0 0-6Zm0-2a5 5 0 1 1 0 10 5 5 0 0 1 0-10Zm-1-5h2v3h-2V2Zm0 17h2v3h-2v-3ZM2 11h3v2H2v-2Zm17 0h3v2h-3v-2ZM4.2 5.6l1.4-1.4 2.1 2.1-1.4 1.4-2.1-2.1Zm12.1 12.1 1.4-1.4 2.1 2.1-1.4 1.4-2.1-2.1ZM5.6 19.8l-1.4-1.4 2.1-2.1 1.4 1.4-2.1 2.1ZM17.7 7.7l-1.4-1.4 2.1-2.1 1.4 1.4-2.1 2.1Z';
const MOON = 'M9.4 3.2A9 9 0 1 0 20.8 14.6 7 7 0 0 1 9.4 3.2Z';
// A Docusaurus site's toggle draws theme-classic's own icons (IconLightMode, IconDarkMode; MIT, Meta Platforms).
const CLASSIC_SUN =
  'M12,9c1.65,0,3,1.35,3,3s-1.35,3-3,3s-3-1.35-3-3S10.35,9,12,9 M12,7c-2.76,0-5,2.24-5,5s2.24,5,5,5s5-2.24,5-5 S14.76,7,12,7L12,7z M2,13l2,0c0.55,0,1-0.45,1-1s-0.45-1-1-1l-2,0c-0.55,0-1,0.45-1,1S1.45,13,2,13z M20,13l2,0c0.55,0,1-0.45,1-1 s-0.45-1-1-1l-2,0c-0.55,0-1,0.45-1,1S19.45,13,20,13z M11,2v2c0,0.55,0.45,1,1,1s1-0.45,1-1V2c0-0.55-0.45-1-1-1S11,1.45,11,2z M11,20v2c0,0.55,0.45,1,1,1s1-0.45,1-1v-2c0-0.55-0.45-1-1-1C11.45,19,11,19.45,11,20z M5.99,4.58c-0.39-0.39-1.03-0.39-1.41,0 c-0.39,0.39-0.39,1.03,0,1.41l1.06,1.06c0.39,0.39,1.03,0.39,1.41,0s0.39-1.03,0-1.41L5.99,4.58z M18.36,16.95 c-0.39-0.39-1.03-0.39-1.41,0c-0.39,0.39-0.39,1.03,0,1.41l1.06,1.06c0.39,0.39,1.03,0.39,1.41,0c0.39-0.39,0.39-1.03,0-1.41 L18.36,16.95z M19.42,5.99c0.39-0.39,0.39-1.03,0-1.41c-0.39-0.39-1.03-0.39-1.41,0l-1.06,1.06c-0.39,0.39-0.39,1.03,0,1.41 s1.03,0.39,1.41,0L19.42,5.99z M7.05,18.36c0.39-0.39,0.39-1.03,0-1.41c-0.39-0.39-1.03-0.39-1.41,0l-1.06,1.06 c-0.39,0.39-0.39,1.03,0,1.41s1.03,0.39,1.41,0L7.05,18.36z';
const CLASSIC_MOON =
  'M9.37,5.51C9.19,6.15,9.1,6.82,9.1,7.5c0,4.08,3.32,7.4,7.4,7.4c0.68,0,1.35-0.09,1.99-0.27C17.45,17.19,14.93,19,12,19 c-3.86,0-7-3.14-7-7C5,9.07,6.81,6.55,9.37,5.51z M12,3c-4.97,0-9,4.03-9,9s4.03,9,9,9s9-4.03,9-9c0-0.46-0.04-0.92-0.1-1.36 c-0.98,1.37-2.58,2.26-4.4,2.26c-2.98,0-5.4-2.42-5.4-5.4c0-1.81,0.89-3.42,2.26-4.4C12.92,3.04,12.46,3,12,3L12,3z';

/**
 * The light/dark switch; its icon follows `data-theme` through CSS, so it is right before script runs. On a Docusaurus
 * site the button and icons also carry theme-classic's classes, which a site's CSS colours them by (babel's
 * `.navbar .clean-btn > svg:first-child`).
 */
export function ThemeToggle({ site }: { site: SiteData }) {
  // theme-classic's class first, on a Docusaurus site; sitegen's own after it.
  const classes = (classic: string, own: string) => (site.docusaurus ? `${classic} ${own}` : own);
  return (
    <button
      type="button"
      className={classes(`clean-btn ${THEME_CLASSIC.toggleButton}`, 'icon-button theme-toggle')}
      aria-label={t(site, 'theme.toggle')}
      title={t(site, 'theme.toggle')}
      data-theme-toggle
    >
      <ToggleIcon
        className={classes(THEME_CLASSIC.lightToggleIcon, 'theme-toggle__sun')}
        d={site.docusaurus ? CLASSIC_SUN : SUN}
      />
      <ToggleIcon
        className={classes(THEME_CLASSIC.darkToggleIcon, 'theme-toggle__moon')}
        d={site.docusaurus ? CLASSIC_MOON : MOON}
      />
    </button>
  );
}

/** One of the toggle's two icons, which the colour mode shows one at a time. */
function ToggleIcon({ className, d }: { className: string; d: string }) {
  return (
    <svg className={className} width="22" height="22" viewBox="0 0 24 24" aria-hidden="true">
      <path fill="currentColor" d={d} />
    </svg>
  );
}

/** One configured item, by kind. */
function Item({
  site,
  item,
  activeBase,
  version,
}: {
  site: SiteData;
  item: NavItem;
  activeBase: string | null;
  version?: DocVersionView;
}) {
  if (item.kind === 'link' && site.docusaurus)
    return (
      <LinkItem
        site={site}
        link={item}
        activeBase={activeBase}
        version={version}
        className="navbar__item navbar__link"
        activeClass="navbar__link--active"
      />
    );
  if (item.kind === 'link')
    return (
      <li className="navbar__item">
        <LinkItem site={site} link={item} activeBase={activeBase} version={version} />
      </li>
    );
  if (item.kind === 'html') return <ItemBox site={site} className="navbar__item" html={item.value} />;
  // The site's component draws the item itself (theme-classic's items are the links, with no li around them).
  if (item.kind === 'component') return <ItemBox site={site} className="navbar__custom" html={item.html ?? ''} />;
  if (item.kind === 'search') return <SearchItem site={site} />;
  if (item.kind === 'locale') return <LocaleMenu site={site} item={item} />;
  if (item.kind === 'versions')
    // A Docusaurus site's swizzled DocsVersionDropdownNavbarItem draws it, per page (src/render/version-dropdowns.ts).
    return item.html !== undefined ? (
      <ItemBox site={site} className="navbar__custom" html={item.html} />
    ) : (
      <VersionDropdown site={site} item={item} version={version} />
    );
  return <Dropdown site={site} item={item} activeBase={activeBase} version={version} />;
}

/**
 * An item's element: an `li` of sitegen's lists, a `div` in a Docusaurus site's groups. `html`: its markup, as is.
 */
function ItemBox({
  site,
  className,
  html,
  children,
}: {
  site: SiteData;
  className?: string;
  html?: string;
  children?: ReactNode;
}) {
  const Box = site.docusaurus ? 'div' : 'li';
  if (html !== undefined) return <Box className={className} dangerouslySetInnerHTML={{ __html: html }} />;
  return <Box className={className}>{children}</Box>;
}

/**
 * The search button: a link to the search page until the modal's script takes it over. It also carries DocSearch's
 * class names, which a Docusaurus site's CSS styles (`html[data-theme=light] .DocSearch { --docsearch-... }`).
 */
function SearchItem({ site }: { site: SiteData }) {
  // A Docusaurus site's swizzled Navbar/Search, around this button (src/render/swizzled-parts.ts).
  if (site.searchBoxHtml !== undefined)
    return <ItemBox site={site} className="navbar__item navbar__search-item" html={site.searchBoxHtml} />;
  // theme-classic's box is named by its CSS module first (react-native-website's `div[class^="searchBox"]`).
  return (
    <ItemBox site={site} className={site.docusaurus ? `${THEME_CLASSIC.searchBox} navbar__search-box` : 'navbar__item'}>
      <SearchButton site={site} />
    </ItemBox>
  );
}

/** The button itself. */
export function SearchButton({ site }: { site: SiteData }) {
  return (
    <a
      className="search-button DocSearch DocSearch-Button"
      href={href(site, `/${site.search.pagePath}`)}
      data-search-button
      aria-keyshortcuts="Control+K Meta+K /"
    >
      {site.docusaurus ? (
        // DocSearch's container keeps the icon and word together at the left of a button a site widens.
        <span className="DocSearch-Button-Container">
          <SearchIcon site={site} />
          <SearchLabel site={site} />
        </span>
      ) : (
        <>
          <SearchIcon site={site} />
          <SearchLabel site={site} />
        </>
      )}
      <ShortcutKeys site={site} />
    </a>
  );
}

/** The search button's word. */
function SearchLabel({ site }: { site: SiteData }) {
  return <span className="search-button__label DocSearch-Button-Placeholder">{t(site, 'search.button')}</span>;
}

/** The search button's magnifier; on a Docusaurus site DocSearch's own, whose stroke its CSS sets (1.6). */
function SearchIcon({ site }: { site: SiteData }) {
  return (
    <svg className="DocSearch-Search-Icon" width="20" height="20" viewBox="0 0 20 20" aria-hidden="true">
      {site.docusaurus ? (
        <path
          d="M14.386 14.386l4.0877 4.0877-4.0877-4.0877c-2.9418 2.9419-7.7115 2.9419-10.6533 0-2.9419-2.9418-2.9419-7.7115 0-10.6533 2.9418-2.9419 7.7115-2.9419 10.6533 0 2.9419 2.9418 2.9419 7.7115 0 10.6533z"
          stroke="currentColor"
          fill="none"
          fillRule="evenodd"
          strokeLinecap="round"
          strokeLinejoin="round"
        />
      ) : (
        <path
          fill="none"
          stroke="currentColor"
          strokeWidth="2"
          strokeLinecap="round"
          d="M14.4 14.4 18 18m-2-9.2a7.2 7.2 0 1 1-14.4 0 7.2 7.2 0 0 1 14.4 0Z"
        />
      )}
    </svg>
  );
}

/**
 * The search shortcut: one hint ("Ctrl K"), or on a Docusaurus site one key cap per key as DocSearch draws them, in
 * its box of keys (whose minimum width, and a site's size for the keys, space them), the first as its Ctrl icon (the
 * words stay for screen readers).
 */
function ShortcutKeys({ site }: { site: SiteData }) {
  const shortcut = t(site, 'search.shortcut');
  if (!site.docusaurus) return <kbd className="search-button__keys DocSearch-Button-Key">{shortcut}</kbd>;
  return (
    <span className="DocSearch-Button-Keys">
      {shortcut.split(/\s+/).map((key, i) => (
        <kbd key={i} className="search-button__keys DocSearch-Button-Key">
          {i === 0 ? (
            <>
              <ControlKeyIcon />
              <span className="visually-hidden">{key}</span>
            </>
          ) : (
            key
          )}
        </kbd>
      ))}
    </span>
  );
}

/** DocSearch 3's Ctrl key cap (@docsearch/react, MIT). */
function ControlKeyIcon() {
  return (
    <svg className="DocSearch-Control-Key-Icon" width="15" height="15" aria-hidden="true">
      <path
        d="M4.505 4.496h2M5.505 5.496v5M8.216 4.496l.055 5.993M10 7.5c.333.333.5.667.5 1v2M12.326 4.5v5.996M8.384 4.496c1.674 0 2.116 0 2.116 1.5s-.442 1.5-2.116 1.5M3.205 9.303c-.09.448-.277 1.21-1.241 1.203C1 10.5.5 9.513.5 8V7c0-1.57.5-2.5 1.464-2.494.964.006 1.134.598 1.24 1.342M12.553 10.5h1.953"
        strokeWidth="1.2"
        stroke="currentColor"
        fill="none"
        strokeLinecap="square"
      />
    </svg>
  );
}

/**
 * The language menu: each language in its own words, linking to this page in it (filled per page), between the
 * menu's own links (a site's "Help us translate").
 */
function LocaleMenu({ site, item }: { site: SiteData; item: Extract<NavItem, { kind: 'locale' }> }) {
  const extra = (entries: NavMenuEntry[] = []) =>
    entries.map((entry, i) => (
      <MenuEntry key={i} site={site} entry={entry} activeBase={null} linkClass="dropdown__link" />
    ));
  const label = (
    <>
      <LanguageIcon site={site} />
      <span>{site.locale.label}</span>
      <span className="visually-hidden"> {t(site, 'navbar.languages')}</span>
    </>
  );
  const entries = (
    <>
      {extra(item.before)}
      {menuLocales(site).map((l) => (
        <li key={l.code}>
          <LocaleLink site={site} locale={l} className="dropdown__link" href={localeSwitchHref(l.code)} />
        </li>
      ))}
      {extra(item.after)}
    </>
  );
  if (site.docusaurus) {
    return (
      <HoverDropdown
        right={item.position === 'right'}
        data={{ 'data-locale-menu': 'true' }}
        label={<MenuLabel className={labelClass(item.className)}>{label}</MenuLabel>}
      >
        {entries}
      </HoverDropdown>
    );
  }
  return (
    <li className="navbar__item dropdown">
      <details className="dropdown__details" data-locale-menu>
        <summary className="navbar__link">{label}</summary>
        <ul className="dropdown__menu">{entries}</ul>
      </details>
    </li>
  );
}

/** A language of the language menus (navbar and drawer), in its own words, marked when it is the page's. */
export function LocaleLink({
  site,
  locale,
  className,
  href: target,
}: {
  site: SiteData;
  locale: SiteData['locales'][number];
  className: string;
  href: string;
}) {
  return (
    <a
      className={className}
      href={target}
      hrefLang={locale.htmlLang}
      lang={locale.htmlLang}
      data-locale={locale.code}
      aria-current={locale.code === site.locale.code ? 'true' : undefined}
    >
      {locale.label}
    </a>
  );
}

/**
 * The language menu's icon: a Docusaurus site's swizzled Icon/Language, else Docusaurus's translate icon on a
 * Docusaurus site, a globe elsewhere.
 */
export function LanguageIcon({ site }: { site: SiteData }) {
  if (site.siteIcons?.language !== undefined)
    return <RawHtml as="span" className="icon-part" html={site.siteIcons.language} />;
  if (site.docusaurus) {
    return (
      <svg className="navbar__language-icon" width="20" height="20" viewBox="0 0 24 24" aria-hidden="true">
        <path fill="currentColor" d={LANGUAGE_ICON_PATH} />
      </svg>
    );
  }
  return (
    <svg width="18" height="18" viewBox="0 0 24 24" aria-hidden="true">
      <path
        fill="currentColor"
        d="M12 2a10 10 0 1 0 0 20 10 10 0 0 0 0-20Zm6.9 6h-3a15.7 15.7 0 0 0-1.3-3.9A8 8 0 0 1 18.9 8ZM12 4c.8 1.2 1.5 2.5 1.9 4h-3.8c.4-1.5 1.1-2.8 1.9-4ZM4.3 14a8 8 0 0 1 0-4h3.4a16.5 16.5 0 0 0 0 4H4.3Zm.8 2h3a15.7 15.7 0 0 0 1.3 3.9A8 8 0 0 1 5.1 16Zm3-8h-3a8 8 0 0 1 4.3-3.9C8.9 5.3 8.4 6.6 8.1 8ZM12 20c-.8-1.2-1.5-2.5-1.9-4h3.8c-.4 1.5-1.1 2.8-1.9 4Zm2.3-6H9.7a14.7 14.7 0 0 1 0-4h4.6a14.7 14.7 0 0 1 0 4Zm.3 5.9c.6-1.2 1-2.5 1.3-3.9h3a8 8 0 0 1-4.3 3.9Zm1.7-5.9a16.5 16.5 0 0 0 0-4h3.4a8 8 0 0 1 0 4h-3.4Z"
      />
    </svg>
  );
}

/**
 * A dropdown of links (`type: 'dropdown'`). With `to` or `href` its label is a link there and the caret beside it
 * is the menu's own toggle (a `<summary>`), so the page keeps working before script runs: the link is a link, the
 * caret opens the menu by click, Enter or Space, and the navbar script opens it on hover and ArrowDown from either.
 */
function Dropdown({
  site,
  item,
  activeBase,
  version,
}: {
  site: SiteData;
  item: Extract<NavItem, { kind: 'dropdown' }>;
  activeBase: string | null;
  version?: DocVersionView;
}) {
  const entries = item.items.map((entry, i) => (
    <MenuEntry key={i} site={site} entry={entry} activeBase={activeBase} linkClass="dropdown__link" version={version} />
  ));
  // A site's class is on the menu's link, as theme-classic puts it (pnpm's `header-short-screen`).
  const labelClass = item.className ? `navbar__link ${item.className}` : 'navbar__link';
  if (site.docusaurus) {
    const label = item.link ? (
      // theme-classic's label is a NavLink given no active class: react-router's own `active`.
      <LinkItem
        site={site}
        link={{ ...item.link, label: item.label, className: item.className }}
        activeBase={activeBase}
        activeClass="active"
        popup
      />
    ) : (
      <MenuLabel className={labelClass}>{item.label}</MenuLabel>
    );
    return (
      <HoverDropdown right={item.position === 'right'} label={label}>
        {entries}
      </HoverDropdown>
    );
  }
  return (
    <li className={item.link ? 'navbar__item dropdown dropdown--linked' : 'navbar__item dropdown'}>
      {item.link && (
        <LinkItem
          site={site}
          link={{ ...item.link, label: item.label, className: item.className }}
          activeBase={activeBase}
        />
      )}
      <details className="dropdown__details">
        {item.link ? (
          // Named by the label, which the link before it shows.
          <summary className="dropdown__toggle">
            <span className="visually-hidden">{item.label}</span>
          </summary>
        ) : (
          <summary className={labelClass}>{item.label}</summary>
        )}
        <ul className="dropdown__menu">{entries}</ul>
      </details>
    </li>
  );
}

/** Whether a menu entry is a link (else it is raw HTML). */
export function isNavLink(entry: NavMenuEntry): entry is NavLink {
  return !('html' in entry);
}

/**
 * One entry of a navbar menu, in the bar's menus or the mobile menu's: a link in a list item, or raw HTML that is
 * the list item's content, as theme-classic's HtmlNavbarItem draws it in a dropdown (an `li` with the item's
 * `className`; in the mobile menu also `menu__list-item`).
 */
export function MenuEntry({
  site,
  entry,
  activeBase,
  linkClass,
  version,
  mobile = false,
}: {
  site: SiteData;
  entry: NavMenuEntry;
  activeBase: string | null;
  linkClass: string;
  version?: DocVersionView;
  mobile?: boolean;
}) {
  if (!isNavLink(entry)) {
    const cls = [mobile && 'menu__list-item', entry.className].filter(Boolean).join(' ');
    return <li className={cls || undefined} dangerouslySetInnerHTML={{ __html: entry.html }} />;
  }
  return (
    <li className={mobile ? 'menu__item' : undefined}>
      <LinkItem site={site} link={entry} activeBase={activeBase} className={linkClass} version={version} />
    </li>
  );
}

/** What a doc page passes as its navbar's `activeBase` to mark every item of its sidebar (`NavLink.activeSidebar`). */
export function sidebarActiveKey(sidebar: { pluginId: string; id: string }): string {
  return `\u0000sidebar:${sidebar.pluginId}:${sidebar.id}`;
}

/** What a page passes in its navbar's `activeBase` to mark the links of an `activeRegex` it matches. */
export function regexActiveKey(source: string): string {
  return `\u0000regex:${source}`;
}

/**
 * Whether `link` is marked on a page whose navbar has `activeBase`: the keys of what the page is in, one per line
 * (a path prefix, a sidebar's key, a regular expression's key; several on a Docusaurus site, see render-route.ts).
 */
export function isActiveLink(link: NavLink, activeBase: string | null): boolean {
  if (activeBase === null) return false;
  const keys = activeBase.split('\n');
  if (link.activeRegex !== undefined) return keys.includes(regexActiveKey(link.activeRegex));
  return (
    (link.activeBase !== undefined && keys.includes(link.activeBase)) ||
    (link.activeSidebar !== undefined && keys.includes(sidebarActiveKey(link.activeSidebar)))
  );
}

/** One navbar link; external links open in a new tab with an icon and a hidden note. */
export function LinkItem({
  site,
  link,
  activeBase,
  className = 'navbar__link',
  version,
  activeClass = `${className}--active`,
  popup = false,
}: {
  site: SiteData;
  link: NavLink;
  activeBase: string | null;
  className?: string;
  version?: DocVersionView;
  /** The class an active link gets [`<className>--active`]. */
  activeClass?: string;
  /** The link is the label of a menu that hangs from it (templates/hover-dropdown.tsx). */
  popup?: boolean;
}) {
  const menu = popup ? POPUP_LABEL : {};
  const active = isActiveLink(link, activeBase);
  // On a page of another docs version, a doc item goes to its doc in that version (Docusaurus's active version).
  const target =
    (link.doc && version?.pluginId === link.doc.pluginId && version.navDocs[link.doc.id]) ||
    (link.sidebar && version?.pluginId === link.sidebar.pluginId && version.navSidebars[link.sidebar.id]) ||
    link.href;
  const cls = [className, link.className, active && activeClass].filter(Boolean).join(' ');
  if (link.labelHtml !== undefined) return <HtmlLink site={site} link={link} cls={cls} href={href(site, target)} />;
  if (link.external) {
    const opens = opensAs(link);
    return (
      <a className={cls} href={link.href} {...opens} aria-label={link.ariaLabel} {...link.attributes} {...menu}>
        {link.label}
        {/* A link with no label is an icon the site's CSS draws (GitHub's): no arrow beside it, as in Docusaurus. */}
        {/* Nor has an external `to` (Docusaurus's Link opens it in a new tab, without the arrow). */}
        {link.label && !link.noIcon && <ExternalIcon site={site} dropdown={className === 'dropdown__link'} />}
        {opens.target === '_blank' && <span className="visually-hidden">{t(site, 'external.newTab')}</span>}
      </a>
    );
  }
  return (
    <a
      className={cls}
      href={href(site, target)}
      target={link.target}
      rel={link.rel}
      aria-current={active ? 'page' : undefined}
      aria-label={link.ariaLabel}
      {...link.attributes}
      {...menu}
    >
      {link.label}
    </a>
  );
}

/** How a link to another site opens: in a new tab, unless its own `target` and `rel` say otherwise. */
function opensAs(link: NavLink): { target: string; rel: string } {
  return { target: link.target ?? '_blank', rel: link.rel ?? 'noopener noreferrer' };
}

/**
 * A link whose content is the site's HTML (a Docusaurus link item's `html`), drawn as theme-classic draws it: no
 * external arrow; a link to another site still says it opens a new tab, to screen readers.
 */
function HtmlLink({ site, link, cls, href: target }: { site: SiteData; link: NavLink; cls: string; href: string }) {
  const newTab = `<span class="visually-hidden">${escapeText(t(site, 'external.newTab'))}</span>`;
  return (
    <a
      className={cls}
      href={link.external ? link.href : target}
      {...(link.external ? opensAs(link) : { target: link.target, rel: link.rel })}
      aria-label={link.ariaLabel}
      {...link.attributes}
      dangerouslySetInnerHTML={{
        __html: link.external && opensAs(link).target === '_blank' ? link.labelHtml + newTab : (link.labelHtml ?? ''),
      }}
    />
  );
}
