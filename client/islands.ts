/**
 * Hydrates the page's islands (`<sitegen-island>`, rendered by src/bundle/island-reference.ts). This module loads
 * only on pages that have one (client/markdown-widgets.ts); React and each island's code load later, when the
 * island is wanted: `data-hydrate="idle"` (default) when the browser is idle or the island nears the viewport,
 * `"visible"` when it nears the viewport, `"load"` at once. After a page swap the old islands are unmounted and
 * the new page's are scheduled the same way.
 */
import { MARKDOWN_ISLANDS_DATA_ID } from '../templates/client-config-id.js';
import { onPage } from './lifecycle.js';

/** How far outside the viewport an island starts loading, so it is ready when scrolled to. */
const NEAR = '200px';
/** An idle island loads at the latest this long after the page, even if the browser never goes idle. */
const IDLE_TIMEOUT = 2000;

/** Schedule the islands of each page (once, at start-up). */
export function initIslands(): void {
  onPage(() => {
    let left = false;
    const stops: (() => void)[] = [];
    for (const island of document.querySelectorAll<HTMLElement>('sitegen-island')) {
      stops.push(
        whenWanted(island, () => {
          hydrate(island).then(
            (unmount) => (left ? unmount() : stops.push(unmount)),
            (error: Error) =>
              console.warn(
                `sitegen: the island ${island.dataset.island} could not load (${error.message}); its server HTML stays.`,
              ),
          );
        }),
      );
    }
    return () => {
      left = true;
      stops.splice(0).forEach((stop) => stop());
    };
  });
}

/** Run `start` once, when the island's `data-hydrate` says; returns a cancel. */
function whenWanted(island: HTMLElement, start: () => void): () => void {
  const mode = island.dataset.hydrate ?? 'idle';
  if (mode === 'load') {
    start();
    return () => {};
  }
  let done = false;
  const once = () => {
    if (done) return;
    done = true;
    cancel();
    start();
  };
  const observer = new IntersectionObserver((entries) => entries.some((e) => e.isIntersecting) && once(), {
    rootMargin: NEAR,
  });
  // The island's element has no box of its own (display: contents): its children are what nears the viewport.
  for (const child of island.children.length ? island.children : [island]) observer.observe(child);
  // Safari has no requestIdleCallback: a timer after the page's own work stands in for it.
  const idle =
    mode === 'idle'
      ? (window.requestIdleCallback?.(once, { timeout: IDLE_TIMEOUT }) ?? setTimeout(once, 200))
      : undefined;
  const cancel = () => {
    observer.disconnect();
    if (idle !== undefined) (window.cancelIdleCallback ?? clearTimeout)(idle as number);
  };
  return () => {
    done = true;
    cancel();
  };
}

