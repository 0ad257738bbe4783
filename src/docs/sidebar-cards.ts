/**
 * The cards of a category's items, as theme-classic's DocCardList lists them on the category's page (a doc that
 * holds `<DocCardList />`, or a generated index): a doc's card has its description, a category's its item count
 * and links to its first page, a link has none; a category with no link at all has no card.
 */
import type { DocCard } from '../../templates/doc-cards.js';
import type { SidebarNode } from '../types.js';
import { firstSidebarHref } from './walk-sidebar.js';
import { findFirstCategoryLink } from '../../templates/docusaurus/category-link.js';

/** The cards of `items`; `docOf` finds a doc's description and title by its id, if it can. */
export function sidebarCards(
  items: SidebarNode[],
  docOf: (id: string) => { description?: string; title?: string } | undefined,
): DocCard[] {
  return items.flatMap((node): DocCard[] => {
    const { label } = node;
    if (node.type === 'doc') {
      const doc = docOf(node.id);
      return [{ kind: 'doc', label, href: node.href, description: doc?.description, docTitle: doc?.title, node }];
    }
    if (node.type === 'link') return [{ kind: 'link', label, href: node.href, node }];
    const first = node.href ?? firstSidebarHref(node.items, { links: true });
    return first ? [{ kind: 'category', label, href: first, count: node.items.length, node }] : [];
  });
}

/** An item a page gives `<DocCardList items>`, as Docusaurus's PropSidebarItem: a link (maybe a doc's) or a category. */
interface GivenItem {
  type?: unknown;
  label?: unknown;
  href?: unknown;
  docId?: unknown;
  description?: unknown;
  items?: unknown;
}

/**
 * The cards of the items a page gives `<DocCardList items>` (flow's list of its docs' sections, tauri's
 * `useCurrentSidebarCategory().items`), as theme-classic's DocCard draws each: a link's description is its own or
 * its `docId`'s doc's, a category's its item count, its link its own or its first link's (findFirstCategoryLink).
 * An item without a label or a link has no card. Each card keeps its item whole, for a swizzled DocCard.
 */
export function givenCards(
  items: unknown,
  docOf: (id: string) => { description?: string; title?: string } | undefined,
): DocCard[] {
  return (Array.isArray(items) ? (items as GivenItem[]) : []).flatMap((item): DocCard[] => {
    const { label } = item ?? {};
    const href = item?.type === 'category' ? findFirstCategoryLink(item) : item?.href;
    if (typeof label !== 'string' || typeof href !== 'string') return [];
    const given = item as Record<string, unknown>;
    if (item.type === 'category') {
      const count = Array.isArray(item.items) ? item.items.length : 0;
      const node: SidebarNode = { type: 'category', key: 0, label, href, collapsed: true, items: [] };
      return [{ kind: 'category', label, href, count, node, given }];
    }
    const doc = typeof item.docId === 'string' ? docOf(item.docId) : undefined;
    const description = typeof item.description === 'string' ? item.description : doc?.description;
    return [
      { kind: 'link', label, href, description, docTitle: doc?.title, node: { type: 'link', label, href }, given },
    ];
  });
}
