/**
 * The islands of the site's own pages (showcase filter, governance member lists, playground downloads). Their code
 * and the crash boundary load only on pages that have their markup, so a docs page never downloads them; each
 * island then starts inside its own crash boundary, on this page and after every page swap.
 */
import type { IslandInit } from './crash-boundary.js';
import { onPage } from './lifecycle.js';

/** Selector of an island's root -> its start function, imported on demand. */
const ISLANDS: [selector: string, load: () => Promise<IslandInit>][] = [
  ['[data-apps-filter]', () => import('./apps-filter.js').then((m) => m.startAppsFilter)],
  ['[data-members]', () => import('./governance.js').then((m) => m.startMemberList)],
  ['[data-downloads]', () => import('./fiddle-downloads.js').then((m) => m.startDownloads)],
];

/** Mount the islands on each page (once, at start-up). */
export function initPageIslands(): void {
  onPage(() => {
    let left = false;
    const stops: (() => void)[] = [];
    for (const [selector, load] of ISLANDS) {
      const roots = [...document.querySelectorAll<HTMLElement>(selector)];
      if (roots.length === 0) continue;
      Promise.all([import('./crash-boundary.js'), load()]).then(
        ([{ mountIsland }, start]) => left || roots.forEach((root) => stops.push(mountIsland(root, start))),
        // Without its script the server markup still works: every app listed, native <details>.
        (error: Error) => console.warn(`sitegen: no script for ${selector} (${error.message})`),
      );
    }
    return () => {
      left = true;
      stops.splice(0).forEach((stop) => stop());
    };
  });
}