/** Load React (once) and the island's module, then hydrate it; resolves to its unmount. */
async function hydrate(island: HTMLElement): Promise<() => void> {
  const src = island.dataset.src;
  const [id, name = 'default'] = (island.dataset.island ?? '').split('#');
  if (!src) throw new Error(`the page names no script for ${id}`);
  // The page data the island read on the server (templates/page-snapshot.ts); most islands read none. An island
  // in a Docusaurus site's Markdown reads the page's (templates/markdown-islands-data.tsx).
  const snapshot = island.dataset.page ?? document.getElementById(MARKDOWN_ISLANDS_DATA_ID)?.textContent;
  const page = snapshot ? pageOf(snapshot, src) : Promise.resolve(null);
  // The site's Root (a Docusaurus site's src/theme/Root), which the island rendered inside on the server.
  const rootSrc = island.dataset.rootSrc;
  const [runtime, module, current, rootModule] = await Promise.all([
    import('./island-runtime.js'),
    page.then(() => import(/* @vite-ignore */ src) as Promise<Record<string, unknown>>),
    page,
    rootSrc ? page.then(() => import(/* @vite-ignore */ rootSrc) as Promise<Record<string, unknown>>) : null,
  ]);
  const { pages, data } = current ?? { pages: null, data: null };
  const component = module[name];
  if (typeof component !== 'function' && typeof component !== 'object')
    throw new Error(`${id} has no export named ${name}`);
  // A page island (a whole page module) gets the page data as its props, as on the server.
  // A plugin route's page also gets its modules' values, carried as its props.
  // Parsed here, with React loaded: HTML among the props becomes elements (templates/island-html.ts).
  const own = runtime.parseIslandProps(island.dataset.props ?? '{}');
  const props = island.dataset.pageProps !== undefined && data ? { ...data, ...routeProps(data, own), ...own } : own;
  const labels = labelsOf(island);
  if (labels) props.labels = labels;
  const provider = data && pages ? { component: pages.PageDataProvider, value: data } : undefined;
  if (island.dataset.css) await stylesheet(island.dataset.css);
  const root = rootModule && { component: rootModule.default as never, own: island.dataset.rootOwn !== undefined };
  return runtime.mountIsland(island, {
    component: component as never,
    props,
    provider,
    root: root ?? undefined,
    name: name === 'default' ? id : `<${name}> (${id})`,
    // An island whose server HTML is not the component's own render (a live code block's highlighted code) is
    // rendered anew in its element, not hydrated.
    fresh: island.dataset.render === 'client',
  });
}

/**
 * The island's `data-label-*` texts, `{ editor: 'Live Editor' }`: words the server wrote in the page's language,
 * which the browser has no catalogue to translate. Attributes carry any text, where JSON props filled in per
 * locale could not.
 */
function labelsOf(island: HTMLElement): Record<string, string> | null {
  let labels: Record<string, string> | null = null;
  for (const [key, value] of Object.entries(island.dataset)) {
    if (!/^label[A-Z]/.test(key) || value === undefined) continue;
    (labels ??= {})[key[5].toLowerCase() + key.slice(6)] = value;
  }
  return labels;
}

/** Load the stylesheet of an island's module (its own CSS imports) once; resolves when it applies. */
function stylesheet(href: string): Promise<void> {
  const existing = document.querySelector(`link[rel=stylesheet][href="${CSS.escape(href)}"]`);
  if (existing) return Promise.resolve();
  const link = Object.assign(document.createElement('link'), { rel: 'stylesheet', href });
  const loaded = new Promise<void>((resolve, reject) => {
    link.onload = () => resolve();
    link.onerror = () => reject(new Error(`its stylesheet ${href} did not load`));
  });
  document.head.append(link);
  return loaded;
}

/**
 * What a Docusaurus page's component gets beside the page data, as on the server (templates/docusaurus/runtime.ts):
 * react-router's location, the address opened (the not-found page was built as /404.html), and the site config,
 * from the page data when the page read it there, else from its props (`own`), which then carry it. Other pages
 * get neither.
 */
function routeProps(
  data: { site: { docusaurus?: { siteConfig: unknown } } },
  own: Record<string, unknown>,
): Record<string, unknown> {
  const { docusaurus } = data.site;
  if (!docusaurus && !('config' in own)) return {};
  const here = { pathname: location.pathname, search: location.search, hash: location.hash };
  return docusaurus ? { config: docusaurus.siteConfig, location: here } : { location: here };
}

/**
 * The page an island read on the server, made current before the island's module runs: Docusaurus's translate()
 * and <Head> read the page being rendered, and a module may call translate() at its top level. The module is
 * fetched meanwhile (modulepreload fetches and parses, but does not run it).
 */
async function pageOf(snapshot: string, src: string) {
  const preload = Object.assign(document.createElement('link'), { rel: 'modulepreload', href: src });
  document.head.append(preload);
  const pages = await import('../templates/page-snapshot.js');
  const data = pages.pageDataFromSnapshot(JSON.parse(snapshot));
  pages.setBrowserPage(data);
  return { pages, data };
}
