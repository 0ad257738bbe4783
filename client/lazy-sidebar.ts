/**
 * Windowed sidebars (src/render/sidebar-window.ts) hold only the page's branch; opening a collapsed category
 * loads the whole sidebar once (one cached file per locale) and swaps it in, keeping what was open and the
 * current link. A category is sitegen's `<details>` or, on a Docusaurus site, theme-classic's item
 * (templates/theme-classic-category.tsx); either fires `toggle` when it opens.
 */

/** Draws the full list `menu` as the windowed `nav` is now, with the category `openKey` opened too. */
type CarryState = (nav: HTMLElement, menu: Element, openKey: string | undefined) => void;

/** sitegen's own categories; a Docusaurus site's script puts theme-classic's in (client/theme-classic-categories.ts). */
let carryState: CarryState = (nav, menu, openKey) => {
  const open = new Set([...nav.querySelectorAll<HTMLDetailsElement>('details[open]')].map((d) => d.dataset.key));
  if (openKey) open.add(openKey);
  for (const details of menu.querySelectorAll<HTMLDetailsElement>('details'))
    details.open = open.has(details.dataset.key);
  markCurrent(nav, menu);
};

/** Draw full sidebars' categories with `carry` (a drawing other than sitegen's `<details>`). */
export function carryFullSidebarState(carry: CarryState): void {
  carryState = carry;
}

/** Mark the page's link in `menu` as it is in `nav` (not a category's label that links to its first page). */
export function markCurrent(nav: HTMLElement, menu: Element): void {
  const current = nav.querySelector('[aria-current="page"]');
  for (const link of menu.querySelectorAll('a:not(.menu__link--sublist-caret)')) {
    if (link.getAttribute('href') !== current?.getAttribute('href')) continue;
    link.setAttribute('aria-current', 'page');
    link.className = current.className;
  }
}

/** Load the full sidebar behind `nav` and put it in place of the windowed one. */
async function loadFullSidebar(nav: HTMLElement, openKey: string | undefined): Promise<void> {
  const url = nav.dataset.fullSidebar;
  if (!url || nav.dataset.loading) return;
  nav.dataset.loading = 'true';
  try {
    const response = await fetch(url);
    if (!response.ok) throw new Error(`HTTP ${response.status}`);
    const doc = new DOMParser().parseFromString(await response.text(), 'text/html');
    const menu = doc.querySelector('.menu');
    if (!menu) return;
    carryState(nav, menu, openKey);
    nav.querySelector('.menu')?.replaceWith(document.importNode(menu, true));
    delete nav.dataset.fullSidebar;
  } catch (error) {
    // The category's own link still works; say why the list did not load.
    console.warn(`sitegen: could not load the sidebar (${(error as Error).message})`);
  } finally {
    delete nav.dataset.loading;
  }
}

/** Watch for a lazy category being opened (toggle does not bubble: listen in the capture phase). */
export function initLazySidebar(): void {
  document.addEventListener(
    'toggle',
    (event) => {
      const category = event.target;
      // Open: a `<details>` that says so, or a theme-classic item that is not collapsed.
      if (
        !(category instanceof HTMLElement) ||
        !category.matches('[data-lazy]:is([open], li:not(.menu__list-item--collapsed))')
      )
        return;
      const nav = category.closest<HTMLElement>('nav[data-full-sidebar]');
      if (nav) void loadFullSidebar(nav, category.dataset.key);
    },
    true,
  );
}
