/**
 * `sitegen build`: the whole pipeline, top to bottom. Each stage prints its count and time; one summary line
 * ends the run. Nothing reaches the output folder unless every stage succeeded.
 */
import os from 'node:os';
import path from 'node:path';
import { CLIENT_BUNDLE } from '../bundle/bundle-client.js';
import type { LinkCounts } from '../check/check-content-links.js';
import { cacheFolder } from '../cache/cache-folder.js';
import { hasKeptResult } from '../cache/file-inputs-cache.js';
import { configCache } from '../cache/config-cache.js';
import { hasCachedPages } from '../cache/page-cache.js';
import { checkLinks } from '../check/check-links.js';
import { loadConfig } from '../config/load-config.js';
import type { ResolvedConfig } from '../config/schema.js';
import type { ParsedContent } from '../content/parse-entries.js';
import { createRun, formatCount, formatMs, type Logger, type Run, type Timings } from '../logger.js';
import type { LinkedPages } from '../cache/linked-pages.js';
import { guardOutput } from '../output/output-guard.js';
import { localePrefixes } from '../output/write-output.js';
import { writeRedirectsEarly, type EarlyRedirects } from '../output/early-redirects.js';
import { namesTheSheetsAsk } from '../output/output-css.js';
import { earlyFeeds, writeSite } from '../output/write-site.js';
import { runPostBuild } from '../output/post-build.js';
import type { Writer } from '../output/writer.js';
import { renderAndIndex } from '../render/render-and-index.js';
import { FEW_PAGES, startRenderPool, type LocalePage, type RenderPool } from '../render/render-pool.js';
import { SMALL_SITE_PAGES } from '../render/render-threads.js';
import type { ParseHelpers } from '../content/shared-parse.js';
import type { LocaleModel } from '../routes/site-model.js';
import { startAnalysisThread, type AnalysisThread } from '../search/analysis-thread.js';
import { docusaurusWarnings } from '../config/docusaurus/load-docusaurus-site.js';
import { waitingBundleThread, type WaitingBundleThread } from '../site/bundle-thread.js';
import { prepareLocales } from '../site/prepare-locales.js';
import { readSite, type ReadSiteOptions, type SiteCache } from '../site/read-site.js';
import type { BuildWarning, ContentEntry } from '../types.js';

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
  /**
   * A small site's (the CLI's `hasFewSources`): no render threads at the start; they start only if its pages prove
   * many (SMALL_SITE_PAGES).
   */
  lateRenderThreads?: boolean;
  /** `--profile`: the main thread's CPU profile file; each render thread writes its own beside it. */
  profile?: string;
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
  /** How many links the link check judged, by kind (see `checkLinks`). */
  linkCounts: LinkCounts;
  timings: Timings;
}

/**
 * The threads started before the config is read, to load meanwhile. The render threads, unless the page cache will
 * serve most pages or the site is small; then `startLate` starts them once the pages to render are known, if they
 * are many. The bundle thread, when the build will likely make its bundles (without the cache, or when the cache
 * has no client bundle yet: see read-site.ts).
 */
function threadsAhead(options: BuildOptions): {
  pool: RenderPool | null;
  startLate: (pagesLeft: number) => RenderPool | null;
  bundles: WaitingBundleThread | null;
  /** Stop them (the render threads started late are renderAndIndex's). */
  stop: () => Promise<unknown>;
} {
  const startPool = () =>
    startRenderPool(options.workers, { timeLimitMs: options.pageTimeLimitMs, profile: options.profile });
  const root = path.resolve(options.root);
  const late = (options.cache && hasCachedPages(root)) || options.lateRenderThreads;
  const bundled = options.cache && hasKeptResult(root, CLIENT_BUNDLE);
  const pool = late ? null : startPool();
  const bundles = bundled ? null : waitingBundleThread();
  return {
    pool,
    startLate: (pagesLeft) =>
      pagesLeft > (options.lateRenderThreads ? SMALL_SITE_PAGES : FEW_PAGES) ? startPool() : null,
    bundles,
    stop: () => Promise.all([pool?.close(), bundles?.stop()]),
  };
}

/** Stage config: the site's config, loaded (through the config cache with the build cache). */
function configStage(run: Run, options: BuildOptions): Promise<ResolvedConfig> {
  return run.task(
    'config',
    () => loadBuildConfig(options),
    (c) => path.basename(c.configFile ?? ''),
  );
}

