/**
 * Navbar behaviours. Dropdowns are `<details>`, so they open by click and Enter/Space without script; this adds
 * hover opening for mouse users, arrow keys and Escape inside a menu, and closing on outside clicks and focus
 * leaving. A dropdown whose label is a link (`dropdown--linked`) has the link beside its `<details>`: the item
 * around both is what hovering and the arrow keys act on. With `data-hide-on-scroll` the navbar slides away on
 * scroll down and returns on scroll up.
 */

import { focusNextLink, isArrowKey } from './menu-keys.js';

const DROPDOWN = 'details.dropdown__details';

/** The dropdown `target` is in: its `<details>`, and the navbar item around it (and a label link beside it). */
function dropdownAt(target: EventTarget | null): { dropdown: HTMLDetailsElement; item: Element } | null {
  const inside = (target as Element | null)?.closest?.<HTMLDetailsElement>(DROPDOWN);
  if (inside) return { dropdown: inside, item: inside.closest('.dropdown--linked') ?? inside };
  const item = (target as Element | null)?.closest?.('.dropdown--linked');
  const dropdown = item?.querySelector<HTMLDetailsElement>(`:scope > ${DROPDOWN}`);
  return item && dropdown ? { dropdown, item } : null;
}

/** Wire dropdowns and hide-on-scroll with document-level listeners (survive page swaps, nothing to clean up). */
export function initNavbar(): void {
  document.addEventListener('pointerover', (event) => hover(event, true));
  document.addEventListener('pointerout', (event) => hover(event, false));
  document.addEventListener('click', onClick);
  document.addEventListener('keydown', onKeydown);
  document.addEventListener('focusout', (event) => {
    const at = dropdownAt(event.target);
    if (at && !at.item.contains(event.relatedTarget as Node | null)) close(at.dropdown);
  });
  hideOnScroll();
}

let leaveTimer: ReturnType<typeof setTimeout> | undefined;

/** Mouse hover opens a dropdown and leaving closes it (after a moment, so the gap above the menu can be crossed). */
function hover(event: PointerEvent, entering: boolean): void {
  if (event.pointerType !== 'mouse') return;
  const at = dropdownAt(event.target);
  if (!at || at.item.contains(event.relatedTarget as Node | null)) return;
  const { dropdown } = at;
  clearTimeout(leaveTimer);
  if (entering && !dropdown.open) {
    closeAll(dropdown);
    dropdown.open = true;
    dropdown.dataset.hoverOpen = '';
  } else if (!entering && dropdown.hasAttribute('data-hover-open')) {
    leaveTimer = setTimeout(() => close(dropdown), 150);
  }
}

function onClick(event: MouseEvent): void {
  const target = event.target as Element;
  const dropdown = target.closest?.<HTMLDetailsElement>(DROPDOWN);
  closeAll(dropdown);
  if (!dropdown) return;
  if (target.closest('.dropdown__menu a')) {
    close(dropdown);
  } else if (target.closest('summary') && dropdown.hasAttribute('data-hover-open')) {
    // The pointer opened it on the way to the click: keep it open (pinned) instead of toggling it shut.
    event.preventDefault();
    delete dropdown.dataset.hoverOpen;
  }
}

function onKeydown(event: KeyboardEvent): void {
  const dropdown = dropdownAt(event.target)?.dropdown;
  if (!dropdown) return;
  const summary = dropdown.querySelector('summary')!;
  if (event.key === 'Escape' && dropdown.open) {
    close(dropdown);
    // From inside the menu back to its toggle; a label link beside it keeps the focus.
    if (dropdown.contains(event.target as Node)) summary.focus();
  } else if (isArrowKey(event.key)) {
    dropdown.open = true;
    focusNextLink(dropdown, event.target, event.key);
  } else {
    return;
  }
  event.preventDefault();
}

function closeAll(except?: HTMLDetailsElement | null): void {
  for (const open of document.querySelectorAll<HTMLDetailsElement>(`${DROPDOWN}[open]`)) {
    if (open !== except) close(open);
  }
}

function close(dropdown: HTMLDetailsElement): void {
  dropdown.open = false;
  delete dropdown.dataset.hoverOpen;
}

/** Hide the navbar while scrolling down past it; show it on any scroll up, or while it holds focus. */
function hideOnScroll(): void {
  let lastY = scrollY;
  let queued = false;
  const update = () => {
    queued = false;
    const navbar = document.querySelector<HTMLElement>('.navbar[data-hide-on-scroll]');
    const y = scrollY;
    if (navbar && Math.abs(y - lastY) > 4) {
      const busy = navbar.contains(document.activeElement) || navbar.querySelector('details[open]') !== null;
      navbar.classList.toggle('navbar--hidden', y > lastY && y > navbar.offsetHeight && !busy);
    }
    if (!navbar || Math.abs(y - lastY) > 4) lastY = y;
  };
  addEventListener(
    'scroll',
    () => {
      if (!queued) requestAnimationFrame(update);
      queued = true;
    },
    { passive: true },
  );
}
