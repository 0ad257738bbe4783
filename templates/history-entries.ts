/**
 * How a Docusaurus page's router (templates/docusaurus/browser-history.ts), which makes history entries within the
 * page on screen, tells the client's scroll memory (client/scroll-memory.ts), which keeps a position per entry:
 * events on `window`, dispatched around each entry it makes or replaces. Their own module, which the client imports
 * without the router.
 */

/** Fired while the entry on screen is still the current one, just before the router makes or replaces an entry. */
export const LEAVING_ENTRY = 'sitegen:leaving-entry';

/** Fired once the router's entry is the current one, and the page has scrolled as Docusaurus scrolls it. */
export const ENTERED_ENTRY = 'sitegen:entered-entry';
