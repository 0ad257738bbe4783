/**
 * Finds each MDX element's marked span (`elementMarker`) and what it holds, in one pass over the page, as a tree
 * (`markedSpans`), or puts each element's rendered HTML in place of its span, innermost first, in one
 * pass over the page: searching the page afresh for each element's markers and splicing a new copy of it per
 * element made a page with many elements (a long list of tabs, a changelog of `<Badge>`s) quadratic.
 */
import { elementMarker } from './mdx-state.js';

/** The HTML of element `index`, its children's HTML (already rendered) put in place. */
export type RenderElement = (index: number, children: string) => string;

/**
 * `html` without its elements' markers, their children kept: a table of contents entry holds a heading's elements
 * as theme-classic's does, as raw HTML of a tag the browser does not know, which shows only its children.
 */
export function withoutElementMarkers(html: string): string {
  return html.replace(MARKER, '');
}

/** A marked span: its element and what it holds, text between the spans it holds. */
export interface Span {
  index: number;
  parts: (string | Span)[];
}

const MARKER = /\u0000mdx:(\d+):(open|close)\u0000/g;

/**
 * `html` with the span of each of `count` elements replaced by `render(index, children)`. Elements are rendered
 * from the last index down, as an element's descendants come after it: each sees its children rendered. An element
 * whose markers are missing is not rendered (its markers, if one is left, stay).
 */
export function replaceMarkedElements(html: string, count: number, render: RenderElement): string {
  const root = markedSpans(html, count);
  if (!root) return replaceOneByOne(html, count, render);
  const spans: Span[] = [];
  const collect = (span: Span) => {
    for (const part of span.parts) {
      if (typeof part === 'string') continue;
      spans[part.index] = part;
      collect(part);
    }
  };
  collect(root);
  const done = new Map<Span, string>();
  const text = (span: Span) => span.parts.map((part) => (typeof part === 'string' ? part : done.get(part))).join('');
  for (let i = spans.length - 1; i >= 0; i--) if (spans[i]) done.set(spans[i], render(i, text(spans[i])));
  return text(root);
}

/**
 * The tree of marked spans, or null when the markers are not that simple (an element marked twice or half, spans
 * that overlap, a child numbered before its parent): then the elements are replaced one by one, as they always were.
 * With `anyOrder`, a child may be numbered before its parent, for a caller that renders the tree as one (an element
 * of the page inside a Markdown element the site replaces, which is numbered as the page renders, after parsing).
 */
export function markedSpans(html: string, count: number, { anyOrder = false } = {}): Span | null {
  const root: Span = { index: -1, parts: [] };
  const stack = [root];
  const opened = new Set<number>();
  let last = 0;
  for (const m of html.matchAll(MARKER)) {
    const top = stack[stack.length - 1];
    const index = Number(m[1]);
    top.parts.push(html.slice(last, m.index));
    last = m.index + m[0].length;
    if (m[2] === 'close') {
      if (top.index !== index) return null;
      stack.pop();
      continue;
    }
    if (index >= count || (!anyOrder && index <= top.index) || opened.has(index)) return null;
    opened.add(index);
    const span: Span = { index, parts: [] };
    top.parts.push(span);
    stack.push(span);
  }
  if (stack.length !== 1) return null;
  root.parts.push(html.slice(last));
  return root;
}

/** The general case: find each element's markers in what is left, last element first. */
function replaceOneByOne(html: string, count: number, render: RenderElement): string {
  let out = html;
  for (let i = count - 1; i >= 0; i--) {
    const open = elementMarker(i, 'open');
    const close = elementMarker(i, 'close');
    const start = out.indexOf(open);
    const end = out.indexOf(close, start);
    if (start < 0 || end < 0) continue;
    const rendered = render(i, out.slice(start + open.length, end));
    out = out.slice(0, start) + rendered + out.slice(end + close.length);
  }
  return out;
}

/** `html` with each raw-HTML marker replaced by its HTML, and the markers that HTML holds, in turn. */
export function expandRawMarkers(html: string, raw: string[]): string {
  return html.replace(/\u0000mdx-raw:(\d+)\u0000/g, (_m, n: string) => expandRawMarkers(String(raw[Number(n)]), raw));
}
