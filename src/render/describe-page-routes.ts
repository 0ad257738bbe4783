/**
 * A page module's title and description come from its `meta` export, which may read the page's locale (its
 * translations). They are read once per locale before the search stage, into the route's `data`, so the search
 * index lists page modules by the title their visitors see.
 */
import { createPageData, type PageModule } from '../../templates/page-api.js';
import type { LocaleJobs } from './render-pool.js';
import { mayExportMeta } from '../pages/bundle-exports.js';
import { importPageModules } from '../pages/import-page-modules.js';
import { runSiteCode } from '../config/run-site-code.js';

/** Fill `route.data.title` and `route.data.description` of every page-module route from its `meta`. */
export async function describePageRoutes(work: LocaleJobs[]): Promise<void> {
  // Only bundles that may export `meta` are loaded here; the render threads load them all for themselves.
  const described = new Map<string, boolean>();
  const mayDescribe = (url: string) => described.get(url) ?? described.set(url, mayExportMeta(url)).get(url)!;
  const routes = work.flatMap((w) => w.jobs.map((j) => j.route));
  const modules: Map<string, PageModule> = await importPageModules(
    routes.filter((route) => typeof route.data?.module === 'string' && mayDescribe(route.data.module)),
  );
  for (const w of work) {
    for (const { route, entry } of w.jobs) {
      const url = route.data?.module;
      if (typeof url !== 'string') continue;
      const meta = modules.get(url)?.meta;
      const value =
        typeof meta === 'function'
          ? runSiteCode(() => meta(createPageData({ site: w.bundle.site, route, entry })), {
              file: route.source,
              doing: `the meta function of ${route.source}`,
            })
          : meta;
      if (!value) continue;
      // Each locale's jobs carry their own route objects (copied per locale), so titles stay per language.
      route.data = {
        ...route.data,
        ...(value.title ? { title: value.title } : {}),
        ...(value.description ? { description: value.description } : {}),
      };
    }
  }
}