/** Run the pipeline and commit the output. On any error the writer is aborted and the error rethrown. */
export async function build(options: BuildOptions): Promise<BuildResult> {
  const { logger, writer } = options;
  const run = createRun(logger);
  const { pool, startLate, bundles, stop: stopAhead } = threadsAhead(options);
  let stopListening = () => {};
  let analysis: AnalysisThread | null = null;
  // Output written while pages render (redirect pages): a failed build waits for it before removing the output.
  const early: { redirects?: EarlyRedirects } = {};
  const stopThreads = async () =>
    void (await Promise.all([stopAhead(), analysis?.close(), early.redirects?.written.catch(() => {})]));
  let config: ResolvedConfig | undefined;
  // The build cache once opened: a failed build drops what it made for it.
  const opened: { cache?: SiteCache } = {};
  try {
    config = await configStage(run, options);
    analysis = searchThread(options, config, pool !== null);
    stopListening = await guardOutput({ writer, config, stopWork: stopThreads });
    // Before the site is read: the new output's page folders are made meanwhile (src/output/folders-ahead.ts).
    const links = options.cache ? linkUnchanged(writer, config.root) : undefined;
    const site = await readSite(run, readOptions(options, { config, pool, analysis, bundles, opened }));
    const prepared = await prepareLocales(run, site);
    const redirects = (early.redirects = writeRedirectsEarly({ config, models: prepared.models, writer }));
    // A Docusaurus site's pages are scanned as they are written, for its stylesheet pass (src/output/output-css.ts).
    const scan = prepared.client.prunable && [...namesTheSheetsAsk(prepared.client.prunable)];
    const disk = writer.directory ? { dir: writer.directory, prefixes: localePrefixes(config), scan } : undefined;
    const feeds = earlyFeeds({ config, prepared });
    const { pages, search } = await renderAndIndex(run, {
      work: prepared.work,
      search: prepared.search,
      analysed: analysis,
      pool,
      disk,
      timeLimitMs: options.pageTimeLimitMs,
      cache: site.cache?.pages,
      previous: links && links.pages,
      startPool: startLate,
      // Made while the render threads render, not alone after them (see EarlyFeeds).
      whileRendering: feeds.make,
      moduleHtmlOnly: writer.moduleHtmlOnly,
    });
    await writeSite(run, { site, prepared, pages, search, writer, redirects, feeds, disk });
    const { linkWarnings, linkCounts } = await linkStage(run, { config, models: prepared.models, writer, options });
    const warnings = [...prepared.warnings, ...linkWarnings];
    await postBuildStage(run, { config, models: prepared.models, outDir: writer.directory });
    await writer.commit();
    // Only a build whose output was committed writes the cache: a failed one leaves it as it was.
    site.cache?.save();
    links?.save(pages, disk?.prefixes ?? {});
    logger.info(
      summaryLine({ pages: pages.length, locales: site.locales.length, warnings: warnings.length, ms: run.finish() }),
    );
    return { config, models: prepared.models, parsed: site.parsed, pages, warnings, linkCounts, timings: run.timings };
  } catch (error) {
    // Stop the other workers first: one that is still writing pages would race the removal of the temp folder.
    await stopThreads();
    opened.cache?.discard();
    // The build's own error is the one to report; a temp folder that resists removal must not replace it.
    await writer.abort().catch(() => {});
    if (config && error instanceof Object) failureWarnings.set(error, docusaurusWarnings(config));
    throw error;
  } finally {
    stopListening();
    await stopThreads();
  }
}

/**
 * What a failed build knew to warn of, by its error: the one warning naming what the site's config asks for and
 * sitegen does not do, which may be why it failed (the CLI prints it before the error).
 */
const failureWarnings = new WeakMap<object, BuildWarning[]>();

/** The warnings to print before `error`, which a build threw. */
export function warningsBeforeFailure(error: unknown): BuildWarning[] {
  return (error instanceof Object && failureWarnings.get(error)) || [];
}

/** Stage links: the link check of the written output (see checkLinks). */
async function linkStage(
  run: Run,
  {
    config,
    models,
    writer,
    options,
  }: { config: ResolvedConfig; models: LocaleModel[]; writer: Writer; options: BuildOptions },
): Promise<{ linkWarnings: BuildWarning[]; linkCounts: LinkCounts }> {
  const linkCounts: LinkCounts = {};
  const linkWarnings = await run.task(
    'links',
    () => checkLinks({ config, models, writer, ignore: options.linkIgnore, counts: linkCounts }),
    (w) => `${formatCount(w.length)} warnings`,
  );
  return { linkWarnings, linkCounts };
}

