/**
 * An island's props on their way to the browser as JSON (island-reference.ts), in the form
 * templates/island-html.ts defines: plain data as it is, and HTML the island is given (Markdown children, the
 * content of a Markdown file passed as a prop) as markers the browser turns back into the same elements.
 *
 * This module is bundled into page bundles too; what marks a Markdown file's content is in templates/island-html.ts.
 */
import type { ReactElement } from 'react';
import {
  escapeDollarKeys,
  HTML_CONTENT_KEY,
  HTML_ELEMENT_KEY,
  htmlContent,
  htmlElement,
  markdownContentHtml,
  markMarkdownContent,
} from '../../templates/island-html.js';
import { unescapeJsonPlaceholders } from '../../templates/placeholders.js';

const htmlOfChildren = new WeakMap<object, string>();

/** Children that are HTML (`json`: the HTML as the props' JSON carries it, when that differs). */
export function htmlChildren(html: string, json = html): ReactElement {
  const element = htmlElement(html);
  htmlOfChildren.set(element, json);
  return element;
}

/**
 * The props an island renders with on the server: each Markdown file's content in them (in plain objects and
 * arrays) replaced by the component the browser will get in its place (templates/island-html.ts), so that the
 * server HTML is what the browser hydrates.
 */
export function withContentStandIns<T>(value: T, ancestors = new Set<unknown>()): T {
  const html = markdownContentHtml(value);
  if (html !== undefined)
    return Object.assign(
      markMarkdownContent(htmlContent(html), () => html),
      { ...value },
    ) as T;
  if (typeof value !== 'object' || value === null || ancestors.has(value) || !isPlainData(value)) return value;
  ancestors.add(value);
  const entries = Object.entries(value).map(([key, v]) => [key, withContentStandIns(v, ancestors)] as const);
  ancestors.delete(value);
  if (entries.every(([key, v]) => v === (value as Record<string, unknown>)[key])) return value;
  return (Array.isArray(value) ? entries.map(([, v]) => v) : Object.fromEntries(entries)) as T;
}

function isPlainData(value: object): boolean {
  const proto = Object.getPrototypeOf(value) as unknown;
  return Array.isArray(value) || proto === Object.prototype || proto === null;
}

/** Props as JSON; anything JSON cannot carry to the browser unchanged is an error naming the prop. */
export function serialiseProps(props: object, label: string): string {
  const serialised = propsJson(props);
  if ('problem' in serialised) {
    throw new Error(
      `the island ${label} got ${serialised.problem}: island props travel to the browser as JSON. Pass plain data (strings, numbers, booleans, arrays, objects) and create functions and elements inside the component.`,
    );
  }
  // Markdown's links (an href, HTML it is given) name the locale's base by a marker, and its code blocks their
  // buttons' words, filled in the page's HTML as written: JSON escapes them, so they are put back as they were.
  return unescapeJsonPlaceholders(serialised.json);
}

/** What in `props` JSON cannot carry to the browser unchanged ('the prop "x", which is a function'), if anything. */
export function unserialisable(props: object): string | undefined {
  const serialised = propsJson(props);
  return 'problem' in serialised ? serialised.problem : undefined;
}

/** Props as JSON in one pass, or the first thing in them JSON cannot carry. */
function propsJson(props: object): { json: string } | { problem: string } {
  let problem: string | undefined;
  const json = JSON.stringify(props, function check(this: unknown, key, value: unknown) {
    if (problem) return undefined;
    const children = typeof value === 'object' && value !== null ? htmlOfChildren.get(value) : undefined;
    if (children !== undefined) return { [HTML_ELEMENT_KEY]: children };
    const content = markdownContentHtml(value);
    // With the fields the component carries (a page's `frontMatter` and `metadata`: page-content.ts).
    if (content !== undefined) return { [HTML_CONTENT_KEY]: content, ...(value as object) };
    const what = unserialisableKind(value);
    if (what) problem = `${key === '' ? 'its props' : `the prop "${key}"`}, which is ${what}`;
    if (what) return undefined;
    return typeof value === 'object' && value !== null && !Array.isArray(value) ? escapeDollarKeys(value) : value;
  });
  return problem ? { problem } : { json };
}

function unserialisableKind(value: unknown): string | undefined {
  if (typeof value === 'function') return 'a function';
  if (typeof value === 'symbol' || typeof value === 'bigint') return `a ${typeof value}`;
  if (typeof value !== 'object' || value === null) return undefined;
  if ('$$typeof' in value) return 'a React element';
  const proto = Object.getPrototypeOf(value) as { constructor?: { name?: string } } | null;
  if (!Array.isArray(value) && proto !== Object.prototype && proto !== null)
    return `a ${proto?.constructor?.name ?? 'class'} instance`;
  return undefined;
}
