/**
 * Scroll positions for back/forward. The client takes over restoration (`scrollRestoration = 'manual'`) because
 * the browser would restore before the swapped-in page is there; each history entry keeps its own position in
 * `history.state`, updated shortly after scrolling stops.
 */

let timer: ReturnType<typeof setTimeout> | undefined;

/** Start recording; call once. */
export function initScrollMemory(): void {
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
      clearTimeout(timer);
      timer = setTimeout(saveScroll, 150);
    },
    { passive: true },
  );
  // Back to an entry this document once pushed but the browser no longer holds: the position is in its state.
  const [entry] = performance.getEntriesByType('navigation') as PerformanceNavigationTiming[];
  if (entry?.type === 'back_forward') restoreScroll();
}

/** Store the current position in the current history entry. */
export function saveScroll(): void {
  clearTimeout(timer);
  history.replaceState({ ...history.state, scroll: [scrollX, scrollY] }, '');
}

/** Scroll to the current entry's stored position; false when it has none. */
export function restoreScroll(): boolean {
  const scroll: unknown = history.state?.scroll;
  if (!Array.isArray(scroll)) return false;
  scrollTo(Number(scroll[0]), Number(scroll[1]));
  return true;
}
