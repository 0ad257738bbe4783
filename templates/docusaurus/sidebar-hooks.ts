/**
 * theme-common's hooks of the page's docs sidebar, as Markdown's components call them on the server
 * (src/markdown/mdx/theme-components.ts) and islands in the browser (theme-common.ts).
 */
import type { DocsSidebarView, PropSidebarCategory, PropSidebarItem } from '../../src/types.js';

/** An error of a theme hook called where Docusaurus fails too; `hint` says what to do. */
export class ThemeHookError extends Error {
  constructor(
    message: string,
    readonly hint: string,
  ) {
    super(message);
  }
}

/**
 * theme-common's hooks of the page's sidebar: `useDocsSidebar()` (its name and items) and
 * `useCurrentSidebarCategory()` (the deepest category that holds the page). Before the sidebars are known they
 * answer an empty sidebar and category, a render that the doc's second one replaces; where Docusaurus throws (a
 * page in no sidebar, or in none of its categories), the build fails naming the page.
 * (`<DocCardList items={useCurrentSidebarCategory().items} />` of theme-classic is filled by the render with the
 * page's cards whatever it is given: see `DOC_CARDS`.)
 */
export function sidebarHooks(sidebar: () => DocsSidebarView | undefined) {
  const useDocsSidebar = () => {
    const view = sidebar();
    return view === undefined ? { name: '', items: [] } : view.sidebar;
  };
  const useCurrentSidebarCategory = () => {
    const view = sidebar();
    if (view === undefined) return { type: 'category', label: '', items: [], collapsed: false, collapsible: true };
    const { pathname, sidebar: own } = view;
    const call = `useCurrentSidebarCategory() was called on ${pathname}`;
    if (!own)
      throw new ThemeHookError(
        `${call}, which is in no docs sidebar (Docusaurus fails there too: "Unexpected: cant find current sidebar in context")`,
        'call it only in docs that are in a category of a sidebar, or list this doc in one in the sidebars file.',
      );
    const found = currentCategory(own.items, pathname);
    if (!found)
      throw new ThemeHookError(
        `${call}, which is in no category of the sidebar "${own.name}" (Docusaurus fails there too: "${pathname} is not associated with a category")`,
        "call it only on a category's page (`link: {type: 'doc'}`) or a doc inside a category, or move this doc into a category in the sidebars file.",
      );
    return found;
  };
  return { useDocsSidebar, useCurrentSidebarCategory };
}

/**
 * The deepest category that holds `pathname` (its own page, or a link or category below it), as theme-common's
 * `useCurrentSidebarCategory()` finds it through `getSidebarBreadcrumbs`: the first item in reading order that is or
 * holds the page decides; null when that is a top-level link.
 */
export function currentCategory(items: PropSidebarItem[], pathname: string): PropSidebarCategory | null {
  for (const item of items) {
    if (item.type === 'link') {
      if (isSamePath(item.href, pathname)) return null;
      continue;
    }
    if (isSamePath(item.href, pathname)) return item;
    if (holds(item.items, pathname)) return currentCategory(item.items, pathname) ?? item;
  }
  return null;
}

/** Whether `items` or their categories, however deep, hold `pathname`. */
function holds(items: PropSidebarItem[], pathname: string): boolean {
  return items.some(
    (item) => isSamePath(item.href, pathname) || (item.type === 'category' && holds(item.items, pathname)),
  );
}

/** theme-common's `isSamePath`: case and a trailing slash aside. */
function isSamePath(a: unknown, b: string): boolean {
  const normal = (p: string) => (p.endsWith('/') ? p : `${p}/`).toLowerCase();
  return typeof a === 'string' && normal(a) === normal(b);
}
