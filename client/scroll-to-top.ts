/**
 * The scroll-to-top button: shown once the visitor has scrolled a screen down, it scrolls back smoothly
 * (instantly with reduced motion). The link's `href="#"` makes it work without script too. On a Docusaurus site
 * (`data-scroll-to-top="up"`) it shows as theme-classic's BackToTopButton: only while the visitor scrolls up, more
 * than 300px from the top, and not at the bottom of the page.
 */

/** Show the button past this many pixels. */
const THRESHOLD = 400;
/** theme-classic's threshold. */
const UP_THRESHOLD = 300;

/** Whether theme-classic would show the button at `y`, having been at `last`; undefined: leave it as it is. */
function shownScrollingUp(y: number, last: number): boolean | undefined {
  if (!last) return undefined;
  if (y >= last || y < UP_THRESHOLD) return false;
  return y + innerHeight < document.documentElement.scrollHeight ? true : undefined;
}

/** Wire the button (document-level, once; the button is looked up per event so page swaps do not matter). */
export function initScrollToTop(): void {
  let queued = false;
  let last = scrollY;
  const update = () => {
    queued = false;
    const button = document.querySelector<HTMLElement>('[data-scroll-to-top]');
    if (button?.dataset.scrollToTop === 'up') {
      const shown = shownScrollingUp(scrollY, last);
      if (shown !== undefined) button.hidden = !shown;
    } else if (button) button.hidden = scrollY < THRESHOLD;
    last = scrollY;
  };
  addEventListener(
    'scroll',
    () => {
      if (!queued) requestAnimationFrame(update);
      queued = true;
    },
    { passive: true },
  );
  update();
  document.addEventListener('click', (event) => {
    if (!(event.target as Element).closest?.('[data-scroll-to-top]')) return;
    event.preventDefault();
    const instant = matchMedia('(prefers-reduced-motion: reduce)').matches;
    scrollTo({ top: 0, behavior: instant ? 'auto' : 'smooth' });
    document.getElementById('main')?.focus({ preventScroll: true });
  });
}
