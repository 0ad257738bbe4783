/**
 * The events client/navigation.ts fires on `document` around a route change (a page swapped in without a load).
 * Their own module, so that what listens to them (a Docusaurus site's client modules, client-lifecycles.ts) is
 * bundled without the navigation itself.
 */

/** Fired when a route change starts; `detail.url` is where it goes, `detail.newPath` false for a query-only change. */
export const ROUTE_START = 'sitegen:route-start';

/** Fired when the new page is in place, scrolled and focused; `detail.url` is its address. */
export const ROUTE_END = 'sitegen:route-end';
