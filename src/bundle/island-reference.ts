/**
 * The server side of an island. A module that starts with `'use client'` is a client module: when the page bundle
 * imports it, each of its component exports (`default` and names starting with a capital) is replaced by
 * `clientReference(...)` (see client-modules.ts). Rendered on the server, a reference renders the component as
 * usual, with `renderToString` so the browser can hydrate it, inside
 * `<sitegen-island data-island="file#Export" data-hydrate data-props>`; the client loads React and the module when
 * the island is wanted and calls `hydrateRoot` on that element with the same props.
 *
 * This module is bundled into every page bundle that has a client module, so its state lives under a global
 * symbol: the depth counter must be shared by every copy.
 */
import { createElement, type ComponentType, type ReactElement } from 'react';
import { renderToString } from 'react-dom/server';
import { PageDataProvider, usePageData } from '../../templates/page-api.js';
import { recordPageData } from '../../templates/page-snapshot.js';
import { routeProps, withPageData } from '../../templates/docusaurus/runtime.js';
import type { IslandProps, PageData } from '../../templates/page-types.js';
import { LOCALE_BASE } from '../../templates/placeholders.js';
import { currentSiteRoot, renderInRoot, type InRoot, type SiteRoot } from '../../templates/docusaurus/site-root.js';

/** The element that holds one island's server HTML. */
const ISLAND_TAG = 'sitegen-island';

const STATE_KEY = Symbol.for('sitegen.islands');

function islandState(): { depth: number } {
  const registry = globalThis as unknown as Record<symbol, { depth: number } | undefined>;
  return (registry[STATE_KEY] ??= { depth: 0 });
}

/**
 * The export `name` of the client module `id` (its path from the site root), as an island. Values that are not
 * components (constants, helpers) are returned as they are.
 */
export function clientReference<P extends object>(
  component: ComponentType<P>,
  id: string,
  name: string,
  {
    page = false,
    docusaurus = false,
    root: ownRoot,
  }: {
    page?: boolean;
    docusaurus?: boolean;
    /** The site's Root from the island's own bundle (Markdown's), else the one being rendered (site-root.ts). */
    root?: SiteRoot | null;
  } = {},
): ComponentType<P & IslandProps> {
  const isComponent =
    typeof component === 'function' || (typeof component === 'object' && component !== null && '$$typeof' in component);
  if (!isComponent) return component;
  const label = name === 'default' ? `${id} (default export)` : `${name} (${id})`;
  function Island({ hydrate = 'idle', ...rest }: P & IslandProps) {
    const outer = currentPageData();
    const state = islandState();
    // Inside another island the component is plain React, as it is in that island's browser code.
    if (state.depth > 0) return createElement(component, rest as P);
    // A page island's props are the page data; any island may read it with usePageData(). Both are recorded.
    const recorder = outer && recordPageData(outer);
    // A Docusaurus page also gets `config` and, on a plugin's route, its modules' values (JSON), in the browser too.
    const extra = page && outer ? routeProps(outer) : {};
    const props = (page && recorder ? { ...recorder.data, ...extra } : rest) as P;
    const json = serialiseProps(page ? extra : withHtmlChildren(rest), label);
    const root = ownRoot === undefined ? currentSiteRoot() : ownRoot;
    // Inside the page data, as the Root reads it too; the Root's own markup is drawn once around the page.
    const render = (tree: ReactElement) =>
      renderToString(recorder ? createElement(PageDataProvider, { value: recorder.data }, tree) : tree);
    const element = createElement(component, props);
    let inRoot: InRoot;
    state.depth++;
    try {
      inRoot = recorder
        ? withPageData(recorder.data, () => renderInRoot(element, render, root))
        : renderInRoot(element, render, root);
    } finally {
      state.depth--;
    }
    const { html } = inRoot;
    const snapshot = recorder?.snapshot();
    const attributes: Record<string, string> = {
      'data-island': `${id}#${name}`,
      'data-hydrate': hydrate,
      'data-props': json,
    };
    if (snapshot) attributes['data-page'] = JSON.stringify(snapshot);
    if (page) attributes['data-page-props'] = '';
    // It hydrates inside the Root as it rendered; `own`: the Root draws elements of its own, which are not here.
    if (root) attributes['data-root'] = root.id;
    if (inRoot.before || inRoot.after) attributes['data-root-own'] = '';
    // In a Docusaurus site an event handler's error is logged and the island stays, as React leaves it there.
    if (docusaurus || outer?.site.docusaurus) attributes['data-handler-errors'] = 'log';
    return createElement(ISLAND_TAG, { ...attributes, dangerouslySetInnerHTML: { __html: html } });
  }
  Island.displayName = `Island(${name === 'default' ? id : name})`;
  return Island;
}

/** The page data of the render, or null outside a page render (a component rendered on its own). */
function currentPageData(): PageData | null {
  try {
    return usePageData();
  } catch {
    return null;
  }
}

/**
 * Children given as HTML (`htmlChildren`): an element that holds the HTML, and the HTML's form inside the island's
 * JSON props. The browser's island runtime turns `{ $html }` back into the same element (client/island-runtime.ts),
 * so the island hydrates around Markdown it was given.
 */
const HTML_CHILDREN_TAG = 'sitegen-children';
const htmlOfChildren = new WeakMap<object, string>();

/** Children that are HTML (`json`: the HTML as the props' JSON carries it, when that differs, see mdx-islands.ts). */
export function htmlChildren(html: string, json = html): ReactElement {
  const element = createElement(HTML_CHILDREN_TAG, { dangerouslySetInnerHTML: { __html: html } });
  htmlOfChildren.set(element, json);
  return element;
}

function withHtmlChildren(props: object): object {
  const { children } = props as { children?: unknown };
  const html = typeof children === 'object' && children !== null ? htmlOfChildren.get(children) : undefined;
  return html === undefined ? props : { ...props, children: { $html: html } };
}

const JSON_LOCALE_BASE = JSON.stringify(LOCALE_BASE).slice(1, -1);

/** Props as JSON; anything JSON cannot carry to the browser unchanged is an error naming the prop. */
function serialiseProps(props: object, label: string): string {
  const serialised = propsJson(props);
  if ('problem' in serialised) {
    throw new Error(
      `the island ${label} got ${serialised.problem}: island props travel to the browser as JSON. Pass plain data (strings, numbers, booleans, arrays, objects) and create functions and elements inside the component.`,
    );
  }
  // Markdown's links (an href, children's HTML) name the locale's base by a marker, filled in the page's HTML as
  // written: JSON escapes it, so it is put back as it was.
  return serialised.json.includes(JSON_LOCALE_BASE)
    ? serialised.json.split(JSON_LOCALE_BASE).join(LOCALE_BASE)
    : serialised.json;
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
    const what = unserialisableKind(value);
    if (what) problem = `${key === '' ? 'its props' : `the prop "${key}"`}, which is ${what}`;
    return what ? undefined : value;
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
