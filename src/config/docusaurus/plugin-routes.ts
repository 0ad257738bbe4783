/**
 * A route a plugin adds with `addRoute({path, component, modules, exact})`, made buildable: the path without the
 * base URL, the component as a file (`@site/…`, absolute, or relative to the site), and each module as the value
 * Docusaurus would pass as a prop (the module's default export): the data `createData` wrote, parsed when it is
 * JSON, or a `.json` file's content.
 */
import { existsSync, readFileSync, statSync } from 'node:fs';
import path from 'node:path';
import type { PluginRoute } from '../../../templates/docusaurus/context-types.js';

/** What a plugin passes to `addRoute`. */
export interface AddedRoute {
  path?: unknown;
  component?: unknown;
  modules?: unknown;
  exact?: unknown;
  routes?: unknown;
}

/** `plugin-docs plugin-id-default`: a route's plugin as Docusaurus names it on `<html>` (html-class.ts). */
export function pluginClass(name: string, id = 'default'): string {
  return `plugin-${name.replace(/docusaurus-(?:plugin|theme)-(?:content-)?/gi, '')} plugin-id-${id}`;
}

const EXTENSIONS = ['', '.tsx', '.ts', '.jsx', '.js', '/index.tsx', '/index.ts', '/index.jsx', '/index.js'];

/** The route, resolved; throws an Error saying what is wrong with it. */
export function resolvePluginRoute(
  route: AddedRoute,
  {
    data,
    siteDir,
    baseUrl,
    plugin,
    pluginFile,
    htmlClass,
  }: {
    data: Map<string, string>;
    siteDir: string;
    baseUrl: string;
    plugin: string;
    pluginFile: string;
    htmlClass: string;
  },
): PluginRoute {
  if (typeof route.path !== 'string' || !route.path.startsWith('/'))
    throw new Error(`addRoute needs a path starting with "/", got ${JSON.stringify(route.path)}`);
  if (typeof route.component !== 'string')
    throw new Error(`addRoute({path: "${route.path}"}) needs a component (a file path), got ${typeof route.component}`);
  if (Array.isArray(route.routes))
    throw new Error(`addRoute({path: "${route.path}"}) has nested routes, which sitegen does not build`);
  const sitePath = route.path.startsWith(baseUrl) ? `/${route.path.slice(baseUrl.length)}` : route.path;
  return {
    path: sitePath,
    component: componentFile(route.component, siteDir),
    props: moduleValues(route.modules ?? {}, data, `addRoute({path: "${route.path}"}).modules`) as Record<
      string,
      unknown
    >,
    plugin,
    pluginFile,
    htmlClass,
  };
}

function componentFile(component: string, siteDir: string): string {
  // `@theme/X` is first the site's own src/theme/X, as Docusaurus resolves it (questdb's tutorial plugin's pages).
  const themed = component.startsWith('@theme/') ? `src/theme/${component.slice('@theme/'.length)}` : null;
  const own = themed && sourceFile(path.join(siteDir, themed));
  if (own) return own;
  if (themed || component.startsWith('@docusaurus/'))
    throw new Error(
      `its component ${component} is a Docusaurus theme component the site does not have${themed ? ` (no ${themed})` : ''}; use a component of the site`,
    );
  const base = component.startsWith('@site/')
    ? path.join(siteDir, component.slice('@site/'.length))
    : path.resolve(siteDir, component);
  const found = sourceFile(base);
  if (found) return found;
  throw new Error(
    `its component ${component} is not a file (looked for ${path.relative(siteDir, base)}.{tsx,ts,jsx,js})`,
  );
}

/** `base` with the first extension that names a file (`base` itself when it has one), or null. */
function sourceFile(base: string): string | null {
  for (const ext of EXTENSIONS) {
    const file = base + ext;
    if (existsSync(file) && statSync(file).isFile()) return file;
  }
  return null;
}

/** Modules -> props: a path becomes its data, an object of modules its values. */
function moduleValues(modules: unknown, data: Map<string, string>, where: string): unknown {
  if (typeof modules === 'string') return moduleValue(modules, data, where);
  if (!modules || typeof modules !== 'object') throw new Error(`${where} is ${typeof modules}, not a module path`);
  const m = modules as Record<string, unknown>;
  // `{__import: true, path}`: Docusaurus's explicit module reference.
  if (typeof m.path === 'string' && m.__import) return moduleValue(m.path, data, where);
  return Object.fromEntries(Object.entries(m).map(([k, v]) => [k, moduleValues(v, data, `${where}.${k}`)]));
}

function moduleValue(file: string, data: Map<string, string>, where: string): unknown {
  const written = data.get(file);
  const text = written ?? (file.endsWith('.json') && existsSync(file) ? readFileSync(file, 'utf8') : undefined);
  if (text === undefined)
    throw new Error(
      `${where} is ${file}, which is neither data written with createData nor a .json file; sitegen passes data modules only`,
    );
  try {
    return JSON.parse(text);
  } catch {
    if (file.endsWith('.json')) throw new Error(`${where}: ${file} is not valid JSON`);
    return text;
  }
}
