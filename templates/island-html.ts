/**
 * Server-rendered HTML an island is given, and how its JSON props carry it (the server writes them,
 * src/bundle/island-props.ts; the browser reads them, client/islands.ts). Markdown children travel as an element
 * that holds their HTML; the content of a Markdown file passed as a prop (`code={{ javascript }}`, which the
 * component calls as `code.javascript({})`) travels as a component that renders that element. Both render the
 * same on the server and in the browser, so the island hydrates around them.
 *
 * In the JSON, `{ "$html": "..." }` is such an element and `{ "$content": "..." }` such a component (with the fields
 * the component carries, a page's `frontMatter` and `metadata`, beside it), at any depth.
 * A key of the site's own data that starts with `$` gets one more `$` there (`$html` -> `$$html`), and loses it
 * again in the browser, so no site data reads as a marker.
 */
import { createElement, type ReactElement } from 'react';

/** The element that holds HTML given to an island. */
export const ISLAND_HTML_TAG = 'sitegen-children';

/** The key of an element of HTML in the props' JSON. */
export const HTML_ELEMENT_KEY = '$html';

/** The key of a Markdown file's content, a component that renders its HTML, in the props' JSON. */
export const HTML_CONTENT_KEY = '$content';

/** The element that holds `html`. */
export function htmlElement(html: string): ReactElement {
  return createElement(ISLAND_HTML_TAG, { dangerouslySetInnerHTML: { __html: html } });
}

/**
 * A Markdown file's content as a component that renders its HTML. The HTML was rendered with `{}` props: props
 * the component is given in the browser are not applied (the server cannot see them, so nothing warns of it).
 */
export function htmlContent(html: string): () => ReactElement {
  const MarkdownContent = () => htmlElement(html);
  return MarkdownContent;
}

/*
 * The mark of a Markdown file's content is a global symbol: modules that make it (the copy that compiles Markdown,
 * src/markdown/mdx/evaluate.ts; a page's `content`, docusaurus/page-content.ts) and those that read it
 * (src/bundle/island-props.ts) are bundled apart.
 */
const MARKDOWN_HTML = Symbol.for('sitegen.markdownContentHtml');

type MarkedContent = { [MARKDOWN_HTML]?: () => string };

/**
 * Mark `component` as the content of a Markdown file sitegen compiled, whose HTML with `{}` props is `html()`
 * (rendered once, when an island is first given it). Only such components travel to an island as HTML: any
 * other function prop is the site's code, which JSON cannot carry.
 */
export function markMarkdownContent<T extends (...args: never[]) => unknown>(component: T, html: () => string): T {
  let rendered: string | undefined;
  Object.defineProperty(component, MARKDOWN_HTML, { value: () => (rendered ??= html()) });
  return component;
}

export function markdownContentHtml(value: unknown): string | undefined {
  return typeof value === 'function' ? (value as MarkedContent)[MARKDOWN_HTML]?.() : undefined;
}

/** A plain object of the site's data as the JSON carries it: each key that starts with `$` gets one more. */
export function escapeDollarKeys(value: object): object {
  const keys = Object.keys(value);
  if (!keys.some((key) => key.startsWith('$'))) return value;
  return Object.fromEntries(
    keys.map((key) => [key.startsWith('$') ? `$${key}` : key, (value as Record<string, unknown>)[key]]),
  );
}

/** Island props from their JSON: markers become their element or component, escaped keys lose their `$`. */
export function parseIslandProps(json: string): Record<string, unknown> {
  return JSON.parse(json, (_key, value: unknown) => {
    if (typeof value !== 'object' || value === null || Array.isArray(value)) return value;
    const record = value as Record<string, unknown>;
    const html = record[HTML_ELEMENT_KEY];
    if (typeof html === 'string') return htmlElement(html);
    const content = record[HTML_CONTENT_KEY];
    if (typeof content === 'string') {
      const { [HTML_CONTENT_KEY]: _html, ...fields } = record;
      return Object.assign(htmlContent(content), fields);
    }
    const keys = Object.keys(record);
    if (!keys.some((key) => key.startsWith('$$'))) return value;
    return Object.fromEntries(keys.map((key) => [key.startsWith('$$') ? key.slice(1) : key, record[key]]));
  }) as Record<string, unknown>;
}
