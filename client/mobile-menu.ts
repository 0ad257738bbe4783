/**
 * The mobile menu (widths of 996 px or less): the toggle opens the `#mobile-menu` drawer as a modal (the rest of
 * the page is inert), showing the page's sidebar when it has one and the navbar links behind 'Back to main menu'.
 * Escape or the close button closes it and returns focus to the toggle; so does the backdrop; following a
 * link closes it too. A Docusaurus site's drawer is theme-classic's (templates/navbar-sidebar.tsx), inside the
 * navbar: it is shown by theme-classic's classes, which its CSS and the site's select.
 */
import { onPage } from './lifecycle.js';

const MOBILE = '(max-width: 996px)';
/** theme-classic's drawer is shown by this class on its navbar, and its sidebar panel by the other on the panels. */
const SHOWN = 'navbar-sidebar--show';
const SECONDARY_SHOWN = 'navbar-sidebar__items--show-secondary';
/** Elements made inert while the drawer is open, to be released on close. */
let inerted: HTMLElement[] = [];
let hideTimer: ReturnType<typeof setTimeout> | undefined;

/** Wire the toggle, close, back and Escape (document-level, once). */
export function initMobileMenu(): void {
  document.addEventListener('click', (event) => {
    const target = event.target as Element;
    if (target.closest?.('[data-menu-toggle]')) return isOpen() ? close(true) : open();
    if (!isOpen()) return;
    if (target.closest('[data-menu-close]')) close(true);
    else if (target.closest('[data-menu-back]')) showPanel('main');
    // Not a link whose click does something else (a sidebar category's label that toggles it).
    else if (target.closest('#mobile-menu a[href]') && !event.defaultPrevented) close(false);
  });
  document.addEventListener('keydown', (event) => {
    if (event.key === 'Escape' && isOpen()) close(true);
  });
  matchMedia(MOBILE).addEventListener('change', (event) => event.matches || close(false));
  // The swap replaces the drawer; the page must not stay inert or scroll-locked behind it.
  onPage(() => () => close(false));
}

function menu(): HTMLElement | null {
  return document.getElementById('mobile-menu');
}

function isOpen(): boolean {
  return menu()?.classList.contains('mobile-menu--open') ?? false;
}

function open(): void {
  const drawer = menu();
  if (!drawer) return;
  clearTimeout(hideTimer);
  drawer.hidden = false;
  fillSidebar(drawer);
  showPanel(drawer.querySelector('[data-panel=secondary]') ? 'secondary' : 'main');
  void drawer.offsetWidth; // start the slide-in from the closed position
  drawer.classList.add('mobile-menu--open');
  drawer.closest('.navbar')?.classList.add(SHOWN);
  document.documentElement.classList.add('mobile-menu-open');
  for (const toggle of document.querySelectorAll('[data-menu-toggle]')) toggle.setAttribute('aria-expanded', 'true');
  inerted = inertAround(drawer);
  drawer.querySelector<HTMLElement>('[data-menu-close]')?.focus();
}

/**
 * Make everything but `drawer` inert: the siblings of it and of each element around it up to `<body>` (theme-classic's
 * drawer is inside the navbar), but the backdrop, which closes it. Returns what it made inert.
 */
function inertAround(drawer: HTMLElement): HTMLElement[] {
  const made: HTMLElement[] = [];
  for (let node: HTMLElement = drawer; node !== document.body && node.parentElement; node = node.parentElement)
    for (const sibling of node.parentElement.children)
      if (
        sibling !== node &&
        sibling instanceof HTMLElement &&
        !sibling.inert &&
        !sibling.hasAttribute('data-menu-close')
      ) {
        sibling.inert = true;
        made.push(sibling);
      }
  return made;
}

function close(returnFocus: boolean): void {
  const drawer = menu();
  for (const el of inerted.splice(0)) el.inert = false;
  document.documentElement.classList.remove('mobile-menu-open');
  document.querySelector(`.${SHOWN}`)?.classList.remove(SHOWN);
  const toggle = document.querySelector<HTMLElement>('[data-menu-toggle]');
  toggle?.setAttribute('aria-expanded', 'false');
  if (!drawer?.classList.contains('mobile-menu--open')) return;
  drawer.classList.remove('mobile-menu--open');
  // Keep it displayed while it slides out, then take it out of the page.
  const slide = matchMedia('(prefers-reduced-motion: reduce)').matches ? 0 : 200;
  hideTimer = setTimeout(() => (drawer.hidden = true), slide);
  if (returnFocus) toggle?.focus();
}

/** The secondary panel starts empty: copy the page's sidebar into it (as it is now, lazy parts loaded or not). */
function fillSidebar(drawer: HTMLElement): void {
  const slot = drawer.querySelector<HTMLElement>('[data-menu-sidebar]');
  // A doc's sidebar is the box inside its column (templates/doc-sidebar.tsx); the blog's is the aside itself.
  const aside = document.querySelector('.doc-sidebar > .sidebar, aside.sidebar');
  if (!slot || !aside || slot.childElementCount) return;
  // theme-classic's panel holds the sidebar's list itself: a list slot takes its items.
  const source = slot instanceof HTMLUListElement ? aside.querySelector('ul') : aside;
  slot.append(...[...(source?.children ?? [])].map((child) => child.cloneNode(true)));
}

/** Show the main panel (navbar links) or the secondary one (page sidebar) and focus its first control. */
function showPanel(name: 'main' | 'secondary'): void {
  const drawer = menu();
  if (!drawer) return;
  drawer.dataset.showing = name;
  drawer.querySelector('.navbar-sidebar__items')?.classList.toggle(SECONDARY_SHOWN, name === 'secondary');
  // theme-classic's hidden panel is only slid aside: out of reach of Tab and screen readers too.
  for (const panel of drawer.querySelectorAll<HTMLElement>('[data-panel]')) panel.inert = panel.dataset.panel !== name;
  if (name === 'main' && drawer.classList.contains('mobile-menu--open'))
    drawer.querySelector<HTMLElement>('[data-panel=main] a, [data-panel=main] summary')?.focus();
}
