/**
 * `@docusaurus/router`: the location of the page being rendered, and react-router 5's history, which in the browser
 * changes the address (templates/docusaurus/browser-history.ts); at build time its methods are never called.
 */
import { useContext, useMemo, useSyncExternalStore, type ReactNode } from 'react';
import { HydrationNotesContext } from '../hydration-notes.js';
import { usePageData } from '../page-api.js';
import {
  changeAddress,
  currentAddress,
  hrefOf,
  lastChange,
  subscribeAddress,
  type Address,
  type To,
} from './browser-history.js';

/** react-router's location: this page's path, and the address's query, hash and entry. */
export interface Location extends Address {
  pathname: string;
}

/**
 * `{ pathname, search, hash, state, key }` of this page. A build has no query or hash: the server's HTML is rendered
 * without, and in the browser the page renders with the address's from its first render on (state seeded from
 * `?code=` holds it, as in Docusaurus). One object per address, so that effects that depend on the location run
 * when it changes.
 */
export function useLocation(): Location {
  const pathname = usePagePath();
  const address = useSyncExternalStore(subscribeAddress, currentAddress, currentAddress);
  const notes = useContext(HydrationNotesContext);
  if (notes && (address.search || address.hash)) notes.readAddress = true;
  return useMemo(() => ({ pathname, ...address }), [pathname, address]);
}

/**
 * react-router 5's history: one object per page, as react-router's is one per app (a component that only changes the
 * address does not re-render when it changes). `push` and `replace` change the address, the others are the browser's
 * history's.
 */
export function useHistory() {
  const pathname = usePagePath();
  return useMemo(() => createHistory(pathname), [pathname]);
}

/** react-router 5's history of the page at `pathname` (with its locale's prefix). */
export function createHistory(pathname: string) {
  let last: [Address, Location] | undefined;
  const locationNow = (): Location => {
    const address = currentAddress();
    if (last?.[0] !== address) last = [address, { pathname, ...address }];
    return last[1];
  };
  return {
    get location() {
      return locationNow();
    },
    get action() {
      return lastChange();
    },
    get length() {
      return typeof window === 'undefined' ? 1 : history.length;
    },
    push: (to: To, state?: unknown) => changeAddress(to, state, 'PUSH'),
    replace: (to: To, state?: unknown) => changeAddress(to, state, 'REPLACE'),
    go: (delta: number) => history.go(delta),
    goBack: () => history.back(),
    goForward: () => history.forward(),
    listen: (listener: (location: Location, action: string) => void) =>
      subscribeAddress(() => listener(locationNow(), lastChange())),
    block: () => () => {},
    createHref: hrefOf,
  };
}

/** The page's path, as the site writes it (with the locale's prefix). */
function usePagePath(): string {
  const { site, route } = usePageData();
  return `${site.localeBase}${route.path}`;
}

/** No route parameters: every page is its own file. */
export function useRouteMatch() {
  return routeMatchAt(usePagePath());
}

/** react-router's match of the page at `pathname`: the whole path, no parameters. */
export function routeMatchAt(pathname: string) {
  return { path: pathname, url: pathname, isExact: true, params: {} };
}

/** `<Redirect to>`: a meta refresh and a link, since the page is static. */
export function Redirect({ to }: { to: string }) {
  return (
    <>
      <meta httpEquiv="refresh" content={`0; url=${to}`} />
      <a href={to}>{to}</a>
    </>
  );
}

/** Routing wrappers render their children. */
export function Switch({ children }: { children?: ReactNode }) {
  return <>{children}</>;
}
