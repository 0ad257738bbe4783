/**
 * Imports `docusaurus.config.{js,mjs,ts}` the way sitegen imports its own config: bundled with esbuild (so
 * TypeScript and local imports work), then run. Docusaurus configs are usually CommonJS and `require()` their
 * packages, so the bundle is CommonJS too. Packages the site has not installed (prism-react-renderer themes,
 * remark plugins) become inert stand-ins, named in the result so the caller can list them: reading the config
 * must not need the site's `node_modules`.
 */
import { existsSync } from 'node:fs';
import { readFile } from 'node:fs/promises';
import { builtinModules, createRequire } from 'node:module';
import path from 'node:path';
import * as esbuild from '../../lazy-esbuild.js';
import { SitegenError } from '../../errors.js';
import { awaitSiteCode, runCommonJs, runSiteCode } from '../run-site-code.js';
import { keepLineShift, keepSourceMap } from '../site-code-frames.js';
import { compileHint } from '../compile-hint.js';

const NAMES = [
  'docusaurus.config.ts',
  'docusaurus.config.mts',
  'docusaurus.config.js',
  'docusaurus.config.mjs',
  'docusaurus.config.cjs',
];

/** The Docusaurus config file in `root`, or null. */
export function findDocusaurusConfig(root: string): string | null {
  for (const name of NAMES) {
    const file = path.join(root, name);
    if (existsSync(file)) return file;
  }
  return null;
}

/** What importing the config produced. */
export interface ImportedDocusaurusConfig {
  /** The config object (an exported function, async or not, has been called). */
  raw: Record<string, unknown>;
  /** Packages that were not installed and were replaced by stand-ins. */
  missingPackages: string[];
}

/** A property that is `true` on the stand-in of a package that is not installed. */
export const STAND_IN = '__sitegenStandIn';
/** The property naming the package a function of the config came from (see `configPackages`). */
export const PACKAGE_NAME = '__sitegenPackage';

/** A function of the config by name: the package or local file it came from, else its own name. */
export function functionLabel(fn: (...args: never[]) => unknown): string {
  const from = (fn as unknown as Record<string, unknown>)[PACKAGE_NAME];
  return typeof from === 'string' ? from : (typeof fn.name === 'string' && fn.name) || ANONYMOUS;
}

/** The label of a plugin function without a name, until the plugin it returns names it. */
export const ANONYMOUS = '(anonymous function)';

/** Marks an imported prism-react-renderer theme, so that it can be mapped to a highlight.js theme by name. */
export const PRISM_THEME = '__sitegenPrismTheme';

/**
 * `require.resolve` that also tries the TypeScript extensions, relative to the config's folder. A package that is
 * not installed (`plugins: [require.resolve('@easyops-cn/docusaurus-search-local')]`) resolves to its own name,
 * as an import of it becomes a stand-in: the plugin is then named in the list of what is not run.
 */
const RESOLVE_BANNER = `const __sitegenResolveFrom = (dir, request) => {
  try { return require.resolve(request, { paths: [dir] }); } catch (error) {
    const fs = require('node:fs'), path = require('node:path');
    const base = path.resolve(dir, request);
    for (const ext of ['.ts', '.tsx', '.mts', '.js', '.mjs', '.json', '/index.ts', '/index.js']) if (fs.existsSync(base + ext)) return base + ext;
    if (!/^[./]/.test(request)) return request;
    throw error;
  }
};
var __sitegenResolve = (request) => __sitegenResolveFrom(__dirname, request);`;

/**
 * What each of the site's own modules starts with in the bundle: its own `__dirname` and `__filename`, and
 * `require.resolve` from its own folder, as Node runs it. Bundled together, they would all see the entry file's:
 * react-native-paper's docs plugin requires the config, whose `require.resolve('./sidebars.js')` and
 * `path.join(__dirname, ...)` mean the config's folder. One line, so that line numbers stay the file's.
 */
