/**
 * Mounting one island once its code is loaded, shared by the two ways islands load: on demand (client/islands.ts)
 * and, on a Docusaurus page, before the window's load event (client/islands-now.ts). Both claim an island here
 * first, so each is mounted once; this module is one instance for both (esbuild splits it into a shared chunk).
 * It imports neither React nor the island runtime, which its callers load and pass in.
 */
import type * as IslandRuntime from './island-runtime.js';
import type * as PageSnapshots from '../templates/page-snapshot.js';
import { MARKDOWN_ISLANDS_DATA_ID } from '../templates/client-config-id.js';

type Module = Record<string, unknown>;

/** The page data module and the page an island read on the server, made current (`setBrowserPage`). */
export interface IslandPage {
  pages: typeof PageSnapshots;
  data: ReturnType<typeof PageSnapshots.pageDataFromSnapshot>;
}

/** What an island is mounted with: the runtime, its module and its Root's, and its page. */
export interface LoadedIsland {
  runtime: typeof IslandRuntime;
  module: Module;
  rootModule: Module | null;
  current: IslandPage | null;
  sync?: boolean;
}

const claimed = new WeakSet<Element>();
/** The unmounts of the islands mounted before the load event, for the page's cleanup (client/islands.ts). */
export const mountedEarly = new Map<Element, () => void>();

/** Claim `island` for mounting: false when it was claimed already. */
export function claim(island: Element): boolean {
  if (claimed.has(island)) return false;
  claimed.add(island);
  return true;
}

/** Whether a loader has claimed `island`. */
export function isClaimed(island: Element): boolean {
  return claimed.has(island);
}

/**
 * The page data the island read on the server (templates/page-snapshot.ts), as JSON; most islands read none. An
 * island in a Docusaurus site's Markdown reads the page's (templates/markdown-islands-data.tsx).
 */
export function snapshotOf(island: HTMLElement): string | null | undefined {
  return island.dataset.page ?? document.getElementById(MARKDOWN_ISLANDS_DATA_ID)?.textContent;
}

/** The island's id and export name, from `data-island="file#Export"`. */
export function islandName(island: HTMLElement): { id: string; name: string } {
  const [id, name = 'default'] = (island.dataset.island ?? '').split('#');
  return { id, name };
}

/** Hydrate `island` with its loaded code; returns its unmount. */
export function mountLoaded(island: HTMLElement, { runtime, module, rootModule, current, sync }: LoadedIsland) {
  const { id, name } = islandName(island);
  const { pages, data } = current ?? { pages: null, data: null };
  const component = module[name];
  if (typeof component !== 'function' && typeof component !== 'object')
    throw new Error(`${id} has no export named ${name}`);
  // A page island (a whole page module) gets the page data as its props, as on the server.
  // A plugin route's page also gets its modules' values, carried as its props; a Markdown page a pages folder's
  // component draws, its `content`, from the entry its page data carries.
  // Parsed here, with React loaded: HTML among the props becomes elements (templates/island-html.ts).
  const own = runtime.parseIslandProps(island.dataset.props ?? '{}');
  const props =
    island.dataset.pageProps !== undefined && data
      ? { ...data, ...routeProps(data, own), ...runtime.pageContentProps(data), ...own }
      : own;
  const labels = labelsOf(island);
  if (labels) props.labels = labels;
  const provider = data && pages ? { component: pages.PageDataProvider, value: data } : undefined;
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
    sync,
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
