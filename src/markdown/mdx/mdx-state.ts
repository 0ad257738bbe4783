/**
 * What one source's MDX needs while it renders: its import/export blocks, the capitalised JSX elements the
 * Markdown rules found (each rendered later by its React component), and how to render an imported partial.
 */
import type { SiteResolve } from '../../../templates/docusaurus/context-types.js';
import type { EsmBlock } from '../preprocess.js';
import type { SiteRootFile } from '../../site-root-file.js';
import type { DocsSidebarView } from '../../types.js';

/** One JSX element that names a component: `<Foo a="x" b={expr}>children</Foo>`. */
export interface MdxElement {
  name: string;
  /** The attributes as written (JSX), placed as they are into the generated module. */
  attributes: string;
  /** 0-based line in the body, for errors. */
  line: number;
  selfClosing: boolean;
  /** A single `{expression}` child, kept as JavaScript instead of rendered as Markdown (`<CodeBlock>{`...`}</CodeBlock>`). */
  expressionChild?: string;
  /**
   * A Markdown element (`a`, `pre`, `inlineCode`) the site's MDXComponents replaces, or an HTML tag that is JSX
   * (mdx-html.ts): `name` is MDX 1's name for it, always looked up there (markdown-elements.ts), else the tag, never
   * among the file's own names.
   */
  markdown?: true;
  /**
   * A Markdown element the site does not replace, inside one it does (markdown-elements.ts): the props MDX 1 gives
   * it, and its HTML as markdown-it rendered it, which it renders unless a component gives it other props. `close`
   * is absent for an element without children (an image, inline code), whose whole HTML is `open`.
   */
  plain?: { props: Record<string, unknown>; open: string; close?: string };
  /**
   * A Markdown element the site replaces, as data: its props and its child (inline code's text, or a code block's
   * `code` element), rendered without compiling anything (its `attributes` are empty).
   */
  replaced?: { props: Record<string, unknown>; child?: ReplacedChild };
  /** A whole HTML block run as JSX (MDX 1 reads one with expressions so; see mdx-html.ts): `name` is then ''. */
  jsx?: string;
  /** A `<>` fragment around Markdown (fragments.ts): `name` is then ''. */
  fragment?: true;
}

/** The one child a replaced Markdown element is given: a text, or an element `mdx(type, props, children)` creates. */
export type ReplacedChild =
  { text: string } | { element: { type: string; props: Record<string, unknown>; children: string } };

/** Per-source MDX state, on `env.mdx`. */
export interface MdxState {
  esm: EsmBlock[];
  /** The imports its section's remark-mdx-filter-imports removes (stripped-imports.ts), its partials' too. */
  strippedImports?: RegExp;
  /** The names this file's removed imports bound, with the module each named (stripped-imports.ts). */
  strippedNames?: Map<string, string>;
  /** docusaurus-plugin-internaldocs-fb's theme is the site's: its components are in scope (internal-docs.ts). */
  internalDocs?: boolean;
  elements: MdxElement[];
  /** The site folder, for `@site/...` imports. */
  root: string;
  /** The site's base URL, for `useBaseUrl` and `<Link>`. */
  baseUrl: string;
  /** Whether a file lies inside the site's folders, links resolved: a partial outside them is refused. */
  isInsideSite: (file: string) => boolean;
  /**
   * Inline elements: position of a `</Foo>` in the inline source that holds it -> the element it closes, until the
   * inline rule meets it (another paragraph may have a tag at the same position).
   */
  inlineCloses: Map<number, { index: number; src: string }>;
  /** Imported client modules (`'use client'`), by id: they render as islands, which the client bundle must build. */
  clientModules?: string[];
  /** The site's `src/theme/MDXComponents`: components every Markdown file may use without importing them. */
  globals?: MdxGlobals;
  /** The site's Root file, looked up once per build (`siteRootFile`); absent: look it up. */
  siteRoot?: () => SiteRootFile | undefined;
  /** What MDX expressions see besides the file's imports, as in Docusaurus 2 (`toc` and `contentTitle` come at render). */
  scope?: { frontMatter: Record<string, unknown>; metadata: Record<string, unknown> };
  /** `<Tabs>` whose `values` or `defaultValue` is an expression: rendered once the file's module runs. */
  tabs?: DeferredTabs[];
  /** CSS the components imported: site-relative file -> its CSS (mdx-css.ts). */
  css?: Map<string, string>;
  /** Files that CSS names (`url(./skin.png)`), copied into the output: public URL -> file. */
  assets?: Map<string, string>;
  /**
   * Set when rendering read a file other than the source: a module bundled from the site or its packages, or a
   * Markdown partial. The result then depends on those files, so the build cache does not keep it.
   */
  readsSiteFiles?: boolean;
  /**
   * A Docusaurus site's Markdown, read as MDX 1 reads it: an element that names nothing renders as a `<div>` with
   * its props and children (a warning; without this, an error), and an HTML block with code in its `{expressions}`
   * is JSX (mdx-html.ts).
   */
  mdx1?: boolean;
  /** The props a partial is rendered with (`<Part note="x" />`): what `props` is in its expressions. */
  props?: Record<string, unknown>;
  /** What `useDocusaurusContext()` and `useColorMode()` answer components (a Docusaurus site's config). */
  siteContext?: {
    siteConfig: Record<string, unknown>;
    colorMode: 'light' | 'dark';
    /** `useDocusaurusContext().i18n`: the file's locale and the site's. */
    i18n?: { currentLocale: string; defaultLocale: string; locales: string[] };
    /** `useGlobalData()`: the plugins' global data of the file's locale, by plugin name and id. */
    globalData?: Record<string, Record<string, unknown>>;
    /** `useActiveVersion()` and `useActiveDocContext()`: the docs version the file belongs to (docs only). */
    docsVersion?: { name: string; label: string; isLast: boolean; path: string };
  };
  /** What the site's code reads from `process.env` (`docusaurus2-dotenv`), as esbuild `define`s of its imports. */
  define?: Record<string, string>;
  /** The site's module resolution (its plugins' `configureWebpack` aliases), for its imports' bundles. */
  resolve?: SiteResolve;
  /**
   * Where an import of a server-relative path (`/img/x.png`) is looked for, in order: webpack's `resolve.roots` on a
   * Docusaurus site (the static folder, then the site's).
   */
  roots?: string[];
  /**
   * What `useDocsSidebar()` and `useCurrentSidebarCategory()` answer: the page's sidebar. Undefined for a doc
   * parsed before the sidebars are known (they are made from the parsed docs): its components then get an empty
   * category, and `readsSidebar` is set, so that the doc renders again once they are (routes/sidebar-bodies.ts).
   */
  docsSidebar?: DocsSidebarView;
  /** Set when a component asked for the page's sidebar while it was not known. */
  readsSidebar?: boolean;
  /** Whether the file binds `Tabs` (an MDX 1 file's; see mdx/elements.ts `nativeTabs`), once known. */
  bindsTabs?: boolean;
  /**
   * Set when the render read what may differ between files of the same bytes: the file's `metadata`, a module
   * other than those that answer alike for each (place-free.ts). A copy of the file then renders itself.
   */
  readsPlace?: boolean;
  /** Components that need the browser but rendered as HTML, by label: why, and whether that was warned of. */
  staticIslands?: Map<string, { reason: string; names: string[]; warned: boolean }>;
}

