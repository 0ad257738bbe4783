/**
 * `sitegen build`: the whole pipeline, top to bottom. Each stage prints its count and time; one summary line
 * ends the run. Nothing reaches the output folder unless every stage succeeded.
 */
import path from 'node:path';
import { bundleClient } from '../bundle-client.js';
import { checkLinks } from '../check/check-links.js';
import { loadConfig } from '../config/load-config.js';
import type { ResolvedConfig } from '../config/schema.js';
import { parseEntries, type ParsedContent } from '../content/parse-entries.js';
import { scanContent } from '../content/scan-content.js';
import { loadSidebars } from '../docs/load-sidebars.js';
import { docusaurusWarnings } from '../docusaurus/load-docusaurus-site.js';
import { docusaurusSiteCss } from '../docusaurus/site-css.js';
import { SitegenError } from '../errors.js';
import { loadData } from '../load-data.js';
import { loadTranslations } from '../i18n/translations.js';
import { formatCount, formatMs, task, type Logger, type Timings } from '../logger.js';
import { createMarkdown } from '../markdown/create-markdown.js';
import { copyStatic, localePrefixes, writePages } from '../output/write-output.js';
import { FileSystemWriter, type Writer } from '../output/writer.js';
import { bundlePageModules } from '../pages/bundle-page-modules.js';
import { pageModuleRoutes } from '../pages/page-module-routes.js';
import { describePageRoutes } from '../pages/describe-page-routes.js';
import { renderAll, startRenderPool, type LocaleJobs, type LocalePage } from '../render/render-pool.js';
import { createLocaleBundle } from '../render/locale-bundle.js';
import { routeSources } from '../routes/route-sources.js';
import { planSearchIndex } from '../search/build-search-index.js';
import { missingAvatarWarnings } from '../blog/author-avatars.js';
import { createFeedFiles } from '../blog/blog-feeds.js';
import { createSitemaps } from '../output/sitemap.js';
import { alternatesOf, createJobs, createSiteModel, type LocaleModel } from '../site-model.js';
import type { BuildWarning } from '../types.js';

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
  const timings: Timings = {};
  const started = performance.now();
  const pool = startRenderPool(options.workers);
  try {
    const config = await task(logger, timings, 'config', () => loadConfig({ root: options.root, configFile: options.configFile }), (c) => path.basename(c.configFile ?? ''));
    const locales = pickLocales(config, options.locales);
    const files = await task(logger, timings, 'scan', () => scanContent({ config, locales }), (f) => `${formatCount(f.length)} files`);
    const md = createMarkdown(config);
    const parsed = await task(logger, timings, 'parse', () => parseEntries({ config, files, md, includeDrafts: options.includeDrafts ?? false }), (p) => `${formatCount(p.entries.size)} sources`);
    const [sidebarsFile, data] = await Promise.all([loadSidebars(config), loadData(config)]);
    const translations = loadTranslations({ config, locales, parsed, sidebarsFile });
    const pageModules = await task(logger, timings, 'pages', () => bundlePageModules({ config }), (p) => `${p.length} page modules`);
    const models = await task(logger, timings, 'routes', () => createSiteModel({ config, parsed, sidebarsFile, locales, sources: [...routeSources, pageModuleRoutes(pageModules)], sidebarLabel: translations.sidebarLabel }), (m) => `${formatCount(m.reduce((n, x) => n + x.table.routes.length, 0))} routes`);
    const client = await task(logger, timings, 'bundle', async () => bundleClient({ config, minify: options.minify ?? true, diagrams: hasDiagrams(parsed), extraCss: await docusaurusSiteCss({ config, pageCss: pageModules.css }) }), (c) => `${c.files.length} assets`);
    const warnings: BuildWarning[] = models.flatMap((m) => m.table.warnings);
    warnings.push(...missingAvatarWarnings({ config, parsed }), ...docusaurusWarnings(config));
    const alternates = alternatesOf(models);
    const alternatesRecord = Object.fromEntries(alternates);
    const work: LocaleJobs[] = models.map((model) => {
      const { strings, warnings: stringWarnings } = translations.strings(model.locale);
      warnings.push(...stringWarnings);
      const bundle = createLocaleBundle({ config, model, strings, assets: { css: client.css, js: client.js, chunks: { ...client.chunks } }, data, alternates: alternatesRecord, builtLocales: locales });
      return { locale: model.locale, bundle, jobs: createJobs(model, alternates) };
    });
    // Page modules name their title in `meta`: read it before indexing, so search finds those pages too.
    await describePageRoutes(work);
    // Pages only need the search files' URLs: the index is built on this thread while the workers render.
    const plan = planSearchIndex({ config, models, strings: (l) => translations.strings(l).strings });
    for (const w of work) Object.assign(w.bundle.site.assets.chunks, plan.chunks(w.locale));
    const disk = writer instanceof FileSystemWriter ? { dir: writer.temp, prefixes: localePrefixes(config) } : undefined;
    const rendering = task(logger, timings, 'render', (progress) => renderAll({ work, pool, onProgress: progress, disk }), (r) => `${formatCount(r.pages.length)} pages, ${r.threads} thread${r.threads === 1 ? '' : 's'}`);
    const searching = task(logger, timings, 'search', () => plan.build(), (s) => `${formatCount(s.sections)} sections`);
    const [{ pages }, search] = await allDone(rendering, searching);
    await task(logger, timings, 'write', async () => {
      await writePages({ config, writer, pages });
      await Promise.all([...client.files, ...search.files].map((f) => writer.write(f.file, f.content)));
      await Promise.all([...parsed.assets, ...pageModules.assets].map(([url, file]) => writer.copy(url.slice(config.baseUrl.length), file)));
      return copyStatic({ config, writer });
    }, (n) => `${formatCount(pages.length + n)} files`);
    await task(logger, timings, 'feeds', async () => {
      const feedLocales = models.map((model, i) => ({ content: model.content, site: work[i].bundle.site }));
      const files = [...createFeedFiles({ config, locales: feedLocales }), ...createSitemaps({ config, models })];
      await Promise.all(files.map((f) => writer.write(f.file, f.content)));
      return files;
    }, (files) => `${files.length} feeds and sitemaps`);
    warnings.push(...(await task(logger, timings, 'links', () => checkLinks({ config, models, writer, ignore: options.linkIgnore }), (w) => `${formatCount(w.length)} warnings`)));
    await writer.commit();
    const total = performance.now() - started;
    timings.total = total;
    logger.info(`built ${formatCount(pages.length)} pages in ${locales.length} locale${locales.length === 1 ? '' : 's'} in ${formatMs(total)}${warnings.length ? ` with ${warnings.length} warning${warnings.length === 1 ? '' : 's'}` : ''}`);
    return { config, models, parsed, pages, warnings, timings };
  } catch (error) {
    // Stop the other workers first: one that is still writing pages would race the removal of the temp folder.
    await pool?.close();
    // The build's own error is the one to report; a temp folder that resists removal must not replace it.
    await writer.abort().catch(() => {});
    throw error;
  } finally {
    await pool?.close();
  }
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

/** The locales to build: all configured ones, or the `--locale` choice (each must be configured). */
export function pickLocales(config: ResolvedConfig, wanted?: string[]): string[] {
  if (!wanted || wanted.length === 0) return config.i18n.locales;
  for (const l of wanted) {
    if (!config.i18n.locales.includes(l)) {
      throw new SitegenError(`unknown locale "${l}"`, { hint: `use one of the configured locales: ${config.i18n.locales.join(', ')}` });
    }
  }
  // Only these are written; the scan still reads the default locale's sources, which every locale falls back to.
  return config.i18n.locales.filter((l) => wanted.includes(l));
}

/** Whether any page has a diagram, so the client bundle needs the diagram chunk. */
function hasDiagrams(parsed: ParsedContent): boolean {
  for (const entry of parsed.entries.values()) if (entry.features.mermaid) return true;
  return false;
}
