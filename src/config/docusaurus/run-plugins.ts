/**
 * Runs the site's own Docusaurus plugins with the lifecycle Docusaurus gives them: `plugin(context, options)`,
 * then every plugin's `loadContent()`, then each `contentLoaded({content, actions})` with `addRoute`,
 * `createData` (written to `generatedFilesDir`) and `setGlobalData`, then `injectHtmlTags()`, `getClientModules()`,
 * `getPathsToWatch()` and `getThemePath()` (or `getTypeScriptThemePath()`: the folder its `@theme/*` components are
 * in), `configureWebpack` and `configurePostCss` (configure-postcss.ts); `postBuild` is kept for the build to
 * call once its pages are written (`PluginResults.postBuilds`). Each
 * call is time-limited (its synchronous part by V8, a promise by a timer) and its errors name the plugin and its
 * file. Methods sitegen has no equivalent for are returned as notes for the ignored-settings warning.
 */
import { existsSync, readFileSync } from 'node:fs';
import { mkdir, writeFile } from 'node:fs/promises';
import path from 'node:path';
import type { DocusaurusPlugins, HtmlTags } from '../../../templates/docusaurus/context-types.js';
import { SitegenError } from '../../errors.js';
import { awaitSiteCode, runSiteCode } from '../run-site-code.js';
import { siteFrame, type SourcePlace } from '../site-code-frames.js';
import { addPostCssOptions, firstPostCssOptions, type PostCssRequest } from './configure-postcss.js';
import { ANONYMOUS } from './import-docusaurus-config.js';
import { addWebpackOptions, WEBPACK_CALL_ARGS, type WebpackOptions } from './configure-webpack.js';
import { htmlTagsMarkup } from './html-tags.js';
import { moduleFile, type LocalPlugin } from './load-plugins.js';
import { pluginOptions, validatedThemeConfig } from './plugin-options.js';
import { pluginClass, resolvePluginRoute, type AddedRoute } from './plugin-routes.js';

type Obj = Record<string, unknown>;

/** What the lifecycle methods return, and what `sitegen` leaves out. */
export interface PluginResults extends DocusaurusPlugins {
  globalData: Record<string, Record<string, unknown>>;
  htmlTags: HtmlTags;
  /** What their `configureWebpack` ask of module resolution and constants (configure-webpack.ts). */
  webpack: WebpackOptions;
  /** What their `configurePostCss` return, in plugin order. */
  postCssOptions: PostCssRequest;
  /** Each plugin's `postBuild`, called with its content and the build's props (`outDir`, `routesPaths`). */
  postBuilds: PostBuild[];
  notes: string[];
}

/** A plugin's `postBuild`, given what Docusaurus adds to the plugin's context after a build. */
export type PostBuild = (props: { outDir: string; routesPaths: string[] }) => Promise<unknown>;

/** The lifecycle methods sitegen runs; any other function on a plugin is named in the warning. */
const RUN = new Set([
  'loadContent',
  'contentLoaded',
  'injectHtmlTags',
  'getClientModules',
  'getPathsToWatch',
  'getThemePath',
  'getTypeScriptThemePath',
  'configureWebpack',
  'configurePostCss',
  'postBuild',
  // Translations: the content a plugin loads is used as it is.
  'getTranslationFiles',
  'translateContent',
  'translateThemeConfig',
  'getDefaultCodeTranslationMessages',
]);

/** A loaded plugin instance, with how to name it. */
interface Instance {
  source: LocalPlugin;
  name: string;
  id: string;
  plugin: Obj;
  timeoutMs?: number;
  /** The site folder: an error names the line of the site's file it was thrown at. */
  siteDir: string;
}

/**
 * Run `plugins` with `context` (a Docusaurus `LoadContext`; `siteDir` and `baseUrl` come from it); each call may
 * take `timeoutMs` (default: the limit of all site code).
 */
