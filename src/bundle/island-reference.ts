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
import { recordPageData, type PageSnapshot } from '../../templates/page-snapshot.js';
import { routeProps, withPageData } from '../../templates/docusaurus/runtime.js';
import type { IslandProps, PageData } from '../../templates/page-types.js';
import { serialiseProps, withContentStandIns } from './island-props.js';
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
  function Island({ hydrate: asked, ...rest }: P & IslandProps) {
    const outer = currentPageData();
    // A Docusaurus site's components are live before the window's load event, as Docusaurus hydrates its pages
    // (client/islands-now.ts); elsewhere an island waits for the browser to be idle.
    const hydrate = asked ?? (docusaurus || outer?.site.docusaurus ? 'load' : 'idle');
    const state = islandState();
    // Inside another island the component is plain React, as it is in that island's browser code.
    if (state.depth > 0) return createElement(component, rest as P);
    // A page island's props are the page data; any island may read it with usePageData(). Both are recorded.
    const recorder = outer && recordPageData(outer);
    // A Docusaurus page also gets `config`, its location and, on a plugin's route, its modules' values.
    const extra = page && outer ? routeProps(outer) : {};
    // Markdown content among the props renders as the stand-in the browser gets for it (island-props.ts).
    const own = withContentStandIns(rest);
    // A page rendered by another page (jellyfin's /downloads/docker renders <DownloadsPage osType="docker" />) keeps
    // the props it is given besides the page data, here and in the browser.
    const given = page && recorder ? givenProps(own, { ...recorder.data, ...extra }) : {};
    const props = (page && recorder ? { ...recorder.data, ...extra, ...given } : own) as P;
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
    // The browser makes the location from the address, and takes the config from the page data when the page read
    // it (useDocusaurusContext): then it travels once (client/islands.ts).
    const carried = page ? { ...pageProps(extra, snapshot), ...given } : own;
    const attributes: Record<string, string> = {
      'data-island': `${id}#${name}`,
      'data-hydrate': hydrate,
      'data-props': serialiseProps(carried, label),
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

/** The props a page component was given beyond the page data and route props it renders with as a page. */
function givenProps(props: Record<string, unknown>, pageProps: Record<string, unknown>): Record<string, unknown> {
  return Object.fromEntries(Object.entries(props).filter(([key]) => !(key in pageProps)));
}

/**
 * What of a page island's route props its data-props carry: not the location, nor a config its page data holds, nor
 * a Markdown page's `content` when the page data holds its entry (the browser makes it from that: page-content.ts).
 */
function pageProps(extra: Record<string, unknown>, snapshot: PageSnapshot | null | undefined): Record<string, unknown> {
  const { location: _location, config, content, ...values } = extra;
  const carried = content === undefined || snapshot?.entry ? values : { content, ...values };
  return config === undefined || snapshot?.site.docusaurus ? carried : { config, ...carried };
}

/** The page data of the render, or null outside a page render (a component rendered on its own). */
function currentPageData(): PageData | null {
  try {
    return usePageData();
  } catch {
    return null;
  }
}
