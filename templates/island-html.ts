/**
 * Server-rendered HTML an island is given, and how its JSON props carry it (the server writes them,
 * src/bundle/island-props.ts; the browser reads them, client/islands.ts). Markdown children travel as an element
 * that holds their HTML; the content of a Markdown file passed as a prop (`code={{ javascript }}`, which the
 * component calls as `code.javascript({})`) travels as a component that renders that element. Both render the
 * same on the server and in the browser, so the island hydrates around them.
 *
 * In the JSON, `{ "$html": "..." }` is such an element and `{ "$content": "..." }` such a component, at any depth.
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
    if (typeof content === 'string') return htmlContent(content);
    const keys = Object.keys(record);
    if (!keys.some((key) => key.startsWith('$$'))) return value;
    return Object.fromEntries(keys.map((key) => [key.startsWith('$$') ? key.slice(1) : key, record[key]]));
  }) as Record<string, unknown>;
}
