/**
 * A Docusaurus site's sidebar categories keep theme-classic's `menu__list-item--collapsed` on their item in step
 * with whether they are open, as a site's CSS may style by it (templates/sidebar.tsx draws it, and
 * src/render/sidebar-marks.ts takes it off the categories a page opens). Only a Docusaurus site's script carries
 * this (src/bundle/client-entry.ts).
 */
import { COLLAPSED_ITEM } from '../templates/theme-classic-classes.js';
import { openingCategory } from './collapsibles.js';

const CATEGORY = 'details.menu__category';

function showCollapsed(details: HTMLDetailsElement): void {
  details.parentElement?.classList.toggle(COLLAPSED_ITEM, !details.open);
}

/**
 * Follow every category's toggles (document-level, once). A windowed sidebar's full list (client/lazy-sidebar.ts)
 * comes in with its categories opened: each fires its toggle as it is put in the page.
 */
export function initCollapsedItems(): void {
  // A click that opens a category (client/collapsibles.ts) measures the height it opens to: the item stops saying
  // it is collapsed first, as a site's CSS may hide a collapsed item's list (react-native-website's `height: 0`).
  // In the capture phase, before that click's handler; a click on the category's own link navigates instead.
  document.addEventListener(
    'click',
    (event) => openingCategory(event, CATEGORY)?.parentElement?.classList.remove(COLLAPSED_ITEM),
    true,
  );
  // Toggle does not bubble: listen in the capture phase.
  document.addEventListener(
    'toggle',
    (event) => {
      if (event.target instanceof HTMLDetailsElement && event.target.matches(CATEGORY)) showCollapsed(event.target);
    },
    true,
  );
}
