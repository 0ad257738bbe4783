/**
 * An element and the elements inside it render as one React tree, as MDX renders them: context flows from an outer
 * component to an inner one, and an outer component sees its children as elements (their type and props), as a
 * site's own tabs or steps component reads them. The Markdown between elements is HTML that markdown-it already
 * rendered: plain text is passed as a string, as MDX passes it; anything else becomes a node that renders a
 * placeholder, put back after the tree renders, one per block of Markdown, as MDX 1 gives a component one element
 * per block.
 */
import { cloneElement, createElement, Fragment, isValidElement, type ReactNode } from 'react';
import { renderToStaticMarkup } from 'react-dom/server';
import { escapeAttr, unescapeHtml } from '../../../templates/escape.js';
import { INLINE_CODE } from './markdown-elements.js';
import { blocksOf } from './block-children.js';
import type { Span } from './marked-elements.js';
import { renderInRoot, type SiteRoot } from '../../../templates/docusaurus/site-root.js';

/** What the file's module gives for its elements. */
export interface ElementNodes {
  /** Element `index` as a React node, given its children. */
  node: (index: number, children: unknown) => unknown;
  /** Whether element `index` takes what its tags hold as children (not self-closing, no `{expression}` child). */
  takesChildren: (index: number) => boolean;
  /** The site's Root, which each tree renders inside, as on the page (templates/docusaurus/site-root.ts). */
  root?: SiteRoot | null;
  /** Element `index` when it is a Markdown element the site does not replace, held by one it does. */
  plain?: (index: number) => PlainElement | undefined;
}

/**
 * A Markdown element inside one the site replaces: MDX 1's type and props, and markdown-it's HTML of its tags (all of
 * it in `open` when it has no children).
 */
export interface PlainElement {
  type: string;
  props: Record<string, unknown>;
  open: string;
  close?: string;
}

const PIECE = /\u0000mdx-piece:(\d+)\u0000/g;
/**
 * The marker as it reads inside an island's props: JSON writes the control character as `\u0000`. The piece goes
 * there as JSON string content, escaped for the attribute that holds the JSON.
 */
const PIECE_IN_JSON = /\\u0000mdx-piece:(\d+)\\u0000/g;

/** A piece of Markdown's HTML, as a marker that the tree's HTML replaces once rendered. */
const Piece = ({ n }: { n: number }) => `\u0000mdx-piece:${n}\u0000`;
const markdownChildren = new WeakSet<object>();

/** Whether `children` holds Markdown or elements, which cannot travel to the browser as an island's JSON props. */
export function isMarkdownChildren(children: unknown): boolean {
  return typeof children === 'object' && children !== null && markdownChildren.has(children);
}

/**
 * HTML with no markup: text, where markdown-it escapes `&`, `<`, `>` and `"` and writes no other reference, so
 * `unescapeHtml` gives back the text exactly.
 */
function isPlainText(html: string): boolean {
  return !html.includes('<') && !/&(?!(?:quot|gt|lt|amp);)/.test(html);
}

/** The HTML of the element marked by `span`, the elements it holds rendered in the same tree. */
export function renderSpan(span: Span, nodes: ElementNodes): string {
  const pieces: string[] = [];
  const piece = (html: string) => createElement(Piece, { n: pieces.push(html) - 1 });
  const nodeOf = (s: Span): unknown => {
    const children = nodes.takesChildren(s.index) ? childrenOf(s) : undefined;
    const plain = nodes.plain?.(s.index);
    return plain ? plainNode(plain, children, piece) : nodes.node(s.index, children);
  };
  const childrenOf = (s: Span): unknown => {
    // One child per block of Markdown, as MDX 1 gives them (block-children.ts).
    const items = s.parts
      .flatMap((part): (string | Span)[] => (typeof part === 'string' ? blocksOf(part) : [part]))
      .map((part, key) => {
        if (typeof part !== 'string') {
          const node = nodeOf(part);
          return isValidElement(node) ? cloneElement(node, { key }) : node;
        }
        return isPlainText(part) ? unescapeHtml(part) : cloneElement(piece(part), { key });
      });
    const children = items.length > 1 ? items : items[0];
    if (typeof children === 'object' && children !== null) markdownChildren.add(children);
    return children;
  };
  const tree = createElement(Fragment, null, nodeOf(span) as ReactNode);
  const { html } = renderInRoot(tree, renderToStaticMarkup, nodes.root ?? null);
  return html
    .replace(PIECE, (_m, n: string) => pieces[Number(n)])
    .replace(PIECE_IN_JSON, (_m, n: string) => escapeAttr(JSON.stringify(pieces[Number(n)]).slice(1, -1)));
}

