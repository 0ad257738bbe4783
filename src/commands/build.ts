/**
 * `sitegen build`: the whole pipeline, top to bottom. Each stage prints its count and time; one summary line
 * ends the run. Nothing reaches the output folder unless every stage succeeded.
 */
import path from 'node:path';
import { bundleClient, type ClientBundle } from '../bundle/bundle-client.js';
import { openBuildCache } from '../cache/build-cache.js';
import { checkLinks } from '../check/check-links.js';
import { loadConfig } from '../config/load-config.js';
import type { ResolvedConfig } from '../config/schema.js';
import { pickLocales } from '../config/pick-locales.js';
import { parseEntries, type ParseCaches, type ParsedContent, type RenderedFields } from '../content/parse-entries.js';
import { scanContent } from '../content/scan-content.js';
import { loadSidebars, type SidebarsFile } from '../docs/load-sidebars.js';
import { checkDocReferences } from '../routes/check-doc-references.js';
import { docusaurusWarnings } from '../config/docusaurus/load-docusaurus-site.js';
import { docusaurusSiteCss } from '../pages/docusaurus/site-css.js';
import { loadData } from '../data/load-data.js';
import { loadTranslations, type Translations } from '../i18n/translations.js';
import { createRun, formatCount, formatMs, type Logger, type Run, type Timings } from '../logger.js';
import { createMarkdown } from '../markdown/create-markdown.js';
import { copyStatic, localePrefixes, pageFiles, writePages } from '../output/write-output.js';
import type { Writer } from '../output/writer.js';
import { cleanUpOnSignal } from '../output/interrupt.js';
import { guardOutputFolder } from '../output/output-guard.js';
import { bundlePageModules, type PageModules } from '../pages/bundle-page-modules.js';
import { pageModuleRoutes } from '../pages/page-module-routes.js';
import { describePageRoutes } from '../render/describe-page-routes.js';
import {
  renderAll,
  startRenderPool,
  type LocaleJobs,
  type LocalePage,
  type RenderPool,
} from '../render/render-pool.js';
import { createLocaleBundle } from '../render/locale-bundle.js';
import { routeSources } from '../site/route-sources.js';
import { planSearchIndex, type SearchPlan } from '../search/build-search-index.js';
import { missingAvatarWarnings } from '../blog/author-avatars.js';
import { createFeedFiles } from '../blog/blog-feeds.js';
import { createSitemaps } from '../output/sitemap.js';
import { createJobs } from '../render/route-jobs.js';
import { alternatesOf, createSiteModel, type LocaleModel } from '../routes/site-model.js';
import type { BuildWarning, OutputFile } from '../types.js';

/** What `build` (and `check`, and tests) pass in. */
export interface BuildOptions {
  root: string;
  configFile?: string;
  /** Only these locales (default: all configured). */
  locales?: string[];
  logger: Logger;
  writer: Writer;
  /** Render workers (default: one per core); 0 or 1 renders in this thread. */
  workers?: number;
  /** Keep drafts (dev). */
  includeDrafts?: boolean;
  /** Minify the client bundle. */
  minify?: boolean;
  /** Link patterns not to report, on top of the config's `linkCheck.ignore` (`check --ignore`). */
  linkIgnore?: string[];
  /** How long one page may render in a render thread before it is stopped (`--time-limit`; default 30 s). */
  pageTimeLimitMs?: number;
  /** Reuse and keep rendered Markdown in the site's cache folder (the CLI's default; `--no-cache` turns it off). */
  cache?: boolean;
}

/** What a build produced, for the CLI's summary, `check` and tests. */
export interface BuildResult {
  config: ResolvedConfig;
  models: LocaleModel[];
  parsed: ParsedContent;
  pages: LocalePage[];
  warnings: BuildWarning[];
  timings: Timings;
}

/** Run the pipeline and commit the output. On any error the writer is aborted and the error rethrown. */
export async function build(options: BuildOptions): Promise<BuildResult> {
  const { logger, writer } = options;
  const run = createRun(logger);
  const pool = startRenderPool(options.workers, { timeLimitMs: options.pageTimeLimitMs });
  let stopListening = () => {};
  try {
    const config = await run.task(
      'config',
      () => loadConfig({ root: options.root, configFile: options.configFile }),
      (c) => path.basename(c.configFile ?? ''),
    );
    stopListening = await guardOutput({ writer, config, pool });
    const site = await readSite(run, options, config);
    const prepared = await prepareLocales(run, site, options);
    const { pages, search } = await renderAndIndex(run, { site, prepared, pool, writer });
    await writeFiles(run, { site, prepared, pages, search, writer });
    const linkWarnings = await run.task(
      'links',
      () => checkLinks({ config: site.config, models: prepared.models, writer, ignore: options.linkIgnore }),
      (w) => `${formatCount(w.length)} warnings`,
    );
    const warnings = [...prepared.warnings, ...linkWarnings];
    await writer.commit();
    // Only a build whose output was committed writes the cache: a failed one leaves it as it was.
    if (site.cache) for (const c of [site.cache.bodies, site.cache.summaries]) c.save();
    logger.info(
      summaryLine({ pages: pages.length, locales: site.locales.length, warnings: warnings.length, ms: run.finish() }),
    );
    return { config: site.config, models: prepared.models, parsed: site.parsed, pages, warnings, timings: run.timings };
  } catch (error) {
    // Stop the other workers first: one that is still writing pages would race the removal of the temp folder.
    await pool?.close();
    // The build's own error is the one to report; a temp folder that resists removal must not replace it.
    await writer.abort().catch(() => {});
    throw error;
  } finally {
    stopListening();
    await pool?.close();
  }
}

