/**
 * What the dev server reads from disk, kept between requests: config, content files and their heads, sidebars,
 * data, page modules, the client bundle and the render module. Each watch event refreshes only its own part.
 */
import { readFile, stat } from 'node:fs/promises';
import { bundleClient, type ClientBundle } from '../bundle/bundle-client.js';
import { mergeIslands } from '../bundle/islands.js';
import { withoutFailingIslands } from '../site/early-bundles.js';
import { configCache } from '../cache/config-cache.js';
import { loadConfig } from '../config/load-config.js';
import type { ResolvedConfig } from '../config/schema.js';
import { editUrlOf } from '../content/edit-url.js';
import { readHead, type Head } from '../content/parse-entries.js';
import { classifyContentFile, defaultLocaleCandidates, scanContent } from '../content/scan-content.js';
import { loadSidebars, type SidebarsFile } from '../docs/load-sidebars.js';
import { loadData } from '../data/load-data.js';
import { silentLogger, type Logger } from '../logger.js';
import { createMarkdown, type Markdown } from '../markdown/create-markdown.js';
import { katexStylesheet } from '../markdown/katex-stylesheet.js';
import { bundlePageModules, pageBundleFiles, type PageModules } from '../pages/bundle-page-modules.js';
import { importedMarkdown } from '../pages/docusaurus/imported-markdown.js';
import { pickLocales } from '../config/pick-locales.js';
import { preparePageMessages } from '../i18n/page-messages.js';
import { siteCss } from '../bundle/site-css.js';
import type { ClientModule, ContentFile, OutputFile } from '../types.js';
import type { SiteData } from '../../templates/site-data.js';
import { openDevCaches, type DevCaches } from './dev-caches.js';
import { openHeadCache, type HeadCache } from './head-cache.js';
import { compiledRenderModule, type RenderModule } from './render-module.js';
import { SHEETS, sheetChunk, sheetFileName } from '../../templates/feature-sheets.js';

/** A source's head, or why it could not be read. */
export type HeadResult = { head: Head; error?: undefined } | { head?: undefined; error: unknown };

/** A content file as last read, with its head. */
export interface SourceRecord {
  file: ContentFile;
  result: HeadResult;
}

/** Everything read from disk. */
export interface DevInputs {
  config: ResolvedConfig;
  locales: string[];
  md: Markdown;
  /** Absolute path -> the file and its head (front matter, URL). */
  sources: Map<string, SourceRecord>;
  sidebarsFile: SidebarsFile;
  data: Record<string, unknown>;
  pageModules: PageModules;
  /**
   * The client bundle, started after the first page or when a page asks for it (see `clientBundle`): pages link it
   * by stable names (see devAssets) and do not wait.
   */
  client: Promise<ClientBundle> | null;
  /** Bundles and rendered bodies kept between runs (see dev-caches.ts). */
  caches: DevCaches;
  /** Islands that Markdown files import, found as their pages render: built into the client bundle on request. */
  markdownIslands: ClientModule[];
  /**
   * The last client bundles an island's request replaced: a page that loaded one still imports its lazy chunks
   * (the island runtime, React), whose names the new bundle no longer has.
   */
  replacedClients: Promise<ClientBundle>[];
  render: RenderModule;
  /**
   * Store the heads read at start and what the caches gained, for the next run: once, after the first page (or a
   * while after start). Resolves when written.
   */
  saveCaches(): Promise<void>;
}

