/**
 * Bundling what Markdown files import (site components, packages, CSS, the client modules among them) with
 * esbuild's synchronous API, once per set of imports, and running bundles and compiled modules, for evaluate.ts.
 */
import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';
import * as esbuild from '../../lazy-esbuild.js';
import { loaderRequest, unsupportedLoader } from '../../bundle/inline-loaders.js';
import { flowBabelConfig } from '../../config/docusaurus/site-babel.mjs';
import {
  fileInRoots,
  SERVER_MAIN_FIELDS,
  siteNodePaths,
  siteResolveOptions,
} from '../../config/docusaurus/webpack-resolve.js';
import { installHint, missingPackage } from '../../config/compile-hint.js';
import { SitegenError } from '../../errors.js';
import { isAwaitInCommonJs } from '../../top-level-await.js';
import type { MarkdownEnv } from '../env.js';
import { importKey, keepBundle, keptBundle, type ImportBundle, type ImportTarget } from './import-bundles.js';
import { clientModuleId, clientModulesAmong, type DirectPackage } from './mdx-islands.js';
import type { MdxState } from './mdx-state.js';
import { buildSyncWithSiteBabel } from './site-babel-build.js';
import { STYLESHEET } from './stylesheet-modules.js';

/** The module that answers for sitegen's side of the generated code (toc, theme modules, partials). */
export const RUNTIME = 'sitegen:mdx-runtime';
/** sitegen's own `require`, for React. */
export const ownRequire = createRequire(import.meta.url);
/** React resolves to sitegen's copy, whatever the site has installed: one React, so hooks and context work. */
export const SHARED = ['react', 'react-dom', 'react/jsx-runtime', 'react/jsx-dev-runtime', 'react-dom/server'];

/** Module functions by their code: versions of one doc share a module, compiled once. Cleared when full. */
const compiled = new Map<string, ModuleFunction>();
const COMPILED_MAX = 2000;

type ModuleFunction = (module: { exports: unknown }, exports: unknown, require: (id: string) => unknown) => void;

/** The function of a CommonJS module's code; a `SyntaxError` when the code is not JavaScript. */
export function moduleFunction(code: string): ModuleFunction {
  let fn = compiled.get(code);
  if (!fn) {
    if (compiled.size >= COMPILED_MAX) compiled.clear();
    compiled.set(code, (fn = new Function('module', 'exports', 'require', code) as ModuleFunction));
  }
  return fn;
}

/** Run a CommonJS module; returns its exports. */
export function run(code: string, requireFn: (id: string) => unknown): Record<string, unknown> {
  const module = { exports: {} as Record<string, unknown> };
  moduleFunction(code)(module, module.exports, requireFn);
  return module.exports;
}

/** An npm package, from the site's node_modules; one that is not installed is an error at its import. */
export function requirePackage(
  id: string,
  { siteRequire, mdx, env }: { siteRequire: NodeJS.Require; mdx: MdxState; env: MarkdownEnv },
): unknown {
  try {
    return siteRequire(id);
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code !== 'MODULE_NOT_FOUND') throw error;
    throw new SitegenError(`this file imports the package "${id}", which is not installed`, {
      location: {
        file: env.file,
        line: importLine(id, mdx, env),
        source: env.source,
      },
      hint: installHint(mdx.root),
    });
  }
}

/** How many bundles esbuild built and how many were taken from those kept, for tests. */
export const bundleCounts = { built: 0, reused: 0 };

/** What `importBundle` needs besides its target. */
export interface ImportBundleOptions {
  mdx: MdxState;
  env: MarkdownEnv;
  /** Leave the site's client modules external, so that requiring one gives islands (default true). */
  islands?: boolean;
}

/**
 * The bundle of a Markdown file's imports (`{ specs, from }`) or of a file (`{ entry }`), built once for every
 * file that imports the same things (import-bundles.ts). Client modules and stylesheets among its inputs are found
 * in a first pass, then left external: a stylesheet is compiled as a page's is (stylesheet-modules.ts), with the
 * plugins esbuild's synchronous API does not take.
 */
