/** The build's first stages, scan, parse and pages: everything read from the site folder, once. */
import type { MessagePort } from 'node:worker_threads';
import type { ResolvedConfig } from '../config/schema.js';
import { preparePageMessages } from '../i18n/page-messages.js';
import { pickLocales } from '../config/pick-locales.js';
import { openBuildCache, type BuildCache } from '../cache/build-cache.js';
import { parseEntries, type ParseOptions } from '../content/parse-content.js';
import type { ParseHelpers } from '../content/shared-parse.js';
import type { ParsedContent, RenderedFields } from '../content/parse-entries.js';
import { scanContent } from '../content/scan-content.js';
import { loadData } from '../data/load-data.js';
import { generateSidebars } from '../docs/generated-sidebars.js';
import { loadSidebars, type SidebarsFile } from '../docs/load-sidebars.js';
import { loadTranslations, type Translations } from '../i18n/translations.js';
import { formatCount, type Logger, type Run } from '../logger.js';
import { createMarkdown } from '../markdown/create-markdown.js';
import { keepHighlights } from '../markdown/highlight.js';
import type { PageModules } from '../pages/bundle-page-modules.js';
import type { StoredGroup } from '../search/postings-groups.js';
import type { StoredAnalysis } from '../search/stored-analysis.js';
import type { BuildWarning, ContentEntry, ContentFile } from '../types.js';
import { importedMarkdown } from '../pages/docusaurus/imported-markdown.js';
import { CLIENT_BUNDLE } from '../bundle/bundle-client.js';
import { startBundleThread, type WaitingBundleThread } from './bundle-thread.js';
import { guessDiagrams, guessIslands, startEarlyBundles, type EarlyBundles } from './early-bundles.js';

/** The build cache as the build's stages use it. */
export type SiteCache = BuildCache<RenderedFields, StoredAnalysis, StoredGroup>;

/** The site as read from disk: config, parsed sources, sidebars, data, translations and page modules. */
export interface SiteInput {
  config: ResolvedConfig;
  /** The locales being built. */
  locales: string[];
  parsed: ParsedContent;
  sidebarsFile: SidebarsFile;
  data: Record<string, unknown>;
  translations: Translations;
  pageModules: PageModules;
  /** The client bundle, under way since before parse (see early-bundles.ts). */
  bundles: EarlyBundles;
  scanWarnings: BuildWarning[];
  /** The build cache the parse stage read through, saved once the output is committed; null without one. */
  cache: SiteCache | null;
}

/** What `readSite` reads the site with. */
export interface ReadSiteOptions {
  config: ResolvedConfig;
  locales?: string[];
  includeDrafts?: boolean;
  /** Minify the client bundle. */
  minify?: boolean;
  /** Read and keep rendered Markdown in the site's cache folder. */
  cache?: boolean;
  /** Where the cache reports a shard it could not read. */
  logger: Logger;
  /** Called with each entry as it is parsed. */
  onEntry?: (entry: ContentEntry) => void;
  /** Called with the build cache once it is open, before the site is scanned. */
  onCache?: (cache: SiteCache) => void;
  /** Threads that may render a share of the bodies (the render pool's, idle until pages render). */
  helpers?: ParseHelpers | null;
  /** `build --profile`: the main thread's profile file; the bundle thread writes its own beside it. */
  profile?: string;
  /** Ports to the render threads, which load the page modules the bundle thread posts on them ahead of rendering. */
  preload?: () => MessagePort[];
  /** A bundle thread started early (`waitingBundleThread`): given the early bundles, or stopped if they are made here. */
  bundleThread?: WaitingBundleThread | null;
}