/** Read everything (start, and after a config change). Heads are read; bodies are not. */
export async function loadInputs({
  root,
  configFile,
  locales: wanted,
  render = compiledRenderModule,
  logger = silentLogger,
}: {
  root: string;
  configFile?: string;
  locales?: string[];
  render?: RenderModule;
  /** Where a cache file that cannot be read or written is reported. */
  logger?: Logger;
}): Promise<DevInputs> {
  // Compiled configs are kept beside the build's: both compile the same file the same way.
  const config = await loadConfig({ root, configFile, cache: configCache({ root, logger }) });
  const locales = pickLocales(config, wanted);
  const caches = openDevCaches(config, logger);
  const { bundles } = caches;
  const [files, sidebarsFile, data, pageModules, heads] = await Promise.all([
    scanContent({ config, locales }),
    loadSidebars(config, undefined, bundles),
    loadData(config),
    bundlePageModules({ config, cache: bundles, markdown: importedMarkdown(config) }),
    openHeadCache(config),
    // The first page's strings need the messages of every page module: compiled here, beside the rest. A module
    // that does not compile is reported by its bundle.
    preparePageMessages(config, bundles).catch(() => undefined),
  ]);
  const sources = new Map(files.map((file) => [file.absPath, { file, result: readHeadSafely(file, config, heads) }]));
  // Serialising costs some milliseconds: after the first page (the server calls it), or a while after start.
  let saved: Promise<void> | null = null;
  const saveCaches = () =>
    (saved ??= new Promise((resolve) => setImmediate(resolve)).then(async () => {
      await heads.save(files);
      caches.save();
    }));
  setTimeout(() => void saveCaches(), SAVE_HEADS_AFTER_MS).unref();
  const md = createMarkdown(config);
  const read = { config, locales, md, sources, sidebarsFile, data, pageModules, client: null, caches };
  return { ...read, markdownIslands: [], replacedClients: [], render, saveCaches };
}

const SAVE_HEADS_AFTER_MS = 5000;

/** Whether `inputs` were read: a config that does not load leaves a state whose inputs hold only the site folder. */
export function inputsRead(inputs: DevInputs): boolean {
  return inputs.sources !== undefined;
}

/**
 * The client bundle, started on first use: after the first page was served (the server calls this), or when a
 * page asks for a file of it. Kept until a change replaces it.
 */
export function clientBundle(inputs: DevInputs): Promise<ClientBundle> {
  if (!inputs.client) {
    inputs.client = bundleSiteClient(inputs, inputs.markdownIslands);
    // An unhandled rejection would end the process; a failed bundle is reported when its files are requested.
    inputs.client.catch(() => {});
  }
  return inputs.client;
}

/** Re-read one content file after a change; returns false when the path is not content. */
export async function refreshSource(inputs: DevInputs, absPath: string): Promise<boolean> {
  if (!classifyContentFile(inputs.config, inputs.locales, absPath)) return false;
  // A Docusaurus site's source and its file in the default locale's own translation folder: the first that exists.
  const candidates = defaultLocaleCandidates(inputs.config, inputs.locales, absPath);
  for (const candidate of candidates) inputs.sources.delete(candidate);
  for (const candidate of candidates) {
    const info = await stat(candidate).catch(() => null);
    const where = info && classifyContentFile(inputs.config, inputs.locales, candidate);
    if (!info || !where) continue;
    const source = await readFile(candidate, 'utf8');
    const file: ContentFile = { ...where, source, mtimeMs: Math.floor(info.mtimeMs) };
    inputs.sources.set(candidate, { file, result: readHeadSafely(file, inputs.config) });
    break;
  }
  return true;
}

/** Re-read the parts a non-content change touches. */
export const reload = {
  sidebars: async (inputs: DevInputs) => void (inputs.sidebarsFile = await loadSidebars(inputs.config)),
  data: async (inputs: DevInputs) => void (inputs.data = await loadData(inputs.config)),
  pageModules: async (inputs: DevInputs) => {
    inputs.pageModules = await bundlePageModules({ config: inputs.config, markdown: importedMarkdown(inputs.config) });
    // Island modules are client code too: the browser gets the edited component. A Docusaurus site's stylesheet
    // holds the CSS its pages import.
    if (inputs.pageModules.islands.length > 0 || inputs.config.docusaurus) await reload.client(inputs);
  },
  client: async (inputs: DevInputs) => {
    // Awaited here (a client edit is not on the first page's path), so that a syntax error shows as the overlay.
    const client = bundleSiteClient(inputs, inputs.markdownIslands);
    await client;
    inputs.client = client;
  },
};

