/** `@docusaurus/router`: the location of the page being rendered; navigation hooks do nothing at build time. */
import type { ReactNode } from 'react';
import { usePageData } from '../page-api.js';

/** `{ pathname, search, hash }` of this page. */
export function useLocation() {
  const { site, route } = usePageData();
  return { pathname: `${site.localeBase}${route.path}`, search: '', hash: '', state: undefined, key: 'default' };
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
