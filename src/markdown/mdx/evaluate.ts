/**
 * Renders the components of one MDX source on the server. Its import/export blocks and one arrow function per
 * element become a module compiled in-process (own-module.ts) whose imports are answered as it runs: site
 * components from `@site/...` or relative paths and npm packages from the site's node_modules are bundled
 * together, one esbuild bundle shared by the files that import the same things (mdx-bundle.ts); `.md` partials
 * and Docusaurus theme modules are sitegen's; React is always sitegen's own so hooks work. Each element's marked span in the page
 * HTML is replaced by what its component renders; an element and those inside it render as one React tree
 * (element-tree.ts).
 * Files without import/export never come here.
 */
import { existsSync, realpathSync } from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';
import { mainThreadOnly } from './main-thread-only.js';
import * as esbuild from '../../lazy-esbuild.js';
import { isPlainImports } from './plain-imports.js';
import { createElement, Fragment, type ElementType, type ReactNode } from 'react';
import { renderToStaticMarkup } from 'react-dom/server';
import { SitegenError } from '../../errors.js';
import { themeFile } from '../../theme-files.js';
import { siteRootFile } from '../../site-root-file.js';
import { diagramHtml } from '../code-blocks.js';
import type { MarkdownEnv } from '../env.js';
import type { EsmBlock } from '../preprocess.js';
import { notImported, warnShortcode } from './elements.js';
import type { ImportBundle, ImportTarget } from './import-bundles.js';
import {
  importBundle,
  importLine,
  moduleFunction,
  outdirOf,
  ownRequire,
  requirePackage,
  run,
  RUNTIME,
  SHARED,
} from './mdx-bundle.js';
import { stylesheetModule } from './stylesheet-modules.js';
import { clientModuleId, islandExports } from './mdx-islands.js';
import { markMarkdownContent } from '../../../templates/island-html.js';
import { noteStatic, warnStaticIslands } from './static-islands.js';
import { compileOwnModule, type OwnModule } from './own-module.js';
import { codeReadsPlace, isPlaceFree } from './place-free.js';
import { imageModule, isSiteImage } from './image-modules.js';
import { componentsOf, defaultComponents, standIn, THEME_MDX_COMPONENTS } from './mdx-components.js';
import { componentStandIns } from '../mdx-html.js';
import { internalDocsComponent } from './internal-docs.js';
import { INLINE_CODE } from './markdown-elements.js';
import type { MdxElement, MdxState } from './mdx-state.js';
import {
  childrenHtml,
  elementAtFault,
  isMarkdownChildren,
  markdownChildrenHtml,
  renderSpan,
  type ElementNodes,
} from './element-tree.js';
import { expandRawMarkers, markedSpans, replaceMarkedElements, type Span } from './marked-elements.js';
import { withoutBlockEnds } from './block-children.js';
import { resolveTabs, tabsSource, type TabsFn } from './mdx-tabs.js';
import { docusaurusToc, themeModules } from './theme-components.js';
import { ThemeHookError } from '../../../templates/docusaurus/sidebar-hooks.js';
import { renderInRoot, type SiteRoot } from '../../../templates/docusaurus/site-root.js';

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

/**
 * Whether rendering the file's components bundles with esbuild: it imports more than sitegen answers (site
 * components, packages, partials, the site's own theme files), or the site has an MDXComponents.
 */
export function needsBundles(mdx: MdxState): boolean {
  if (mdx.globals) return true;
  let imports: string[];
  try {
    const { source, imports: head } = moduleSource(mdx);
    const own = compileOwnModule(source, head);
    imports = [...own.imports, ...requiredIds(own.code)];
  } catch {
    return false; // reported where it renders
  }
  const siteTheme = (id: string) => themeFile(path.join(mdx.root, 'src/theme'), id.slice('@theme/'.length));
  return imports.some(
    (id) =>
      (!answeredBySitegen(id) && !isSiteImage(id)) ||
      /\.mdx?$/.test(id) ||
      (id.startsWith('@theme/') && siteTheme(id) !== undefined),
  );
}

/** The body lines element `span` spans: from its first to before the first element after it, not in it. */
function linesOf(span: Span, mdx: MdxState): { first: number; end: number } {
  const inside = new Set<number>();
  const collect = (s: Span) => {
    inside.add(s.index);
    for (const part of s.parts) if (typeof part !== 'string') collect(part);
  };
  collect(span);
  const first = mdx.elements[span.index].line;
  const after = mdx.elements.filter((e, i) => !inside.has(i) && e.line > first).map((e) => e.line);
  return { first, end: after.length ? Math.min(...after) : Infinity };
}

