/**
 * Route changes without a full page load. An internal link click fetches the next page while the old one stays;
 * when it is ready the page regions and head are swapped, behaviours re-run (lifecycle), scroll goes to the top
 * or the hash target (not for a query-only change), focus moves to the main content and the new title is
 * announced. Back/forward swap the same way and restore the entry's scroll position. When a page cannot be
 * loaded, a warning is logged and the browser loads the URL itself.
 */
import { enterPage, leavePage } from './lifecycle.js';
import { clientUrl, pageKey } from './links.js';
import { loadPage } from './page-loader.js';
import { addStylesheets, canSwap, swapPage } from './page-swap.js';
import { initScrollMemory, newEntryState, noteScroll, restoreScroll, saveScroll } from './scroll-memory.js';
import { ROUTE_END, ROUTE_START } from '../templates/route-events.js';

/** The URL of the page on screen (the address bar runs ahead of it during back/forward). */
let shown = new URL(location.href);
/** Increments per route change, so a slow load never swaps in over a later one. */
let latest = 0;

/** Take over internal link clicks and back/forward; call once. */
export function initNavigation(): void {
  initScrollMemory();
  // On window, so that handlers on document (search button, tabs) can claim a click first with preventDefault.
  addEventListener('click', onClick);
  addEventListener('popstate', () => {
    noteScroll();
    // An entry no one has keyed yet is one the browser just made for a hash link (or a new hash) on the page on
    // screen: it belongs to that page, also when a Docusaurus page's router made the entry it was left from.
    if (SITEGEN_THEME_CLASSIC && history.state?.key === undefined)
      history.replaceState({ ...history.state, page: pageKey(shown) }, '');
    // Same page, other hash (or an entry made by a hash link): nothing to load, only the scroll position.
    const page = SITEGEN_THEME_CLASSIC ? entryPage() : pageKey(location);
    if (page !== pageKey(shown)) void navigate(new URL(location.href), 'pop');
    else if (!restoreScroll()) scrollToHash(location.hash);
  });
}

/**
 * On a Docusaurus site, the page the address bar's entry belongs to: its address's, unless the page's router made
 * the entry within the page on screen (a filter kept in the query, templates/docusaurus/browser-history.ts), which
 * then stays. Called behind the constant only, so that the script of other sites (the constant false) is as it was.
 */
function entryPage(): string {
  return (history.state?.page as string | undefined) || pageKey(location);
}

function onClick(event: MouseEvent): void {
  if (event.defaultPrevented || event.button !== 0 || event.metaKey || event.ctrlKey || event.shiftKey || event.altKey)
    return;
  const link = (event.target as Element).closest?.('a[href]');
  const url = link && clientUrl(link);
  if (!url) return;
  // A hash link into the entry on screen is the browser's job (it scrolls and keeps history). That entry's address
  // is the page's, or one a Docusaurus page's router made within the page.
  const onScreen = SITEGEN_THEME_CLASSIC && entryPage() === pageKey(shown) ? pageKey(location) : pageKey(shown);
  if (pageKey(url) === onScreen && link.getAttribute('href')!.includes('#')) return;
  event.preventDefault();
  void navigate(url, 'push');
}

async function navigate(url: URL, mode: 'push' | 'pop'): Promise<void> {
  const id = ++latest;
  const from = shown;
  document.dispatchEvent(
    new CustomEvent(ROUTE_START, { detail: { url: url.href, newPath: url.pathname !== from.pathname } }),
  );
  let next: Document;
  try {
    next = new DOMParser().parseFromString(await loadPage(url), 'text/html');
    if (!canSwap(next)) throw new Error('it has another build, language or layout');
    await addStylesheets(next);
  } catch (error) {
    if (id !== latest) return;
    console.warn(`sitegen: could not load ${url.href} (${(error as Error).message}); loading the whole page instead.`);
    return mode === 'push' ? location.assign(url.href) : location.reload();
  }
  if (id !== latest) return;
  if (mode === 'push') {
    saveScroll();
    // Following a link to the address already shown replaces the entry, as the browser would.
    if (url.href === location.href) history.replaceState(newEntryState(), '', url.href);
    else history.pushState(newEntryState(), '', url.href);
  }
  leavePage();
  swapPage(next);
  shown = url;
  enterPage();
  const queryOnly = url.pathname === from.pathname && url.search !== from.search;
  // A pushed entry is new: it has no position, and goes to the top or the hash unless only the query changed.
  if (!restoreScroll() && (mode === 'pop' || !queryOnly)) scrollToHash(url.hash);
  focusAndAnnounce();
  document.dispatchEvent(new CustomEvent(ROUTE_END, { detail: { url: url.href } }));
}

/** Scroll to the element the hash names, else to the top. */
function scrollToHash(hash: string): void {
  const target = hash.length > 1 ? document.getElementById(decodeURIComponent(hash.slice(1))) : null;
  if (target) target.scrollIntoView();
  else scrollTo(0, 0);
}

/** Put keyboard and screen-reader focus on the new content, and say which page it is. */
function focusAndAnnounce(): void {
  const main = document.getElementById('main') ?? document.getElementById('page');
  if (main) {
    if (!main.hasAttribute('tabindex')) main.tabIndex = -1;
    main.focus({ preventScroll: true });
  }
  let announcer = document.querySelector<HTMLElement>('[data-route-announcer]');
  if (!announcer) {
    announcer = document.createElement('div');
    announcer.className = 'visually-hidden';
    announcer.setAttribute('aria-live', 'assertive');
    announcer.setAttribute('aria-atomic', 'true');
    announcer.dataset.routeAnnouncer = '';
    document.body.append(announcer);
  }
  announcer.textContent = document.querySelector('#page h1')?.textContent?.trim() || document.title;
}
