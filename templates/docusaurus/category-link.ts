/**
 * theme-common's `findFirstCategoryLink()`: the link of a category's card, shared by the `@docusaurus/theme-common`
 * a swizzled DocCard imports (theme-common-internal.ts) and the cards sitegen draws of `<DocCardList items>`
 * (src/docs/sidebar-cards.ts), whose items are the page's own and may be of any shape.
 */

/** A sidebar item as a DocCard is given it: a link, or a category with its items. */
export type CardItem = { type?: unknown; href?: unknown; items?: unknown };

/** The link of a category's card, as theme-common finds it: its own page, else its first link, however deep. */
export function findFirstCategoryLink(item: CardItem): string | undefined {
  if (typeof item.href === 'string' && item.href) return item.href;
  for (const child of Array.isArray(item.items) ? (item.items as CardItem[]) : []) {
    if (!child) continue;
    const found =
      child.type === 'link' ? child.href : child.type === 'category' ? findFirstCategoryLink(child) : undefined;
    if (typeof found === 'string' && found) return found;
  }
  return undefined;
}
