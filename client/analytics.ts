/**
 * Page-view analytics through a small adapter: one page view for the first page and one per route change.
 * With a tracking id in the config the built-in adapter sends a GA4 page view (measurement protocol, as a
 * beacon); without one nothing is sent. Site scripts can plug in their own adapter with `setAnalyticsAdapter`
 * or listen for the `sitegen:page-view` event.
 */
import { onPage } from './lifecycle.js';
import { siteConfig } from './site-config.js';

/** What a page view reports. */
export interface PageView {
  url: string;
  title: string;
  referrer: string;
}

/** Sends page views somewhere. */
export interface AnalyticsAdapter {
  pageView(view: PageView): void;
}

/** Fired on `document` for every page view, whatever the adapter. */
export const PAGE_VIEW = 'sitegen:page-view';

let adapter: AnalyticsAdapter | null = null;

/** Replace the adapter (null turns sending off). */
export function setAnalyticsAdapter(next: AnalyticsAdapter | null): void {
  adapter = next;
}

/** Report the first page and every page a route change swaps in; call once. */
export function initAnalytics(): void {
  const config = siteConfig().analytics;
  if (config) adapter ??= googleAnalytics(config);
  let referrer = document.referrer;
  onPage(() => {
    const view: PageView = { url: location.href, title: document.title, referrer };
    referrer = location.href;
    document.dispatchEvent(new CustomEvent(PAGE_VIEW, { detail: view }));
    adapter?.pageView(view);
  });
}

/** The built-in adapter: a GA4 `page_view` to the configured endpoint. */
export function googleAnalytics({ trackingId, endpoint }: { trackingId: string; endpoint: string }): AnalyticsAdapter {
  // One anonymous id per browser tab session; nothing is stored beyond it.
  const clientId = sessionId();
  return {
    pageView(view) {
      const params = new URLSearchParams({
        v: '2',
        tid: trackingId,
        cid: clientId,
        en: 'page_view',
        dl: view.url,
        dt: view.title,
        dr: view.referrer,
        ul: navigator.language.toLowerCase(),
      });
      const url = `${endpoint}?${params}`;
      if (!navigator.sendBeacon?.(url))
        void fetch(url, { method: 'POST', keepalive: true, mode: 'no-cors' }).catch(() => {});
    },
  };
}

function sessionId(): string {
  const fresh = `${Math.floor(Math.random() * 2 ** 31)}.${Math.floor(Date.now() / 1000)}`;
  try {
    const saved = sessionStorage.getItem('analytics-id');
    if (saved) return saved;
    sessionStorage.setItem('analytics-id', fresh);
  } catch {
    // Without session storage every page load counts as a new visitor; nothing else changes.
  }
  return fresh;
}