export function importBundle(target: ImportTarget, { mdx, env, islands = true }: ImportBundleOptions): ImportBundle {
  const key = importKey(target, { root: mdx.root, mdx1: Boolean(mdx.mdx1), islands });
  const known = keptBundle(key);
  if (known) {
    bundleCounts.reused++;
    return known;
  }
  let built = build(target, { mdx, env, external: [] });
  const scope = { docusaurus: Boolean(mdx.mdx1), packages: built.packages, components: mdx.globals?.file };
  const found = islands ? clientModulesAmong(built.inputs, mdx.root, scope) : undefined;
  const clients = found?.clients ?? [];
  if (found) warnRefused(found.refused, { mdx, env });
  const stylesheets = built.inputs.filter((file) => STYLESHEET.test(file));
  if (clients.length || stylesheets.length) built = build(target, { mdx, env, external: [...clients, ...stylesheets] });
  const { packages: _, ...code } = built;
  const bundle = { ...code, clients, implicit: found?.implicit ?? [], stylesheets };
  keepBundle(key, bundle);
  return bundle;
}

/** Modules already warned of as unable to hydrate (once per process, though many bundles hold them). */
const refusedWarned = new Set<string>();

/** Warn of each module that needs the browser but imports what sitegen does not give it. */
function warnRefused(refused: Map<string, string>, { mdx, env }: { mdx: MdxState; env: MarkdownEnv }): void {
  for (const [file, why] of refused) {
    if (refusedWarned.has(file)) continue;
    refusedWarned.add(file);
    env.warnings.push({
      code: 'other',
      file: env.file,
      line: (mdx.esm[0]?.line ?? 0) + 1 + env.lineOffset,
      message: `${clientModuleId(file, mdx.root)} needs the browser (state, effects or event handlers) but ${why}.`,
    });
  }
}

/** The module a bundle of a file's imports starts from, in the Markdown file's folder. */
const IMPORT_SHIM = 'sitegen:imports';

/**
 * The shim's code: the namespace of each import, in order, as `__imports`. An ES module throughout, so that
 * esbuild keeps the imported modules' code flat, as it does for an `import` (the shape mdx-css.ts reads CSS
 * modules' class maps from). Modules the file `require()`s are what esbuild's `require` gives, as webpack's does.
 * A raw-loader import is its file's text (`raw`, by spec), as raw-loader's module gives it.
 */
function shimOf(
  specs: string[],
  {
    required = false,
    raw,
    roots = [],
    extensions,
  }: { required?: boolean; raw: Map<string, string>; roots?: string[]; extensions?: string[] },
): string {
  // A server-relative import (`/img/x.png`) is the file webpack's `resolve.roots` find; esbuild's synchronous API
  // takes no resolver plugin to do it.
  const request = (spec: string) => JSON.stringify(fileInRoots(spec, roots, extensions) ?? spec);
  const value = (spec: string, i: number) => {
    const text = raw.get(spec);
    if (text !== undefined) return `{ default: ${JSON.stringify(text)} }`;
    return required ? `require(${request(spec)})` : `__i${i}`;
  };
  const exported = `export const __imports = [${specs.map(value).join(', ')}];\n`;
  if (required) return exported;
  // One line an import, blank for a raw one: buildError finds the import at fault by its line.
  const lines = specs.map((spec, i) => (raw.has(spec) ? '' : `import * as __i${i} from ${request(spec)};`));
  return `${lines.join('\n')}\n${exported}`;
}

/**
 * esbuild's synchronous API takes no plugins, so the site's layout is said with options: `@site` is an alias of
 * the site folder; theme modules, Markdown partials and `external` files stay `require` calls that evaluate.ts
 * answers. Stylesheets are read as empty: the first pass finds them, the second leaves them external.
 */
