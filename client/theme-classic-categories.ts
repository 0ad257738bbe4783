/**
 * A Docusaurus site's sidebar categories (templates/theme-classic-category.tsx) fold as theme-classic's: a click
 * on the caret, or on the label of a category without a page (which links to its first page until this script
 * runs), toggles it, its list's height animated. Each toggle fires `toggle` on the item, as a `<details>` does,
 * so what follows a category's toggle (client/lazy-sidebar.ts) follows both drawings. Only a Docusaurus site's
 * script carries this (src/bundle/client-entry.ts).
 */
import { collapseDuration } from './collapsibles.js';
import { initThemeClassicFullSidebar } from './theme-classic-full-sidebar.js';
import { isCategoryOpen, showCategoryOpen, THEME_CLASSIC_CATEGORY } from './theme-classic-state.js';

/** The toggles of a docs sidebar's categories, beside a doc or copied into the mobile menu. */
const TOGGLE =
  ':is(.sidebar__nav, [data-menu-sidebar]) .menu__list-item-collapsible > :is(.menu__caret, .menu__link--sublist-caret)';

/**
 * The theme-classic category a click toggles, or null. For behaviours that act on a toggle before it happens
 * (client/auto-collapse.ts).
 */
export function toggledCategory(event: Event): HTMLElement | null {
  const item = (event.target as Element).closest?.(TOGGLE)?.parentElement?.parentElement;
  return item instanceof HTMLElement && item.matches(THEME_CLASSIC_CATEGORY) ? item : null;
}

/** Wire the toggles (document-level, once), and draw a windowed sidebar's full list as theme-classic's. */
export function initThemeClassicCategories(): void {
  initThemeClassicFullSidebar();
  // In the capture phase: the label's link must not navigate nor close the mobile menu (client/mobile-menu.ts).
  document.addEventListener(
    'click',
    (event) => {
      const item = toggledCategory(event);
      if (!item) return;
      event.preventDefault();
      foldCategory(item, !isCategoryOpen(item));
    },
    true,
  );
}

/**
 * Open or close the category `item`, its list's height animated from where it is now. Its state changes at once,
 * as theme-classic's does; a folding list stays shown until its animation ends.
 */
export function foldCategory(item: HTMLElement, open: boolean): void {
  const list = item.querySelector<HTMLElement>(':scope > .menu__list');
  // Start from where a running animation has got to.
  const from = list?.getBoundingClientRect().height ?? 0;
  for (const animation of list?.getAnimations() ?? []) animation.cancel();
  showCategoryOpen(item, open);
  item.dispatchEvent(new Event('toggle'));
  if (!list) return;
  // Measured with the state drawn, as a site's CSS for a collapsed item's list (react-native-website's `height: 0`)
  // applies to it.
  list.removeAttribute('style');
  const to = open ? list.scrollHeight : 0;
  const animation = list.animate(
    { height: [`${from}px`, `${to}px`], overflow: ['hidden', 'hidden'] },
    { duration: collapseDuration(Math.abs(to - from)), easing: 'ease-in-out' },
  );
  if (!open) animation.onfinish = () => showCategoryOpen(item, false);
}
