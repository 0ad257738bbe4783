/**
 * `@docusaurus/router`'s history in the browser, as react-router 5's browser history behaves on a Docusaurus page: the
 * address's query, hash and entry, which components re-render on, and the changes a page makes to it.
 *
 * sitegen has no client router: each page is its own document, swapped in by client/navigation.ts. So a change within
 * the page's path (`history.push({ search: '?os=linux' })`, a filter kept in the query) is a new history entry and a
 * re-render, as in Docusaurus, and a change to another path is that page, followed as a link is. Each entry the
 * router makes names the page it was made on (`history.state.page`), so that back and forward between them leave that
 * page on screen and only re-render it (client/navigation.ts would load their address as a page of its own, losing
 * the page's state).
 */

import { ENTERED_ENTRY, LEAVING_ENTRY } from '../history-entries.js';

/** What a change names: a path (`'/docs?x=1'`, `'?x=1'`), or a location, whose pathname defaults to the current. */
export type To = string | { pathname?: string; search?: string; hash?: string; state?: unknown };

/** The address as the router gives it: react-router's location without the pathname (the page's own). */
export interface Address {
  search: string;
  hash: string;
  /** The entry's key (react-router's and client/scroll-memory.ts's `history.state.key`), 'default' for none. */
  key: string;
  state: unknown;
}

/** How the address last changed, as react-router names it. */
export type Action = 'POP' | 'PUSH' | 'REPLACE';

/** A build has no address: the server renders without a query or hash. */
const BUILD: Address = { search: '', hash: '', key: 'default', state: undefined };

const listeners = new Set<() => void>();
let lastAction: Action = 'POP';
let current = BUILD;
let listening = false;

/**
 * The page on screen (its region, which client/page-swap.ts replaces with the next page's) and the address it was
 * loaded at, which the entries it makes name.
 */
let onScreen: { region: Element | null; page: string } | null = null;

/**
 * The address, the same object until it changes (as `useSyncExternalStore` needs), in the browser also while a page
 * hydrates: its first render reads the address it was opened at, as a Docusaurus page's does.
 */
export function currentAddress(): Address {
  if (typeof window === 'undefined') return BUILD;
  const { search, hash } = window.location;
  const { key = 'default', state } = (history.state ?? {}) as { key?: string; state?: unknown };
  // A new state comes with a new key; the same state read again may be another copy (client/scroll-memory.ts
  // rewrites the entry's state as the page scrolls).
  if (search !== current.search || hash !== current.hash || key !== current.key) current = { search, hash, key, state };
  return current;
}

/** How the address last changed. */
export function lastChange(): Action {
  return lastAction;
}

/** Call `onChange` after every change of the address; returns the unsubscribe. */
export function subscribeAddress(onChange: () => void): () => void {
  listen();
  listeners.add(onChange);
  return () => void listeners.delete(onChange);
}

/** react-router's `history.push` and `history.replace`. */
export function changeAddress(to: To, state: unknown, action: 'PUSH' | 'REPLACE'): void {
  const url = resolve(to);
  if (url.origin !== location.origin || url.pathname !== location.pathname) return leave(url, action);
  const entry = {
    key: newKey(),
    state: typeof to === 'object' && to.state !== undefined ? to.state : state,
    page: pageOnScreen(),
  };
  const from = new URL(location.href);
  // The client's scroll memory keeps the position of the entry left and records the new one's (its `scroll`).
  dispatchEvent(new Event(LEAVING_ENTRY));
  if (action === 'PUSH') history.pushState(entry, '', url.href);
  else history.replaceState(entry, '', url.href);
  scrollAfterChange(from, url, action);
  dispatchEvent(new Event(ENTERED_ENTRY));
  changed(action);
}

/**
 * Scroll as a Docusaurus 2.4.3 page does after a change within it. @docusaurus/core's ClientLifecyclesDispatcher
 * (`scrollAfterNavigation`) leaves the page where it is when only the query changed, else goes to the hash's element,
 * or to the top when there is no hash; and theme-common's skip-to-content link, on a push without a hash, focuses
 * its region, which is at the top of the page, so the window goes there too. Docusaurus does this once the page has
 * re-rendered; here it is done before, so an element that only the re-render makes is not found.
 */
function scrollAfterChange(from: URL, to: URL, action: 'PUSH' | 'REPLACE'): void {
  const queryOnly = from.hash === to.hash && from.search !== to.search;
  if (to.hash) {
    if (!queryOnly) document.getElementById(decodeURIComponent(to.hash.slice(1)))?.scrollIntoView();
  } else if (action === 'PUSH' || !queryOnly) scrollTo(0, 0);
}

/** The path of a location, as react-router's `history.createHref`. */
export function hrefOf(to: To): string {
  const url = resolve(to);
  return url.origin === location.origin ? url.pathname + url.search + url.hash : url.href;
}

/** As history's `createLocation`: a string resolves as a link's href would, a location keeps only what it names. */
function resolve(to: To): URL {
  if (typeof to === 'string') return new URL(to, location.href);
  const url = new URL(to.pathname ?? location.pathname, location.href);
  // The URL setters add the `?` and `#` a location may leave out (`{ search: 'type=tv' }`, as jellyfin.org writes).
  url.search = to.search ?? '';
  url.hash = to.hash ?? '';
  return url;
}

/**
 * Another page: a push follows it as a link is followed, so client/navigation.ts swaps it in when it can (and the
 * browser loads it when not); a replace loads it in place of this entry, which the client's navigation cannot.
 */
function leave(url: URL, action: 'PUSH' | 'REPLACE'): void {
  if (action === 'REPLACE') return location.replace(url.href);
  const link = Object.assign(document.createElement('a'), { href: url.href, hidden: true });
  document.body.append(link);
  link.click();
  link.remove();
}

/**
 * The address the page on screen was loaded at: the address when it makes its first entry (until then nothing but a
 * hash link has changed it, and client/navigation.ts loads a page at the address of the entry it goes to).
 */
function pageOnScreen(): string {
  const region = document.getElementById('page');
  if (onScreen?.region !== region) onScreen = { region, page: location.pathname + location.search };
  return onScreen.page;
}

/** Listen to the browser's own changes of the address: once, and from the first subscriber on. */
function listen(): void {
  if (listening) return;
  listening = true;
  addEventListener('hashchange', () => changed('POP'));
  addEventListener('popstate', () => changed('POP'));
}

function changed(action: Action): void {
  lastAction = action;
  for (const listener of [...listeners]) listener();
}

function newKey(): string {
  return Math.random().toString(36).slice(2, 10);
}
