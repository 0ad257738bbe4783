/**
 * Routes of the page modules, and the home route. The page module at `/` (`index.tsx`) is the home page and is
 * given the home readme as its entry, so it is built from the readme in every locale; without one, the readme
 * itself renders at `/`. The readme is also served on its own at `/home/README` (see `markdownPageRoutes`). The
 * component of a further pages folder draws each of that folder's Markdown pages, given the page as its entry.
 */
import { pluginClass } from '../config/docusaurus/plugin-routes.js';
import type { LocaleContent, RouteSource } from '../routes/create-route-table.js';
import type { Route } from '../types.js';
import type { PageModuleFile } from './bundle-page-modules.js';

/** The route source of the bundled page modules. */
export function pageModuleRoutes(modules: PageModuleFile[]): RouteSource {
  return ({ content }) => {
    const home = [...content.entries].find(([, entry]) => entry.kind === 'home');
    const mine = modules.filter((m) => m.locale === undefined || m.locale === content.locale);
    const routes = mine.flatMap((m) =>
      m.pagesOf === undefined ? [moduleRoute(m, content.locale, home?.[0])] : drawnPages(m, m.pagesOf, content),
    );
    if (home && !mine.some((m) => m.path === '/'))
      routes.push({ path: '/', kind: 'home', source: home[1].absPath, entryKey: home[0] });
    return routes;
  };
}

/** A page module's own route, in `locale`; the home page's is given the home readme's entry, `homeKey`. */
function moduleRoute(m: PageModuleFile, locale: string, homeKey: string | undefined): Route {
  // The locale's translation of the page, if it has one, renders in its place.
  const { file, url } = m.translations?.[locale] ?? m;
  return {
    path: m.path,
    kind: m.notFound ? 'not-found' : 'page',
    source: file,
    entryKey: m.path === '/' ? homeKey : undefined,
    data: {
      module: url,
      ...(m.props ? { props: m.props } : {}),
      ...(m.htmlClass ? { htmlClass: m.htmlClass } : {}),
    },
  };
}

/**
 * The routes of the Markdown pages of the pages folder `pagesId`, each drawn by the folder's component `m` with the
 * page as its entry and `content` (templates/docusaurus/runtime.ts `routeProps`).
 */
function drawnPages(m: PageModuleFile, pagesId: string, content: LocaleContent): Route[] {
  const routes: Route[] = [];
  for (const [key, entry] of content.entries)
    if (entry.kind === 'page' && entry.pagesId === pagesId)
      routes.push({
        path: entry.permalink,
        kind: 'page',
        source: entry.absPath,
        entryKey: key,
        data: {
          module: m.url,
          markdownContent: true,
          htmlClass: pluginClass('docusaurus-plugin-content-pages', pagesId),
        },
      });
  return routes;
}
