/**
 * `docs.autoCollapseCategories` (Docusaurus's `themeConfig.docs.sidebar.autoCollapseCategories`): expanding a docs
 * sidebar category folds the open categories beside it, at the same level, as theme-classic 2.4 does; folding one
 * leaves the others as they are. Only the script of a site that sets it carries this (src/bundle/client-entry.ts).
 */
import { openingCategory, toggle } from './collapsibles.js';
import { foldCategory, toggledCategory } from './theme-classic-categories.js';
import { isCategoryOpen, THEME_CLASSIC_CATEGORY } from './theme-classic-state.js';

/** The categories of a docs sidebar, beside a doc or copied into the mobile menu (into its list, on a Docusaurus site). */
const CATEGORY = ':is(.sidebar__nav, [data-menu-sidebar]) details.menu__category';

/**
 * The sidebar item of the category a click expands, or null: a Docusaurus site's (templates/theme-classic-category.tsx)
 * or the one around sitegen's `<details>`.
 */
function expandedItem(event: Event): Element | null | undefined {
  const item = toggledCategory(event);
  if (item) return isCategoryOpen(item) ? null : item;
  return openingCategory(event, CATEGORY)?.parentElement;
}

/**
 * Watch clicks on a category's toggle (document-level, once). In the capture phase, so it runs before the
 * category opens, while its state still says whether this click expands it.
 */
export function initAutoCollapse(): void {
  document.addEventListener(
    'click',
    (event) => {
      // Not when the click closes a category, or lands on its own link (its page's sidebar is drawn anew).
      const item = expandedItem(event);
      if (!item) return;
      for (const sibling of item.parentElement?.children ?? []) {
        if (sibling === item) continue;
        const details = sibling.querySelector<HTMLDetailsElement>(':scope > details.menu__category[open]');
        if (details) toggle(details, false);
        else if (sibling instanceof HTMLElement && sibling.matches(THEME_CLASSIC_CATEGORY) && isCategoryOpen(sibling))
          foldCategory(sibling, false);
      }
    },
    true,
  );
}
