/**
 * Fetches pages as HTML text and keeps the last few in memory, so a prefetched page is swapped in without a
 * second request. A failed load is forgotten, so the next attempt goes to the network again.
 */
import { pageKey } from './links.js';

/** Enough for the links a visitor is likely to follow next; bounded so a long session does not grow memory. */
export const KEPT_PAGES = 12;
const pages = new Map<string, Promise<string>>();

/** The page's HTML, from memory or the network; rejects on a network error, a server error or non-HTML. */
export function loadPage(url: URL, priority: RequestPriority = 'high'): Promise<string> {
  const key = pageKey(url);
  let page = pages.get(key);
  if (!page) {
    page = fetchHtml(key, priority);
    pages.set(key, page);
    page.catch(() => pages.delete(key));
    if (pages.size > KEPT_PAGES) pages.delete(pages.keys().next().value!);
  }
  return page;
}

async function fetchHtml(path: string, priority: RequestPriority): Promise<string> {
  const response = await fetch(path, { headers: { accept: 'text/html' }, priority });
  // The not-found page is a real page to show; any other error status is a failed load.
  if (!response.ok && response.status !== 404) throw new Error(`the server answered ${response.status}`);
  const type = response.headers.get('content-type') ?? '';
  if (!type.includes('text/html')) throw new Error(`it is not an HTML page (${type || 'no content type'})`);
  return response.text();
}