/** Stages scan, parse and pages: everything read from the site folder. */
export async function readSite(run: Run, options: ReadSiteOptions): Promise<SiteInput> {
  const { config, locales: wanted, includeDrafts, cache: useCache, logger, onEntry, onCache, helpers } = options;
  const locales = pickLocales(config, wanted);
  const cache: SiteCache | null = useCache ? openBuildCache({ config, logger }) : null;
  if (cache) onCache?.(cache);
  // Scanning warns about links it does not follow out of the site.
  const scanWarnings: BuildWarning[] = [];
  const files = await run.task(
    'scan',
    () => scanContent({ config, locales, warnings: scanWarnings }),
    (f) => `${formatCount(f.length)} files`,
  );
  const md = createMarkdown(config);
  // Its own list, added after the sidebars' and data's warnings, where they were when pages were bundled last.
  const pageWarnings: BuildWarning[] = [];
  const bundles = earlyBundles(options, { files, cache, warnings: pageWarnings });
  // The page modules' UI strings, compiled in esbuild's process while this thread parses: the catalogue then finds
  // them instead of starting esbuild's synchronous service after the parse. One that fails is compiled again
  // there, and its error reported.
  const messages = preparePageMessages(config, cache?.bundles).catch(() => undefined);
  // Code blocks highlighted by earlier builds are looked up before highlight.js runs (only while parsing).
  keepHighlights(cache?.highlights.memo ?? null);
  const parsed = await run.task(
    'parse',
    () =>
      parseAlongside(bundles, {
        config,
        files,
        md,
        includeDrafts: includeDrafts ?? false,
        cache: cache ?? undefined,
        onEntry,
        onMarkdownFound: bundles.guess,
        helpers,
      }).finally(() => keepHighlights(null)),
    (p) => parseSummary(p, cache),
  );
  const [loadedSidebars, data] = await Promise.all([
    loadSidebars(config, scanWarnings, cache?.bundles),
    loadData(config, scanWarnings),
  ]);
  const sidebarsFile = await generateSidebars(config, loadedSidebars, parsed.entries.values());
  await messages;
  const translations = loadTranslations({ config, locales, parsed, sidebarsFile, cache: cache?.bundles });
  // The time printed is what the build still waited for after parse.
  const pageModules = await run.task(
    'pages',
    () => bundles.pageModules,
    (p) => `${p.modules.length} page modules, ${p.islands.length} island${p.islands.length === 1 ? '' : 's'}`,
  );
  scanWarnings.push(...pageWarnings);
  return { config, locales, parsed, sidebarsFile, data, translations, pageModules, bundles, scanWarnings, cache };
}

/** `354 sources, 12 from the cache, 170 rendered on another thread, 3 islands in Markdown`. */
function parseSummary(parsed: ParsedContent, cache: SiteCache | null): string {
  const hits = cache ? `, ${formatCount(cache.bodies.stats.hits)} from the cache` : '';
  const helped = parsed.helped ? `, ${formatCount(parsed.helped)} rendered on another thread` : '';
  const count = parsed.islands?.length ?? 0;
  const islands = count ? `, ${count} island${count === 1 ? '' : 's'} in Markdown` : '';
  return `${formatCount(parsed.entries.size)} sources${hits}${helped}${islands}`;
}

/**
 * Start the esbuild work that needs nothing parse finds: on the bundle thread when there is one and the build cache
 * has no bundles to give (none, or a first build), else here.
 */
function earlyBundles(
  { config, minify, profile, preload, bundleThread }: ReadSiteOptions,
  { files, cache, warnings }: { files: ContentFile[]; cache: SiteCache | null; warnings: BuildWarning[] },
): EarlyBundles {
  const options = {
    config,
    diagrams: guessDiagrams(config, files),
    islands: guessIslands(config, files),
    minify,
    warnings,
    markdown: importedMarkdown(config),
  };
  const profileFile = profile?.replace(/(\.cpuprofile)?$/, '.bundle.cpuprofile');
  // A cache that holds the client bundle (a warm build) holds the rest: read here, it costs less than a thread.
  const threadCache =
    cache && !cache.bundles.holds(CLIENT_BUNDLE) ? { bundles: cache.bundles, place: cache.place } : null;
  const onThread = !cache || threadCache !== null;
  if (!onThread) void bundleThread?.stop();
  return (
    (onThread &&
      startBundleThread({
        ...options,
        cache: threadCache ?? undefined,
        profile: profileFile,
        preload,
        waiting: bundleThread,
      })) ||
    startEarlyBundles({ ...options, cache: cache?.bundles, kept: cache?.kept })
  );
}

/** Parse while the early bundles are made; a parse that fails waits for them, so no bundle outlives the build. */
async function parseAlongside(bundles: EarlyBundles, options: Omit<ParseOptions, 'alongside'>): Promise<ParsedContent> {
  try {
    return await parseEntries({ ...options, alongside: bundles.alongside });
  } catch (error) {
    await bundles.settled;
    throw error;
  }
}