/**
 * Before anything on disk is touched: never replace the sources, tidy what killed builds left beside the output,
 * and remove this build's temp folder if the process is interrupted. Returns the function that stops listening.
 */
async function guardOutput({
  writer,
  config,
  pool,
}: {
  writer: Writer;
  config: ResolvedConfig;
  pool: RenderPool | null;
}): Promise<() => void> {
  if (!writer.outDir) return () => {};
  guardOutputFolder({ outDir: writer.outDir, config });
  await writer.recover?.();
  return cleanUpOnSignal(async () => {
    await pool?.close();
    writer.abortNow?.();
  });
}

/** The site as read from disk: config, parsed sources, sidebars, data, translations and page modules. */
interface SiteInput {
  config: ResolvedConfig;
  /** The locales being built. */
  locales: string[];
  parsed: ParsedContent;
  sidebarsFile: SidebarsFile;
  data: Record<string, unknown>;
  translations: Translations;
  pageModules: PageModules;
  scanWarnings: BuildWarning[];
  cache: ParseCaches | null;
}

/** Stages scan, parse and pages: everything read from the site folder. */
async function readSite(run: Run, options: BuildOptions, config: ResolvedConfig): Promise<SiteInput> {
  const locales = pickLocales(config, options.locales);
  // Scanning warns about links it does not follow out of the site.
  const scanWarnings: BuildWarning[] = [];
  const files = await run.task(
    'scan',
    () => scanContent({ config, locales, warnings: scanWarnings }),
    (f) => `${formatCount(f.length)} files`,
  );
  const md = createMarkdown(config);
  const cache: ParseCaches | null = options.cache
    ? openBuildCache<RenderedFields>({ config, logger: options.logger })
    : null;
  const parsed = await run.task(
    'parse',
    () => parseEntries({ config, files, md, includeDrafts: options.includeDrafts ?? false, cache: cache ?? undefined }),
    (p) =>
      `${formatCount(p.entries.size)} sources${cache ? `, ${formatCount(cache.bodies.stats.hits)} from the cache` : ''}`,
  );
  const [sidebarsFile, data] = await Promise.all([loadSidebars(config), loadData(config)]);
  const translations = loadTranslations({ config, locales, parsed, sidebarsFile });
  const pageModules = await run.task(
    'pages',
    () => bundlePageModules({ config }),
    (p) => `${p.modules.length} page modules, ${p.islands.length} island${p.islands.length === 1 ? '' : 's'}`,
  );
  return { config, locales, parsed, sidebarsFile, data, translations, pageModules, scanWarnings, cache };
}

/** Each locale's routes and render jobs, the client bundle, and the search plan the pages link to. */
interface PreparedLocales {
  models: LocaleModel[];
  client: ClientBundle;
  work: LocaleJobs[];
  search: SearchPlan;
  warnings: BuildWarning[];
}

/** Stages routes and bundle, then each locale's render bundle and jobs. */
async function prepareLocales(run: Run, site: SiteInput, options: BuildOptions): Promise<PreparedLocales> {
  const { config, parsed, sidebarsFile, locales, translations, data } = site;
  const sources = [...routeSources, pageModuleRoutes(site.pageModules.modules)];
  const models = await run.task(
    'routes',
    () => createSiteModel({ config, parsed, sidebarsFile, locales, sources, sidebarLabel: translations.sidebarLabel }),
    (m) => `${formatCount(m.reduce((n, x) => n + x.table.routes.length, 0))} routes`,
  );
  for (const model of models) checkDocReferences(model.content);
  const client = await run.task(
    'bundle',
    async () =>
      bundleClient({
        config,
        minify: options.minify ?? true,
        diagrams: hasDiagrams(parsed),
        islands: site.pageModules.islands,
        islandPlugins: site.pageModules.islandPlugins,
        extraCss: await docusaurusSiteCss({ config, pageCss: site.pageModules.css }),
      }),
    (c) => `${c.files.length} assets`,
  );
  const warnings: BuildWarning[] = [
    ...site.scanWarnings,
    ...(parsed.warnings ?? []),
    ...models.flatMap((m) => m.table.warnings),
  ];
  warnings.push(...missingAvatarWarnings({ config, parsed }), ...docusaurusWarnings(config));
  const alternates = alternatesOf(models);
  const alternatesRecord = Object.fromEntries(alternates);
  const work: LocaleJobs[] = models.map((model) => {
    const { strings, warnings: stringWarnings } = translations.strings(model.locale);
    warnings.push(...stringWarnings);
    const bundle = createLocaleBundle({
      config,
      model,
      strings,
      assets: { css: client.css, js: client.js, chunks: { ...client.chunks } },
      data,
      alternates: alternatesRecord,
      builtLocales: locales,
    });
    return { locale: model.locale, bundle, jobs: createJobs(model, alternates) };
  });
  // Page modules name their title in `meta`: read it before indexing, so search finds those pages too.
  await describePageRoutes(work);
  // Pages only need the search files' URLs: the index is built on this thread while the workers render.
  const search = planSearchIndex({ config, models, strings: (l) => translations.strings(l).strings });
  for (const w of work) Object.assign(w.bundle.site.assets.chunks, search.chunks(w.locale));
  return { models, client, work, search, warnings };
}

