/**
 * Renders the components of one MDX source on the server. Its import/export blocks and one arrow function per
 * element become a module that esbuild bundles (site components from `@site/...` or relative paths, `.js`
 * files with JSX, npm packages from the site's node_modules, `.md` partials and Docusaurus theme modules
 * answered at run time); React is always sitegen's own so hooks work. Each element's marked span in the page
 * HTML is replaced by what its component renders, innermost first, its Markdown children put in place.
 * Files without import/export never come here.
 */
import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';
import * as esbuild from 'esbuild';
import { isClientModule } from './client-directive.js';
import { isPlainImports } from './plain-imports.js';
import { createElement, Fragment } from 'react';
import { renderToStaticMarkup } from 'react-dom/server';
import { SitegenError } from '../../errors.js';
import type { MarkdownEnv } from '../env.js';
import type { EsmBlock } from '../preprocess.js';
import { notImported } from './elements.js';
import { elementMarker, type MdxState } from './mdx-state.js';
import { docusaurusToc, themeModules } from './theme-components.js';

const RUNTIME = 'sitegen:mdx-runtime';
const CHILDREN = '\u0000mdx-children\u0000';
const ownRequire = createRequire(import.meta.url);
/** React resolves to sitegen's copy, whatever the site has installed: one React, so hooks and context work. */
const SHARED = ['react', 'react-dom', 'react/jsx-runtime', 'react/jsx-dev-runtime', 'react-dom/server'];

/** What evaluating a source needs besides its env. */
export interface EvaluateOptions {
  baseUrl: string;
  /** Render an imported Markdown partial to HTML (the same pipeline as a page, with its own imports). */
  renderPartial: (absPath: string) => string;
}

/** Check that every import/export block parses as JavaScript; a block that does not is an error at its line. */
export function checkEsm(blocks: EsmBlock[], env: MarkdownEnv): void {
  for (const block of blocks) {
    if (isPlainImports(block.code)) continue;
    try {
      esbuild.transformSync(block.code, { loader: 'tsx', format: 'esm', logLevel: 'silent' });
    } catch (error) {
      const first = (error as esbuild.TransformFailure).errors?.[0];
      throw new SitegenError(`this import/export block is not valid JavaScript: ${first?.text ?? String(error)}`, {
        location: {
          file: env.file,
          line: block.line + (first?.location?.line ?? 1) + env.lineOffset,
          source: env.source,
        },
        hint: 'MDX reads a paragraph that starts with "import" or "export" as JavaScript; fix it, or reword the sentence so it does not start with that word.',
      });
    }
  }
}

/** Replace each element's marked span in `html` by its component's HTML. */
export function renderElements(html: string, env: MarkdownEnv, options: EvaluateOptions): string {
  const mdx = env.mdx as MdxState;
  const raw: string[] = [];
  const rawHtml = (h: string) => `\u0000mdx-raw:${raw.push(h) - 1}\u0000`;
  const elements = compile(mdx, env, options, rawHtml);
  let out = html;
  for (let i = mdx.elements.length - 1; i >= 0; i--) {
    const open = elementMarker(i, 'open');
    const close = elementMarker(i, 'close');
    const start = out.indexOf(open);
    const end = out.indexOf(close, start);
    if (start < 0 || end < 0) continue;
    const children = out.slice(start + open.length, end);
    const element = mdx.elements[i];
    let rendered: string;
    try {
      const node = elements[i](element.selfClosing || element.expressionChild !== undefined ? undefined : CHILDREN);
      rendered = renderToStaticMarkup(createElement(Fragment, null, node as never));
    } catch (error) {
      if (error instanceof SitegenError) throw error;
      throw new SitegenError(`<${element.name}> failed to render: ${(error as Error).message}`, {
        location: { file: env.file, line: element.line + 1 + env.lineOffset, source: env.source },
        cause: error,
        hint: 'the component threw while rendering on the server; check its props, or make it safe to render without a browser.',
      });
    }
    rendered = rendered.split(CHILDREN).join(children);
    out = out.slice(0, start) + rendered + out.slice(end + close.length);
  }
  // Raw HTML may hold markers of its own (an admonition's title), so replace until none is left.
  const RAW = /\u0000mdx-raw:(\d+)\u0000/g;
  while (RAW.test(out)) out = out.replace(RAW, (_m, n: string) => raw[Number(n)]);
  return out;
}

type ElementFn = (children: unknown) => unknown;