export async function runPlugins(
  plugins: LocalPlugin[],
  context: { siteDir: string; baseUrl: string; generatedFilesDir: string } & Obj,
  { timeoutMs }: { timeoutMs?: number } = {},
): Promise<PluginResults> {
  const results: PluginResults = {
    routes: [],
    clientModules: [],
    pathsToWatch: plugins.map((p) => p.file),
    themePaths: [],
    globalData: {},
    htmlTags: { head: '', preBody: '', postBody: '' },
    webpack: { alias: {}, extensions: [], define: {}, provide: {} },
    postCssOptions: { options: firstPostCssOptions(), by: [] },
    postBuilds: [],
    notes: [],
  };
  if (plugins.length === 0) return results;
  await mkdir(context.generatedFilesDir, { recursive: true });
  const instances: Instance[] = [];
  for (let source of plugins) {
    const { siteDir } = context;
    const named = { source, name: source.label, timeoutMs, siteDir };
    const options = (await hook(named, 'validateOptions', () =>
      pluginOptions(source.options, source.validateOptions, source.file),
    )) as Obj;
    const { validateThemeConfig } = source;
    if (validateThemeConfig) {
      const siteConfig = context.siteConfig as Obj;
      siteConfig.themeConfig = await hook(named, 'validateThemeConfig', () =>
        validatedThemeConfig((siteConfig.themeConfig ?? {}) as Obj, validateThemeConfig, source.file),
      );
    }
    const plugin = await hook(named, 'the plugin function', () => source.plugin(context, options));
    if (!plugin || typeof plugin !== 'object')
      throw pluginError(source, `returns ${plugin === null ? 'null' : typeof plugin}, not a plugin object`, null);
    const p = plugin as Obj;
    const name = typeof p.name === 'string' ? p.name : source.label;
    // An inline function without a name is named by the plugin it returns from here on.
    if (source.label === ANONYMOUS) source = { ...source, label: name };
    const id = typeof options.id === 'string' ? options.id : 'default';
    instances.push({ source, name, id, plugin: p, timeoutMs, siteDir });
    for (const [key, value] of Object.entries(p))
      if (typeof value === 'function' && !RUN.has(key)) results.notes.push(`plugins: ${name}: ${key} is not run`);
  }
  const contents = await Promise.all(instances.map((i) => call(i, 'loadContent', () => [])));
  const allContent = allContentOf(instances, contents);
  for (const [n, instance] of instances.entries())
    await contentLoaded(instance, { content: contents[n], allContent, results, context });
  for (const [n, instance] of instances.entries()) await collect(instance, contents[n], results, context.siteDir);
  for (const [n, instance] of instances.entries())
    if (typeof instance.plugin.postBuild === 'function')
      results.postBuilds.push((props) =>
        call(instance, 'postBuild', () => [{ ...context, ...props, content: contents[n], head: {} }]),
      );
  generatedAliases(results.webpack.alias, context);
  return results;
}

/**
 * What `createData` writes is in `generatedFilesDir` (sitegen's `.sitegen/generated`), which Docusaurus's
 * `@generated` names. Docusaurus writes it to the site's `.docusaurus`, and plugins alias that folder by its path
 * (ionic-docs' component API pages): such an alias names sitegen's folder instead.
 */
function generatedAliases(alias: Record<string, string>, context: { siteDir: string; generatedFilesDir: string }) {
  const docusaurusDir = path.join(context.siteDir, '.docusaurus');
  for (const [key, target] of Object.entries(alias))
    if (target === docusaurusDir || target.startsWith(docusaurusDir + path.sep))
      alias[key] = context.generatedFilesDir + target.slice(docusaurusDir.length);
  alias['@generated'] ??= context.generatedFilesDir;
}

/** Write `file` (a plugin's `createData`), unless it holds `text` already: what was built from it stays current. */
async function writeCreatedData(file: string, text: string): Promise<void> {
  if (existsSync(file) && readFileSync(file, 'utf8') === text) return;
  await mkdir(path.dirname(file), { recursive: true });
  await writeFile(file, text);
}

/** `contentLoaded` with the actions; the routes it adds are resolved once it has finished. */
async function contentLoaded(
  instance: Instance,
  {
    content,
    allContent,
    results,
    context,
  }: { content: unknown; allContent: Obj; results: PluginResults; context: Obj },
): Promise<void> {
  const data = new Map<string, string>();
  const added: AddedRoute[] = [];
  const dir = path.join(String(context.generatedFilesDir), instance.name, instance.id);
  const actions = {
    addRoute: (route: unknown) => void added.push(route as AddedRoute),
    createData: async (name: string, value: unknown) => {
      const file = path.join(dir, name);
      const text = typeof value === 'string' ? value : JSON.stringify(value);
      data.set(file, text);
      // Written as Docusaurus writes it, so that the site's code and Markdown can import it.
      await writeCreatedData(file, text);
      return file;
    },
    // Docusaurus writes global data to globalData.json, which the server and the browser both read: what JSON
    // cannot carry (a function, a stand-in of a package that is not installed) is gone, and a Date is its string.
    setGlobalData: (value: unknown) => {
      const json = JSON.stringify(value);
      (results.globalData[instance.name] ??= {})[instance.id] = json === undefined ? undefined : JSON.parse(json);
    },
  };
  await call(instance, 'contentLoaded', () => [{ content, actions, allContent }]);
  for (const route of added) {
    try {
      results.routes.push(
        resolvePluginRoute(route, {
          data,
          siteDir: String(context.siteDir),
          baseUrl: String(context.baseUrl),
          plugin: instance.source.label,
          pluginFile: instance.source.file,
          htmlClass: pluginClass(instance.name, instance.id),
        }),
      );
    } catch (error) {
      throw pluginError(instance.source, `adds a route sitegen cannot build: ${(error as Error).message}`, error);
    }
  }
}

