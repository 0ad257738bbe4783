/**
 * Bundles of what Markdown files import, kept for every file that imports the same things: hydra's 200 docs
 * import one component, and each esbuild call costs milliseconds through its synchronous service. A file's
 * imports are bundled together, so that the components it imports share the modules they import (one React
 * context, one store), as in Docusaurus. A bundle is kept under what decides its result (the files its imports
 * name, or the folders a package resolves through) and is built again once a file it read has changed:
 * `sitegen dev` outlives an edit and an `npm install`.
 */
import { existsSync, statSync } from 'node:fs';
import path from 'node:path';
import { loaderRequest } from '../../bundle/inline-loaders.js';

/**
 * Where a bundle starts: a file (the site's MDXComponents, a theme file), or a Markdown file's imports as written
 * (`required`: as `require()` gives them, a CommonJS module its `module.exports`, not a namespace).
 */
export type ImportTarget = { entry: string } | { specs: string[]; from: string; required?: true };

/** One bundle: its code and what it read. */
export interface ImportBundle {
  code: string;
  /** The files it read, absolute. */
  inputs: string[];
  /** Each Markdown file an input imports (left external), resolved from that input's folder. */
  markdown: string[];
  /** The stylesheets its inputs import, absolute, left external: requiring one compiles it (stylesheet-modules.ts). */
  stylesheets: string[];
  /** The site's client modules it leaves external: requiring one gives islands (mdx-islands.ts). */
  clients: string[];
  /** Those of them that are islands only because a Docusaurus site's code needs the browser (mdx-islands.ts). */
  implicit: string[];
}

/** What decides a bundle besides its target: the site, how it resolves, whether client modules stay external. */
export interface BundleScope {
  root: string;
  mdx1: boolean;
  islands: boolean;
}

/**
 * The key of a bundle. A relative import is the file it names; `@site/` is the site's; a package is its name and
 * the folders it may resolve through (each `node_modules` above the importing file, and its nearest `package.json`).
 */
export function importKey(target: ImportTarget, scope: BundleScope): string {
  const head = [scope.root, scope.mdx1, scope.islands];
  if ('entry' in target) return JSON.stringify([...head, 'entry', target.entry]);
  const kind = target.required ? 'required' : 'imports';
  return JSON.stringify([...head, kind, ...target.specs.map((spec) => specKey(spec, target.from))]);
}

function specKey(spec: string, from: string): string[] {
  // `!!raw-loader!./snippet.js` names a file beside the importer, as `./snippet.js` does.
  const asked = loaderRequest(spec);
  if (asked) return [asked.loader, ...specKey(asked.request, from)];
  if (spec.startsWith('.') || path.isAbsolute(spec)) return ['file', path.resolve(from, spec)];
  if (spec.startsWith('@site/')) return ['site', spec];
  return ['package', spec, packageScope(from)];
}

interface Kept {
  bundle: ImportBundle;
  /** Each input's modification time and size when it was read. */
  stamps: string[];
}

/** Bundles by `importKey`; cleared when full (a long `sitegen dev` session sees many). */
const kept = new Map<string, Kept>();
const KEPT_MAX = 2000;

/** The bundle kept under `key`, unless a file it read has changed since. */
export function keptBundle(key: string): ImportBundle | undefined {
  const found = kept.get(key);
  if (!found) return undefined;
  if (found.bundle.inputs.every((file, i) => stampOf(file) === found.stamps[i])) return found.bundle;
  kept.delete(key);
  return undefined;
}

/** Keep `bundle` under `key`. */
export function keepBundle(key: string, bundle: ImportBundle): void {
  if (kept.size >= KEPT_MAX) kept.clear();
  kept.set(key, { bundle, stamps: bundle.inputs.map(stampOf) });
}

/** A file's modification time and size, or `gone`: what decides whether what was made from it is still right. */
export function stampOf(file: string): string {
  const stat = statSync(file, { throwIfNoEntry: false });
  return stat ? `${stat.mtimeMs}:${stat.size}` : 'gone';
}

const scopes = new Map<string, string>();

/** The folders a package import from `dir` may resolve through, as a key; read once per folder. */
function packageScope(dir: string): string {
  let scope = scopes.get(dir);
  if (scope !== undefined) return scope;
  const modules: string[] = [];
  let nearestPackage = '';
  for (let at = dir; ; at = path.dirname(at)) {
    if (existsSync(path.join(at, 'node_modules'))) modules.push(at);
    if (!nearestPackage && existsSync(path.join(at, 'package.json'))) nearestPackage = at;
    if (path.dirname(at) === at) break;
  }
  scope = JSON.stringify([modules, nearestPackage]);
  scopes.set(dir, scope);
  return scope;
}
