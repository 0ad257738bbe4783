/**
 * `docs.autoCollapseCategories` (Docusaurus's `themeConfig.docs.sidebar.autoCollapseCategories`): expanding a docs
 * sidebar category folds the open categories beside it, at the same level, as theme-classic 2.4 does; folding one
 * leaves the others as they are. Only the script of a site that sets it carries this (src/bundle/client-entry.ts).
 */
import { openingCategory, toggle } from './collapsibles.js';

/** The categories of a docs sidebar, beside a doc or copied into the mobile menu (into its list, on a Docusaurus site). */
const CATEGORY = ':is(.sidebar__nav, [data-menu-sidebar]) details.menu__category';

/**
 * Watch clicks on a category's toggle (document-level, once). In the capture phase, so it runs before the
 * collapsibles open the category, while `open` still says whether this click expands it.
 */
export function initAutoCollapse(): void {
  document.addEventListener(
    'click',
    (event) => {
      // Not when the click closes a category, or lands on its own link (its page's sidebar is drawn anew).
      const details = openingCategory(event, CATEGORY);
      if (!details) return;
      for (const item of details.parentElement?.parentElement?.children ?? []) {
        const open = item.querySelector<HTMLDetailsElement>(':scope > details.menu__category[open]');
        if (open && open !== details) toggle(open, false);
      }
    },
    true,
  );
}
