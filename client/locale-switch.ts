/**
 * The language menus (navbar and mobile menu): each link already goes to this page's path in its language (the
 * server writes it); just before a link is used, the current query string and hash are added, so switching
 * language keeps `?q=x#anchor`. Done at use time, not on page load, because the search page rewrites the query
 * as the visitor types and the hash changes as they follow anchors.
 */

/** Wire the language links (event delegation on `document`: survives page swaps; call once). */
export function initLocaleSwitch(): void {
  // Capture phase: runs before the browser follows the link and before navigation.ts reads its href. `pointerdown`
  // also covers middle-click and the context menu's "copy link", `focusin` the keyboard.
  for (const type of ['pointerdown', 'focusin', 'click']) document.addEventListener(type, keepQueryAndHash, true);
}

function keepQueryAndHash(event: Event): void {
  const link = (event.target as Element | null)?.closest?.('a[data-locale]');
  if (!(link instanceof HTMLAnchorElement)) return;
  const path = (link.dataset.localePath ??= (link.getAttribute('href') ?? '').replace(/[?#].*$/, ''));
  link.setAttribute('href', path + location.search + location.hash);
}
