/**
 * A Docusaurus site's windowed sidebar (client/lazy-sidebar.ts): its full list takes the windowed one's state in
 * theme-classic's terms, each category open or collapsed as there and the categories holding the page marked.
 */
import { carryFullSidebarState, markCurrent } from './lazy-sidebar.js';
import { isCategoryOpen, showCategoryOpen, THEME_CLASSIC_CATEGORY } from './theme-classic-state.js';

/** theme-classic's marks of a category holding the page: on its row, and on its label. */
const HOLDS_PAGE = ['li[data-key] > .menu__list-item-collapsible--active', 'li[data-key] > div > .menu__link--active'];

/** Draw full sidebars as theme-classic's (once). */
export function initThemeClassicFullSidebar(): void {
  carryFullSidebarState((nav, menu, openKey) => {
    const categories = [...nav.querySelectorAll<HTMLElement>(THEME_CLASSIC_CATEGORY)];
    const open = new Set(categories.filter(isCategoryOpen).map((c) => c.dataset.key));
    if (openKey) open.add(openKey);
    for (const category of menu.querySelectorAll<HTMLElement>(THEME_CLASSIC_CATEGORY))
      showCategoryOpen(category, open.has(category.dataset.key));
    markCurrent(nav, menu);
    for (const marked of nav.querySelectorAll(HOLDS_PAGE.join(', '))) {
      const key = marked.closest<HTMLElement>('li[data-key]')?.dataset.key;
      const row = menu.querySelector(`li[data-key="${key}"] > .menu__list-item-collapsible`);
      const target = marked.matches('a') ? row?.querySelector(':scope > a') : row;
      if (target) target.className = marked.className;
    }
  });
}
