/** `@docusaurus/router`: the location of the page being rendered; navigation hooks do nothing at build time. */
import { useMemo, useSyncExternalStore, type ReactNode } from 'react';
import { usePageData } from '../page-api.js';

/** Re-render on a change of the address's hash or of history (each page is its own document: the path stays). */
function subscribe(onChange: () => void): () => void {
  window.addEventListener('hashchange', onChange);
  window.addEventListener('popstate', onChange);
  return () => {
    window.removeEventListener('hashchange', onChange);
    window.removeEventListener('popstate', onChange);
  };
}

/**
 * `{ pathname, search, hash }` of this page. A build has no query or hash: the server's HTML is rendered without,
 * and in the browser a page that hydrates renders again with the address's (a page that reads `?code=` shows it,
 * as in Docusaurus). One object per address, so that effects that depend on the location run when it changes.
 */
export function useLocation() {
  const { site, route } = usePageData();
  const pathname = `${site.localeBase}${route.path}`;
  const search = useSyncExternalStore(
    subscribe,
    () => window.location.search,
    () => '',
  );
  const hash = useSyncExternalStore(
    subscribe,
    () => window.location.hash,
    () => '',
  );
  return useMemo(() => ({ pathname, search, hash, state: undefined, key: 'default' }), [pathname, search, hash]);
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

/** No route parameters: every page is its own file. */
export function useRouteMatch() {
  const { pathname } = useLocation();
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
