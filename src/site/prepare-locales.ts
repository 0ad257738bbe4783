/**
 * The build's middle stages, bundle and routes: the client bundle, each locale composed (compose-site.ts) with its
 * render jobs, and the search plan whose file names the pages link to.
 */
import { missingAvatarWarnings } from '../blog/author-avatars.js';
import { CLIENT_BUNDLE, type ClientBundle } from '../bundle/bundle-client.js';
import { docusaurusWarnings } from '../config/docusaurus/load-docusaurus-site.js';
import { formatCount, type Run } from '../logger.js';
import { describePageRoutes } from '../render/describe-page-routes.js';
import type { LocaleJobs } from '../render/render-pool.js';
import { createJobs } from '../render/route-jobs.js';
import { navbarWarnings } from '../render/site-data.js';
import { alternatesOf, type LocaleModel } from '../routes/site-model.js';
import { planSearchIndex, type SearchPlan } from '../search/build-search-index.js';
import { composeBundles, composeModels } from './compose-site.js';
import { fillSidebarReaders, sidebarFill } from '../routes/sidebar-bodies.js';
import type { SiteInput } from './read-site.js';
import { katexStylesheet, showsFormula } from '../markdown/katex-stylesheet.js';
import type { BuildWarning, ContentEntry } from '../types.js';

/** Each locale's routes and render jobs, the client bundle, and the search plan the pages link to. */
export interface PreparedLocales {
  models: LocaleModel[];
  client: ClientBundle;
  work: LocaleJobs[];
  search: SearchPlan;
  warnings: BuildWarning[];
}

/** Stages bundle and routes, then each locale's render bundle and jobs. */
export async function prepareLocales(run: Run, site: SiteInput): Promise<PreparedLocales> {
  const { config, parsed, locales, translations, data } = site;
  // Started before parse (see early-bundles.ts): the time printed is what the build still waited for.
  const client = await run.task(
    'bundle',
    () => site.bundles.client(parsed),
    (c) => `${c.files.length} assets${site.cache?.bundles.reused.has(CLIENT_BUNDLE) ? ', from the cache' : ''}`,
  );
  const sources = { ...site, pageModules: site.pageModules.modules };
  const models = await run.task(
    'routes',
    () => {
      const composed = composeModels(sources);
      // Before the jobs and the search index read them: docs whose components read their sidebar render again.
      if (parsed.withSidebar) fillSidebarReaders(composed, sidebarFill(config, parsed.withSidebar));
      return composed;
    },
    (m) => `${formatCount(m.reduce((n, x) => n + x.table.routes.length, 0))} routes`,
  );
  const warnings: BuildWarning[] = [
    ...site.scanWarnings,
    ...(parsed.warnings ?? []),
    ...models.flatMap((m) => m.table.warnings),
  ];
  warnings.push(...missingAvatarWarnings({ config, parsed }), ...docusaurusWarnings(config));
  // The navbar is the same in every locale, and so are its sidebars' docs (a translation replaces a doc, in place).
  warnings.push(...navbarWarnings({ config, sidebars: models[0].content.sidebars }));
  if (client.dropped) warnings.push(droppedIslandsWarning(client.dropped));
  // KaTeX's stylesheet goes out with the client's files where a page shows a formula, and only there.
  const katex = katexStylesheet(config);
  const withKatex = katex && showsFormula(entryHtmls(parsed.entries.values())) ? katex : null;
  const assets = {
    ...{ css: client.css, js: client.js, chunks: client.chunks, search: null },
    ...(withKatex && { katexCss: withKatex.url }),
  };
  const { parts } = site.pageModules;
  const composed = composeBundles({ config, models, translations, locales, assets, data, parts });
  const alternates = alternatesOf(models);
  const alwaysRender = site.pageModules.modules.filter((m) => m.readsNode).map((m) => m.url);
  const work: LocaleJobs[] = composed.map(({ model, bundle, warnings: stringWarnings }) => {
    warnings.push(...stringWarnings);
    return { locale: model.locale, bundle, jobs: createJobs(model, alternates), alwaysRender };
  });
  // Page modules name their title in `meta`: read it before indexing, so search finds those pages too.
  await describePageRoutes(work);
  // Pages only need the search file's URL: the index is built on this thread while the workers render.
  const strings = (l: string) => translations.strings(l).strings;
  const search = planSearchIndex({
    config,
    models,
    strings,
    store: site.cache?.search,
    groups: site.cache?.searchGroups,
    renderedBodies: site.cache ? new Set(site.cache.bodies.changes().kept) : undefined,
  });
  // Pages name the locale's search file, whose name never changes: a page's HTML depends on its own inputs, not
  // on the index's digest of every page, so the page cache and the previous output can keep it.
  for (const w of work) w.bundle.site.assets.search = search.url(w.locale);
  const copies = [...(client.copies ?? []), ...(withKatex?.copies ?? [])];
  return { models, client: { ...client, copies }, work, search, warnings };
}

/** The warning for islands whose browser code did not build: they stay HTML (src/site/early-bundles.ts). */
function droppedIslandsWarning({ ids, files, reason }: NonNullable<ClientBundle['dropped']>): BuildWarning {
  const one = ids.length === 1;
  return {
    code: 'other',
    file: files[0],
    message: `the browser code of ${ids.join(', ')} did not build (${reason}): ${one ? 'it renders' : 'they render'} as HTML and ${one ? 'its' : 'their'} script does not run. Fix the error to make ${one ? 'it' : 'them'} interactive.`,
  };
}

/** Each entry's HTML, once. */
function* entryHtmls(entries: Iterable<ContentEntry>): Iterable<string> {
  for (const entry of entries) yield entry.html;
}