/** A tab set as the Markdown rule read it, for `renderTabList` and `renderPanelOpen` (src/markdown/tabs.ts). */
export interface TabSet {
  id: string;
  groupId: string | null;
  items: { value: string; label: string; isDefault: boolean }[];
  selected: number;
}

/** A `<Tabs>` whose labels or default tab come from expressions (`values={constants.languages}`). */
export interface DeferredTabs {
  values?: string;
  defaultValue?: string;
  /** 0-based body line of `<Tabs`, for errors. */
  line: number;
  set: TabSet;
  /** Which items have a `label` of their own (the values' labels do not replace those). */
  ownLabel: boolean[];
}

/** The marker that stands for a deferred tab set's strip (`list`) or one of its panels' opening tag. */
export function tabsMarker(index: number, part: 'list' | number): string {
  return `\u0000mdx-tabs:${index}:${part}\u0000`;
}

/** Every marker `tabsMarker` makes: the set's index, and `list` or the item's. */
export const TABS_MARKERS = /\u0000mdx-tabs:(\d+):(list|\d+)\u0000/g;

/** The site's MDXComponents module and the component names it provides. */
export interface MdxGlobals {
  file: string;
  names: string[];
  /** The Markdown elements it replaces that sitegen renders through it (`a`, `inlineCode`), by MDX 1's names. */
  markdownElements?: string[];
}

/** The marker an element's rendered HTML replaces: one before its children, one after. */
export function elementMarker(index: number, side: 'open' | 'close'): string {
  return `\u0000mdx:${index}:${side}\u0000`;
}

/** Fresh MDX state for one source. */
export function createMdxState(
  esm: EsmBlock[],
  site: {
    root: string;
    baseUrl: string;
    globals?: MdxGlobals;
    isInsideSite: (file: string) => boolean;
    mdx1?: boolean;
    siteContext?: MdxState['siteContext'];
    define?: MdxState['define'];
    resolve?: MdxState['resolve'];
    roots?: string[];
    siteRoot?: MdxState['siteRoot'];
    strippedImports?: RegExp;
    strippedNames?: Map<string, string>;
    internalDocs?: boolean;
    docsSidebar?: DocsSidebarView;
  },
): MdxState {
  const { root, baseUrl, isInsideSite } = site;
  const state: MdxState = { esm, elements: [], root, baseUrl, isInsideSite, inlineCloses: new Map() };
  if (site.globals) state.globals = site.globals;
  if (site.mdx1) state.mdx1 = true;
  if (site.siteContext) state.siteContext = site.siteContext;
  if (site.define) state.define = site.define;
  if (site.resolve) state.resolve = site.resolve;
  if (site.roots) state.roots = site.roots;
  if (site.siteRoot) state.siteRoot = site.siteRoot;
  if (site.strippedImports) state.strippedImports = site.strippedImports;
  if (site.strippedNames?.size) state.strippedNames = site.strippedNames;
  if (site.internalDocs) state.internalDocs = true;
  if (site.docsSidebar) state.docsSidebar = site.docsSidebar;
  return state;
}