/**
 * The client bundle as `build` makes it: a Docusaurus site's stylesheet adds Infima, customCss and page CSS.
 * Reused from the last run while every file it was made from is unchanged.
 */
async function bundleSiteClient(
  { config, pageModules, caches }: DevInputs,
  markdownIslands: ClientModule[],
): Promise<ClientBundle> {
  const bundles = pageBundleFiles(pageModules);
  const extraCss = await siteCss({ config, pageCss: pageModules.css, assets: pageModules.assets, bundles });
  const make = (islands: ClientModule[]) =>
    bundleClient({
      config,
      minify: false,
      islands,
      // Markdown's islands are found as pages render, after the first bundle: its island runtime needs React too.
      withReact: true,
      islandPlugins: pageModules.islandPlugins,
      extraCss,
      cache: caches.bundles,
    });
  // As in a build, a Docusaurus component Markdown made an island whose browser code fails stays HTML.
  const islands = mergeIslands(pageModules.islands, markdownIslands);
  const client = await withoutFailingIslands(make, { config, islands, pageIslands: pageModules.islands });
  caches.bundles?.save();
  return client;
}

/**
 * The asset URLs pages link to in dev: fixed names, so a page renders before the bundle is done. KaTeX's stylesheet
 * is named whenever the site draws math: a page may gain its first formula while the server runs.
 */
export function devAssets(config: ResolvedConfig, pageModules?: PageModules): SiteData['assets'] {
  const { baseUrl } = config;
  const katex = katexStylesheet(config);
  const islands = (pageModules?.islands ?? []).map((i) => [`island:${i.id}`, devIslandUrl(baseUrl, i.id)]);
  const sheets = SHEETS.map((name) => [sheetChunk(name), `${baseUrl}${DEV_ASSETS}${sheetFileName(name)}.css`]);
  return {
    css: `${baseUrl}${DEV_ASSETS}site.css`,
    js: `${baseUrl}${DEV_ASSETS}main.js`,
    chunks: Object.fromEntries([...islands, ...sheets]),
    // The dev server builds no search index.
    search: null,
    ...(katex && { katexCss: katex.url }),
  };
}

/** The dev URL of an island module's chunk: known before the client bundle is built. */
export function devIslandUrl(baseUrl: string, id: string): string {
  return `${baseUrl}${DEV_ASSETS}${devIslandName(id)}`;
}

/** The dev URL of the stylesheet of an island whose CSS loads with it (`ClientModule.css`). */
export function devIslandCssUrl(baseUrl: string, id: string): string {
  return `${baseUrl}${DEV_ASSETS}${devIslandName(id, '.css')}`;
}

/** The dev file name of an island module: its id as one plain path segment (`island--content_pages_x.tsx.js`). */
function devIslandName(id: string, ext = '.js'): string {
  return `island--${id.replace(/[^\w.-]/g, '_')}${ext}`;
}

/** The dev file name a client bundle chunk is served under (`island:<id>`, `island-css:<id>`, `sheet:<name>`). */
function devChunkName(key: string): string | undefined {
  if (key.startsWith('island:')) return devIslandName(key.slice('island:'.length));
  if (key.startsWith('island-css:')) return devIslandName(key.slice('island-css:'.length), '.css');
  const sheet = SHEETS.find((name) => sheetChunk(name) === key);
  if (sheet) return `${sheetFileName(sheet)}.css`;
  return undefined;
}

/** Folder of the dev asset URLs, below the base URL. */
const DEV_ASSETS = 'assets/dev/';