/** Tags, client modules and paths to watch. */
async function collect(instance: Instance, content: unknown, results: PluginResults, siteDir: string): Promise<void> {
  const tags = (await call(instance, 'injectHtmlTags', () => [{ content }])) as Obj | undefined;
  if (tags && typeof tags === 'object') {
    const where = `the plugin ${instance.name}'s injectHtmlTags()`;
    try {
      results.htmlTags.head += htmlTagsMarkup(tags.headTags, `${where}.headTags`);
      results.htmlTags.preBody += htmlTagsMarkup(tags.preBodyTags, `${where}.preBodyTags`);
      results.htmlTags.postBody += htmlTagsMarkup(tags.postBodyTags, `${where}.postBodyTags`);
    } catch (error) {
      throw pluginError(instance.source, (error as Error).message, error);
    }
  }
  const files = (value: unknown) =>
    ([] as unknown[])
      .concat(value ?? [])
      .filter((f): f is string => typeof f === 'string')
      .map((f) => path.resolve(siteDir, f));
  // Named as webpack resolves them, also without their extension (docusaurus-plugin-image-zoom's `lib/zoom`).
  const clientModules = files(await call(instance, 'getClientModules', () => []));
  results.clientModules.push(...clientModules.map((f) => moduleFile(f) ?? f));
  results.pathsToWatch.push(...files(await call(instance, 'getPathsToWatch', () => [])));
  const themePath = await themePathOf(instance, siteDir);
  if (themePath) results.themePaths.push(themePath);
  const webpack = await call(instance, 'configureWebpack', () => [...WEBPACK_CALL_ARGS, content]);
  addWebpackOptions(webpack, results.webpack, { name: instance.name, notes: results.notes });
  await configurePostCss(instance, results.postCssOptions);
}

/** The plugin's `configurePostCss`, given the options the plugins before it returned. */
async function configurePostCss(instance: Instance, request: PostCssRequest): Promise<void> {
  if (typeof instance.plugin.configurePostCss !== 'function') return;
  const returned = await call(instance, 'configurePostCss', () => [request.options]);
  addPostCssOptions(returned, request, { name: instance.name, file: instance.source.file });
}

/**
 * The folder of the plugin's theme components: `getThemePath()`, or `getTypeScriptThemePath()` when that names
 * no folder (a theme whose compiled `lib/` is not built: sitegen bundles the TypeScript sources itself).
 */
async function themePathOf(instance: Instance, siteDir: string): Promise<string | undefined> {
  for (const method of ['getThemePath', 'getTypeScriptThemePath']) {
    const dir = await call(instance, method, () => []);
    if (typeof dir === 'string' && existsSync(path.resolve(siteDir, dir))) return path.resolve(siteDir, dir);
  }
  return undefined;
}

/** `allContent` as Docusaurus passes it: plugin name -> id -> loaded content. */
function allContentOf(instances: Instance[], contents: unknown[]): Obj {
  const all: Record<string, Obj> = {};
  instances.forEach((i, n) => ((all[i.name] ??= {})[i.id] = contents[n]));
  return all;
}

/** Call the lifecycle method `method` if the plugin has it. */
function call(instance: Instance, method: string, args: () => unknown[]): Promise<unknown> {
  const fn = instance.plugin[method];
  if (typeof fn !== 'function') return Promise.resolve(undefined);
  return hook(instance, method, () => fn.apply(instance.plugin, args()));
}

/** Run `fn` with the time limits; an error names the plugin, its file and the method. */
async function hook(
  { source, name, timeoutMs, siteDir }: Pick<Instance, 'source' | 'name' | 'timeoutMs' | 'siteDir'>,
  method: string,
  fn: () => unknown,
): Promise<unknown> {
  const call = { file: source.file, doing: `the plugin "${name}": ${method} (${source.file})`, timeoutMs };
  try {
    return await awaitSiteCode(runSiteCode(fn, call), call);
  } catch (error) {
    if (error instanceof SitegenError) throw error;
    const what = `throws in ${method}: ${(error as Error)?.message ?? String(error)}`;
    throw pluginError(source, what, error, siteFrame(error, siteDir));
  }
}

/** An error of the plugin `source`, at `at` (where in the site's files it threw), else at its file. */
function pluginError(source: LocalPlugin, what: string, cause: unknown, at?: SourcePlace): SitegenError {
  return new SitegenError(`the plugin "${source.label}" (${source.file}) ${what}`, {
    location: at ?? { file: source.file },
    cause,
    hint: 'the plugin runs as it would under Docusaurus; fix the error it reports.',
  });
}
