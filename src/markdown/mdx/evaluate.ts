/**
 * Renders the components of one MDX source on the server. Its import/export blocks and one arrow function per
 * element become a module that esbuild bundles (site components from `@site/...` or relative paths, `.js`
 * files with JSX, npm packages from the site's node_modules, `.md` partials and Docusaurus theme modules
 * answered at run time); React is always sitegen's own so hooks work. Each element's marked span in the page
 * HTML is replaced by what its component renders, innermost first, its Markdown children put in place.
 * Files without import/export never come here.
 */
import { existsSync } from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';
import { mainThreadOnly } from './main-thread-only.js';
import * as esbuild from '../../lazy-esbuild.js';
import { isPlainImports } from './plain-imports.js';
import { createElement, Fragment } from 'react';
import { renderToStaticMarkup } from 'react-dom/server';
import { SitegenError } from '../../errors.js';
import { themeFile } from '../../theme-files.js';
import { diagramHtml } from '../code-blocks.js';
import type { MarkdownEnv } from '../env.js';
import type { EsmBlock } from '../preprocess.js';
import { notImported, warnShortcode } from './elements.js';
import { bundle, outdirOf, ownRequire, requirePackage, run, RUNTIME, SHARED } from './mdx-bundle.js';
import { clientModuleId, clientModulesAmong, islandExports } from './mdx-islands.js';
import { componentsOf, defaultComponents, standIn, THEME_MDX_COMPONENTS } from './mdx-components.js';
import { type MdxState } from './mdx-state.js';
import { expandRawMarkers, replaceMarkedElements } from './marked-elements.js';
import { resolveTabs, tabsSource, type TabsFn } from './mdx-tabs.js';
import { docusaurusToc, themeModules } from './theme-components.js';

const CHILDREN = '\u0000mdx-children\u0000';

/** What evaluating a source needs besides its env. */
export interface EvaluateOptions {
  baseUrl: string;
  /** Render an imported Markdown partial to HTML (the same pipeline as a page, with its own imports). */
  renderPartial: (absPath: string, props?: Record<string, unknown>) => string;
  /** Whether a file lies inside the site folder, links resolved: a partial outside it is refused. */
  isInsideSite: (absPath: string) => boolean;
  /** The text of the file's leading H1 (`contentTitle` in MDX expressions), if it has one. */
  contentTitle?: string | null;
}

