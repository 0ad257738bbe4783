/**
 * Closing the announcement bar. The dismissal is stored as the bar's id, so a new announcement (a new id) shows
 * again; the inline head script reads the same key before first paint, so a dismissed bar never flashes.
 */
import { storageSet } from './theme.js';

/** Local-storage key holding the id of the dismissed announcement (read by templates/theme-script.ts too). */
export const DISMISSED_KEY = 'announcement-dismissed';

/**
 * Mark <html> `data-scrolled` while the page is scrolled at all: the docs sidebar then takes the room the announcement
 * bar had (templates/styles/infima.css), as theme-classic's does once the window scrolls from its top.
 */
function markScrolled(): void {
  // A forced toggle that finds the attribute as asked changes nothing (no style recalculation while scrolling).
  document.documentElement.toggleAttribute('data-scrolled', scrollY > 0);
}

/** Wire the close button (document-level, survives page swaps) and the scrolled mark. */
export function initAnnouncement(): void {
  markScrolled();
  addEventListener('scroll', markScrolled, { passive: true });
  document.addEventListener('click', (event) => {
    const button = (event.target as Element).closest?.('[data-announcement-close]');
    const bar = button?.closest<HTMLElement>('[data-announcement]');
    if (!bar) return;
    storageSet(DISMISSED_KEY, bar.dataset.announcement ?? '');
    document.documentElement.dataset.announcementDismissed = 'true';
    // The button disappears with the bar: keep keyboard focus at the top of the page instead of losing it.
    document.querySelector<HTMLElement>('.skip-link')?.focus({ preventScroll: true });
  });
}
