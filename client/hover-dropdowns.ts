/**
 * A Docusaurus site's navbar dropdowns, theme-classic's (templates/hover-dropdown.tsx): they open on hover by CSS;
 * this opens one by a click on its label (`dropdown--show`, and the label's `aria-expanded`), walks its links with
 * the arrow keys, and closes it by Escape, a click elsewhere or focus leaving it. A label that is a link to a page
 * still goes there on click and Enter (theme-classic's Enter only opens the menu: here ArrowDown does that).
 */

import { focusNextLink, isArrowKey } from './menu-keys.js';

const DROPDOWN = '.dropdown--hoverable';

/** Show or hide `dropdown`'s menu, and say so on its label. */
function show(dropdown: Element, open: boolean): void {
  dropdown.classList.toggle('dropdown--show', open);
  dropdown.querySelector(':scope > [aria-haspopup]')?.setAttribute('aria-expanded', String(open));
}

function closeAll(except?: Element | null): void {
  for (const open of document.querySelectorAll(`${DROPDOWN}.dropdown--show`)) if (open !== except) show(open, false);
}

/** Wire the dropdowns with document-level listeners (survive page swaps, nothing to clean up). */
export function initHoverDropdowns(): void {
  document.addEventListener('click', (event) => {
    const target = event.target as Element;
    const dropdown = target.closest?.(DROPDOWN) ?? null;
    closeAll(dropdown);
    if (!dropdown) return;
    const label = target.closest('[aria-haspopup]');
    if (label?.parentElement === dropdown && label.getAttribute('href') === '#') {
      event.preventDefault();
      show(dropdown, !dropdown.classList.contains('dropdown--show'));
    } else if (target.closest('.dropdown__menu a')) {
      show(dropdown, false);
    }
  });
  document.addEventListener('keydown', onKeydown);
  document.addEventListener('focusout', (event) => {
    const dropdown = (event.target as Element | null)?.closest?.(DROPDOWN);
    if (dropdown && !dropdown.contains(event.relatedTarget as Node | null)) show(dropdown, false);
  });
}

function onKeydown(event: KeyboardEvent): void {
  const dropdown = (event.target as Element | null)?.closest?.(DROPDOWN);
  if (!dropdown) return;
  if (event.key === 'Escape' && dropdown.classList.contains('dropdown--show')) {
    show(dropdown, false);
    dropdown.querySelector<HTMLElement>(':scope > [aria-haspopup]')?.focus();
  } else if (isArrowKey(event.key)) {
    show(dropdown, true);
    focusNextLink(dropdown, event.target, event.key);
  } else {
    return;
  }
  event.preventDefault();
}
