/**
 * A plugin's `configurePostCss(postcssOptions)`, as sites use it to add Tailwind CSS. Docusaurus calls each
 * plugin's with the options of its postcss-loader, `{ ident: 'postcss', plugins: [autoprefixer] }`, takes what it
 * returns, and runs those plugins over every stylesheet of the site. sitegen calls them in the same order with
 * `plugins: []`: Docusaurus's own autoprefixer is left out (sitegen makes its stylesheets its own way), so the
 * list holds only what the site's plugins add, the objects their code `require`d from the site's node_modules.
 * They run with the site's own `postcss` package over the site's CSS (its customCss, plugin CSS, and the CSS its
 * pages and components import, CSS modules included), bundled: see site-css.ts.
 */
import { existsSync } from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';
import { codeFrame, SitegenError } from '../../errors.js';
import { awaitSiteCode, inSiteFolder, runSiteCode } from '../run-site-code.js';
import { functionLabel } from './import-docusaurus-config.js';
import { isStandIn } from './load-plugins.js';

type Obj = Record<string, unknown>;

/** A Docusaurus plugin, as messages name it: its name and the file its code is in. */
interface PluginRef {
  name: string;
  file: string;
}

/** What the plugins' `configurePostCss` returned: the options, and the plugins that have the method. */
export interface PostCssRequest {
  options: Obj;
  by: PluginRef[];
}

/** The stylesheet through the site's PostCSS plugins (what `sitePostCss` makes). */
export type SitePostCss = (css: string) => Promise<string>;

/** The options the first plugin's `configurePostCss` is given (see above for the missing autoprefixer). */
export function firstPostCssOptions(): Obj {
  return { ident: 'postcss', plugins: [] };
}

/**
 * Take one plugin's `configurePostCss` result into `request`. Docusaurus uses what it returns; a plugin that
 * changes the options it was given and returns nothing would leave postcss-loader without options there: here
 * the options it changed are kept.
 */
export function addPostCssOptions(returned: unknown, request: PostCssRequest, by: PluginRef): void {
  request.by.push(by);
  if (returned && typeof returned === 'object') request.options = returned as Obj;
}

/**
 * The function that runs what `request` asks for over a stylesheet, with the `postcss` the site in `root` has
 * installed; undefined when there is nothing to run, or no `postcss` to run it with. What cannot be run goes to
 * `notes`, for the ignored-settings warning.
 */
export function sitePostCss(
  request: PostCssRequest,
  { root, notes }: { root: string; notes: string[] },
): SitePostCss | undefined {
  if (request.by.length === 0) return undefined;
  const who = `plugins: ${request.by.map((b) => b.name).join(', ')}: configurePostCss`;
  for (const key of Object.keys(request.options))
    if (key !== 'ident' && key !== 'plugins') notes.push(`${who} option ${key} is not applied`);
  const require = createRequire(path.join(root, 'package.json'));
  const plugins = pluginList(request.options.plugins, { require, notes: (what) => notes.push(`${who} ${what}`) });
  if (plugins.length === 0) return undefined;
  const names = plugins.map(pluginName).join(', ');
  let postcss: (plugins: unknown[]) => Processor;
  try {
    postcss = require('postcss') as typeof postcss;
  } catch {
    notes.push(
      `${who} adds the PostCSS plugins ${names}, which sitegen runs with the site's own postcss package; it is not installed, so they do not run: install it in the site's folder (npm install --save-dev postcss)`,
    );
    return undefined;
  }
  let processor: Processor;
  try {
    processor = postcss(plugins);
  } catch (error) {
    throw new SitegenError(`${who} adds what is not a PostCSS plugin: ${(error as Error).message}`, {
      location: { file: request.by[0].file },
      cause: error,
      hint: "push PostCSS plugins (`require('tailwindcss')`, a plugin object) onto postcssOptions.plugins.",
    });
  }
  return postCssRun(processor, { root, names, by: request.by[0] });
}

/** The part of a PostCSS processor sitegen calls. */
interface Processor {
  process(css: string, options: Obj): { async(): Promise<{ css: string }> };
}

/**
 * Run `processor` over a stylesheet, in the site's folder: Tailwind finds tailwind.config.js and resolves its
 * `content` globs from the working folder, as it does under Docusaurus, which runs in the site's folder. Its
 * synchronous part is time-limited as site code is, its promise raced with a timer.
 */
function postCssRun(
  processor: Processor,
  { root, names, by }: { root: string; names: string; by: PluginRef },
): SitePostCss {
  // Autoprefixer's browserslist and Tailwind's `@config` are looked up from `from`: the site's folder.
  const options = { from: path.join(root, 'site.css'), map: false };
  const call = { file: by.file, doing: `the PostCSS plugins of configurePostCss (${names})` };
  const run = (css: string) =>
    awaitSiteCode(
      runSiteCode(() => processor.process(css, options).async(), call),
      call,
    );
  return async (css) => {
    try {
      return (await inSiteFolder(root, () => run(css))).css;
    } catch (error) {
      if (error instanceof SitegenError) throw error;
      // Out of the site's folder again: the bundle may name customCss files from the one sitegen started in.
      throw postCssError(error, { css, root, names, by });
    }
  };
}

/**
 * An error of a PostCSS plugin, at the file whose CSS it is in: the stylesheet run is the site's CSS bundled, in
 * which esbuild put each file's path in a comment before its rules.
 */
