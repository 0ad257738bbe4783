/**
 * theme-common's sidebar hooks as a doc's islands call them in the browser: from the sidebar the page's islands data
 * carries (templates/markdown-islands-data.tsx). On the server, Markdown's components get them from its render
 * (src/markdown/mdx/theme-components.ts).
 */
import { useOptionalPageData } from '../page-api.js';
import { sidebarHooks } from './sidebar-hooks.js';

const hooks = sidebarHooks(() => {
  const view = useOptionalPageData()?.docsSidebar;
  // Outside a doc's Markdown (a page module, say), as Docusaurus fails outside a docs page.
  if (!view)
    throw new Error(
      'Unexpected: cant find current sidebar in context: the sidebar hooks of theme-common work in components of a doc',
    );
  return view;
});

/** The page's docs sidebar: its name and items. */
export const useDocsSidebar = hooks.useDocsSidebar;

/** The deepest category of the page's sidebar that holds the page. */
export const useCurrentSidebarCategory = hooks.useCurrentSidebarCategory;