function build(
  target: ImportTarget,
  { mdx, env, external }: { mdx: MdxState; env: MarkdownEnv; external: string[] },
): Omit<ImportBundle, 'clients' | 'implicit' | 'stylesheets'> & { packages: DirectPackage[] } {
  bundleCounts.built++;
  const raw = 'specs' in target ? rawImports(target, { mdx, env }) : { texts: new Map<string, string>(), files: [] };
  try {
    const options: esbuild.BuildOptions & { write: false; metafile: true } = {
      ...('entry' in target
        ? { entryPoints: [target.entry] }
        : {
            stdin: {
              contents: shimOf(target.specs, {
                required: target.required,
                raw: raw.texts,
                roots: mdx.roots,
                extensions: siteResolution(mdx).resolveExtensions,
              }),
              loader: 'js',
              resolveDir: target.from,
              sourcefile: IMPORT_SHIM,
            },
          }),
      ...siteResolution(mdx),
      bundle: true,
      write: false,
      outdir: outdirOf(mdx),
      format: 'cjs',
      platform: 'node',
      // The automatic runtime: component files need no `import React`, and `react/jsx-runtime` is sitegen's React.
      jsx: 'automatic',
      logLevel: 'silent',
      metafile: true,
      define: mdx.define,
      // npm packages are bundled from the site's node_modules (many ship only ESM); React stays sitegen's own.
      // mdx-mermaid's component is sitegen's diagram (theme-components.ts), not the package's client-side one.
      external: [
        ...SHARED,
        '*.md',
        '*.mdx',
        '@theme/*',
        '@theme-original/*',
        '@theme-init/*',
        '@docusaurus/*',
        'mdx-mermaid',
        'mdx-mermaid/*',
        ...external,
      ],
      loader: LOADERS,
    };
    // A site that strips Flow types with Babel has its own code compiled by that Babel first (site-babel.mjs).
    const result = flowBabelConfig(mdx.root) ? buildSyncWithSiteBabel(options, mdx.root) : esbuild.buildSync(options);
    const code = result.outputFiles.find((f) => f.path.endsWith('.js'))!.text;
    const metaInputs = Object.entries(result.metafile!.inputs).filter(([input]) => input !== IMPORT_SHIM);
    const inputs = [...metaInputs.map(([input]) => path.resolve(mdx.root, input)), ...raw.files];
    const markdown = metaInputs.flatMap(([input, meta]) =>
      meta.imports.filter(isRelativeMarkdown).map((i) => path.resolve(mdx.root, path.dirname(input), i.path)),
    );
    const packages = directPackages(result.metafile!.inputs, target, mdx);
    return { code, inputs, markdown, packages };
  } catch (error) {
    throw buildError(error, target, { mdx, env });
  }
}

/** Where the site's modules are found: webpack's resolution on a Docusaurus site, from the site folder. */
function siteResolution(mdx: MdxState): esbuild.BuildOptions {
  const resolve = siteResolveOptions(mdx.mdx1 ? mdx : undefined, mdx.root);
  return {
    absWorkingDir: mdx.root,
    // Docs may live outside the site folder (`path: '../docs'`); packages still come from the site's.
    ...siteNodePaths(mdx.root),
    // The site's tsconfig may extend packages sitegen does not have; MDX needs none of its settings.
    tsconfigRaw: {},
    ...resolve,
    ...(mdx.mdx1 && { mainFields: SERVER_MAIN_FIELDS }),
    // The site's aliases (its plugins' configureWebpack), and `@site`.
    alias: { ...resolve.alias, '@site': mdx.root },
  };
}

/**
 * The text of each raw-loader import among a file's imports (inline-loaders.ts), by spec, and the files read. Each
 * request is resolved by esbuild as the bundle would resolve it, then read: a `.md` or `.css` file is text here, where
 * the bundle would leave it to its own pipeline.
 */
function rawImports(
  target: { specs: string[]; from: string },
  { mdx, env }: { mdx: MdxState; env: MarkdownEnv },
): { texts: Map<string, string>; files: string[] } {
  const texts = new Map<string, string>();
  const files: string[] = [];
  for (const spec of target.specs) {
    const asked = loaderRequest(spec);
    if (!asked) continue;
    const why = unsupportedLoader(asked, spec);
    const location = { file: env.file, line: importLine(spec, mdx, env), source: env.source };
    if (why) throw new SitegenError(why, { location });
    const file = resolvedFile(asked.request, { mdx, env, target: { specs: [spec], from: target.from } });
    files.push(file);
    texts.set(spec, readFileSync(file, 'utf8'));
  }
  return { texts, files };
}

