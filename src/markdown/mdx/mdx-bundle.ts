/**
 * Bundling and running the module of one Markdown file's components (and of the client modules it imports) with
 * esbuild's synchronous API, for evaluate.ts.
 */
import { createRequire } from 'node:module';
import path from 'node:path';
import * as esbuild from 'esbuild';
import { SitegenError } from '../../errors.js';
import type { MarkdownEnv } from '../env.js';
import { collectCss } from './mdx-css.js';
import type { MdxState } from './mdx-state.js';

/** The module that answers for sitegen's side of the generated code (toc, theme modules, partials). */
export const RUNTIME = 'sitegen:mdx-runtime';
/** sitegen's own `require`, for React. */
export const ownRequire = createRequire(import.meta.url);
/** React resolves to sitegen's copy, whatever the site has installed: one React, so hooks and context work. */
export const SHARED = ['react', 'react-dom', 'react/jsx-runtime', 'react/jsx-dev-runtime', 'react-dom/server'];

/** Run a CommonJS bundle; returns its exports. */
export function run(code: string, requireFn: (id: string) => unknown): Record<string, unknown> {
  const module = { exports: {} as Record<string, unknown> };
  new Function('module', 'exports', 'require', code)(module, module.exports, requireFn);
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

/**
 * esbuild's synchronous API takes no plugins, so the site's layout is said with options: `@site` is an alias of
 * the site folder; packages, theme modules, Markdown partials and `external` files stay `require` calls that
 * `compile` answers. The CSS the components import is kept on `mdx.css` (mdx-css.ts).
 */
export function bundle({
  source,
  entry,
  mdx,
  env,
  external = [],
}: {
  source?: string;
  entry?: string;
  mdx: MdxState;
  env: MarkdownEnv;
  external?: string[];
}): Built {
  try {
    const result = esbuild.buildSync({
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
      external: [RUNTIME, ...SHARED, '*.md', '*.mdx', '@theme/*', '@theme-original/*', '@docusaurus/*', ...external],
      // Docs may live outside the site folder (`path: '../docs'`); packages still come from the site's.
      nodePaths: [path.join(mdx.root, 'node_modules')],
      // The site's tsconfig may extend packages sitegen does not have; MDX needs none of its settings.
      tsconfigRaw: {},
      loader: LOADERS,
    });
    const js = result.outputFiles.find((f) => f.path.endsWith('.js'))!.text;
    const css = result.outputFiles.find((f) => f.path.endsWith('.css'))?.text ?? '';
    const metaInputs = result.metafile!.inputs;
    const inputs = Object.keys(metaInputs).map((i) => path.resolve(mdx.root, i));
    const markdown = Object.entries(metaInputs).flatMap(([input, meta]) =>
      meta.imports
        .filter((i) => i.external && /\.mdx?$/.test(i.path) && i.path.startsWith('.'))
        .map((i) => path.resolve(mdx.root, path.dirname(input), i.path)),
    );
    return { code: collectCss({ js, css, mdx }), inputs, markdown };
  } catch (error) {
    const first = (error as esbuild.BuildFailure).errors?.[0];
    throw new SitegenError(`the imports of this file do not build: ${first?.text ?? String(error)}`, {
      location: { file: env.file, line: (mdx.esm[0]?.line ?? 0) + 1 + env.lineOffset, source: env.source },
      cause: error,
      hint: "check the import paths: @site/ is the site folder, relative paths start at this file, packages come from the site's node_modules.",
    });
  }
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