function modulePrelude(file: string): string {
  const [name, dir] = [JSON.stringify(file), JSON.stringify(path.dirname(file))];
  return `var __filename = ${name}, __dirname = ${dir}, __sitegenResolve = (request) => __sitegenResolveFrom(__dirname, request);`;
}

const LOADERS: Record<string, esbuild.Loader> = {
  '.js': 'js',
  '.cjs': 'js',
  '.mjs': 'js',
  '.jsx': 'jsx',
  '.ts': 'ts',
  '.cts': 'ts',
  '.mts': 'ts',
  '.tsx': 'tsx',
};

/** The site's own modules, each with its prelude (see `modulePrelude`); packages stay `require`s of their own. */
const ownModuleScopes: esbuild.Plugin = {
  name: 'own-module-scopes',
  setup(build) {
    build.onLoad({ filter: /\.[cm]?[jt]sx?$/, namespace: 'file' }, async (args) => {
      if (args.path.split(path.sep).includes('node_modules')) return undefined;
      const source = await readFile(args.path, 'utf8');
      // A hashbang must stay first.
      const [bang, rest] = source.startsWith('#!')
        ? [source.slice(0, source.indexOf('\n') + 1), source.slice(source.indexOf('\n') + 1)]
        : ['', source];
      const prelude = modulePrelude(args.path);
      keepLineShift(args.path, bang ? 2 : 1, prelude.length);
      return { contents: `${bang}${prelude}${rest}`, loader: LOADERS[path.extname(args.path)] };
    });
  },
};

/** Bundle, run and call the config, each with the time limit of site code. */
export async function importDocusaurusConfig(file: string): Promise<ImportedDocusaurusConfig> {
  const missing = new Set<string>();
  const code = await bundle(file, missing);
  const name = path.basename(file);
  // A package it requires that is not installed was a stand-in: the likely cause of what it throws.
  const hint = missing.size
    ? `it requires packages that are not installed (${[...missing].sort().join(', ')}), which sitegen replaced by stand-ins to read it: run npm install in the site's folder, then build again.`
    : 'the Docusaurus config runs as it would under Docusaurus; fix the error it throws.';
  const mod = runCommonJs(code, {
    file,
    require: createRequire(file),
    doing: `loading ${name}`,
    failed: `${name} threw while loading`,
    hint,
  }) as Record<string, unknown>;
  let value: unknown = mod && typeof mod === 'object' && 'default' in mod ? mod.default : mod;
  if (typeof value === 'function') value = await callConfigFunction(value as () => unknown, { file, hint });
  if (!value || typeof value !== 'object') {
    throw new SitegenError(`${name} threw while loading: it exports ${typeof value}, not a config object`, {
      location: { file },
      hint,
    });
  }
  return { raw: value as Record<string, unknown>, missingPackages: [...missing].sort() };
}

/** A config that exports a function (often async, Docusaurus awaits it): call it, and wait for its result. */
async function callConfigFunction(fn: () => unknown, { file, hint }: { file: string; hint: string }) {
  const doing = `the function ${path.basename(file)} exports`;
  try {
    return await awaitSiteCode(
      runSiteCode(() => fn(), { file, doing }),
      { file, doing },
    );
  } catch (error) {
    if (error instanceof SitegenError) throw error;
    throw new SitegenError(
      `${path.basename(file)} threw while loading: ${(error as Error)?.message ?? String(error)}`,
      {
        location: { file },
        cause: error,
        hint,
      },
    );
  }
}

const bundle = bundleSiteCode;

/**
 * `file` and its local imports as one CommonJS script, as the config is bundled; packages the site has not
 * installed become stand-ins and are added to `missing`. Also the bundle of a local plugin's file, and of a
 * preset's, whose `external` packages stay `require` calls whatever is installed (wrapper-presets.ts answers them).
 */
