/**
 * Hydrates the page's islands (`<sitegen-island>`, rendered by src/bundle/island-reference.ts). This module loads
 * only on pages that have one (client/markdown-widgets.ts); React and each island's code load later, when the
 * island is wanted: `data-hydrate="idle"` when the browser is idle or the island nears the viewport,
 * `"visible"` when it nears the viewport, `"load"` at once. After a page swap the old islands are unmounted and
 * the new page's are scheduled the same way. On a Docusaurus page the `"load"` islands (its default) were mounted
 * before the window's load event by the page's own module scripts (client/islands-now.ts); those that were not
 * (their code failed) are hydrated here once the page has loaded.
 */
import type {} from './build-flags.js';
import { EARLY_ISLANDS_ATTRIBUTE } from '../templates/early-islands.js';
import {
  claim,
  islandName,
  isClaimed,
  mountLoaded,
  mountedEarly,
  snapshotOf,
  type IslandPage,
} from './island-mount.js';
import { onPage } from './lifecycle.js';
import { loadStylesheet } from './stylesheets.js';

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
          if (SITEGEN_THEME_CLASSIC && !claim(island)) return;
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
      if (SITEGEN_THEME_CLASSIC) {
        for (const unmount of mountedEarly.values()) unmount();
        mountedEarly.clear();
      }
    };
  });
}

/** Run `start` once, when the island's `data-hydrate` says; returns a cancel. */
function whenWanted(island: HTMLElement, start: () => void): () => void {
  const mode = island.dataset.hydrate ?? 'idle';
  // Only a Docusaurus site's pages mount islands before the load event (a build-time constant).
  if (SITEGEN_THEME_CLASSIC && isClaimed(island)) return () => {};
  if (SITEGEN_THEME_CLASSIC && mode === 'load') return atLoad(start);
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

/**
 * Run `start` now, or once the window has loaded when the page's own module scripts mount its islands before that
 * (client/islands-now.ts): they run after this scheduler may have, and an island they mounted is claimed by then.
 */
function atLoad(start: () => void): () => void {
  if (document.readyState === 'complete' || !document.querySelector(`script[${EARLY_ISLANDS_ATTRIBUTE}]`)) {
    start();
    return () => {};
  }
  window.addEventListener('load', start, { once: true });
  return () => window.removeEventListener('load', start);
}

/** Load React (once) and the island's module, then hydrate it; resolves to its unmount. */
async function hydrate(island: HTMLElement): Promise<() => void> {
  const src = island.dataset.src;
  if (!src) throw new Error(`the page names no script for ${islandName(island).id}`);
  const snapshot = snapshotOf(island);
  const page = snapshot ? pageOf(snapshot, src) : Promise.resolve(null);
  // The site's Root (a Docusaurus site's src/theme/Root), which the island rendered inside on the server.
  const rootSrc = island.dataset.rootSrc;
  const [runtime, module, current, rootModule] = await Promise.all([
    import('./island-runtime.js'),
    page.then(() => import(/* @vite-ignore */ src) as Promise<Record<string, unknown>>),
    page,
    rootSrc ? page.then(() => import(/* @vite-ignore */ rootSrc) as Promise<Record<string, unknown>>) : null,
  ]);
  // The island module's own CSS imports.
  if (island.dataset.css) await loadStylesheet(island.dataset.css);
  return mountLoaded(island, { runtime, module, rootModule, current });
}

/**
 * The page an island read on the server, made current before the island's module runs: Docusaurus's translate()
 * and <Head> read the page being rendered, and a module may call translate() at its top level. The module is
 * fetched meanwhile (modulepreload fetches and parses, but does not run it).
 */
async function pageOf(snapshot: string, src: string): Promise<IslandPage> {
  const preload = Object.assign(document.createElement('link'), { rel: 'modulepreload', href: src });
  document.head.append(preload);
  const pages = await import('../templates/page-snapshot.js');
  const data = pages.pageDataFromSnapshot(JSON.parse(snapshot));
  pages.setBrowserPage(data);
  return { pages, data };
}