/** The types of plain elements' nodes: Markdown, as an island's children may be. */
const plainTypes = new WeakSet<object>();

/**
 * A plain element as MDX 1 creates it (its props with `mdxType` and `originalType`), rendered as markdown-it rendered
 * it around its children; given other props (`cloneElement(li, {className})`), as its tag with those, as MDX 1
 * renders an element the site does not replace.
 */
function plainNode(element: PlainElement, children: unknown, piece: (html: string) => ReactNode): ReactNode {
  const { type, open, close } = element;
  const props: Record<string, unknown> = { ...element.props, mdxType: type, originalType: type };
  if (children !== undefined) props.children = children;
  const Plain = (given: Record<string, unknown>) => {
    if (!sameProps(given, props, close !== undefined)) {
      const { mdxType: _type, originalType, parentName: _parent, ...own } = given;
      return createElement(originalType === INLINE_CODE ? 'code' : (originalType as string), own);
    }
    if (close === undefined) return piece(open);
    return createElement(Fragment, null, piece(open), given.children as ReactNode, piece(close));
  };
  plainTypes.add(Plain);
  return createElement(Plain, props);
}

/** Whether `given` are `own` props, their children aside where those may be other (`childrenMayDiffer`). */
function sameProps(given: Record<string, unknown>, own: Record<string, unknown>, childrenMayDiffer: boolean): boolean {
  const keys = (props: Record<string, unknown>) =>
    Object.keys(props).filter((k) => !(childrenMayDiffer && k === 'children'));
  const ownKeys = keys(own);
  return ownKeys.length === keys(given).length && ownKeys.every((k) => Object.is(given[k], own[k]));
}

/**
 * Children that are Markdown alone (text and pieces of its HTML, no element), as HTML with the pieces' markers:
 * what an island can be given, as HTML. Undefined for children that hold elements.
 */
export function markdownChildrenHtml(children: unknown): string | undefined {
  const items = Array.isArray(children) ? children : [children];
  return items.every(isMarkdown)
    ? renderToStaticMarkup(createElement(Fragment, null, ...(items as ReactNode[])))
    : undefined;
}

/** Any children, components among them, as static HTML with the pieces' markers (see `markdownChildrenHtml`). */
export function childrenHtml(children: unknown): string {
  const items = Array.isArray(children) ? children : [children];
  return renderToStaticMarkup(createElement(Fragment, null, ...(items as ReactNode[])));
}

/** Whether `node` is Markdown: text, a piece of its HTML, or a plain element of such children. */
function isMarkdown(node: unknown): boolean {
  if (typeof node === 'string' || node === undefined) return true;
  if (!isValidElement(node)) return false;
  if (node.type === Piece) return true;
  if (!plainTypes.has(node.type as object)) return false;
  const { children } = node.props as { children?: unknown };
  return Array.isArray(children) ? children.every(isMarkdown) : isMarkdown(children);
}

/**
 * The element to blame for `error`, thrown rendering `span`: the last in page order (an element's descendants come
 * after it) that throws the same error when rendered with only what it holds; else the outermost (the error came
 * from how they meet: a context, say).
 */
export function elementAtFault(span: Span, nodes: ElementNodes, error: unknown): number {
  const spans: Span[] = [];
  const collect = (s: Span) => {
    spans.push(s);
    for (const part of s.parts) if (typeof part !== 'string') collect(part);
  };
  collect(span);
  const message = (e: unknown) => (e instanceof Error ? e.message : String(e));
  for (const s of spans.sort((a, b) => b.index - a.index)) {
    try {
      renderSpan(s, nodes);
    } catch (alone) {
      if (message(alone) === message(error)) return s.index;
    }
  }
  return span.index;
}
