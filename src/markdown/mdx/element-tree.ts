/**
 * An element and the elements inside it render as one React tree, as MDX renders them: context flows from an outer
 * component to an inner one, and an outer component sees its children as elements (their type and props), as a
 * site's own tabs or steps component reads them. The Markdown between elements is HTML that markdown-it already
 * rendered: plain text is passed as a string, as MDX passes it; anything else becomes a node that renders a
 * placeholder, put back after the tree renders.
 */
import { cloneElement, createElement, Fragment, isValidElement, type ReactNode } from 'react';
import { renderToStaticMarkup } from 'react-dom/server';
import { escapeAttr, unescapeHtml } from '../../../templates/escape.js';
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
  const nodeOf = (s: Span): unknown => nodes.node(s.index, nodes.takesChildren(s.index) ? childrenOf(s) : undefined);
  const childrenOf = (s: Span): unknown => {
    const items = s.parts
      .filter((part) => part !== '')
      .map((part, key) => {
        if (typeof part !== 'string') {
          const node = nodeOf(part);
          return isValidElement(node) ? cloneElement(node, { key }) : node;
        }
        return isPlainText(part) ? unescapeHtml(part) : createElement(Piece, { key, n: pieces.push(part) - 1 });
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

/**
 * Children that are Markdown alone (text and pieces of its HTML, no element), as HTML with the pieces' markers:
 * what an island can be given, as HTML. Undefined for children that hold elements.
 */
export function markdownChildrenHtml(children: unknown): string | undefined {
  const items = Array.isArray(children) ? children : [children];
  const plain = items.every((i) => typeof i === 'string' || (isValidElement(i) && i.type === Piece));
  return plain ? renderToStaticMarkup(createElement(Fragment, null, ...(items as ReactNode[]))) : undefined;
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
