/**
 * The entries of a Docusaurus config's `plugins` that sitegen runs itself: a local file
 * (`'./src/plugins/x'`, `[require.resolve('./y'), {opts}]`, `'@site/plugins/z'`), a function written in the
 * config, a package linked from the site's folder (`linkedPluginFile`), or one of the few packages whose whole work
 * is a lifecycle sitegen runs (`RUNNABLE_PACKAGES`). A file
 * is bundled like the config and run with a time limit; its export (`module.exports`, `default`) is the plugin
 * function; a package is the site's installed copy. Other package names are not loaded here: the known ones are
 * sitegen's own work, the rest are listed in the ignored-settings warning (see `pluginNotes`).
 */
import { existsSync, readFileSync, realpathSync, statSync } from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';
import * as esbuild from '../../lazy-esbuild.js';
import { SitegenError } from '../../errors.js';
import { runCommonJs } from '../run-site-code.js';
import { bundleSiteCode, functionLabel, STAND_IN } from './import-docusaurus-config.js';
import { validatorsOf, type ValidateOptions, type ValidateThemeConfig } from './plugin-options.js';

/** A plugin function: `(context, options) => plugin` (or a promise of one). */
export type PluginFunction = (context: unknown, options: unknown) => unknown;

/** A plugin sitegen runs. */
export interface LocalPlugin {
  /** How errors and warnings name it: its path from the site root, or the function's name. */
  label: string;
  /** The file its code is in (the config, for a function written there). */
  file: string;
  plugin: PluginFunction;
  options: Record<string, unknown>;
  /** What the module exports as `validateOptions` and `validateThemeConfig` (plugin-options.ts). */
  validateOptions?: ValidateOptions;
  validateThemeConfig?: ValidateThemeConfig;
}

/**
 * npm plugins that only use what sitegen runs (`contentLoaded`'s `setGlobalData`, `injectHtmlTags`, the
 * `resolve.alias` of `configureWebpack`, `getClientModules` and their route lifecycle): their installed code runs as
 * a local plugin's does, so their output is Docusaurus's own.
 */
export const RUNNABLE_PACKAGES = new Set([
  '@docusaurus/plugin-google-analytics',
  '@docusaurus/plugin-google-tag-manager',
  'docusaurus-plugin-module-alias',
  'docusaurus-plugin-image-zoom',
  // Umami analytics: its options as global data and its script in the head (redux-toolkit's site).
  '@dipakparmar/docusaurus-plugin-umami',
]);

/**
 * The package a plugin entry names: the name as written, or the package of an installed file that
 * `require.resolve('pkg')` gave (`/site/node_modules/docusaurus-plugin-image-zoom/lib/index.js`, as openyurt.io
 * names its zoom plugin).
 */
export function pluginPackage(name: string): string {
  const installed = /.*[\\/]node_modules[\\/]((?:@[^\\/]+[\\/])?[^\\/]+)/.exec(name);
  return installed ? installed[1].replace(/\\/g, '/') : name;
}

/** Docusaurus's own plugins, which a config may name by their short names (`'client-redirects'`). */
const OFFICIAL_PLUGINS = new Set([
  'content-docs',
  'content-blog',
  'content-pages',
  'client-redirects',
  'ideal-image',
  'pwa',
  'sitemap',
  'debug',
  'google-gtag',
  'google-analytics',
  'google-tag-manager',
]);

/** A plugin named by its short name, as Docusaurus resolves it: `client-redirects` -> `@docusaurus/plugin-...`. */
export function fullPluginName(label: string): string {
  return OFFICIAL_PLUGINS.has(label) ? `@docusaurus/plugin-${label}` : label;
}

const EXTENSIONS = ['', '.js', '.cjs', '.mjs', '.ts', '.tsx', '.jsx', '/index.js', '/index.ts', '/index.cjs'];

/** Whether a plugin entry's name is a file of the site rather than a package (`require.resolve('pkg')` is one). */
export function isLocalPluginPath(name: string): boolean {
  if (/[\\/]node_modules[\\/]/.test(name)) return false;
  return name.startsWith('.') || name.startsWith('@site/') || path.isAbsolute(name);
}

/** The package names Docusaurus 2.4 tries, in order, for a plugin named `name` (its `getNamePatterns`). */
function pluginPackageNames(name: string): string[] {
  if (!name.startsWith('@')) return [name, `@docusaurus/plugin-${name}`, `docusaurus-plugin-${name}`];
  if (!name.includes('/')) return [`${name}/docusaurus-plugin`];
  const [scope, rest] = name.split(/\/(.*)/);
  return [name, `${scope}/docusaurus-plugin-${rest}`];
}

/**
 * The file of a plugin package that the site links from its own folder (`"x": "file:plugins/x"` in package.json,
 * which npm and yarn install as a link to plugins/x): the site's own code, so it runs as its local plugins do.
 * Null for a package installed from a registry, or none.
 */
export function linkedPluginFile(name: string, root: string): string | null {
  if (isLocalPluginPath(name)) return null;
  const require = createRequire(path.join(root, 'package.json'));
  for (const candidate of pluginPackageNames(name)) {
    let file: string;
    try {
      // resolve follows the link: the file's real path.
      file = require.resolve(candidate);
    } catch {
      continue;
    }
    const fromRoot = path.relative(realpathSync(root), file);
    const inSite = !fromRoot.startsWith('..') && !path.isAbsolute(fromRoot);
    return inSite && !fromRoot.split(path.sep).includes('node_modules') ? file : null;
  }
  return null;
}