/** The bundle file a dev asset URL (below the base URL, no leading slash) stands for. */
export async function devAssetFile(
  inputs: DevInputs,
  sub: string,
  markdownIslands: ClientModule[] = [],
): Promise<OutputFile | undefined> {
  if (!sub.startsWith(DEV_ASSETS)) return undefined;
  const name = sub.slice(DEV_ASSETS.length);
  // An island a Markdown page imports is known once that page rendered: the bundle gets it on its first request.
  const found = markdownIslands.find((i) => [devIslandName(i.id), devIslandName(i.id, '.css')].includes(name));
  if (found && !inputs.markdownIslands.some((i) => i.id === found.id)) {
    inputs.markdownIslands = mergeIslands(inputs.markdownIslands, markdownIslands);
    if (inputs.client) inputs.replacedClients = [...inputs.replacedClients.slice(-(KEPT_CLIENTS - 1)), inputs.client];
    inputs.client = null;
  }
  const client = await clientBundle(inputs);
  const island = Object.entries(client.chunks).find(([key]) => devChunkName(key) === name)?.[1];
  const wanted =
    name === 'main.js'
      ? client.js
      : name === 'site.css'
        ? client.css
        : (island ?? `${inputs.config.baseUrl}assets/${name}`);
  const named = (files: OutputFile[]) => files.find((f) => `${inputs.config.baseUrl}${f.file}` === wanted);
  return named(client.files) ?? (await replacedFile(inputs, named));
}

/** How many replaced client bundles stay served. */
const KEPT_CLIENTS = 3;

/** A file of a replaced client bundle, newest first (one that failed has none). */
async function replacedFile(
  inputs: DevInputs,
  named: (files: OutputFile[]) => OutputFile | undefined,
): Promise<OutputFile | undefined> {
  for (const replaced of [...inputs.replacedClients].reverse()) {
    const file = await replaced.then((c) => named(c.files)).catch(() => undefined);
    if (file) return file;
  }
  return undefined;
}

function readHeadSafely(file: ContentFile, config: ResolvedConfig, cache?: HeadCache): HeadResult {
  const cached = cache?.get(file);
  if (cached) return { head: deferEditUrl(cached, config) };
  try {
    const head = readDevHead(file, config);
    cache?.set(file, head);
    return { head };
  } catch (error) {
    return { error };
  }
}

/**
 * A file's head with its edit URL computed when first read: a config's `editUrl` function runs under the time
 * limit of site code, whose guard costs about a millisecond a call on a busy machine; a page needs only its own.
 */
function readDevHead(file: ContentFile, config: ResolvedConfig): Head {
  const plain = headConfigs.get(config) ?? withoutEditUrlFunctions(config);
  headConfigs.set(config, plain);
  const head = readHead(file, plain);
  return plain === config ? head : deferEditUrl(head, config);
}

function deferEditUrl(head: Head, config: ResolvedConfig): Head {
  let url: string | null | undefined;
  // Not enumerable: copies of the head (`{ ...head }`) do not call it.
  Object.defineProperty(head, 'editUrl', {
    enumerable: false,
    configurable: true,
    get: () => (url === undefined ? (url = editUrlOf(head.file, head.fm, head.permalink, config)) : url),
  });
  return head;
}

const headConfigs = new WeakMap<ResolvedConfig, ResolvedConfig>();

/** The config with its `editUrl` functions left out, or the config itself when it has none. */
function withoutEditUrlFunctions(config: ResolvedConfig): ResolvedConfig {
  const { docs, blog } = config;
  const isFunction = (u: unknown) => typeof u === 'function';
  const editUrls = [docs.editUrl, blog.editUrl, ...[...docs.sections, ...blog.sections].map((s) => s.editUrl)];
  if (!editUrls.some(isFunction)) return config;
  return {
    ...config,
    docs: { ...docs, editUrl: undefined, sections: docs.sections.map((s) => ({ ...s, editUrl: undefined })) },
    blog: { ...blog, editUrl: undefined, sections: blog.sections.map((s) => ({ ...s, editUrl: undefined })) },
  };
}
