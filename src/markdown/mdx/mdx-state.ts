/**
 * What one source's MDX needs while it renders: its import/export blocks, the capitalised JSX elements the
 * Markdown rules found (each rendered later by its React component), and how to render an imported partial.
 */
import type { EsmBlock } from '../preprocess.js';

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
}

/** Per-source MDX state, on `env.mdx`. */
export interface MdxState {
  esm: EsmBlock[];
  elements: MdxElement[];
  /** The site folder, for `@site/...` imports. */
  root: string;
  /** The site's base URL, for `useBaseUrl` and `<Link>`. */
  baseUrl: string;
  /** Inline elements: source position of a `</Foo>` -> the element it closes. */
  inlineCloses: Map<number, number>;
  /** Imported client modules (`'use client'`): rendered here, but Markdown islands do not hydrate yet. */
  clientModules?: string[];
  /**
   * Set when rendering read a file other than the source: a module bundled from the site or its packages, or a
   * Markdown partial. The result then depends on those files, so the build cache does not keep it.
   */
  readsSiteFiles?: boolean;
}

/** The marker an element's rendered HTML replaces: one before its children, one after. */
export function elementMarker(index: number, side: 'open' | 'close'): string {
  return `\u0000mdx:${index}:${side}\u0000`;
}

/** Fresh MDX state for one source. */
export function createMdxState(esm: EsmBlock[], site: { root: string; baseUrl: string }): MdxState {
  return { esm, elements: [], root: site.root, baseUrl: site.baseUrl, inlineCloses: new Map() };
}
