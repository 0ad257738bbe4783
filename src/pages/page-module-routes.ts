/**
 * Routes of the page modules, and the home route. The page module at `/` (`index.tsx`) is the home page and is
 * given the home readme as its entry, so it is built from the readme in every locale; without one, the readme
 * itself renders at `/`. The readme is also served on its own at `/home/README` (see `markdownPageRoutes`).
 */
import type { RouteSource } from '../routes/create-route-table.js';
import type { Route } from '../types.js';
import type { PageModuleFile } from './bundle-page-modules.js';

/** The route source of the bundled page modules. */
export function pageModuleRoutes(modules: PageModuleFile[]): RouteSource {
  return ({ content }) => {
    const home = [...content.entries].find(([, entry]) => entry.kind === 'home');
    const mine = modules.filter((m) => m.locale === undefined || m.locale === content.locale);
    const routes: Route[] = mine.map((m) => {
      // The locale's translation of the page, if it has one, renders in its place.
      const { file, url } = m.translations?.[content.locale] ?? m;
      return {
        path: m.path,
        kind: m.notFound ? 'not-found' : 'page',
        source: file,
        entryKey: m.path === '/' ? home?.[0] : undefined,
        data: {
          module: url,
          ...(m.props ? { props: m.props } : {}),
          ...(m.htmlClass ? { htmlClass: m.htmlClass } : {}),
        },
      };
    });
    if (home && !mine.some((m) => m.path === '/'))
      routes.push({ path: '/', kind: 'home', source: home[1].absPath, entryKey: home[0] });
    return routes;
  };
}
