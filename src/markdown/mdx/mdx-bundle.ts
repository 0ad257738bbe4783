/**
 * Bundling and running the module of one Markdown file's components (and of the client modules it imports) with
 * esbuild's synchronous API, for evaluate.ts.
 */
import { createRequire } from 'node:module';
import path from 'node:path';
import * as esbuild from '../../lazy-esbuild.js';
import { flowBabelConfig } from '../../config/docusaurus/site-babel.mjs';
import { siteResolveOptions } from '../../config/docusaurus/webpack-resolve.js';
import { SitegenError } from '../../errors.js';
import type { MarkdownEnv } from '../env.js';
import { keepReusable, readsFor, reusableFor, reusableOf, reuseKey, type Reusable } from './bundle-reuse.js';
import { collectCss } from './mdx-css.js';
import type { MdxState } from './mdx-state.js';
import { buildSyncWithSiteBabel } from './site-babel-build.js';

/** The module that answers for sitegen's side of the generated code (toc, theme modules, partials). */
export const RUNTIME = 'sitegen:mdx-runtime';
/** sitegen's own `require`, for React. */
export const ownRequire = createRequire(import.meta.url);
/** React resolves to sitegen's copy, whatever the site has installed: one React, so hooks and context work. */
export const SHARED = ['react', 'react-dom', 'react/jsx-runtime', 'react/jsx-dev-runtime', 'react-dom/server'];

/** Module functions by their code: versions of one doc share a module, compiled once. Cleared when full. */
const compiled = new Map<string, (...args: unknown[]) => void>();
const COMPILED_MAX = 2000;

/** Run a CommonJS bundle; returns its exports. */
export function run(code: string, requireFn: (id: string) => unknown): Record<string, unknown> {
  let fn = compiled.get(code);
  if (!fn) {
    if (compiled.size >= COMPILED_MAX) compiled.clear();
    compiled.set(code, (fn = new Function('module', 'exports', 'require', code) as (...a: unknown[]) => void));
  }
  const module = { exports: {} as Record<string, unknown> };
  fn(module, module.exports, requireFn);
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
        line: (mdx.esm.find((b) => b.code.includes(id))?.line ?? 0) + 1 + env.lineOffset,
        source: env.source,
      },
      hint: `install the site's dependencies (npm install or yarn in ${mdx.root}); packages load from its node_modules.`,
    });
  }
}

/** One bundle: its code, the files it read and the CSS they imported. */
export interface Built {
  code: string;
  inputs: string[];
  /** Each Markdown file an input imports (left external), resolved from that input's folder. */
  markdown: string[];
}

/** What `bundle` takes: the generated module's `source` or a file (`entry`), and the files left external. */
export interface BundleOptions {
  source?: string;
  entry?: string;
  mdx: MdxState;
  env: MarkdownEnv;
  external?: string[];
}

/** How many bundles esbuild built and how many were reused, for tests. */
export const bundleCounts = { built: 0, reused: 0 };

/**
 * One bundle of `source` or `entry`. A generated module that reads no site file is built once per source and
 * package scope (bundle-reuse.ts); `inputs` and `markdown` are what esbuild's metafile says for this file either way.
 */
export function bundle(options: BundleOptions): Built {
  const { source, entry, mdx, env, external = [] } = options;
  if (entry !== undefined || source === undefined) return build(options).built;
  const key = reuseKey({ source, root: mdx.root, external, file: env.file });
  const known = reusableFor(key);
  if (known) {
    bundleCounts.reused++;
    return { code: known.code, ...readsFor(known, env.file) };
  }
  const { built, reuse } = build(options);
  if (reuse) keepReusable(key, reuse);
  return built;
}

/**
 * esbuild's synchronous API takes no plugins, so the site's layout is said with options: `@site` is an alias of
 * the site folder; packages, theme modules, Markdown partials and `external` files stay `require` calls that
 * `compile` answers. The CSS the components import is kept on `mdx.css` (mdx-css.ts). `reuse` is set when other
 * files may take the bundle (bundle-reuse.ts).
 */
