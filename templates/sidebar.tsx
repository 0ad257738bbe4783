/**
 * The docs sidebar. Categories are `<details>`, so they open and close without script; a Docusaurus site's are
 * theme-classic's (templates/theme-classic-category.tsx), which its CSS is written against. It is rendered once per
 * locale and sidebar; `markActive` (in src/render) then marks the page's link and opens its categories by
 * string edits on the markers below, which is far cheaper than rendering it again for every page.
 */
import { ExternalIcon } from './external-icon.js';
import { href, t } from './i18n.js';
import type { SiteData } from './site-data.js';
import type { WindowedNode } from '../src/render/sidebar-window.js';
import { COLLAPSED_ITEM } from './theme-classic-classes.js';
import { ThemeClassicCategory } from './theme-classic-category.js';

/** The markup of one sidebar. */
export function Sidebar({
  site,
  items,
  label,
  title,
  fullUrl,
}: {
  site: SiteData;
  items: WindowedNode[];
  label: string;
  title?: string;
  fullUrl?: string;
}) {
  return (
    <nav className="sidebar__nav" aria-label={label} data-full-sidebar={fullUrl}>
      {title && <div className="sidebar__title">{title}</div>}
      {/* theme-classic's top list is a menu__list too: a site's `.menu__list .menu__list .menu__link` is a nested link. */}
      <ul className={site.docusaurus ? 'menu theme-doc-sidebar-menu menu__list' : 'menu'}>
        {items.map((item, i) => (
          <Node key={i} site={site} item={item} level={1} />
        ))}
      </ul>
    </nav>
  );
}

function Node({ site, item, level }: { site: SiteData; item: WindowedNode; level: number }) {
  if (item.type === 'category' && site.docusaurus) {
    return (
      <ThemeClassicCategory
        site={site}
        item={item}
        className={itemClass(site, item, level, item.collapsible !== false && item.collapsed)}
      >
        {item.items.map((child, i) => (
          <Node key={i} site={site} item={child} level={level + 1} />
        ))}
      </ThemeClassicCategory>
    );
  }
  if (item.type === 'category' && 'lazy' in item) return <LazyCategory site={site} item={item} level={level} />;
  if (item.type === 'category' && item.collapsible === false) {
    // Open for good, with no toggle: its label and its list.
    return (
      <li className={itemClass(site, item, level)}>
        <div className="menu__category menu__category--static">
          <div className="menu__summary">
            <CategoryText site={site} label={item.label} target={item.href} />
          </div>
          <CategoryItems site={site} items={item.items} level={level} />
        </div>
      </li>
    );
  }
  if (item.type === 'category') {
    return (
      <li className={itemClass(site, item, level)}>
        <details className="menu__category" data-key={item.key} open={!item.collapsed}>
          <CategorySummary site={site} label={item.label} target={item.href} />
          <CategoryItems site={site} items={item.items} level={level} />
        </details>
      </li>
    );
  }
  const external = item.type === 'link' && /^https?:/.test(item.href);
  return (
    <li className={itemClass(site, item, level)}>
      <a
        className="menu__link"
        href={external ? item.href : href(site, item.href)}
        {...(external ? { target: '_blank', rel: 'noopener noreferrer' } : {})}
      >
        {item.label}
        {/* theme-classic's arrow after a link to another site, and the words screen readers hear with it. */}
        {external && <ExternalIcon site={site} dropdown={false} />}
        {external && <span className="visually-hidden">{t(site, 'external.newTab')}</span>}
        {item.type === 'doc' &&
          item.tags.map((tag) => (
            <span key={tag} className={`badge badge--platform badge--${tag}`}>
              {tag === 'macos' ? 'macOS' : tag}
            </span>
          ))}
      </a>
    </li>
  );
}

/** A category's items, one level below it. */
function CategoryItems({ site, items, level }: { site: SiteData; items: WindowedNode[]; level: number }) {
  return (
    <ul className="menu__list">
      {items.map((child, i) => (
        <Node key={i} site={site} item={child} level={level + 1} />
      ))}
    </ul>
  );
}

/**
 * `menu__item` and the item's own `className` (sidebars file, `_category_` file or `sidebar_class_name`). A
 * Docusaurus site's item also has theme-classic's names (`menu__list-item`, `theme-doc-sidebar-item-category-level-1`),
 * which its CSS styles the sidebar by, and a collapsed category's item theme-classic's `menu__list-item--collapsed`,
 * last: `markSidebar` (src/render/sidebar-marks.ts) takes it off the categories a page opens, and
 * client/theme-classic-categories.ts keeps it in step.
 */
function itemClass(
  site: SiteData,
  item: { type: string; className?: string },
  level: number,
  collapsed = false,
): string {
  const classes = ['menu__item'];
  if (site.docusaurus) {
    const kind = item.type === 'category' ? 'category' : 'link';
    classes.push(`theme-doc-sidebar-item-${kind}`, `theme-doc-sidebar-item-${kind}-level-${level}`, 'menu__list-item');
  }
  if (item.className) classes.push(item.className);
  if (site.docusaurus && collapsed) classes.push(COLLAPSED_ITEM);
  return classes.join(' ');
}

/** A collapsed category of a windowed sidebar: its label links to its first page until the full sidebar loads. */
function LazyCategory({
  site,
  item,
  level,
}: {
  site: SiteData;
  item: Extract<WindowedNode, { lazy: true }>;
  level: number;
}) {
  return (
    <li className={itemClass(site, item, level)}>
      <details className="menu__category" data-key={item.key} data-lazy="">
        <CategorySummary site={site} label={item.label} target={item.firstHref} />
        <ul className="menu__list" />
      </details>
    </li>
  );
}

/** A category's toggle: its label, as a link when the category has a page to go to. */
function CategorySummary({ site, label, target }: { site: SiteData; label: string; target: string | null }) {
  return (
    <summary className="menu__summary" aria-label={t(site, 'sidebar.toggleCategory', { label })}>
      <CategoryText site={site} label={label} target={target} />
    </summary>
  );
}

/** A category's label, as a link when it has a page. */
function CategoryText({ site, label, target }: { site: SiteData; label: string; target: string | null }) {
  if (target) {
    return (
      <a className="menu__link" href={href(site, target)}>
        {label}
      </a>
    );
  }
  return <span className="menu__label">{label}</span>;
}
