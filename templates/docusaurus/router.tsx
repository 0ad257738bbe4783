/**
 * `@docusaurus/router`: the location of the page being rendered (in the browser, the address's: see
 * templates/docusaurus/browser-history.ts); navigation hooks do nothing at build time.
 */
import { useContext, useMemo, useSyncExternalStore, type ReactNode } from 'react';
import { HydrationNotesContext } from '../hydration-notes.js';
import { usePageData } from '../page-api.js';
import { currentAddress, subscribeAddress, type Address } from './browser-history.js';

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

/** A history whose methods do nothing (there is no client router). */
export function useHistory() {
  const location = useLocation();
  const noop = () => {};
  return {
    location,
    push: noop,
    replace: noop,
    go: noop,
    goBack: noop,
    goForward: noop,
    listen: () => noop,
    length: 1,
    action: 'POP',
  };
}

/** The page's path, as the site writes it (with the locale's prefix). */
function usePagePath(): string {
  const { site, route } = usePageData();
  return `${site.localeBase}${route.path}`;
}

/** No route parameters: every page is its own file. */
export function useRouteMatch() {
  const pathname = usePagePath();
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
