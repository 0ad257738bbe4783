/**
 * One stylesheet of a site compiled on its own, through the plugins a page's bundle takes its CSS with (a CSS
 * module's scoped names: css-modules.ts; Sass, `url()` files, site paths, packages: stylesheet-imports.ts): what a
 * component imported from Markdown gets for `import styles from './x.module.scss'` or `import './x.css'`.
 */
import path from 'node:path';
import * as esbuild from '../lazy-esbuild.js';
import { cssModules } from './css-modules.js';
import { stylesheetImports } from './stylesheet-imports.js';

/** What to compile: the stylesheet, and the site it belongs to. */
export interface StylesheetRequest {
  /** Absolute path of the stylesheet. */
  file: string;
  root: string;
  baseUrl: string;
  /** The site's module aliases (its plugins' `configureWebpack`), which its stylesheets may name too. */
  alias?: Record<string, string>;
}

/** A compiled stylesheet. */
export interface CompiledStylesheet {
  /** What importing it gives: a CSS module's class map as `default` and by name; nothing for plain CSS. */
  exports: Record<string, unknown>;
  /** Its CSS (and that of what it `@import`s), class names scoped. */
  css: string;
  /** Files its `url()`s name, copied into the output: [public URL, file]. */
  assets: [url: string, file: string][];
  /** The files it was made from, absolute (Sass's own `@use`s aside). */
  inputs: string[];
}

/** Compile `request.file`; a failure is thrown as esbuild's, each message with its file and line. */
export async function compileStylesheet({
  file,
  root,
  baseUrl,
  alias,
}: StylesheetRequest): Promise<CompiledStylesheet> {
  const assets = new Map<string, string>();
  const result = await esbuild.build({
    stdin: { contents: `export * as sheet from ${JSON.stringify(file)};`, loader: 'js', resolveDir: root },
    absWorkingDir: root,
    bundle: true,
    write: false,
    // Where esbuild would write (nothing is written).
    outdir: path.join(root, '.sitegen-css'),
    format: 'cjs',
    logLevel: 'silent',
    metafile: true,
    alias: { ...alias, '@site': root },
    // CSS modules first: stylesheet-imports.ts compiles the Sass that is not a module.
    plugins: [cssModules({ root, css: true }), stylesheetImports({ root, baseUrl, assets })],
  });
  const js = result.outputFiles.find((f) => f.path.endsWith('.js'))!.text;
  const css = result.outputFiles.find((f) => f.path.endsWith('.css'))?.text ?? '';
  const module = { exports: {} as { sheet?: Record<string, unknown> } };
  // esbuild's own output: a class map and nothing else.
  new Function('module', 'exports', js)(module, module.exports);
  const inputs = Object.keys(result.metafile.inputs)
    // Not `<stdin>`, nor a CSS module's CSS (`sitegen-css-module:src/x.module.css`, the module's file is there too).
    .filter((input) => input !== '<stdin>' && !/^[a-z-]{2,}:/.test(input))
    .map((input) => path.resolve(root, input));
  return { exports: { ...module.exports.sheet }, css, assets: [...assets], inputs };
}
