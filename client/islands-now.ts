/**
 * A Docusaurus page's `data-hydrate="load"` islands (its default), hydrated before the window's load event, as
 * Docusaurus 2 hydrates a page once its deferred bundle has run: a site script that edits the page at `load` (or
 * later) then edits live islands, and its edit stays. Chromium delays `load` for module scripts in the page's HTML
 * but not for `import()` or modulepreload, so the page carries one module script per island module
 * (src/render/early-islands.ts), run in document order before DOMContentLoaded:
 *
 *   import { step } from '<this module>'; step(null, null, 'island-a.js')
 *   import { step } from '<this module>'; import * as m from 'island-a.js'; step('island-a.js', m, 'island-b.js')
 *   ...
 *
 * Each one's module runs after the previous script made its island's page current (a module may call
 * translate() at its top level), and `step` mounts, synchronously, every island whose code is then all in.
 */
import * as pages from '../templates/page-snapshot.js';
import * as runtime from './island-runtime.js';
import { claim, isClaimed, mountLoaded, mountedEarly, snapshotOf, type IslandPage } from './island-mount.js';

type Module = Record<string, unknown>;

const modules = new Map<string, Module>();

/** Take `module`, the code at `loaded`; mount the islands now complete; make the page of `next`'s island current. */
export function step(loaded: string | null, module: Module | null, next: string | null): void {
  if (loaded && module) {
    modules.set(loaded, module);
    for (const island of waiting()) mountWhenComplete(island);
  }
  const island = next && waiting().find((i) => i.dataset.src === next || i.dataset.rootSrc === next);
  if (island) pageFor(island);
}

/** The page's islands this module mounts and has not yet. */
function waiting(): HTMLElement[] {
  const islands = document.querySelectorAll<HTMLElement>('sitegen-island[data-hydrate="load"][data-src]');
  return [...islands].filter((island) => !isClaimed(island) && island.dataset.css === undefined);
}

function mountWhenComplete(island: HTMLElement): void {
  const { src, rootSrc } = island.dataset;
  const module = modules.get(src!);
  const rootModule = rootSrc ? modules.get(rootSrc) : null;
  if (!module || rootModule === undefined || !claim(island)) return;
  try {
    const current = pageFor(island);
    mountedEarly.set(island, mountLoaded(island, { runtime, module, rootModule, current, sync: true }));
  } catch (error) {
    console.warn(
      `sitegen: the island ${island.dataset.island} could not load (${(error as Error).message}); its server HTML stays.`,
    );
  }
}

/** The page `island` read on the server, made current (see client/islands.ts `pageOf`). */
function pageFor(island: HTMLElement): IslandPage | null {
  const snapshot = snapshotOf(island);
  if (!snapshot) return null;
  const data = pages.pageDataFromSnapshot(JSON.parse(snapshot));
  pages.setBrowserPage(data);
  return { pages, data };
}
