/**
 * A Docusaurus site's sidebar category, as theme-classic 2.4.3's `DocSidebarItem/Category` draws it on the server:
 * the item, its row (`menu__list-item-collapsible`) holding the label link (and the caret button when the category
 * has a page), then its list. A site's CSS is written against this DOM with child combinators
 * (typescript-eslint's `.theme-doc-sidebar-item-category-level-1 > .menu__list-item-collapsible > a`), so no element
 * may sit between these. The state is theme-classic's too: the item's `menu__list-item--collapsed`, the label's
 * `aria-expanded` and the collapsed list's inline style; `markSidebar` (src/render/sidebar-marks.ts) changes them for
 * the categories a page opens, client/theme-classic-categories.ts when a visitor toggles one.
 */
import type { ReactNode } from 'react';
import { firstSidebarHref } from '../src/docs/walk-sidebar.js';
import type { WindowedNode } from '../src/render/sidebar-window.js';
import { href, t } from './i18n.js';
import type { SiteData } from './site-data.js';
import { COLLAPSED_LIST } from './theme-classic-classes.js';

type Category = Extract<WindowedNode, { type: 'category' }>;

/** The category `item`, its items (`children`) already drawn; `className` is its item's (templates/sidebar.tsx). */
export function ThemeClassicCategory({
  site,
  item,
  className,
  children,
}: {
  site: SiteData;
  item: Category;
  className: string;
  children: ReactNode;
}) {
  const collapsible = item.collapsible !== false;
  const collapsed = collapsible && item.collapsed;
  return (
    <li className={className} data-key={item.key} data-lazy={'lazy' in item ? '' : undefined}>
      <div className="menu__list-item-collapsible">
        {collapsible ? (
          <ToggleRow site={site} item={item} collapsed={collapsed} />
        ) : (
          // A category that cannot collapse: its label, a link to its page if it has one.
          <a className="menu__link" href={item.href ? href(site, item.href) : undefined}>
            {item.label}
          </a>
        )}
      </div>
      <ul className="menu__list" style={collapsed ? COLLAPSED_LIST : undefined}>
        {children}
      </ul>
    </li>
  );
}

/**
 * A collapsible category's label and toggle. With a page, the label links to it and the caret button beside it
 * toggles; without one, the label toggles and draws the chevron itself (`menu__link--sublist-caret`). That label
 * still links to the category's first page, as theme-classic's server HTML does (`findFirstCategoryLink`): before
 * the script runs, a collapsed category is a way into its pages; the script then toggles instead.
 */
function ToggleRow({ site, item, collapsed }: { site: SiteData; item: Category; collapsed: boolean }) {
  const firstHref = 'lazy' in item ? item.firstHref : firstSidebarHref(item.items, { links: true });
  const target = item.href ?? firstHref;
  return (
    <>
      <a
        className={
          item.href ? 'menu__link menu__link--sublist' : 'menu__link menu__link--sublist menu__link--sublist-caret'
        }
        aria-expanded={!collapsed}
        href={target ? href(site, target) : '#'}
      >
        {item.label}
      </a>
      {item.href && (
        <button
          aria-label={t(site, 'sidebar.toggleCategory', { label: item.label })}
          type="button"
          className="clean-btn menu__caret"
        />
      )}
    </>
  );
}