export async function bundleSiteCode(file: string, missing: Set<string>, external: string[] = []): Promise<string> {
  try {
    const result = await esbuild.build({
      entryPoints: [file],
      bundle: true,
      write: false,
      platform: 'node',
      format: 'cjs',
      target: 'node20',
      logLevel: 'silent',
      // The site's tsconfig often extends a package that is not installed; the config needs none of it.
      tsconfigRaw: '{}',
      // `sidebarPath: require.resolve('./sidebars')` must find sidebars.ts, which Node's resolver does not try.
      define: { 'require.resolve': '__sitegenResolve' },
      banner: { js: RESOLVE_BANNER },
      plugins: [ownModuleScopes, configPackages(file, missing, external)],
      // For the lines of errors thrown in it (site-code-frames.ts); its sources are relative to `outdir`, where
      // nothing is written.
      sourcemap: 'external',
      outdir: path.join(path.dirname(file), '.sitegen-site-code'),
    });
    const map = result.outputFiles.find((f) => f.path.endsWith('.map'));
    if (map) keepSourceMap(file, map.text, path.dirname(map.path));
    return result.outputFiles.find((f) => f.path.endsWith('.js'))!.text;
  } catch (error) {
    const first = (error as esbuild.BuildFailure).errors?.[0];
    throw new SitegenError(`${path.basename(file)} does not compile: ${first?.text ?? String(error)}`, {
      location: first?.location
        ? {
            file: path.resolve(path.dirname(file), first.location.file),
            line: first.location.line,
            column: first.location.column + 1,
          }
        : { file },
      hint: compileHint(first?.text ?? ''),
    });
  }
}

/** Where `request` resolves from the config's folder, or undefined when it is not installed. */
function installedPath(require: NodeRequire, request: string): string | undefined {
  try {
    return require.resolve(request);
  } catch {
    return undefined;
  }
}

/**
 * A prism-react-renderer import, marked with its theme's name so that it maps to a highlight.js theme. When the
 * site has the package installed, the theme's own colours (`plain`, `styles`) come with it: a site's theme built
 * on one (jest's `Object.assign(github.plain, ...)`, `github.styles.concat(...)`) becomes the colours it shows.
 */
function prismThemeModule(request: string, installed: boolean): string {
  const theme = /themes\/([\w-]+)/.exec(request)?.[1];
  const load = installed ? `require(${JSON.stringify(request)})` : 'undefined';
  const mark = (name: string, real: string) =>
    `Object.assign({ plain: {}, styles: [] }, ${real}, { ${JSON.stringify(PRISM_THEME)}: ${name} })`;
  if (theme) return `const m = ${load}; module.exports = ${mark(JSON.stringify(theme), 'm && (m.default || m)')};`;
  // prism-react-renderer 2: `const { themes } = require('prism-react-renderer')`.
  return `const m = ${load}; const real = (m && m.themes) || {};
module.exports = { ...m, themes: new Proxy({}, { get: (_, name) => (${mark('String(name)', 'real[name]')}) }) };`;
}

/**
 * Bare imports: `ts-node` (its `register()` is a no-op: esbuild already compiles TypeScript), prism themes (marked
 * by name), installed packages (left to `require`), and stand-ins for the rest.
 */
