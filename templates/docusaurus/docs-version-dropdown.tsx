/**
 * `@theme-original/NavbarItem/DocsVersionDropdownNavbarItem`, for a site's swizzled item that wraps it
 * (react-native-website's hides it off the docs): theme-classic's version dropdown, here the version menu sitegen
 * draws itself (templates/version-menu.tsx), for the item and page the site's component is drawn for
 * (src/render/version-dropdowns.ts). The settings it is given are that item's, so it reads them there.
 */
import { usePageData } from '../page-api.js';
import { VersionsItem } from '../navbar-sidebar.js';
import { VersionDropdown } from '../version-menu.js';

/** The menu on the bar, or in the drawer with `mobile` (theme-classic's mobile item). */
export default function DocsVersionDropdownNavbarItem({ mobile = false }: { mobile?: boolean }) {
  const { site, versionDropdown } = usePageData();
  if (!versionDropdown)
    throw new Error(
      'the docs version dropdown is drawn outside the navbar: sitegen gives it to a swizzled src/theme/NavbarItem/DocsVersionDropdownNavbarItem, for the navbar\u2019s docsVersionDropdown item',
    );
  const { item, version } = versionDropdown;
  if (mobile) return <VersionsItem site={site} item={item} version={version} />;
  return <VersionDropdown site={site} item={item} version={version} />;
}