/** The file esbuild resolves `request` to from `target.from`; an error at the import when none. */
function resolvedFile(
  request: string,
  { mdx, env, target }: { mdx: MdxState; env: MarkdownEnv; target: { specs: string[]; from: string } },
): string {
  const contents = `import text from ${JSON.stringify(request)} with { type: 'text' };\nexport default text;\n`;
  try {
    const result = esbuild.buildSync({
      ...siteResolution(mdx),
      stdin: { contents, loader: 'js', resolveDir: target.from, sourcefile: IMPORT_SHIM },
      bundle: true,
      write: false,
      metafile: true,
      logLevel: 'silent',
      format: 'cjs',
      platform: 'node',
    });
    const input = Object.keys(result.metafile.inputs).find((i) => !i.endsWith(IMPORT_SHIM))!;
    return path.resolve(mdx.root, input);
  } catch (error) {
    throw buildError(error, target, { mdx, env });
  }
}

/**
 * The packages a Markdown file, or the site's MDXComponents, imports by name (`react-lite-youtube-embed`): each
 * one's entry file and its files among the bundle's inputs, for mdx-islands.ts to judge.
 */
function directPackages(inputs: esbuild.Metafile['inputs'], target: ImportTarget, mdx: MdxState): DirectPackage[] {
  const importers = 'entry' in target && target.entry === mdx.globals?.file ? [target.entry] : [];
  const packages: DirectPackage[] = [];
  for (const [input, meta] of Object.entries(inputs)) {
    // The shim is named from its folder (`docs/sitegen:imports`).
    const isShim = input === IMPORT_SHIM || input.endsWith(`/${IMPORT_SHIM}`);
    const isImporter = isShim ? !('entry' in target) : importers.includes(path.resolve(mdx.root, input));
    if (!isImporter) continue;
    for (const i of meta.imports) {
      if (i.external || !i.original || /^[./]|^@site\//.test(i.original)) continue;
      const entry = path.resolve(mdx.root, i.path);
      const dir = packageFolder(entry);
      // A package's stylesheet (`react-lite-youtube-embed/dist/LiteYouTubeEmbed.css`) is CSS, not a component.
      if (!dir || !SCRIPT_FILE.test(entry)) continue;
      const files = Object.keys(inputs)
        .map((f) => path.resolve(mdx.root, f))
        .filter((f) => f.startsWith(dir + path.sep));
      packages.push({ entry, files });
    }
  }
  return packages;
}

/** A module of code, which can hold components (an import of a package's file may be a stylesheet, an image). */
const SCRIPT_FILE = /\.[cm]?[jt]sx?$/;

/** The folder of the package holding `file` (`…/node_modules/name` or `…/node_modules/@scope/name`). */
function packageFolder(file: string): string | undefined {
  const match = /^(.*[\\/]node_modules[\\/](?:@[^\\/]+[\\/])?[^\\/]+)[\\/]/.exec(file);
  return match?.[1];
}

/** Where in the imported code it failed (`components/Since.js:3:38: ...`); the error's location is the import. */
function buildError(error: unknown, target: ImportTarget, { mdx, env }: { mdx: MdxState; env: MarkdownEnv }) {
  const first = (error as esbuild.BuildFailure).errors?.[0];
  const where = first?.location;
  // The shim is named from its folder (`docs/sitegen:imports`).
  const inShim = where != null && (where.file === IMPORT_SHIM || where.file.endsWith(`/${IMPORT_SHIM}`));
  const at = where && !inShim ? `${where.file}:${where.line}:${where.column + 1}: ` : '';
  const syntax = where && !/^Could not resolve/.test(first.text);
  // The shim has one import a line: an error there names the import at fault; an error in an imported file, the
  // import of that file where the Markdown names it (else its first import).
  const spec =
    'specs' in target
      ? inShim
        ? target.specs[where.line - 1]
        : ((where && specNaming(target, path.resolve(mdx.root, where.file), mdx)) ?? target.specs[0])
      : undefined;
  const line = spec !== undefined ? importLine(spec, mdx, env) : (mdx.esm[0]?.line ?? 0) + 1 + env.lineOffset;
  const what =
    'specs' in target && target.required ? 'a module this file requires does' : 'the imports of this file do';
  const text = first?.text ?? String(error);
  const pkg = missingPackage(text);
  // A module awaiting at its top level is no mistake of the site: pages leave it to the browser (top-level-await.ts).
  const awaits = isAwaitInCommonJs(text);
  const why = pkg ? `the package "${pkg}" is not installed` : awaits ? 'it awaits at its top level' : text;
  return new SitegenError(`${what} not build: ${at}${why}`, {
    location: { file: env.file, line, source: env.source },
    cause: error,
    hint: pkg
      ? installHint(mdx.root)
      : awaits
        ? "sitegen bundles the imports of Markdown as CommonJS, which cannot await at the top level (Docusaurus's webpack can): import the module from a page instead, where only the browser runs it (a component React.lazy loads with a dynamic import, inside <BrowserOnly>)."
        : syntax
          ? 'fix the error at the place named: imported files are JavaScript, JSX or TypeScript.'
          : "check the import paths: @site/ is the site folder, relative paths start at this file, packages come from the site's node_modules.",
  });
}

/** The import among `target.specs` that names `file` itself (`@site/src/x.tsx`, `./x`), if one does. */
function specNaming(target: { specs: string[]; from: string }, file: string, mdx: MdxState): string | undefined {
  const named = (spec: string) =>
    spec.startsWith('@site/')
      ? path.join(mdx.root, spec.slice('@site/'.length))
      : /^\.\.?\//.test(spec)
        ? path.resolve(target.from, spec)
        : undefined;
  const bare = file.slice(0, file.length - path.extname(file).length);
  return target.specs.find((spec) => [file, bare].includes(named(spec) ?? ''));
}

/** The line of the import of `spec` in the file, or of the element that requires it, for errors about it. */
export function importLine(spec: string, mdx: MdxState, env: MarkdownEnv): number {
  const block = mdx.esm.find((b) => b.code.includes(spec));
  // The line in the block that names it: a block of imports spans several lines.
  const inBlock = block && block.line + block.code.slice(0, block.code.indexOf(spec)).split('\n').length - 1;
  const line =
    inBlock ?? mdx.elements.find((e) => `${e.jsx ?? ''}${e.attributes}${e.expressionChild ?? ''}`.includes(spec))?.line;
  return (line ?? 0) + 1 + env.lineOffset;
}

/** A Markdown partial imported by a relative path (left external, resolved from the importing file). */
function isRelativeMarkdown(i: { path: string; external?: boolean }): boolean {
  return Boolean(i.external) && /\.mdx?$/.test(i.path) && i.path.startsWith('.');
}

/**
 * Stylesheets are compiled apart (stylesheet-modules.ts); images and fonts become data URLs (a package of icons
 * imports its font file, as react-native-vector-icons does, which webpack's file loader takes).
 */
const LOADERS: Record<string, esbuild.Loader> = {
  '.js': 'jsx',
  '.css': 'empty',
  '.scss': 'empty',
  '.sass': 'empty',
  '.png': 'dataurl',
  '.jpg': 'dataurl',
  '.jpeg': 'dataurl',
  '.gif': 'dataurl',
  '.svg': 'dataurl',
  '.webp': 'dataurl',
  '.ttf': 'dataurl',
  '.otf': 'dataurl',
  '.woff': 'dataurl',
  '.woff2': 'dataurl',
  '.eot': 'dataurl',
};

/** Where esbuild would write (nothing is written): relative paths of external files are relative to it. */
export function outdirOf(mdx: MdxState): string {
  return path.join(mdx.root, '.sitegen-mdx');
}
