/**
 * Scroll positions for back/forward. The client takes over restoration (`scrollRestoration = 'manual'`) because
 * the browser would restore before the swapped-in page is there.
 *
 * A position belongs to the history entry whose page is on screen, which is not always the entry the address bar
 * shows: back/forward change the entry at once, while the old page stays until the next one has loaded. So each
 * entry gets a key in `history.state`, every scroll is recorded under the key of the page on screen, and a copy is
 * written into that entry's `history.state` shortly after scrolling stops, for reloads and returns from other sites.
 * On a Docusaurus site, the page's router makes entries within the page on screen: each is on screen once made.
 */
import { ENTERED_ENTRY, LEAVING_ENTRY } from '../templates/history-entries.js';

/** Positions by entry key, as last scrolled. */
const positions = new Map<string, [number, number]>();
/** The key of the entry whose page is on screen. */
let shownKey = '';
let timer: ReturnType<typeof setTimeout> | undefined;

/** Start recording; call once. */
export function initScrollMemory(): void {
  shownKey = entryKey();
  history.scrollRestoration = 'manual';
  // A real page load (reload, leaving the site) should get the browser's own restoration back for this entry.
  addEventListener('pagehide', () => {
    saveScroll();
    history.scrollRestoration = 'auto';
  });
  addEventListener('pageshow', () => (history.scrollRestoration = 'manual'));
  addEventListener(
    'scroll',
    () => {
      positions.set(shownKey, [scrollX, scrollY]);
      clearTimeout(timer);
      timer = setTimeout(saveScroll, 150);
    },
    { passive: true },
  );
  // Only a Docusaurus page has that router (the constant is false for other sites, whose script stays as it was).
  if (SITEGEN_THEME_CLASSIC) {
    addEventListener(LEAVING_ENTRY, () => {
      noteScroll();
      saveScroll();
    });
    addEventListener(ENTERED_ENTRY, () => {
      shownKey = entryKey();
      noteScroll();
    });
  }
  // Back to an entry this document once pushed but the browser no longer holds: the position is in its state.
  const [entry] = performance.getEntriesByType('navigation') as PerformanceNavigationTiming[];
  if (entry?.type === 'back_forward') restoreScroll();
}

/**
 * Record the shown entry's position as it is now. Back/forward calls this first: the last scroll's event may not
 * have been dispatched yet (a quick hand, a busy machine), and the page on screen is still that entry's.
 */
export function noteScroll(): void {
  positions.set(shownKey, [scrollX, scrollY]);
}

/** The state for a new history entry: its own key, no position yet. */
export function newEntryState(): { key: string } {
  return { key: Math.random().toString(36).slice(2) };
}

/** Copy the recorded position into the shown entry's `history.state`, if the address bar still shows that entry. */
export function saveScroll(): void {
  clearTimeout(timer);
  const scroll = positions.get(shownKey) ?? [scrollX, scrollY];
  if (history.state?.key === shownKey) history.replaceState({ ...history.state, scroll }, '');
}

/**
 * The address bar's entry is now the one on screen (after a swap, or back/forward within the page): scroll to its
 * position; false when it has none.
 */
export function restoreScroll(): boolean {
  shownKey = entryKey();
  const scroll: unknown = positions.get(shownKey) ?? history.state?.scroll;
  if (!Array.isArray(scroll)) return false;
  scrollTo(Number(scroll[0]), Number(scroll[1]));
  return true;
}

/** The current entry's key, given one if the browser made the entry (a hash link, the first load). */
function entryKey(): string {
  const key: unknown = history.state?.key;
  if (typeof key === 'string') return key;
  const state = { ...history.state, ...newEntryState() };
  history.replaceState(state, '');
  return state.key;
}
