/**
 * The cards of a category's items, as theme-classic's DocCardList lists them on the category's page (a doc that
 * holds `<DocCardList />`, or a generated index): a doc's card has its description, a category's its item count
 * and links to its first page, a link has none; a category with no link at all has no card.
 */
import type { DocCard } from '../../templates/doc-cards.js';
import type { SidebarNode } from '../types.js';
import { firstSidebarHref } from './walk-sidebar.js';

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
