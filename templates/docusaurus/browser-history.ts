/**
 * `@docusaurus/router`'s history in the browser, as react-router 5's browser history behaves on a Docusaurus page: the
 * address's query, hash and entry, which components re-render on.
 */

/** The address as the router gives it: react-router's location without the pathname (the page's own). */
export interface Address {
  search: string;
  hash: string;
  /** The entry's key (react-router's and client/scroll-memory.ts's `history.state.key`), 'default' for none. */
  key: string;
  state: unknown;
}

/** A build has no address: the server renders without a query or hash. */
const BUILD: Address = { search: '', hash: '', key: 'default', state: undefined };

const listeners = new Set<() => void>();
let current = BUILD;
let listening = false;

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

/** Call `onChange` after every change of the address; returns the unsubscribe. */
export function subscribeAddress(onChange: () => void): () => void {
  listen();
  listeners.add(onChange);
  return () => void listeners.delete(onChange);
}

/** Listen to the browser's own changes of the address: once, and from the first subscriber on. */
function listen(): void {
  if (listening) return;
  listening = true;
  addEventListener('hashchange', changed);
  addEventListener('popstate', changed);
}

function changed(): void {
  for (const listener of [...listeners]) listener();
}
