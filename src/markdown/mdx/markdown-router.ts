/**
 * `@docusaurus/router` for the components Markdown renders on the server (a filter table that keeps its filters in
 * the query, as typescript-eslint's rules table does): the page's location, with no query or hash, as a build has
 * none, and its history, whose methods only the browser calls. In the browser such a component is an island and
 * reads the page's own router (templates/docusaurus/router.tsx).
 */
import { createHistory, Redirect, routeMatchAt, Switch } from '../../../templates/docusaurus/router.js';

/** The router module of the page at `pagePath()`, read when a component first asks. */
export function markdownRouter(pagePath: () => string): Record<string, unknown> {
  let history: ReturnType<typeof createHistory> | undefined;
  const useHistory = () => (history ??= createHistory(pagePath()));
  const useLocation = () => useHistory().location;
  const useRouteMatch = () => routeMatchAt(useLocation().pathname);
  return { useHistory, useLocation, useRouteMatch, Redirect, Switch };
}