/** Stage postBuild, for a Docusaurus site whose plugins have one (see post-build.ts). */
async function postBuildStage(run: Run, options: Parameters<typeof runPostBuild>[0]): Promise<void> {
  if (!options.config.docusaurus?.plugins?.postBuild) return;
  await run.task(
    'postBuild',
    () => runPostBuild(options),
    (locales) => `plugins called for ${locales} locale${locales === 1 ? '' : 's'}`,
  );
}

/**
 * A cold build with render threads analyses each page for search on a thread of its own as the page is parsed
 * (analysis-thread.ts). With the build cache, analyses come from the cache by each page's HTML instead, and the
 * thread reads them and merges the index while this thread renders and writes (a warm build starts no render
 * threads: the search stage was most of what it did in this one). `--workers 1` keeps it all in this thread.
 */
function searchThread(options: BuildOptions, config: ResolvedConfig, threads: boolean): AnalysisThread | null {
  if ((!threads && !options.cache) || config.search.provider !== 'local') return null;
  return startAnalysisThread({ workers: options.workers, profile: options.profile });
}

/**
 * The render threads the parse may borrow before pages render: one per core beyond two, since this thread renders
 * bodies too and esbuild and the search thread work beside them. On two cores none: there, sharing measured no
 * faster (the second core is already busy) and took more memory (10,000 docs: 1.56-1.67 GB against 1.49-1.52 GB).
 * `SITEGEN_PARSE_HELPERS` sets how many (0 for none) to measure.
 */
function parseHelpers(pool: RenderPool | null): ParseHelpers | null {
  if (!pool) return null;
  const wanted = Number(process.env.SITEGEN_PARSE_HELPERS ?? os.availableParallelism() - 2);
  const size = Math.min(pool.size, Math.max(0, wanted));
  return size ? { size, lend: pool.lend } : null;
}

/**
 * What the site is read with: the build's options, the threads the parse may borrow, and the search thread's
 * calls. Without the cache, that thread is sent each entry as it is parsed; with a cache that holds pages of an
 * earlier build (the render threads were not started: most pages come from it), it is sent no pages (it reads
 * their analyses from the cache) but reads the cache's groups of postings while this thread scans and parses.
 * The first build with the cache sends each entry too: every analysis is to be made, and made while this thread
 * parses, they do not wait for the parse to end.
 */
function readOptions(
  { locales, includeDrafts, cache, logger, minify, profile }: BuildOptions,
  {
    config,
    pool,
    analysis,
    bundles,
    opened,
  }: {
    config: ResolvedConfig;
    pool: RenderPool | null;
    analysis: AnalysisThread | null;
    bundles: WaitingBundleThread | null;
    opened: { cache?: SiteCache };
  },
): ReadSiteOptions {
  const onEntry = analysis && (!cache || pool) ? (entry: ContentEntry) => analysis.add(entry) : undefined;
  const onCache = (site: SiteCache) => {
    opened.cache = site;
    analysis?.preload(site.searchGroups.where);
  };
  const helpers = parseHelpers(pool);
  // The render threads load the page modules while this thread parses (see RenderPool.preloadPorts).
  const preload = pool ? () => pool.preloadPorts() : undefined;
  const site = { config, locales, includeDrafts, cache, logger, minify, onEntry, onCache, helpers, profile, preload };
  return { ...site, bundleThread: bundles };
}

/**
 * A build with its cache links copies and pages unchanged since the previous build from the previous output
 * (src/output/linked-copies.ts, src/cache/linked-pages.ts); `save` records this build's, once its output is committed.
 */
function linkUnchanged(
  writer: Writer,
  root: string,
): { pages: LinkedPages | null; save(pages: LocalePage[], prefixes: Record<string, string>): void } | undefined {
  const folder = cacheFolder(root);
  if (!('dir' in folder)) return undefined;
  const copies = writer.linkUnchangedCopies?.(folder.dir);
  const linked = writer.linkUnchangedPages?.(folder.dir) ?? null;
  return {
    pages: linked,
    save(pages, prefixes) {
      copies?.save();
      const keyed = pages.filter((p): p is LocalePage & { key: string } => Boolean(p.key && p.written));
      linked?.save(keyed.map((p) => ({ key: p.key, prefix: prefixes[p.locale] ?? '', file: p.file, mark: p.mark })));
    },
  };
}

/** The site config; a build with its cache reuses the config compiled by an earlier one (see config-cache.ts). */
function loadBuildConfig({ root, configFile, cache, logger }: BuildOptions): Promise<ResolvedConfig> {
  const keep = cache ? configCache({ root: path.resolve(root), logger }) : undefined;
  return loadConfig({ root, configFile, cache: keep });
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
