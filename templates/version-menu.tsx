/**
 * The docs version menu (`docsVersionDropdown`), in the navbar and the mobile menu, and the original a Docusaurus
 * site's swizzled DocsVersionDropdownNavbarItem wraps (docusaurus/docs-version-dropdown.tsx). On a page of its docs section
 * it is labelled with the page's version and each version links to the same doc in it (else that version's main
 * doc); elsewhere it shows the last version and links to each version's main doc. The client swaps in the
 * visitor's remembered version (client/docs-versions.ts); each link carries its version name for that.
 */
import { href } from './i18n.js';
import { HoverDropdown, labelClass, MenuLabel } from './hover-dropdown.js';
import { MenuEntry } from './navbar.js';
import type { DocVersionView, NavItem, SiteData } from './site-data.js';

type VersionsItem = Extract<NavItem, { kind: 'versions' }>;

/** The menu's label and links for this page. */
export function versionMenuLinks(site: SiteData, item: VersionsItem, version: DocVersionView | undefined) {
  const menu = site.docs.versionMenus?.find((m) => m.pluginId === item.pluginId);
  const versions = menu?.versions ?? [];
  const own = version?.pluginId === item.pluginId ? version : undefined;
  const active = versions.find((v) => (own ? v.name === own.name : v.isLast)) ?? versions[0];
  const links = versions.map((v) => ({
    name: v.name,
    label: v.label,
    href: own?.alternates[v.name] ?? v.href,
    active: own !== undefined && v.name === own.name,
  }));
  // The label links to the shown version's main doc, as theme-classic's dropdown does (`getVersionMainDoc`).
  return { label: active?.label ?? '', mainDoc: active?.href, onOwnPage: own !== undefined, links };
}

/** The navbar's version menu. */
export function VersionMenu({
  site,
  item,
  version,
  linkClass = 'dropdown__link',
}: {
  site: SiteData;
  item: VersionsItem;
  version: DocVersionView | undefined;
  linkClass?: string;
}) {
  const { label, onOwnPage } = versionMenuLinks(site, item, version);
  // A Docusaurus site's label never is: theme-classic's is a NavLink given no `navbar__link--active`.
  const active = onOwnPage && !item.activeClassDisabled && !site.docusaurus;
  return (
    <details className="dropdown__details" data-docs-versions={item.pluginId}>
      <summary className={active ? 'navbar__link navbar__link--active' : 'navbar__link'} data-docs-version-label>
        {label}
      </summary>
      <ul className="dropdown__menu">
        <VersionEntries site={site} item={item} version={version} linkClass={linkClass} />
      </ul>
    </details>
  );
}

/** The menu's entries: the item's own before and after the versions. */
function VersionEntries({
  site,
  item,
  version,
  linkClass,
}: {
  site: SiteData;
  item: VersionsItem;
  version: DocVersionView | undefined;
  linkClass: string;
}) {
  const { links } = versionMenuLinks(site, item, version);
  return (
    <>
      {item.before.map((entry, i) => (
        <MenuEntry key={`b${i}`} site={site} entry={entry} activeBase={null} linkClass={linkClass} />
      ))}
      {links.map((link) => (
        <VersionLink key={link.name} site={site} link={link} linkClass={linkClass} />
      ))}
      {item.after.map((entry, i) => (
        <MenuEntry key={`a${i}`} site={site} entry={entry} activeBase={null} linkClass={linkClass} />
      ))}
    </>
  );
}

/**
 * One version's link in a list item, carrying the version's name for the client (client/docs-versions.ts), marked
 * (`<linkClass>--active`) when it is the page's version.
 */
export function VersionLink({
  site,
  link,
  linkClass,
  itemClass,
}: {
  site: SiteData;
  link: ReturnType<typeof versionMenuLinks>['links'][number];
  linkClass: string;
  itemClass?: string;
}) {
  return (
    <li className={itemClass}>
      <a
        className={link.active ? `${linkClass} ${linkClass}--active` : linkClass}
        href={href(site, link.href)}
        data-docs-version={link.name}
        aria-current={link.active ? 'page' : undefined}
      >
        {link.label}
      </a>
    </li>
  );
}

/** The version menu as an item of the navbar; a Docusaurus site's is theme-classic's hover dropdown. */
export function VersionDropdown({
  site,
  item,
  version,
}: {
  site: SiteData;
  item: VersionsItem;
  version: DocVersionView | undefined;
}) {
  if (site.docusaurus) {
    const { label, mainDoc } = versionMenuLinks(site, item, version);
    return (
      <HoverDropdown
        right={item.position === 'right'}
        data={{ 'data-docs-versions': item.pluginId }}
        label={
          <MenuLabel
            className={labelClass(item.className)}
            href={mainDoc && href(site, mainDoc)}
            data={{ 'data-docs-version-label': 'true' }}
          >
            {label}
          </MenuLabel>
        }
      >
        <VersionEntries site={site} item={item} version={version} linkClass="dropdown__link" />
      </HoverDropdown>
    );
  }
  return (
    <li className="navbar__item dropdown">
      <VersionMenu site={site} item={item} version={version} />
    </li>
  );
}

/** The version menu inside the mobile menu's drawer. */
export function MobileVersionMenu({
  site,
  item,
  version,
}: {
  site: SiteData;
  item: VersionsItem;
  version?: DocVersionView;
}) {
  return (
    <li className="menu__item">
      <VersionMenu site={site} item={item} version={version} linkClass="menu__link" />
    </li>
  );
}