function configPackages(file: string, missing: Set<string>, external: string[]): esbuild.Plugin {
  const require = createRequire(file);
  return {
    name: 'docusaurus-config-packages',
    setup(build) {
      build.onResolve({ filter: /^[^./]/ }, (args) => {
        if (args.path.startsWith('node:') || isBuiltin(args.path) || external.includes(args.path))
          return { external: true };
        if (/^ts-node(\/|$)/.test(args.path)) return { path: 'ts-node', namespace: 'stand-in' };
        // The stand-in's own require of the installed theme stays a plain require.
        if (args.namespace === 'prism') return { external: true };
        if (/^prism-react-renderer(\/|$)/.test(args.path)) return { path: args.path, namespace: 'prism' };
        // sitegen renders npm2yarn fences and tab blocks itself (remark-plugins.ts): the plugins are only named, never run.
        if (args.path === '@docusaurus/remark-plugin-npm2yarn' || args.path === 'docusaurus-remark-plugin-tab-blocks')
          return { path: args.path, namespace: 'stand-in' };
        try {
          require.resolve(args.path);
          // The wrapper's own require of the package stays a plain require.
          if (args.namespace === 'package' || args.namespace === 'lazy-plugin') return { external: true };
          if (MARKDOWN_PLUGIN.test(args.path)) return { path: args.path, namespace: 'lazy-plugin' };
          return { path: args.path, namespace: 'package' };
        } catch {
          missing.add(packageName(args.path));
          return { path: args.path, namespace: 'stand-in' };
        }
      });
      // A local module of the config: its anonymous functions carry its path, so that a plugin list names
      // `remarkPlugins: [require('./src/js/check')]` (flow.org's `module.exports = () => ...`) by its file.
      build.onResolve({ filter: /^\.\.?\// }, async (args) => {
        if (args.pluginData === LOCAL || args.namespace !== 'file') return undefined;
        const resolved = await build.resolve(args.path, {
          kind: args.kind,
          resolveDir: args.resolveDir,
          importer: args.importer,
          pluginData: LOCAL,
        });
        if (resolved.errors.length || !/\.[cm]?[jt]sx?$/.test(resolved.path)) return undefined;
        return { path: resolved.path, namespace: 'local' };
      });
      build.onLoad({ filter: /.*/, namespace: 'local' }, (args) => ({
        contents: taggingModule(args.path, path.relative(path.dirname(file), args.path).split(path.sep).join('/'), {
          anonymousOnly: true,
        }),
        loader: 'js',
        resolveDir: path.dirname(args.path),
      }));
      build.onLoad({ filter: /.*/, namespace: 'prism' }, (args) => ({
        contents: prismThemeModule(args.path, installedPath(require, args.path) !== undefined),
        loader: 'js',
      }));
      // An installed package, required as it is; a function it exports carries the package's name, so the warning
      // names `docusaurus-remark-plugin-tab-blocks` rather than the function's own name (`plugin`), and a named
      // export its name too: `linkDocblocks (remark-typescript-tools)`.
      build.onLoad({ filter: /.*/, namespace: 'package' }, (args) => ({
        contents: taggingModule(args.path, packageName(args.path)),
        loader: 'js',
      }));
      build.onLoad({ filter: /.*/, namespace: 'lazy-plugin' }, (args) => ({
        contents: lazyPluginModule(args.path, packageName(args.path)),
        loader: 'js',
      }));
      build.onLoad({ filter: /.*/, namespace: 'stand-in' }, (args) => ({
        // Callable and indexable: `require('x')`, `require('x').register()`, `require('x').default(...)` all work;
        // its `name` is the package's, so a plugin list can still name it.
        // What a call or a property gives is the stand-in again, so `require('x').load(file).a.b` is inert too.
        // Its prototype answers every name too: a named import (`import { X } from 'x'`) reads it through the copy
        // esbuild's interop makes, which inherits from it.
        contents: `const f = function () { return p; }; const any = new Proxy({}, { get: (t, k) => (k === 'then' ? undefined : p) }); const p = new Proxy(f, { getPrototypeOf: () => any, get: (t, k) => (k === '__esModule' ? false : k === ${JSON.stringify(STAND_IN)} ? true : k === 'then' ? undefined : k === 'name' ? ${JSON.stringify(args.path)} : p) }); module.exports = p;`,
        loader: 'js',
      }));
    },
  };
}

/** The `pluginData` of a local import resolved by esbuild on the plugin's behalf (not wrapped again). */
const LOCAL = Symbol('local');

/**
 * A remark or rehype plugin package. sitegen names these plugins and never runs them (remark-plugins.ts), and
 * loading one loads unified and its parsers: ~0.2-0.35 s of metro's and hydra.cc's builds, for the one that
 * docusaurus-plugin-internaldocs-fb's preset requires.
 */
