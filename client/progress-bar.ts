/**
 * The route-change progress bar: appears 200 ms after a route change to a new path starts, so a fast (or
 * prefetched) navigation never shows it, and completes when the new page is in place.
 */
import { ROUTE_END, ROUTE_START } from '../templates/route-events.js';

/** The spec's delay before the bar shows. */
export const PROGRESS_DELAY_MS = 200;

/** Listen for route changes; call once. The bar lives outside the swapped regions, so it survives swaps. */
export function initProgressBar(): void {
  let timer: ReturnType<typeof setTimeout> | undefined;
  let hideTimer: ReturnType<typeof setTimeout> | undefined;
  let bar: HTMLElement | undefined;
  const show = () => {
    bar ??= document.body.appendChild(
      Object.assign(document.createElement('div'), { className: 'progress-bar', hidden: true, ariaHidden: 'true' }),
    );
    clearTimeout(hideTimer);
    bar.className = 'progress-bar';
    bar.hidden = false;
    void bar.offsetWidth; // restart the CSS animation from zero for this route change
    bar.classList.add('progress-bar--loading');
  };
  document.addEventListener(ROUTE_START, (event) => {
    clearTimeout(timer);
    if ((event as CustomEvent<{ newPath: boolean }>).detail.newPath) timer = setTimeout(show, PROGRESS_DELAY_MS);
  });
  document.addEventListener(ROUTE_END, () => {
    clearTimeout(timer);
    if (!bar?.classList.contains('progress-bar--loading')) return;
    bar.className = 'progress-bar progress-bar--done';
    // Hidden after the finishing transition (show() cancels this if a new route change restarts it).
    hideTimer = setTimeout(() => (bar!.hidden = true), 300);
  });
}