function postCssError(
  error: unknown,
  { css, root, names, by }: { css: string; root: string; names: string; by: PluginRef },
): SitegenError {
  const e = error as { name?: string; reason?: string; message?: string; line?: number; column?: number };
  const reason = e.reason ?? e.message ?? String(error);
  if (e.name !== 'CssSyntaxError' || !e.line)
    return new SitegenError(`the PostCSS plugins of configurePostCss (${names}) fail: ${reason}`, {
      location: { file: by.file },
      cause: error,
      hint: `fix what the plugin reports, or the plugins that the plugin ${by.name} adds.`,
    });
  const file = fileAt(css, e.line, root);
  return new SitegenError(`the PostCSS plugins of configurePostCss (${names}) fail on a rule: ${reason}`, {
    location: { file: file ?? by.file },
    details: ["the rule, in the site's CSS as sitegen bundled it:", ...codeFrame(css, e.line, e.column).split('\n')],
    cause: error,
    hint: `fix the stylesheet at the rule shown${file ? '' : ` (its file is not known: one of the site's stylesheets)`}.`,
  });
}

/** The file whose CSS `line` of the bundled `css` is in: the last `/* path *\/` comment esbuild put above it. */
function fileAt(css: string, line: number, root: string): string | undefined {
  const lines = css.split('\n').slice(0, line).reverse();
  for (const text of lines) {
    // A CSS module's comes with its namespace: `/* sitegen-css-module:src/x.module.css */`.
    const name = /^\/\* (?:sitegen-css-module:)?(.+?) \*\/$/.exec(text)?.[1];
    if (!name) continue;
    // Page modules' CSS names files from the site's folder; customCss from the folder esbuild started in: the
    // site's when loading the config started it, else the one sitegen started in.
    const file = [root, process.cwd()].map((dir) => path.resolve(dir, name)).find((f) => existsSync(f));
    if (file) return file;
  }
  return undefined;
}

/**
 * The plugins of `plugins`, as postcss-loader reads the list: a plugin (object or function) as it is; a package
 * name, or `[name, options]`, or `{ name: options }`, required from the site's folder (and called with its
 * options); `false` and empty entries skipped; each plugin once. A package that is not installed is named.
 */
function pluginList(plugins: unknown, { require, notes }: { require: NodeRequire; notes: (what: string) => void }) {
  const entries = new Map<unknown, unknown>();
  const add = (name: string, options: unknown) =>
    options === false ? entries.delete(name) : entries.set(name, options);
  if (Array.isArray(plugins)) {
    for (const plugin of plugins as unknown[]) {
      if (Array.isArray(plugin)) add(String(plugin[0]), plugin[1]);
      else if (isOptionsMap(plugin)) for (const [name, options] of Object.entries(plugin)) add(name, options);
      else if (plugin) entries.set(plugin, undefined);
    }
  } else if (plugins && typeof plugins === 'object') {
    for (const [name, options] of Object.entries(plugins)) add(name, options);
  }
  const list: unknown[] = [];
  for (const [plugin, options] of entries) {
    if (isStandIn(plugin)) notes(`adds ${pluginName(plugin)}, which is not installed: install it in the site's folder`);
    else if (typeof plugin !== 'string') list.push(plugin);
    else {
      const loaded = loadPlugin(plugin, options, require);
      if (loaded === undefined) notes(`adds ${plugin}, which is not installed: install it in the site's folder`);
      else list.push(loaded);
    }
  }
  return list;
}

/** `{ 'postcss-nested': {} }`: one key whose value is options (postcss-loader's test). */
function isOptionsMap(plugin: unknown): plugin is Obj {
  if (!plugin || typeof plugin !== 'object' || 'postcssPlugin' in plugin) return false;
  const values = Object.values(plugin);
  return values.length === 1 && values[0] !== null && ['object', 'boolean'].includes(typeof values[0]);
}

/** The package `name`, called with `options` when there are any (as postcss-loader does); undefined if missing. */
function loadPlugin(name: string, options: unknown, require: NodeRequire): unknown {
  let plugin: unknown;
  try {
    plugin = require(name);
  } catch (error) {
    if ((error as { code?: string }).code === 'MODULE_NOT_FOUND' && !isInstalled(name, require)) return undefined;
    throw new SitegenError(`the PostCSS plugin ${name} throws when it loads: ${(error as Error).message}`, {
      location: { file: isInstalled(name, require) ? require.resolve(name) : name },
      cause: error,
      hint: `reinstall ${name} in the site's folder, or remove it from the plugins configurePostCss adds.`,
    });
  }
  const fn = (plugin as Obj).default ?? plugin;
  const hasOptions = options && typeof options === 'object' && Object.keys(options).length > 0;
  return hasOptions && typeof fn === 'function' ? (fn as (o: unknown) => unknown)(options) : fn;
}

/** Whether the package `name` resolves from the site's folder. */
function isInstalled(name: string, require: NodeRequire): boolean {
  try {
    require.resolve(name);
    return true;
  } catch {
    return false;
  }
}

/** How the warning and errors name a plugin: its package, `postcssPlugin`, or function name. */
function pluginName(plugin: unknown): string {
  if (typeof plugin === 'string') return plugin;
  if (typeof plugin === 'function') return functionLabel(plugin as () => unknown);
  const named = (plugin as Obj | null)?.postcssPlugin;
  return typeof named === 'string' ? named : '(a PostCSS plugin)';
}
