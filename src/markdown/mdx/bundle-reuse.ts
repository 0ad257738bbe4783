/**
 * Bundles of generated MDX modules that can serve other Markdown files. A module whose imports are all external
 * (theme modules, partials) or packages reads no site file, so its bundle is the same for every file with the same
 * source whose folder resolves packages alike: the versions of one doc (jest's site keeps 11) cost one esbuild
 * call instead of one each, a few milliseconds apiece through esbuild's synchronous service.
 */
import { existsSync, statSync } from 'node:fs';
import path from 'node:path';
import type { Metafile } from 'esbuild';

/** One input of a reusable bundle: the Markdown file itself (`file: null`) or a package file. */
interface ReusableInput {
  file: string | null;
  /** The Markdown it imports: as written (relative) for the file itself, absolute for a package file. */
  markdown: string[];
  /** A package file's modification time: `sitegen dev` outlives an `npm install`. */
  mtimeMs?: number;
}

/** A bundle another file may take: its code, and its inputs in esbuild's order. */
export interface Reusable {
  code: string;
  inputs: ReusableInput[];
}

/** What a bundle reads besides its source: `inputs`, `markdown` as `Built` has them. */
export interface BundleReads {
  inputs: string[];
  markdown: string[];
}

/**
 * The key of a generated module's bundle: its source, the site, what is left external, and the folders package
 * imports resolve from (each existing `node_modules` above the file and its nearest `package.json`).
 */
export function reuseKey({
  source,
  root,
  external,
  file,
}: {
  source: string;
  root: string;
  external: string[];
  file: string;
}): string {
  return JSON.stringify([root, external, packageScope(path.dirname(file)), source]);
}

/**
 * The bundle as another file may take it, or undefined when it read a site file or CSS. `file` is the Markdown
 * file it was built for; `isMarkdown` picks the relative Markdown imports of an input.
 */
export function reusableOf(
  meta: Metafile,
  { root, file, code, css }: { root: string; file: string; code: string; css: string },
  isMarkdown: (i: Metafile['inputs'][string]['imports'][number]) => boolean,
): Reusable | undefined {
  if (css) return undefined;
  const inputs: ReusableInput[] = [];
  let own = 0;
  for (const [input, { imports }] of Object.entries(meta.inputs)) {
    const abs = path.resolve(root, input);
    const markdown = imports.filter(isMarkdown).map((i) => i.path);
    if (abs === file) {
      own++;
      inputs.push({ file: null, markdown });
    } else if (abs.includes(`${path.sep}node_modules${path.sep}`)) {
      const packageMarkdown = markdown.map((m) => path.resolve(path.dirname(abs), m));
      inputs.push({ file: abs, markdown: packageMarkdown, mtimeMs: mtimeOf(abs) });
    } else return undefined;
  }
  return own === 1 ? { code, inputs } : undefined;
}

/** Bundles kept for reuse, by `reuseKey`; cleared when full (a long `sitegen dev` session sees many sources). */
const kept = new Map<string, Reusable>();
const KEPT_MAX = 2000;

/** The bundle kept under `key`, unless a package file it read has changed since. */
export function reusableFor(key: string): Reusable | undefined {
  const found = kept.get(key);
  if (!found) return undefined;
  if (found.inputs.every((i) => i.file === null || mtimeOf(i.file) === i.mtimeMs)) return found;
  kept.delete(key);
  return undefined;
}

/** Keep `reusable` under `key`. */
export function keepReusable(key: string, reusable: Reusable): void {
  if (kept.size >= KEPT_MAX) kept.clear();
  kept.set(key, reusable);
}

function mtimeOf(file: string): number {
  return statSync(file, { throwIfNoEntry: false })?.mtimeMs ?? -1;
}

/** What `reusable` reads when it serves `file`: the inputs and Markdown imports esbuild would report. */
export function readsFor(reusable: Reusable, file: string): BundleReads {
  const dir = path.dirname(file);
  return {
    inputs: reusable.inputs.map((i) => i.file ?? file),
    markdown: reusable.inputs.flatMap((i) => (i.file ? i.markdown : i.markdown.map((m) => path.resolve(dir, m)))),
  };
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