/** Check that every import/export block parses as JavaScript; a block that does not is an error at its line. */
export function checkEsm(blocks: EsmBlock[], env: MarkdownEnv): void {
  mainThreadOnly(env.file);
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

/** Check that each HTML block run as JSX parses; one that does not is an error at its line, as MDX 1's would be. */
function checkJsxBlocks(mdx: MdxState, env: MarkdownEnv): void {
  for (const element of mdx.elements) {
    if (element.jsx === undefined) continue;
    try {
      esbuild.transformSync(`<>${element.jsx}</>`, { loader: 'jsx', logLevel: 'silent' });
    } catch (error) {
      const first = (error as esbuild.TransformFailure).errors?.[0];
      throw new SitegenError(
        `this HTML block is JSX (it has {expressions}) and does not parse: ${first?.text ?? String(error)}`,
        {
          location: {
            file: env.file,
            line: element.line + (first?.location?.line ?? 1) + env.lineOffset,
            source: env.source,
          },
          hint: "MDX 1 reads an HTML block with {expressions} as JSX: close every tag, write className for class, and wrap text with braces or '<' in {'...'}.",
        },
      );
    }
  }
}

/** Replace each element's marked span in `html` by its component's HTML. */
export function renderElements(html: string, env: MarkdownEnv, options: EvaluateOptions): string {
  mainThreadOnly(env.file);
  const mdx = env.mdx as MdxState;
  const raw: string[] = [];
  const rawHtml = (h: string) => `\u0000mdx-raw:${raw.push(h) - 1}\u0000`;
  const { elements, tabs } = compile(mdx, env, options, rawHtml);
  const marked = mdx.tabs?.length ? resolveTabs(html, { mdx, env, fns: tabs }) : html;
  const out = replaceMarkedElements(marked, mdx.elements.length, (i, children) => {
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
    return rendered.split(CHILDREN).join(children);
  });
  // Raw HTML may hold markers of its own (an admonition's title): they are replaced too.
  return expandRawMarkers(out, raw);
}

type ElementFn = (children: unknown) => unknown;

/** MDX 1's stand-in for an element that names nothing: a `<div>` with the element's props. */
const Shortcode = (props: Record<string, unknown>) => createElement('div', props);

/** Names MDX expressions see without importing them, as in Docusaurus 2, unless the file declares its own. */
const SCOPE = ['toc', 'frontMatter', 'metadata', 'contentTitle', 'props'];

/**
 * The file's module: its import/export blocks, the Docusaurus scope, and one function per element. An element
 * whose name the file does not declare is taken from the site's MDXComponents (`__sitegen_rt.component`).
 */
function moduleSource(mdx: MdxState): string {
  const esm = mdx.esm.map((b) => b.code).join('\n');
  const fns = mdx.elements.map((e, i) => {
    if (e.jsx !== undefined) return `  () => <>${e.jsx}</>,`;
    const [base, ...rest] = e.name.split('.');
    const tag = ['__C', ...rest].join('.');
    const body = e.selfClosing
      ? `<${tag}${e.attributes}/>`
      : `<${tag}${e.attributes}>{${e.expressionChild ?? '__c'}}</${tag}>`;
    return `  (__c) => { const __C = typeof ${base} === 'undefined' ? __sitegen_rt.component(${i}) : ${base}; return ${body}; },`;
  });
  return [
    `import * as __sitegen_rt from '${RUNTIME}';`,
    esm,
    ...SCOPE.filter((name) => !new RegExp(`\\b${name}\\b`).test(esm)).map((n) => `const ${n} = __sitegen_rt.${n};`),
    `export const __sitegen_elements = [\n${fns.join('\n')}\n];`,
    tabsSource(mdx),
  ].join('\n');
}

/** Bundle the source's module and return one render function per element and per deferred tab set. */
function compile(
  mdx: MdxState,
  env: MarkdownEnv,
  options: EvaluateOptions,
  rawHtml: (h: string) => string,
): { elements: ElementFn[]; tabs: TabsFn[] } {
  const source = moduleSource(mdx);
  const diagram = (code: string) => {
    env.features.mermaid = true;
    return rawHtml(diagramHtml(code));
  };
  const site = mdx.siteContext ?? { siteConfig: {}, colorMode: 'light' as const };
  const prismLines = mdx.siteContext !== undefined;
  const theme = themeModules(rawHtml, { baseUrl: options.baseUrl, ...site, prismLines, diagram });
  let globals: Record<string, unknown> | null = null;
  const runtime = {
    toc: docusaurusToc(env.toc),
    frontMatter: mdx.scope?.frontMatter ?? {},
    metadata: { ...mdx.scope?.metadata, title: mdx.scope?.metadata.title ?? options.contentTitle ?? undefined },
    contentTitle: options.contentTitle ?? undefined,
    component: (i: number) => {
      const { name, line } = mdx.elements[i];
      const found = globals?.[name.split('.')[0]];
      if (found !== undefined) return found;
      if (!mdx.mdx1) throw notImported(env, name, line);
      warnShortcode(env, name, line);
      return Shortcode;
    },
    theme,
    props: mdx.props ?? {},
    partial: (absPath: string) => (props: Record<string, unknown>) => rawHtml(options.renderPartial(absPath, props)),
  };
  // Client modules (of the file's imports, and of the MDXComponents) are found in a first pass, then left external so
  // that requiring one gives its islands.
  checkJsxBlocks(mdx, env);
  let built = bundle({ source, mdx, env });
  // A module bundled from the site or its packages, or the site's MDXComponents: the result depends on those files.
  // (esbuild names the generated module after the Markdown file it stands for.)
  if (built.inputs.some((input) => input !== env.file) || mdx.globals) mdx.readsSiteFiles = true;
  const own = clientModulesAmong(built.inputs, mdx.root);
  if (own.length) built = bundle({ source, mdx, env, external: own });
  const globalsBuilt = mdx.globals && bundleWithIslands({ entry: mdx.globals.file, mdx, env });
  const clients = [...new Set([...own, ...(globalsBuilt?.clients ?? [])])];
  // Merged: a live code block rendered before the file's elements recorded its island.
  mdx.clientModules = [...new Set([...(mdx.clientModules ?? []), ...clients.map((f) => clientModuleId(f, mdx.root))])];
  const requireFn = moduleRequire({
    mdx,
    env,
    runtime,
    clients,
    markdown: built.markdown,
    isInsideSite: options.isInsideSite,
  });
  if (globalsBuilt) {
    const lenient = (id: string) => {
      if (THEME_MDX_COMPONENTS.test(id)) return defaultComponents(theme);
      const known = id in theme || /^@theme\/Tab(s|Item)$/.test(id);
      if (/^@(theme|theme-original|docusaurus)\//.test(id) && !known) return standIn(id);
      return requireFn(id);
    };
    globals = componentsOf(run(globalsBuilt.code, lenient));
  }
  const exports = run(built.code, requireFn);
  return { elements: exports.__sitegen_elements as ElementFn[], tabs: exports.__sitegen_tabs as TabsFn[] };
}

/**
 * A module (the site's MDXComponents) bundled with its client modules left external, as a Markdown file's own
 * module is: requiring one then gives islands, so a `'use client'` component that MDXComponents maps a name to
 * hydrates as it does when the file imports it.
 */
function bundleWithIslands({ entry, mdx, env }: { entry: string; mdx: MdxState; env: MarkdownEnv }) {
  const built = bundle({ entry, mdx, env });
  const clients = clientModulesAmong(built.inputs, mdx.root);
  return { code: clients.length ? bundle({ entry, mdx, env, external: clients }).code : built.code, clients };
}

/** The sitegen side of the generated module. */
interface Runtime {
  theme: Record<string, Record<string, unknown>>;
  partial: (absPath: string) => (props: Record<string, unknown>) => string;
}

/** `require` for the bundled code: sitegen's runtime and React, theme modules, partials, islands, packages. */
function moduleRequire({
  mdx,
  env,
  runtime,
  clients,
  markdown,
  isInsideSite,
}: {
  mdx: MdxState;
  env: MarkdownEnv;
  runtime: Runtime;
  clients: string[];
  markdown: string[];
  isInsideSite: EvaluateOptions['isInsideSite'];
}): (id: string) => unknown {
  const siteRequire = createRequire(path.join(mdx.root, 'package.json'));
  const islands = new Map<string, unknown>();
  const siteModules = new Map<string, unknown>();
  const requireFn = (id: string): unknown => {
    if (id === RUNTIME) return runtime;
    if (SHARED.includes(id)) return ownRequire(id);
    const own = siteThemeFile(id, runtime.theme, mdx.root);
    if (!own && /^@(theme|theme-original|docusaurus)\//.test(id)) return themeModule(runtime.theme, id, env);
    if (/^mdx-mermaid(\/|$)/.test(id)) return themeModule(runtime.theme, 'mdx-mermaid', env);
    // From here on the render reads the site's files: a cache must not keep its result.
    mdx.readsSiteFiles = true;
    if (own) {
      if (!siteModules.has(own)) siteModules.set(own, run(bundle({ entry: own, mdx, env }).code, requireFn));
      return siteModules.get(own);
    }
    if (/\.mdx?$/.test(id)) return runtime.partial(partialPath(id, { mdx, env, markdown, isInsideSite }));
    const client = id.startsWith('.') ? path.resolve(outdirOf(mdx), id) : '';
    if (clients.includes(client)) {
      if (!islands.has(client)) {
        const real = run(bundle({ entry: client, mdx, env }).code, requireFn);
        islands.set(client, islandExports(real, { id: clientModuleId(client, mdx.root), markdownChildren: CHILDREN }));
      }
      return islands.get(client);
    }
    return requirePackage(id, { siteRequire, mdx, env });
  };
  return requireFn;
}

/** The file a Markdown partial import names; one outside the site folder (links resolved) is refused. */
function partialPath(
  id: string,
  { mdx, env, markdown, isInsideSite }: PartialContext & { isInsideSite: EvaluateOptions['isInsideSite'] },
): string {
  const file = markdownImport(id, { mdx, env, markdown });
  if (isInsideSite(file)) return file;
  throw new SitegenError(`this file imports "${id}", which is outside the site folder`, {
    location: { file: env.file, line: importLine(id, mdx, env), source: env.source },
    hint: 'move the partial into the site folder (or a content folder of the site) and import it from there.',
  });
}

function importLine(id: string, mdx: MdxState, env: MarkdownEnv): number {
  return (mdx.esm.find((b) => b.code.includes(id))?.line ?? 0) + 1 + env.lineOffset;
}

/**
 * The file a Markdown import names: `@site/...`, or relative to the Markdown file, or to the component that
 * imports it (`ReleasesTable.tsx` importing `./_releases-table.md`), as the bundle's inputs say.
 */
type PartialContext = { mdx: MdxState; env: MarkdownEnv; markdown: string[] };

function markdownImport(id: string, { mdx, env, markdown }: PartialContext): string {
  if (id.startsWith('@site/')) return path.join(mdx.root, id.slice('@site/'.length));
  const own = path.resolve(path.dirname(env.file), id);
  if (existsSync(own)) return own;
  const tail = path.normalize(id).replace(/^(\.\.?[\\/])+/, '');
  return markdown.find((file) => file.endsWith(path.sep + tail)) ?? own;
}

/**
 * The site's own file for `@theme/Name` (`src/theme/Command.js`), where sitegen provides no such component:
 * Docusaurus resolves `@theme/` in the site's theme folder first. One that overrides a component sitegen provides
 * (a swizzled CodeBlock, Tabs) is not used; the config's warning names it.
 */
function siteThemeFile(id: string, theme: Record<string, unknown>, root: string): string | undefined {
  if (!id.startsWith('@theme/') || id in theme || /^@theme\/Tab(s|Item)$/.test(id)) return undefined;
  return themeFile(path.join(root, 'src/theme'), id.slice('@theme/'.length));
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
  // A module of named exports only (`@docusaurus/theme-common`) is itself.
  return mod.default ? Object.assign(mod.default as object, mod) : mod;
}