const MARKDOWN_PLUGIN = /^(@[^/]+\/)?(remark|rehype)-/;

/** JavaScript that defines `tagAll(m, pkg)`: names the functions module `m` exports (see `PACKAGE_NAME`). */
function taggingSource({ anonymousOnly = false } = {}): string {
  const tag = JSON.stringify(PACKAGE_NAME);
  const unnamed = anonymousOnly ? ` && !f.name` : '';
  return `const tag = (f, name) => {
  if (typeof f === 'function'${unnamed} && !Object.prototype.hasOwnProperty.call(f, ${tag}))
    try { Object.defineProperty(f, ${tag}, { value: name }); } catch {}
};
const tagAll = (m, pkg) => {
  tag(m, pkg);
  if (m && typeof m === 'object') for (const key of Object.keys(m))
    try { tag(m[key], key === 'default' ? pkg : key + ' (' + pkg + ')'); } catch {}
};`;
}

/**
 * The module that requires `spec` (an installed package, or a local file by its path) and names the functions it
 * exports `label` (see `PACKAGE_NAME`); `anonymousOnly`: a named function keeps its own name.
 */
function taggingModule(spec: string, label: string, { anonymousOnly = false } = {}): string {
  return `const m = require(${JSON.stringify(spec)});
${taggingSource({ anonymousOnly })}
tagAll(m, ${JSON.stringify(label)});
module.exports = m;`;
}

/**
 * A plugin package required only when the config uses more than its plugins' names. The package and each export
 * the config reads from it (`const { tool } = require('remark-x')`: redux's sites take two plugins of
 * remark-typescript-tools so, which loads TypeScript, ~0.65 s) are stand-ins that carry their label and load the
 * package when called or looked into; passing them around, `__esModule` and `toJSON` checks do not. An export is
 * taken for a function (plugin packages export plugins): one read as a string would not be one.
 */
function lazyPluginModule(spec: string, label: string): string {
  const tag = JSON.stringify(PACKAGE_NAME);
  return `${taggingSource()}
const pkg = ${JSON.stringify(label)};
let real;
const load = () => {
  if (real === undefined) { real = require(${JSON.stringify(spec)}); tagAll(real, pkg); }
  return real;
};
const inert = new Set(['toJSON', 'then', 'length', ${tag}]);
const lazy = (name, labelled, target) => {
  const fn = { [name](...args) { const f = target(); return (typeof f === 'function' ? f : f.default).apply(this, args); } }[name];
  Object.defineProperty(fn, ${tag}, { value: labelled, configurable: true });
  return { fn, traps: {
    has: (t, k) => k in Object(target()),
    ownKeys: () => Reflect.ownKeys(Object(target())),
    getOwnPropertyDescriptor: (t, k) => { const d = Reflect.getOwnPropertyDescriptor(Object(target()), k); return d && { ...d, configurable: true }; },
  } };
};
const members = new Map();
const member = (key) => {
  if (!members.has(key)) {
    const { fn, traps } = lazy(key, key === 'default' ? pkg : key + ' (' + pkg + ')', () => load()[key]);
    members.set(key, new Proxy(fn, { ...traps,
      get: (t, k) => (k === 'name' ? key : typeof k === 'symbol' || inert.has(k) ? Reflect.get(t, k) : Reflect.get(Object(load()[key]), k)),
    }));
  }
  return members.get(key);
};
const { fn, traps } = lazy('plugin', pkg, load);
module.exports = new Proxy(fn, { ...traps,
  get: (t, k) => (k === '__esModule' ? false : k === 'name' ? pkg : typeof k === 'symbol' || inert.has(k) ? Reflect.get(t, k) : member(k)),
});`;
}

function isBuiltin(name: string): boolean {
  return builtinModules.includes(name.split('/')[0]);
}

function packageName(spec: string): string {
  const parts = spec.split('/');
  return spec.startsWith('@') ? parts.slice(0, 2).join('/') : parts[0];
}