/** Whether `value` is the stand-in of a package that is not installed (see import-docusaurus-config.ts). */
export function isStandIn(value: unknown): boolean {
  return typeof value === 'function' && (value as unknown as Record<string, unknown>)[STAND_IN] === true;
}

/** Load every local and inline plugin of `plugins`, in order; `missing` collects packages they need and lack. */
export async function loadLocalPlugins(
  plugins: unknown[],
  { root, configFile, missing }: { root: string; configFile: string; missing: Set<string> },
): Promise<LocalPlugin[]> {
  const out: LocalPlugin[] = [];
  let linked: string | null;
  for (const entry of plugins) {
    const [first, options] = Array.isArray(entry) ? entry : [entry, {}];
    const opts = (options && typeof options === 'object' ? options : {}) as Record<string, unknown>;
    if (typeof first === 'function' && !isStandIn(first)) {
      const plugin = first as PluginFunction;
      out.push({
        label: functionLabel(first),
        file: configFile,
        plugin,
        options: opts,
        ...validatorsOf({ default: plugin }),
      });
    } else if (typeof first === 'string' && isLocalPluginPath(first)) {
      const file = resolvePluginFile(first, { root, configFile });
      const label = path.relative(root, file).split(path.sep).join('/');
      out.push({ label, file, ...(await importPlugin(file, label, missing)), options: opts });
    } else if (typeof first === 'string' && (linked = linkedPluginFile(first, root))) {
      out.push({ label: first, file: linked, ...(await importPlugin(linked, first, missing)), options: opts });
    } else if (typeof first === 'string' && RUNNABLE_PACKAGES.has(fullPluginName(pluginPackage(first)))) {
      const name = fullPluginName(pluginPackage(first));
      // A resolved file is loaded as it is; a name as the site's packages resolve it.
      const runnable = await runnablePackage(path.isAbsolute(first) ? first : name, name, { root, configFile });
      if (runnable) out.push({ ...runnable, options: opts });
      else missing.add(name);
    }
  }
  return out;
}

/**
 * A runnable package as the site installed it (`request`: its name, or its resolved file), run as Node runs a plugin
 * file; null when it is not installed. Its file may be written with `import` and `export` and no `"type": "module"`
 * (docusaurus-plugin-image-zoom 3's lib/index.js, which uses `__dirname` too), which Docusaurus's loader reads as
 * CommonJS: so is it here.
 */
async function runnablePackage(
  request: string,
  name: string,
  { root, configFile }: { root: string; configFile: string },
): Promise<Omit<LocalPlugin, 'options'> | null> {
  let file: string;
  try {
    file = createRequire(path.join(root, 'package.json')).resolve(request);
  } catch {
    return null;
  }
  const { code } = await esbuild.transform(readFileSync(file, 'utf8'), {
    format: 'cjs',
    loader: 'js',
    target: 'node20',
  });
  const exports = runCommonJs(code, {
    file,
    require: createRequire(file),
    failed: `the plugin ${name} (named in ${path.basename(configFile)}) throws when it loads`,
  }) as Record<string, unknown> | null;
  const plugin = typeof exports === 'function' ? exports : exports?.default;
  if (typeof plugin !== 'function') return null;
  return { label: name, file, plugin: plugin as PluginFunction, ...validatorsOf(exports) };
}

function resolvePluginFile(name: string, { root, configFile }: { root: string; configFile: string }): string {
  const base = name.startsWith('@site/') ? path.join(root, name.slice('@site/'.length)) : path.resolve(root, name);
  const file = moduleFile(base) ?? moduleFile(packageMain(base));
  if (file) return file;
  throw new SitegenError(`the plugin ${name} in ${path.basename(configFile)} names no file`, {
    location: { file: configFile },
    hint: `create ${path.relative(root, base)}.js (or index.js in that folder), or correct the path in plugins or themes.`,
  });
}

/** The module file `base` names, as Node and sitegen's bundler find it: as written, with an extension, or its index. */
export function moduleFile(base: string | null): string | null {
  for (const ext of base === null ? [] : EXTENSIONS) {
    const file = base + ext;
    if (existsSync(file) && statSync(file).isFile()) return file;
  }
  return null;
}

/** A folder's entry as its package.json's `main` names it (capacitor-docs's theme folder: `src/index.js`). */
function packageMain(dir: string): string | null {
  const manifest = path.join(dir, 'package.json');
  if (!existsSync(manifest)) return null;
  const { main } = JSON.parse(readFileSync(manifest, 'utf8')) as { main?: unknown };
  return typeof main === 'string' ? path.resolve(dir, main) : null;
}

/** Bundle and run the plugin's file (time-limited); its export is the plugin function, with its validators. */
async function importPlugin(
  file: string,
  label: string,
  missing: Set<string>,
): Promise<Pick<LocalPlugin, 'plugin' | 'validateOptions' | 'validateThemeConfig'>> {
  const code = await bundleSiteCode(file, missing);
  const exports = runCommonJs(code, { file, require: createRequire(file) }) as Record<string, unknown> | null;
  const plugin = typeof exports === 'function' ? exports : exports?.default;
  if (typeof plugin !== 'function')
    throw new SitegenError(`the plugin ${label} exports ${typeof plugin}, not a plugin function`, {
      location: { file },
      hint: 'export the plugin: `module.exports = function myPlugin(context, options) { return { name: ... } }`.',
    });
  return { plugin: plugin as PluginFunction, ...validatorsOf(exports) };
}