/** The modules compiled code `require()`s by name (its imports among them). */
function requiredIds(code: string): string[] {
  return [...code.matchAll(/\brequire\(\s*(['"])([^'"\n]+)\1\s*\)/g)].map((m) => m[2]);
}

/** Replace each element's marked span in `html` by its component's HTML. */
export function renderElements(html: string, env: MarkdownEnv, options: EvaluateOptions): string {
  mainThreadOnly(env.file);
  const mdx = env.mdx as MdxState;
  const raw: string[] = [];
  const rawHtml = (h: string) => `\u0000mdx-raw:${raw.push(h) - 1}\u0000`;
  const compiled = compile(mdx, env, options, rawHtml);
  const { elements, tabs } = compiled;
  const siteRoot = rootForMarkdown(compiled.root, env);
  const marked = mdx.tabs?.length ? resolveTabs(html, { mdx, env, fns: tabs }) : html;
  const nodes: ElementNodes = {
    node: (i, children) => elements[i](children),
    takesChildren: (i) => {
      const e = mdx.elements[i];
      return !e.selfClosing && e.expressionChild === undefined && e.replaced?.child === undefined;
    },
    root: siteRoot,
    plain: (i) => {
      const { name, plain } = mdx.elements[i];
      return plain && { type: name, ...plain };
    },
  };
  const render = (span: Span) => {
    try {
      const html = renderSpan(span, nodes);
      warnStaticIslands(mdx, env, () => linesOf(span, mdx));
      return html;
    } catch (error) {
      if (error instanceof SitegenError) throw error;
      // A doc's render before its sidebar is known is replaced by the one with it (routes/sidebar-bodies.ts): a
      // component that indexes its empty category fails only here, and the second render says what really fails.
      if (mdx.readsSidebar && mdx.docsSidebar === undefined) return '';
      const element = mdx.elements[elementAtFault(span, nodes, error)];
      // A block of raw HTML run as JSX (mdx-html.ts) has no name of its own.
      const what = element.name ? `<${element.name}>` : 'the JSX of this HTML block';
      throw new SitegenError(`${what} failed to render: ${(error as Error).message}`, {
        location: { file: env.file, line: element.line + 1 + env.lineOffset, source: env.source },
        cause: error,
        hint:
          error instanceof ThemeHookError
            ? error.hint
            : 'the component threw while rendering on the server; check its props, or make it safe to render without a browser.',
      });
    }
  };
  const root = markedSpans(marked, mdx.elements.length, { anyOrder: true });
  const out = root
    ? root.parts.map((part) => (typeof part === 'string' ? part : render(part))).join('')
    : replaceMarkedElements(marked, mdx.elements.length, (index, children) => render({ index, parts: [children] }));
  // Raw HTML may hold markers of its own (an admonition's title): they are replaced too. Block ends are left only
  // around an element whose markers went missing, which is not rendered.
  return expandRawMarkers(withoutBlockEnds(out), raw);
}

/** Roots already warned of as unable to render around Markdown's components (once per process). */
const rootsWarned = new Set<string>();

/**
 * The site's Root, if it renders at parse time, where there is no page but the doc's path (its location, which
 * `@docusaurus/router` answers there): one that reads what only a page's render has throws, and the Markdown's
 * components render without it, told in a warning.
 */
function rootForMarkdown(root: SiteRoot | null, env: MarkdownEnv): SiteRoot | null {
  if (!root) return null;
  try {
    renderInRoot(createElement(Fragment), renderToStaticMarkup, root);
    return root;
  } catch (error) {
    if (!rootsWarned.has(root.file)) {
      rootsWarned.add(root.file);
      env.warnings.push({
        code: 'other',
        file: root.file,
        message: `the swizzled Root does not render around the components of Markdown files (${(error as Error).message}): they render without the context it provides. Read only what every page has (the site config, the location) in Root, and the rest in a component below it`,
      });
    }
    return null;
  }
}

type ElementFn = (children: unknown) => unknown;

/** MDX 1's stand-in for an element that names nothing: a `<div>` with the element's props. */
const Shortcode = (props: Record<string, unknown>) => createElement('div', props);

/**
 * The shortcode, warning as it renders, as MDX 1's does: one inside a parent that draws nothing (`<FbInternalOnly>`)
 * never renders, so nothing is said about it.
 */
function warnedShortcode(warn: () => void) {
  return (props: Record<string, unknown>) => {
    warn();
    return Shortcode(props);
  };
}

/** Names MDX expressions see without importing them, as in Docusaurus 2, unless the file declares its own. */
const SCOPE = ['toc', 'frontMatter', 'metadata', 'contentTitle', 'props'];

/**
 * The file's module: its import/export blocks, the Docusaurus scope, and one function per element. An element
 * whose name the file does not declare is taken from the site's MDXComponents (`__sitegen_rt.component`).
 */
function moduleSource(mdx: MdxState): ModuleSource {
  const esm = mdx.esm.map((b) => b.code).join('\n');
  const imports = [`import * as __sitegen_rt from '${RUNTIME}';`, esm].join('\n');
  const elements = `export const __sitegen_elements = [\n${mdx.elements.map(elementSource).join('\n')}\n];`;
  const tabs = tabsSource(mdx);
  const scope = SCOPE.filter((name) => !new RegExp(`\\b${name}\\b`).test(esm));
  const source = [imports, ...scope.map((n) => `const ${n} = __sitegen_rt.${n};`), elements, tabs].join('\n');
  return { source, imports, own: [esm, elements, tabs].join('\n') };
}

/**
 * A file's module, and its start that holds every import declaration (the rest are functions and constants), and
 * the file's own code in it (all but the scope sitegen gives it).
 */
interface ModuleSource {
  source: string;
  imports: string;
  own: string;
}

/** The render function of element `i`, as an array item of the module's `__sitegen_elements`. */
function elementSource(e: MdxState['elements'][number], i: number): string {
  if (e.jsx !== undefined) {
    const { jsx, names } = componentStandIns(e.jsx);
    const declared = names.map(
      (n, j) => `const __J${j} = ${ownOr(n, `__sitegen_rt.named(${JSON.stringify(n)}, ${e.line})`)};`,
    );
    return `  () => { ${declared.join(' ')} return <>${jsx}</>; },`;
  }
  if (e.fragment) return '  (__c) => <>{__c}</>,';
  // Rendered by element-tree.ts as markdown-it rendered it (plain), or made from its data by `compile` (replaced).
  if (e.plain || e.replaced) return '  null,';
  if (e.markdown) {
    const child = e.selfClosing ? '' : `{${e.expressionChild ?? '__c'}}`;
    const type = JSON.stringify(e.name);
    return `  (__c) => <__sitegen_rt.Element mdxType=${type} originalType=${type}${e.attributes}>${child}</__sitegen_rt.Element>,`;
  }
  const [base, ...rest] = e.name.split('.');
  const tag = ['__C', ...rest].join('.');
  const body = e.selfClosing
    ? `<${tag}${e.attributes}/>`
    : `<${tag}${e.attributes}>{${e.expressionChild ?? '__c'}}</${tag}>`;
  return `  (__c) => { const __C = ${ownOr(base, `__sitegen_rt.component(${i})`)}; return ${body}; },`;
}

/**
 * The file's own `name` (imported, exported, declared), else `fallback`: a name the file does not declare is
 * undefined, or a global of the same name (`File`, `Map`, `Event`), which is no component of the file either.
 */
function ownOr(name: string, fallback: string): string {
  return `(typeof ${name} === 'undefined' || ${name} === globalThis[${JSON.stringify(name)}] ? ${fallback} : ${name})`;
}

/** Compile the source's module, run it, and return one render function per element and per deferred tab set. */
function compile(
  mdx: MdxState,
  env: MarkdownEnv,
  options: EvaluateOptions,
  rawHtml: (h: string) => string,
): { elements: ElementFn[]; tabs: TabsFn[]; root: SiteRoot | null } {
  const module = moduleSource(mdx);
  const own = ownModule(module, mdx, env);
  if (codeReadsPlace(module.own)) mdx.readsPlace = true;
  const theme = fileTheme(mdx, env, options.baseUrl, rawHtml);
  let globals: Record<string, unknown> | null = null;
  // A component the file uses but does not declare: its MDXComponents', else (MDX 1) a shortcode that warns.
  const named = (name: string, line: number) => {
    const base = name.split('.')[0];
    const found = globals?.[base] ?? internalDocsComponent(mdx, base);
    if (found !== undefined) return found;
    if (!mdx.mdx1) throw notImported(env, name, line);
    return warnedShortcode(() => warnShortcode(env, name, line));
  };
  const runtime = {
    toc: docusaurusToc(env.toc),
    frontMatter: mdx.scope?.frontMatter ?? {},
    metadata: { ...mdx.scope?.metadata, title: mdx.scope?.metadata.title ?? options.contentTitle ?? undefined },
    contentTitle: options.contentTitle ?? undefined,
    component: (i: number) => named(mdx.elements[i].name, mdx.elements[i].line),
    named,
    ...markdownRuntime(() => globals),
    theme,
    props: mdx.props ?? {},
    // The partial's content, marked so that an island given it as a prop gets its HTML (island-props.ts).
    partial: (absPath: string) =>
      markMarkdownContent(
        (props: Record<string, unknown>) => rawHtml(options.renderPartial(absPath, props)),
        () => options.renderPartial(absPath),
      ),
  };
  const modules = fileModules({ mdx, env, runtime, imports: own.imports, isInsideSite: options.isInsideSite });
  if (mdx.globals) {
    // The site's MDXComponents: the result depends on it. Unknown theme modules render as stand-ins there.
    mdx.readsSiteFiles = true;
    const lenient = (id: string) => {
      if (THEME_MDX_COMPONENTS.test(id)) return defaultComponents(theme);
      if (/^@theme-original\/MDXComponents\//.test(id)) return modules.requireExternal(id.replace('-original', ''));
      const known = id in theme || /^@theme\/Tab(s|Item)$/.test(id);
      if (/^@(theme|theme-original|docusaurus)\//.test(id) && !known) return standIn(id);
      return modules.requireExternal(id);
    };
    globals = componentsOf(modules.load(importBundle({ entry: mdx.globals.file }, { mdx, env }), lenient));
  }
  const exports = run(own.code, modules.requireOwn);
  // Merged: a live code block rendered before the file's elements recorded its island.
  const clients = [...modules.islandFiles].map((f) => clientModuleId(f, mdx.root));
  mdx.clientModules = [...new Set([...(mdx.clientModules ?? []), ...clients])];
  return {
    elements: elementFns(exports.__sitegen_elements, mdx, runtime),
    tabs: exports.__sitegen_tabs as TabsFn[],
    root: modules.root(),
  };
}

/** The module's render functions, one per element, with those of the replaced Markdown elements (null there) made. */
function elementFns(made: unknown, mdx: MdxState, runtime: ReturnType<typeof markdownRuntime>): ElementFn[] {
  return (made as (ElementFn | null)[]).map((fn, i) => fn ?? replacedElement(mdx.elements[i], runtime));
}

/**
 * The render function of a Markdown element the site replaces, made from its data (markdown-elements.ts) as its JSX
 * (`elementSource`) would compile: a page of inline code held one such element per span, and compiling them was
 * most of what a page took to parse. (A plain element's function is never called.)
 */
function replacedElement(e: MdxElement, { Element, mdx: create }: ReturnType<typeof markdownRuntime>): ElementFn {
  const props = { mdxType: e.name, originalType: e.name, ...e.replaced?.props };
  const child = e.replaced?.child;
  if (child === undefined)
    return e.selfClosing ? () => createElement(Element, props) : (c) => createElement(Element, props, c as ReactNode);
  const given = () =>
    'text' in child ? child.text : create(child.element.type, child.element.props, child.element.children);
  return () => createElement(Element, props, given() as ReactNode);
}

/**
 * How Markdown's elements that the site's MDXComponents replaces render (markdown-elements.ts), as MDX 1 renders
 * them: `Element`, an element a parent sees with MDX 1's `mdxType`, `originalType` and `parentName` props, rendered
 * by `components['parent.type'] ?? components[type]`, else as the tag (`code` for inline code); `mdx(type, props,
 * children)` creates one (a code block's `code`).
 */
function markdownRuntime(globals: () => Record<string, unknown> | null) {
  const own = (key: string) => globals()?.[key] as ElementType | undefined;
  const Element = ({ mdxType, originalType, parentName, ...props }: Record<string, unknown>) => {
    const type = String(mdxType);
    const tag = originalType === INLINE_CODE ? 'code' : (originalType as ElementType);
    return createElement((parentName ? own(`${String(parentName)}.${type}`) : undefined) ?? own(type) ?? tag, props);
  };
  return {
    Element,
    mdx: (type: string, props: Record<string, unknown>, children: unknown) =>
      createElement(Element, { ...props, mdxType: type, originalType: type }, children as ReactNode),
  };
}

/** The file's module compiled; code that does not compile is an error at the block or element at fault. */
function ownModule({ source, imports }: ModuleSource, mdx: MdxState, env: MarkdownEnv): OwnModule {
  try {
    return compiles(source, imports);
  } catch (error) {
    // Import/export blocks were checked as the file was parsed (checkEsm): the fault is in an element.
    checkJsxBlocks(mdx, env);
    const alone = mdx.elements.map((e, i) => `[\n${elementSource(e, i)}\n]`);
    const at = alone.findIndex((one) => !compilesAlone(one));
    const element = mdx.elements[at];
    const what = element ? `<${element.name}>` : 'the components of this file';
    const text = esbuildError(element ? alone[at] : source) ?? (error as Error).message;
    throw new SitegenError(`${what} does not compile: ${text}`, {
      location: {
        file: env.file,
        line: (element?.line ?? mdx.esm[0]?.line ?? 0) + 1 + env.lineOffset,
        source: env.source,
      },
      cause: error,
      hint: 'the attributes of a component are JavaScript: quote strings, and put expressions in {braces} that close.',
    });
  }
}

/** The theme modules as the file's components see them (theme-components.ts). */
function fileTheme(mdx: MdxState, env: MarkdownEnv, baseUrl: string, rawHtml: (h: string) => string) {
  const diagram = (code: string) => {
    env.features.mermaid = true;
    return rawHtml(diagramHtml(code));
  };
  const site = mdx.siteContext ?? { siteConfig: {}, colorMode: 'light' as const };
  const themeClassic = mdx.siteContext !== undefined;
  const nextId = () => ++env.uid;
  const pagePath = () => String(mdx.scope?.metadata.permalink ?? baseUrl);
  return themeModules(rawHtml, {
    baseUrl,
    ...site,
    themeClassic,
    diagram,
    nextId,
    docsSidebar: sidebarReader(mdx),
    pagePath,
  });
}

/**
 * The page's sidebar, for theme-common's hooks. A doc's is known only when the doc renders again, once the sidebars
 * are made (routes/sidebar-bodies.ts): a call before that is noted on the file's state.
 */
function sidebarReader(mdx: MdxState): () => MdxState['docsSidebar'] {
  return () => {
    if (mdx.docsSidebar === undefined) mdx.readsSidebar = true;
    return mdx.docsSidebar;
  };
}

/** `source` compiled, or the error of sucrase or of the JavaScript engine (sucrase does not check syntax). */
function compiles(source: string, imports?: string): OwnModule {
  const own = compileOwnModule(source, imports);
  moduleFunction(own.code);
  return own;
}

function compilesAlone(source: string): boolean {
  try {
    compiles(source);
    return true;
  } catch {
    return false;
  }
}

/** What esbuild says is wrong with `source`, which names the fault better than sucrase or the engine. */
function esbuildError(source: string): string | undefined {
  try {
    esbuild.transformSync(source, { loader: 'tsx', format: 'esm', logLevel: 'silent' });
    return undefined;
  } catch (failure) {
    return (failure as esbuild.TransformFailure).errors?.[0]?.text;
  }
}

/** The sitegen side of the generated module. */
interface Runtime {
  theme: Record<string, Record<string, unknown>>;
  partial: (absPath: string) => (props: Record<string, unknown>) => string;
}

/** What the modules of one file require, as it renders. */
interface FileModules {
  /** `require` for the file's own module: each import as written, from the file's folder, out of one bundle. */
  requireOwn: (id: string) => unknown;
  /** `require` for bundled code: what esbuild left external (theme modules, partials, client modules, React). */
  requireExternal: (id: string) => unknown;
  /** Run a bundle for this file (once); returns its exports. */
  load: (bundle: ImportBundle, requireFn?: (id: string) => unknown) => Record<string, unknown>;
  /** The site's client modules the file's bundles left external, absolute. */
  clients: Set<string>;
  /** Those of them with a component, which the client bundle builds: a module of data alone is no island. */
  islandFiles: Set<string>;
  /** The site's Root bundled with the file's imports, once they are loaded (none without one). */
  root: () => SiteRoot | null;
}

/** The modules of one file: sitegen's runtime and React, theme modules, partials, islands, imports. */
function fileModules({
  mdx,
  env,
  runtime,
  imports,
  isInsideSite,
}: {
  mdx: MdxState;
  env: MarkdownEnv;
  runtime: Runtime;
  /** What the file's own module imports, as written. */
  imports: string[];
  isInsideSite: EvaluateOptions['isInsideSite'];
}): FileModules {
  const siteRequire = createRequire(path.join(mdx.root, 'package.json'));
  const reached = reachedNothing();
  const { clients, implicit, stylesheets, markdown } = reached;
  const islandFiles = new Set<string>();
  const loaded = new Map<ImportBundle, Record<string, unknown>>();
  const islands = new Map<string, unknown>();
  // Each file runs its bundles anew, as it did when each file was one bundle: module state is the file's own.
  const load = (bundle: ImportBundle, requireFn = requireExternal): Record<string, unknown> => {
    if (!loaded.has(bundle)) {
      // From here on the render reads the site's files: a cache must not keep its result, nor a copy take it.
      mdx.readsSiteFiles = true;
      mdx.readsPlace = true;
      noteReached(bundle, reached);
      loaded.set(bundle, run(bundle.code, requireFn));
    }
    return loaded.get(bundle)!;
  };
  const rooted = siteRootOf(mdx);
  const ownLoad = (t: ImportTarget) => load(importBundle(t, { mdx, env }));
  const own = ownImports({ imports, from: path.dirname(env.file), load: ownLoad, rootFile: rooted.rootFile });
  const requireOwn = (id: string): unknown => {
    if (!isPlaceFree(id) && !isPartial(id)) mdx.readsPlace = true;
    if (answeredBySitegen(id)) return requireExternal(id);
    return isSiteImage(id) ? imageModule(id, { mdx, env }) : own.require(id);
  };
  const requireExternal = (id: string): unknown => {
    if (!isPlaceFree(id) && !isPartial(id)) mdx.readsPlace = true;
    if (id === RUNTIME) return runtime;
    if (SHARED.includes(id)) return ownRequire(id);
    const own = siteThemeFile(id, runtime.theme, mdx.root);
    if (!own && /^@(theme|theme-original|theme-init|docusaurus)\//.test(id)) return themeModule(runtime.theme, id);
    if (/^mdx-mermaid(\/|$)/.test(id)) return themeModule(runtime.theme, 'mdx-mermaid');
    mdx.readsSiteFiles = true;
    if (own) return load(importBundle({ entry: own }, { mdx, env }));
    if (isPartial(id)) return runtime.partial(placedPartial(id, { mdx, env, markdown, isInsideSite }));
    const client = clientPath(id, mdx);
    if (stylesheets.has(client)) return stylesheetModule(client, { mdx, env });
    if (clients.has(client)) {
      if (!islands.has(client)) {
        const { exports, hasIslands } = islandsOf(client, { mdx, env, load, implicit: implicit.has(client), rooted });
        islands.set(client, exports);
        if (hasIslands) islandFiles.add(client);
      }
      return islands.get(client);
    }
    return requirePackage(id, { siteRequire, mdx, env });
  };
  return { requireOwn, requireExternal, load, clients, islandFiles, root: () => rooted.siteRoot(own.root()) };
}

/** What a file's loaded bundles reach: modules with islands (`implicit`: by needing the browser), stylesheets, partials. */
interface Reached {
  clients: Set<string>;
  implicit: Set<string>;
  stylesheets: Set<string>;
  markdown: string[];
}

function reachedNothing(): Reached {
  return { clients: new Set(), implicit: new Set(), stylesheets: new Set(), markdown: [] };
}

function noteReached(bundle: ImportBundle, into: Reached): void {
  bundle.clients.forEach((c) => into.clients.add(c));
  bundle.implicit.forEach((c) => into.implicit.add(c));
  bundle.stylesheets.forEach((file) => into.stylesheets.add(file));
  into.markdown.push(...bundle.markdown);
}

/** A Docusaurus site's Root module, and its component from a bundle's namespace of it (none without one). */
function siteRootOf(mdx: MdxState): {
  rootFile: string | undefined;
  siteRoot: (namespace: Record<string, unknown> | undefined) => SiteRoot | null;
} {
  // The module to bundle may be generated (the Root around a Layout wrapper); messages name the site's file.
  const found = mdx.mdx1 ? (mdx.siteRoot ?? (() => siteRootFile(mdx.root)))() : undefined;
  const siteRoot = (namespace: Record<string, unknown> | undefined): SiteRoot | null =>
    found && namespace
      ? {
          component: namespace.default as SiteRoot['component'],
          id: clientModuleId(found.file, mdx.root),
          file: found.file,
          name: found.name,
        }
      : null;
  return { rootFile: found?.module, siteRoot };
}

/**
 * The file a `require` of a module left external names: esbuild writes the path from the bundle's folder, or, for
 * an import that named the module's file exactly (`@site/src/components/Script.jsx`), the aliased path as it is.
 */
function clientPath(id: string, mdx: MdxState): string {
  if (id.startsWith('.')) return path.resolve(outdirOf(mdx), id);
  if (id.startsWith('@site/')) return path.join(mdx.root, id.slice('@site/'.length));
  return path.isAbsolute(id) ? id : '';
}

/** The exports of the client module `client` as Markdown uses them: its components as islands (mdx-islands.ts). */
function islandsOf(
  client: string,
  {
    mdx,
    env,
    load,
    implicit,
    rooted: { rootFile, siteRoot },
  }: {
    mdx: MdxState;
    env: MarkdownEnv;
    load: (bundle: ImportBundle) => Record<string, unknown>;
    /** It is an island because a Docusaurus site's code needs the browser, not because it says `'use client'`. */
    implicit: boolean;
    /** The site's Root file, bundled with the island's module so that the context it provides is the island's. */
    rooted: { rootFile: string | undefined; siteRoot: (namespace: Record<string, unknown>) => SiteRoot | null };
  },
): { exports: Record<string, unknown>; hasIslands: boolean } {
  let real: Record<string, unknown>;
  let root: SiteRoot | null = null;
  if (rootFile) {
    const target = { specs: [client, rootFile], from: path.dirname(client) };
    const [namespace, rootNamespace] = load(importBundle(target, { mdx, env, islands: false })).__imports as Record<
      string,
      unknown
    >[];
    real = namespace;
    root = siteRoot(rootNamespace);
  } else {
    const loaded = load(importBundle({ entry: client }, { mdx, env, islands: false }));
    // A CommonJS module (a package's `module.exports = Component`) is its own default export, as Node gives it.
    real = '__esModule' in loaded ? loaded : { ...loaded, default: loaded };
  }
  const exports = islandExports(real, {
    root,
    id: clientModuleId(client, mdx.root),
    isMarkdownChildren,
    onStatic: mdx.mdx1 && implicit ? noteStatic(mdx) : undefined,
    docusaurus: mdx.mdx1,
    markdownHtml: markdownChildrenHtml,
    childrenHtml,
  });
  // Components became islands; constants and helpers (react-native-website's TabsConstants) passed through.
  return { exports, hasIslands: Object.entries(exports).some(([name, value]) => value !== real[name]) };
}

/**
 * Whether a Markdown body opens with an import that renders through a bundle (site code, a package, a partial):
 * the import/export paragraphs at its top, where MDX files put them (an import deeper in is not looked for).
 */
export function opensWithBundledImport(body: string): boolean {
  const paragraphs = body.trimStart().split(/\n[ \t]*\n/);
  const top = paragraphs.slice(
    0,
    Math.max(
      0,
      paragraphs.findIndex((p) => !/^\s*(import|export)\b/.test(p)),
    ),
  );
  const ids = top.flatMap((p) => [...p.matchAll(/^\s*import\s(?:[^'"]*?\sfrom\s)?\s*(['"])([^'"\n]+)\1/gm)]);
  return ids.some(([, , id]) => (!answeredBySitegen(id) && !isSiteImage(id)) || isPartial(id));
}

/** Whether `id` names a Markdown partial. */
function isPartial(id: string): boolean {
  return /\.mdx?$/.test(id);
}

/** What sitegen answers itself when a file's module imports it: its runtime, React, theme modules, partials. */
function answeredBySitegen(id: string): boolean {
  return (
    id === RUNTIME ||
    SHARED.includes(id) ||
    /^(@(theme|theme-original|theme-init|docusaurus)\/|mdx-mermaid(\/|$))|\.mdx?$/.test(id)
  );
}

/**
 * The file's other imports, bundled together (so that the components it imports share the modules they import)
 * when the first is required; returns the namespace of each, by the name the file imports it by. A module it
 * `require()`s without importing it is bundled on its own and is what webpack's `require` gives (a CommonJS
 * module's `module.exports`): in MDX 1, `require()` in an expression loads any module, not only those imported.
 */
function ownImports({
  imports,
  from,
  load,
  rootFile,
}: {
  imports: string[];
  from: string;
  load: (target: ImportTarget) => Record<string, unknown>;
  /** The site's Root, bundled with the imports so that the context it provides is theirs (site-root.ts). */
  rootFile: string | undefined;
}): { require: (id: string) => unknown; root: () => Record<string, unknown> | undefined } {
  const specs = imports.filter((id) => !answeredBySitegen(id) && !isSiteImage(id));
  const namespaces = new Map<string, Record<string, unknown>>();
  let root: Record<string, unknown> | undefined;
  const require = (id: string) => {
    if (!specs.includes(id)) return (load({ specs: [id], from, required: true }).__imports as unknown[])[0];
    if (!namespaces.size) {
      const all = load({ specs: rootFile ? [...specs, rootFile] : specs, from }).__imports as Record<string, unknown>[];
      // `__esModule`: the compiled module reads `default` as the default export, as from an ES module.
      specs.forEach((spec, i) => namespaces.set(spec, { ...all[i], __esModule: true }));
      if (rootFile) root = all[specs.length];
    }
    return namespaces.get(id);
  };
  return { require, root: () => root };
}

/**
 * The file a Markdown partial import names. One beside the file (`./_note.md`) is, for a copy of the file, the one
 * beside the copy, read as the first was (content/copy-reuse.ts); one found another way (`@site/`, an alias) is the
 * same file for every copy, which the reads do not tell apart: a copy then renders itself.
 */
function placedPartial(id: string, context: PartialContext & { isInsideSite: EvaluateOptions['isInsideSite'] }) {
  const file = partialPath(id, context);
  if (!id.startsWith('.') || file !== path.resolve(path.dirname(context.env.file), id)) context.mdx.readsPlace = true;
  return file;
}

/** `p` with its links resolved, or as it is when it does not exist. */
function realOr(p: string): string {
  try {
    return realpathSync.native(p);
  } catch {
    return path.resolve(p);
  }
}

/** The file a Markdown partial import names; one outside the site folder (links resolved) is refused. */
function partialPath(
  id: string,
  { mdx, env, markdown, isInsideSite }: PartialContext & { isInsideSite: EvaluateOptions['isInsideSite'] },
): string {
  const file = markdownImport(id, { mdx, env, markdown });
  if (isInsideSite(file)) return file;
  // A path inside the site that a link takes out of it (flipper links its plugins' docs in): say where it lands.
  const real = realOr(file);
  const linked = real !== path.resolve(file) ? `, a link to ${real},` : '';
  // Docusaurus 2's mdx-loader imports a partial from anywhere: its sites are told this is sitegen's rule.
  const move = 'copy the partial into the site folder (or a content folder of the site) and import it from there.';
  const hint = linked
    ? 'sitegen reads nothing outside the site, links included: copy the partial into the site folder (or a content folder of the site) instead of linking it.'
    : mdx.mdx1
      ? `sitegen reads no content outside the site folder, though Docusaurus imports a partial from anywhere: ${move}`
      : 'move the partial into the site folder (or a content folder of the site) and import it from there.';
  throw new SitegenError(`this file imports "${id}"${linked || ','} which is outside the site folder`, {
    location: { file: env.file, line: importLine(id, mdx, env), source: env.source },
    hint,
  });
}

/**
 * The file a Markdown import names, through the site's aliases: `@site/...`, or relative to the Markdown file, or
 * to the component that imports it (`ReleasesTable.tsx` importing `./_releases-table.md`), as the bundle's inputs say.
 */
type PartialContext = { mdx: MdxState; env: MarkdownEnv; markdown: string[] };

function markdownImport(written: string, { mdx, env, markdown }: PartialContext): string {
  const id = aliased(written, mdx.resolve?.alias ?? {});
  if (path.isAbsolute(id)) return id;
  if (id.startsWith('@site/')) return path.join(mdx.root, id.slice('@site/'.length));
  const own = path.resolve(path.dirname(env.file), id);
  if (existsSync(own)) return own;
  const tail = path.normalize(id).replace(/^(\.\.?[\\/])+/, '');
  return markdown.find((file) => file.endsWith(path.sep + tail)) ?? own;
}

/** `id` through the site's aliases (its plugins' `configureWebpack`), as esbuild applies them to code: by prefix. */
function aliased(id: string, alias: Record<string, string>): string {
  const key = Object.keys(alias).find((k) => id === k || id.startsWith(`${k}/`));
  return key === undefined ? id : alias[key] + id.slice(key.length);
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

/**
 * A theme module as `require` returns it: the default export itself, its named exports as properties (Node's
 * CommonJS interop). One sitegen does not map is a stand-in that fails where it is used, naming it: a component
 * that uses it only in the browser (inside `BrowserOnly`, an effect, a handler) renders on the server as it should.
 */
function themeModule(theme: Record<string, Record<string, unknown>>, id: string): unknown {
  const mod = theme[id];
  if (!mod) return standIn(id, 'imported by a component this file uses');
  // A module of named exports only (`@docusaurus/theme-common`) is itself.
  return mod.default ? Object.assign(mod.default as object, mod) : mod;
}