/** Stages render (worker threads) and search (this thread), side by side. */
async function renderAndIndex(
  run: Run,
  {
    site,
    prepared,
    pool,
    writer,
  }: { site: SiteInput; prepared: PreparedLocales; pool: RenderPool | null; writer: Writer },
) {
  // A writer on disk lets the workers write pages themselves instead of sending the HTML back.
  const disk = writer.directory ? { dir: writer.directory, prefixes: localePrefixes(site.config) } : undefined;
  const rendering = run.task(
    'render',
    (progress) => renderAll({ work: prepared.work, pool, onProgress: progress, disk }),
    (r) => `${formatCount(r.pages.length)} pages, ${r.threads} thread${r.threads === 1 ? '' : 's'}`,
  );
  const searching = run.task(
    'search',
    () => prepared.search.build(),
    (s) => `${formatCount(s.sections)} sections`,
  );
  const [{ pages }, search] = await allDone(rendering, searching);
  return { pages, search };
}

/** Stages write (pages, assets, static files) and feeds (feeds and sitemaps). */
async function writeFiles(
  run: Run,
  {
    site,
    prepared,
    pages,
    search,
    writer,
  }: {
    site: SiteInput;
    prepared: PreparedLocales;
    pages: LocalePage[];
    search: { files: OutputFile[] };
    writer: Writer;
  },
): Promise<void> {
  const { config, parsed } = site;
  await run.task(
    'write',
    async () => {
      await writePages({ config, writer, pages });
      await Promise.all([...prepared.client.files, ...search.files].map((f) => writer.write(f.file, f.content)));
      await Promise.all(
        [...parsed.assets, ...site.pageModules.assets].map(([url, file]) =>
          writer.copy(url.slice(config.baseUrl.length), file),
        ),
      );
      return copyStatic({
        config,
        writer,
        warnings: prepared.warnings,
        pages: pageFiles(
          config,
          prepared.models.map((m) => m.table),
        ),
      });
    },
    (n) => `${formatCount(pages.length + n)} files`,
  );
  await run.task(
    'feeds',
    async () => {
      const feedLocales = prepared.models.map((model, i) => ({
        content: model.content,
        site: prepared.work[i].bundle.site,
      }));
      const files = [
        ...createFeedFiles({ config, locales: feedLocales }),
        ...createSitemaps({ config, models: prepared.models }),
      ];
      await Promise.all(files.map((f) => writer.write(f.file, f.content)));
      return files;
    },
    (files) => `${files.length} feeds and sitemaps`,
  );
}

/** `built 3,112 pages in 8 locales in 2.41s with 3 warnings`. */
function summaryLine({
  pages,
  locales,
  warnings,
  ms,
}: {
  pages: number;
  locales: number;
  warnings: number;
  ms: number;
}): string {
  return `built ${formatCount(pages)} pages in ${locales} locale${locales === 1 ? '' : 's'} in ${formatMs(ms)}${warnings ? ` with ${warnings} warning${warnings === 1 ? '' : 's'}` : ''}`;
}

/**
 * Both results, once both have settled: a failed stage must not leave the other writing into the output folder
 * while it is being removed.
 */
async function allDone<A, B>(a: Promise<A>, b: Promise<B>): Promise<[A, B]> {
  const [x, y] = await Promise.allSettled([a, b]);
  if (x.status === 'rejected') throw x.reason;
  if (y.status === 'rejected') throw y.reason;
  return [x.value, y.value];
}

/** Whether any page has a diagram, so the client bundle needs the diagram chunk. */
function hasDiagrams(parsed: ParsedContent): boolean {
  for (const entry of parsed.entries.values()) if (entry.features.mermaid) return true;
  return false;
}