/** Bundle the source's module and return one render function per element. */
function compile(
  mdx: MdxState,
  env: MarkdownEnv,
  options: EvaluateOptions,
  rawHtml: (h: string) => string,
): ElementFn[] {
  const esm = mdx.esm.map((b) => b.code).join('\n');
  const declaresToc = /\btoc\b/.test(esm);
  const fns = mdx.elements.map((e, i) => {
    const body = e.selfClosing
      ? `<${e.name}${e.attributes}/>`
      : `<${e.name}${e.attributes}>{${e.expressionChild ?? '__c'}}</${e.name}>`;
    return `  (__c) => (typeof ${e.name.split('.')[0]} === 'undefined' ? __sitegen_rt.missing(${i}) : ${body}),`;
  });
  const source = [
    `import * as __sitegen_rt from '${RUNTIME}';`,
    esm,
    declaresToc ? '' : 'const toc = __sitegen_rt.toc;',
    `export const __sitegen_elements = [\n${fns.join('\n')}\n];`,
  ].join('\n');
  const theme = themeModules(rawHtml, { baseUrl: options.baseUrl, siteConfig: {} });
  const runtime = {
    toc: docusaurusToc(env.toc),
    missing: (i: number) => {
      throw notImported(env, mdx.elements[i].name, mdx.elements[i].line);
    },
    theme,
    partial: (absPath: string) => () => rawHtml(options.renderPartial(absPath)),
  };
  const code = bundle(source, mdx, env);
  const siteRequire = createRequire(path.join(mdx.root, 'package.json'));
  const requireFn = (id: string): unknown => {
    if (id === RUNTIME) return runtime;
    if (SHARED.includes(id)) return ownRequire(id);
    if (/^@(theme|docusaurus)\//.test(id)) return themeModule(theme, id, env);
    // From here on the render reads the site's files: a cache must not keep its result.
    mdx.readsSiteFiles = true;
    if (/\.mdx?$/.test(id)) return runtime.partial(path.resolve(path.dirname(env.file), id));
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
  };
  const module = { exports: {} as Record<string, unknown> };
  new Function('module', 'exports', 'require', code)(module, module.exports, requireFn);
  return module.exports.__sitegen_elements as ElementFn[];
}

/**
 * esbuild's synchronous API takes no plugins, so the site's layout is said with options: `@site` is an alias of
 * the site folder; packages, theme modules and Markdown partials stay `require` calls that `compile` answers;
 * CSS modules give their class names (`local-css`), the CSS itself is not shipped from here.
 */
function bundle(source: string, mdx: MdxState, env: MarkdownEnv): string {
  try {
    const result = esbuild.buildSync({
      stdin: { contents: source, loader: 'tsx', resolveDir: path.dirname(env.file), sourcefile: env.file },
      bundle: true,
      write: false,
      outdir: path.join(mdx.root, '.sitegen-mdx'),
      format: 'cjs',
      platform: 'node',
      // The automatic runtime: component files need no `import React`, and `react/jsx-runtime` is sitegen's React.
      jsx: 'automatic',
      logLevel: 'silent',
      metafile: true,
      alias: { '@site': mdx.root },
      // npm packages are bundled from the site's node_modules (many ship only ESM); React stays sitegen's own.
      external: [RUNTIME, ...SHARED, '*.md', '*.mdx', '@theme/*', '@docusaurus/*'],
      // Docs may live outside the site folder (`path: '../docs'`); packages still come from the site's.
      nodePaths: [path.join(mdx.root, 'node_modules')],
      // The site's tsconfig may extend packages sitegen does not have; MDX needs none of its settings.
      tsconfigRaw: {},
      loader: {
        '.js': 'jsx',
        '.css': 'local-css',
        '.png': 'dataurl',
        '.jpg': 'dataurl',
        '.jpeg': 'dataurl',
        '.gif': 'dataurl',
        '.svg': 'dataurl',
        '.webp': 'dataurl',
      },
    });
    const inputs = Object.keys(result.metafile!.inputs);
    mdx.clientModules = clientModulesAmong(inputs, mdx.root);
    if (inputs.some((input) => input !== '<stdin>')) mdx.readsSiteFiles = true;
    return result.outputFiles.find((f) => f.path.endsWith('.js'))!.text;
  } catch (error) {
    const first = (error as esbuild.BuildFailure).errors?.[0];
    throw new SitegenError(`the imports of this file do not build: ${first?.text ?? String(error)}`, {
      location: { file: env.file, line: (mdx.esm[0]?.line ?? 0) + 1 + env.lineOffset, source: env.source },
      cause: error,
      hint: "check the import paths: @site/ is the site folder, relative paths start at this file, packages come from the site's node_modules.",
    });
  }
}

/** A theme module as `require` returns it: the default export itself, its named exports as properties (Node's CommonJS interop). */
function themeModule(theme: Record<string, Record<string, unknown>>, id: string, env: MarkdownEnv): unknown {
  if (id === '@theme/Tabs' || id === '@theme/TabItem') return (p: { children?: unknown }) => p.children ?? null;
  const mod = theme[id];
  if (!mod) {
    throw new SitegenError(`${id} has no sitegen counterpart`, {
      location: { file: env.file },
      hint: `sitegen maps these Docusaurus modules: ${Object.keys(theme).join(', ')}, @theme/Tabs, @theme/TabItem.`,
    });
  }
  return Object.assign(mod.default as object, mod);
}

/** Read a partial's source (for `renderPartial` implementations). */
export function readPartial(absPath: string): string {
  return readFileSync(absPath, 'utf8');
}

/** The site's own files among a bundle's inputs that are client modules (`'use client'`), as site paths. */
function clientModulesAmong(inputs: string[], root: string): string[] {
  const found: string[] = [];
  for (const input of inputs) {
    const file = path.resolve(input);
    if (!file.startsWith(root + path.sep) || file.includes(`${path.sep}node_modules${path.sep}`)) continue;
    if (/\.[cm]?[jt]sx?$/.test(file) && isClientModule(readFileSync(file, 'utf8')))
      found.push(path.relative(root, file));
  }
  return found;
}
