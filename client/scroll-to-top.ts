/**
 * The scroll-to-top button: shown once the visitor has scrolled a screen down, it scrolls back smoothly
 * (instantly with reduced motion). The link's `href="#"` makes it work without script too.
 */

/** Show the button past this many pixels. */
const THRESHOLD = 400;

/** Wire the button (document-level, once; the button is looked up per event so page swaps do not matter). */
export function initScrollToTop(): void {
  let queued = false;
  const update = () => {
    queued = false;
    const button = document.querySelector<HTMLElement>('[data-scroll-to-top]');
    if (button) button.hidden = scrollY < THRESHOLD;
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
