/**
 * A sidebar as the docs plugin gives it to the theme (`PropSidebarItem` of Docusaurus 2.4.3): what a swizzled
 * DocCard is given as its `item`, and what `useDocsSidebar()` and `useCurrentSidebarCategory()` answer a doc's
 * components (src/markdown/mdx/sidebar-hooks.ts).
 */
import { plainId } from '../config/docs-versions.js';
import type { PropSidebarItem, SidebarNode } from '../types.js';

/** `node` in the theme's shape, its links to pages below `base` (the locale's base path: `''`, `/fr`). */
export function sidebarItemProps(node: SidebarNode, base: string): PropSidebarItem {
  const extras = definedOnly({
    className: node.className,
    customProps: node.type === 'link' ? undefined : node.customProps,
  });
  if (node.type === 'link') return { type: 'link', label: node.label, href: node.href, ...extras };
  if (node.type === 'doc')
    return { type: 'link', label: node.label, href: withBase(base, node.href), docId: plainId(node.id), ...extras };
  return {
    type: 'category',
    label: node.label,
    items: node.items.map((item) => sidebarItemProps(item, base)),
    collapsed: node.collapsed,
    collapsible: node.collapsible ?? true,
    ...(node.href !== null && { href: withBase(base, node.href) }),
    ...extras,
  };
}

/** A sidebar href below the locale's base; another site's URL as it is. */
function withBase(base: string, href: string): string {
  if (/^[a-z][a-z\d+.-]*:|^\/\//i.test(href) || href.startsWith('#')) return href;
  return `${base}${href.startsWith('/') ? href : `/${href}`}`;
}

function definedOnly<T extends object>(props: T): Partial<T> {
  return Object.fromEntries(Object.entries(props).filter(([, value]) => value !== undefined)) as Partial<T>;
}
