/**
 * One render of a page whose site's MDXComponents replaces elements (markdown-elements.ts): what the Markdown
 * elements (markdown-elements.ts), the raw HTML tags (raw-elements.ts) and the code blocks (code-blocks.ts, through
 * `codeBlockElement`) it meets record, and how each records an element and leaves its markers.
 */
import type { MarkdownEnv } from '../env.js';
import { elementMarker, type MdxElement, type MdxState, type ReplacedChild } from './mdx-state.js';

/** What one render of a page with replaced elements keeps. */
export interface ElementRender {
  env: MarkdownEnv;
  mdx: MdxState;
  replaced: readonly string[];
  /** The 0-based body line of the block being rendered: inline tokens have none of their own. */
  line: number;
  /**
   * Per token type (`link`, `heading`), the element each open token began, or -1, and whether it is among
   * `markdownParents`: its close token ends them.
   */
  open: Map<string, { index: number; named: boolean }[]>;
  /** The elements open around the token, innermost last (their markers nest). */
  parents: number[];
  /**
   * MDX 1's names of the Markdown elements open around the token, marked or not, innermost last: MDX 1 names an
   * element's parent (`parentName`) so. A raw HTML tag is JSX, no Markdown element: it has no parent and is none.
   */
  markdownParents: string[];
  /** How many of `parents` the site replaces: inside one, the page's other elements are elements too (`plain`). */
  held: number;
  /** Whether the page's first raw HTML tag that renders as written, not through the site's component, was warned of. */
  rawWarned: boolean;
}

/** The render under way for a page (by its env), for the code-block renderer, which markdown-it calls without it. */
const active = new WeakMap<object, ElementRender>();

/** Run `render` with `state` as its page's render under way. */
export function withActiveRender<T>(state: ElementRender, render: () => T): T {
  active.set(state.env, state);
  try {
    return render();
  } finally {
    active.delete(state.env);
  }
}

/** The render under way for the page of `env`, if its site replaces elements. */
export function activeRender(env: MarkdownEnv): ElementRender | undefined {
  return active.get(env);
}

/** `props` with MDX 1's `parentName`, the name of the Markdown element that holds it, if one does. */
export function withParent(state: ElementRender, props: Record<string, unknown>): Record<string, unknown> {
  const parent = state.markdownParents[state.markdownParents.length - 1];
  return parent === undefined ? props : { parentName: parent, ...props };
}

/**
 * One element to record: its MDX 1 name, its props, and how it holds its children; `html`, for an element the site
 * does not replace, is sitegen's HTML of its opening tag (or of all of it, self-closing).
 */
export interface MarkdownElement {
  name: string;
  props: Record<string, unknown>;
  selfClosing?: boolean;
  /** Its one child, when it is given one rather than the Markdown between its markers. */
  child?: ReplacedChild;
  html?: string;
}

/** Record `element` among the file's elements; its index. */
export function register(state: ElementRender, element: MarkdownElement): number {
  const { name, props, selfClosing = false, child, html } = element;
  const recorded: MdxElement = { name, attributes: '', line: state.line, selfClosing };
  if (html === undefined) recorded.replaced = child ? { props, child } : { props };
  else recorded.plain = { props, open: html };
  recorded.markdown = true;
  state.mdx.elements.push(recorded);
  return state.mdx.elements.length - 1;
}

/** The markers of an element without children of its own between them. */
export function markers(state: ElementRender, element: MarkdownElement): string {
  const index = register(state, element);
  return elementMarker(index, 'open') + elementMarker(index, 'close');
}

/** Record `element` and open it: the elements met until `closeElement` are its children. Its open marker. */
export function openElement(state: ElementRender, element: MarkdownElement): string {
  const index = register(state, element);
  if (element.html === undefined) state.held++;
  state.parents.push(index);
  return elementMarker(index, 'open');
}

/** The close marker of element `index`, the innermost open; `closeHtml` gives a plain one's closing HTML. */
export function closeElement(state: ElementRender, index: number, closeHtml: () => string): string {
  state.parents.pop();
  const { plain } = state.mdx.elements[index];
  if (plain) plain.close = closeHtml();
  else state.held--;
  return elementMarker(index, 'close');
}
