/**
 * The state of a Docusaurus site's sidebar category (templates/theme-classic-category.tsx), as theme-classic keeps
 * it and a site's CSS may read it: the item's `menu__list-item--collapsed`, its label's `aria-expanded` and its
 * list's inline style. `<details>` categories (sitegen's own) keep theirs in `open`.
 */
import { COLLAPSED_ITEM, COLLAPSED_LIST } from '../templates/theme-classic-classes.js';

/** A Docusaurus site's category item that can be folded. */
export const THEME_CLASSIC_CATEGORY = 'li[data-key]:has(> .menu__list-item-collapsible > [aria-expanded])';

/** Whether a sidebar category of either drawing is open. */
export function isCategoryOpen(category: Element): boolean {
  if (category instanceof HTMLDetailsElement) return category.open;
  return !category.classList.contains(COLLAPSED_ITEM);
}

/** Draw the theme-classic category `item` open or collapsed, at once. */
export function showCategoryOpen(item: HTMLElement, open: boolean): void {
  item.classList.toggle(COLLAPSED_ITEM, !open);
  item
    .querySelector(':scope > .menu__list-item-collapsible > [aria-expanded]')
    ?.setAttribute('aria-expanded', `${open}`);
  const list = item.querySelector<HTMLElement>(':scope > .menu__list');
  if (open) list?.removeAttribute('style');
  else for (const [name, value] of Object.entries(COLLAPSED_LIST)) list?.style.setProperty(name, value);
}
