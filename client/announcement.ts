/**
 * Closing the announcement bar. The dismissal is stored as the bar's id, so a new announcement (a new id) shows
 * again; the inline head script reads the same key before first paint, so a dismissed bar never flashes.
 */
import { storageSet } from './theme.js';

/** Local-storage key holding the id of the dismissed announcement (read by templates/theme-script.ts too). */
export const DISMISSED_KEY = 'announcement-dismissed';

/** Wire the close button (document-level, survives page swaps). */
export function initAnnouncement(): void {
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
