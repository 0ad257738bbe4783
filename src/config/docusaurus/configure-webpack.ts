/**
 * A plugin's `configureWebpack(config, isServer, utils, content)`: what esbuild can do of what it returns. Its
 * `resolve.alias` (webpack's exact-match `name$` too), `resolve.extensions` (tried before webpack's own, as sites
 * add `.web.js` for react-native-web) and DefinePlugin's definitions become the `alias`, `resolveExtensions` and
 * `define` of every bundle of the site's code; ProvidePlugin's modules (`process: 'process/browser'`, `Buffer:
 * ['buffer', 'Buffer']`) become an esbuild `inject` file (provided-modules.ts). Anything else it asks for (loaders,
 * other webpack plugins, output settings) is named in the ignored-settings warning.
 */
import path from 'node:path';
import { PACKAGE_ROOT } from '../../package-root.js';

type Obj = Record<string, unknown>;

/** What the plugins' `configureWebpack` ask of module resolution and constants. */
export interface WebpackOptions {
  alias: Record<string, string>;
  extensions: string[];
  define: Record<string, string>;
  /** ProvidePlugin's free names: each one's module and the export path within it (`['buffer', 'Buffer']`). */
  provide: Record<string, string[]>;
}

/** What a plugin's `configureWebpack` is given: an empty configuration, and `utils` whose loaders are none. */
export const WEBPACK_CALL_ARGS = [
  { resolve: { alias: {}, extensions: [] }, module: { rules: [] }, plugins: [] },
  false,
  { getStyleLoaders: () => [], getJSLoader: () => ({}) },
] as const;

/** Modules sitegen provides itself: the site's aliases of them are not applied (the page's React is sitegen's). */
const OWN = /^(react|react-dom|@theme|@theme-original|@docusaurus|@site)(\/|$)/;

/** A module an alias of `false` (webpack: "ignore it") resolves to. */
const EMPTY_MODULE = path.join(PACKAGE_ROOT, 'src/config/docusaurus/empty-module.mjs');

/** Add what `returned` (one plugin's `configureWebpack` result) asks for to `into`; the rest goes to `notes`. */
export function addWebpackOptions(
  returned: unknown,
  into: WebpackOptions,
  { name, notes }: { name: string; notes: string[] },
) {
  if (!returned || typeof returned !== 'object') return;
  const config = returned as Obj;
  const note = (what: string) => notes.push(`plugins: ${name}: configureWebpack ${what} is not applied`);
  for (const key of Object.keys(config))
    if (key === 'module') note(moduleRulesNote(config.module));
    else if (key !== 'resolve' && key !== 'plugins' && key !== 'mergeStrategy') note(key);
  const resolve = (config.resolve ?? {}) as Obj;
  for (const key of Object.keys(resolve)) if (key !== 'alias' && key !== 'extensions') note(`resolve.${key}`);
  addAliases(resolve.alias, into, note);
  if (Array.isArray(resolve.extensions))
    for (const ext of resolve.extensions)
      if (typeof ext === 'string' && !into.extensions.includes(ext)) into.extensions.push(ext);
  for (const plugin of Array.isArray(config.plugins) ? (config.plugins as unknown[]) : []) {
    const definitions = (plugin as { definitions?: unknown })?.definitions;
    const kind = (plugin as object | null)?.constructor?.name;
    if (kind === 'DefinePlugin' && definitions && typeof definitions === 'object') {
      for (const [key, value] of Object.entries(definitions as Obj))
        into.define[key] = typeof value === 'string' ? value : JSON.stringify(value);
    } else if (kind === 'ProvidePlugin' && definitions && typeof definitions === 'object') {
      addProvided(definitions as Obj, into, note);
    } else note(`plugins.${kind ?? 'unknown'}`);
  }
}

/**
 * `module.rules (file-loader, image-webpack-loader)`: the loaders its rules name, so that the warning says what the
 * site loses (images not compressed, files not loaded a certain way); `module` when they name none.
 */
function moduleRulesNote(module: unknown): string {
  const loaders = new Set<string>();
  const visit = (value: unknown): void => {
    if (typeof value === 'string') loaders.add(value.split('?')[0]);
    else if (Array.isArray(value)) value.forEach(visit);
    else if (value && typeof value === 'object') {
      const rule = value as Obj;
      for (const key of ['loader', 'use', 'rules', 'oneOf']) visit(rule[key]);
    }
  };
  visit((module as Obj | null)?.rules);
  return loaders.size ? `module.rules (${[...loaders].join(', ')})` : 'module';
}

/** An identifier esbuild can inject; webpack's dotted names (`process.env`) are not one. */
const FREE_NAME = /^[A-Za-z_$][\w$]*$/;

function addProvided(definitions: Obj, into: WebpackOptions, note: (what: string) => void): void {
  for (const [name, target] of Object.entries(definitions)) {
    const request = typeof target === 'string' ? [target] : target;
    if (FREE_NAME.test(name) && Array.isArray(request) && request.length && request.every((p) => typeof p === 'string'))
      into.provide[name] = request as string[];
    else note(`plugins.ProvidePlugin ${name}`);
  }
}

function addAliases(alias: unknown, into: WebpackOptions, note: (what: string) => void): void {
  if (!alias || typeof alias !== 'object' || Array.isArray(alias)) {
    if (alias !== undefined) note('resolve.alias (an array)');
    return;
  }
  for (const [written, target] of Object.entries(alias as Obj)) {
    const key = written.replace(/\$$/, '');
    if (OWN.test(key)) {
      note(`resolve.alias.${written} (sitegen provides ${key} itself)`);
      continue;
    }
    const value = target === false ? EMPTY_MODULE : Array.isArray(target) ? target[0] : target;
    if (typeof value !== 'string') {
      note(`resolve.alias.${written}`);
      continue;
    }
    into.alias[key] = value;
  }
}