function build({ source, entry, mdx, env, external = [] }: BundleOptions): { built: Built; reuse?: Reusable } {
  bundleCounts.built++;
  try {
    const options: esbuild.BuildOptions & { write: false; metafile: true } = {
      ...(entry
        ? { entryPoints: [entry] }
        : { stdin: { contents: source!, loader: 'tsx', resolveDir: path.dirname(env.file), sourcefile: env.file } }),
      absWorkingDir: mdx.root,
      bundle: true,
      write: false,
      outdir: outdirOf(mdx),
      format: 'cjs',
      platform: 'node',
      // The automatic runtime: component files need no `import React`, and `react/jsx-runtime` is sitegen's React.
      jsx: 'automatic',
      logLevel: 'silent',
      metafile: true,
      alias: { '@site': mdx.root },
      // npm packages are bundled from the site's node_modules (many ship only ESM); React stays sitegen's own.
      // mdx-mermaid's component is sitegen's diagram (theme-components.ts), not the package's client-side one.
      external: [
        RUNTIME,
        ...SHARED,
        '*.md',
        '*.mdx',
        '@theme/*',
        '@theme-original/*',
        '@docusaurus/*',
        'mdx-mermaid',
        'mdx-mermaid/*',
        ...external,
      ],
      // Docs may live outside the site folder (`path: '../docs'`); packages still come from the site's.
      nodePaths: [path.join(mdx.root, 'node_modules')],
      // The site's tsconfig may extend packages sitegen does not have; MDX needs none of its settings.
      tsconfigRaw: {},
      loader: LOADERS,
      ...siteResolveOptions(Boolean(mdx.mdx1)),
    };
    // A site that strips Flow types with Babel has its own code compiled by that Babel first (site-babel.mjs).
    const result = flowBabelConfig(mdx.root) ? buildSyncWithSiteBabel(options, mdx.root) : esbuild.buildSync(options);
    const js = result.outputFiles.find((f) => f.path.endsWith('.js'))!.text;
    const css = result.outputFiles.find((f) => f.path.endsWith('.css'))?.text ?? '';
    const metaInputs = result.metafile!.inputs;
    const inputs = Object.keys(metaInputs).map((i) => path.resolve(mdx.root, i));
    const markdown = Object.entries(metaInputs).flatMap(([input, meta]) =>
      meta.imports.filter(isRelativeMarkdown).map((i) => path.resolve(mdx.root, path.dirname(input), i.path)),
    );
    const code = collectCss({ js, css, mdx });
    const built = { code, inputs, markdown };
    if (entry !== undefined) return { built };
    const reuse = reusableOf(result.metafile!, { root: mdx.root, file: env.file, code, css }, isRelativeMarkdown);
    return { built, reuse };
  } catch (error) {
    const first = (error as esbuild.BuildFailure).errors?.[0];
    // Where in the imported code it failed (`components/Since.js:3:38: ...`): the location below is the import.
    const at = first?.location ? `${first.location.file}:${first.location.line}:${first.location.column + 1}: ` : '';
    const syntax = first?.location && !/^Could not resolve/.test(first.text);
    throw new SitegenError(`the imports of this file do not build: ${at}${first?.text ?? String(error)}`, {
      location: { file: env.file, line: (mdx.esm[0]?.line ?? 0) + 1 + env.lineOffset, source: env.source },
      cause: error,
      hint: syntax
        ? 'fix the error at the place named: imported files are JavaScript, JSX or TypeScript.'
        : "check the import paths: @site/ is the site folder, relative paths start at this file, packages come from the site's node_modules.",
    });
  }
}

/** A Markdown partial imported by a relative path (left external, resolved from the importing file). */
function isRelativeMarkdown(i: { path: string; external?: boolean }): boolean {
  return Boolean(i.external) && /\.mdx?$/.test(i.path) && i.path.startsWith('.');
}

/** Plain CSS is global and CSS modules are local, as in Docusaurus; images become data URLs. */
const LOADERS: Record<string, esbuild.Loader> = {
  '.js': 'jsx',
  '.css': 'css',
  '.module.css': 'local-css',
  '.png': 'dataurl',
  '.jpg': 'dataurl',
  '.jpeg': 'dataurl',
  '.gif': 'dataurl',
  '.svg': 'dataurl',
  '.webp': 'dataurl',
};

/** Where esbuild would write (nothing is written): relative paths of external files are relative to it. */
export function outdirOf(mdx: MdxState): string {
  return path.join(mdx.root, '.sitegen-mdx');
}
