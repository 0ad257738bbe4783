/**
 * Windowed sidebars (src/render/sidebar-window.ts) hold only the page's branch; opening a collapsed category
 * loads the whole sidebar once (one cached file per locale) and swaps it in, keeping what was open and the
 * current link.
 */
import { showState } from './collapsibles.js';

/** Load the full sidebar behind `nav` and put it in place of the windowed one. */
async function loadFullSidebar(nav: HTMLElement, openKey: string | undefined): Promise<void> {
  const url = nav.dataset.fullSidebar;
  if (!url || nav.dataset.loading) return;
  nav.dataset.loading = 'true';
  try {
    const response = await fetch(url);
    if (!response.ok) throw new Error(`HTTP ${response.status}`);
    const doc = new DOMParser().parseFromString(await response.text(), 'text/html');
    const menu = doc.querySelector('.menu');
    if (!menu) return;
    const open = new Set([...nav.querySelectorAll<HTMLDetailsElement>('details[open]')].map((d) => d.dataset.key));
    if (openKey) open.add(openKey);
    for (const details of menu.querySelectorAll<HTMLDetailsElement>('details')) {
      details.open = open.has(details.dataset.key);
      showState(details);
    }
    const current = nav.querySelector('[aria-current="page"]')?.getAttribute('href');
    for (const link of menu.querySelectorAll('a')) {
      if (link.getAttribute('href') === current) link.setAttribute('aria-current', 'page');
    }
    nav.querySelector('.menu')?.replaceWith(document.importNode(menu, true));
    delete nav.dataset.fullSidebar;
  } catch (error) {
    // The category's own link still works; say why the list did not load.
    console.warn(`sitegen: could not load the sidebar (${(error as Error).message})`);
  } finally {
    delete nav.dataset.loading;
  }
}

/** Watch for a lazy category being opened (toggle does not bubble: listen in the capture phase). */
export function initLazySidebar(): void {
  document.addEventListener(
    'toggle',
    (event) => {
      const details = event.target as HTMLDetailsElement;
      if (!(details instanceof HTMLDetailsElement) || !details.open || !details.hasAttribute('data-lazy')) return;
      const nav = details.closest<HTMLElement>('nav[data-full-sidebar]');
      if (nav) void loadFullSidebar(nav, details.dataset.key);
    },
    true,
  );
}
