/**
 * Tabs (markup from src/markdown/tabs.ts): a click or arrow key selects a tab; tabs with the same group id
 * switch together across the page and the choice is remembered in local storage for the next pages.
 */
import { onPage } from './lifecycle.js';
import { storageGet, storageSet } from './theme.js';

const KEY_PREFIX = 'tabs.';

/** Wire tab selection (document-level, once) and restore remembered groups on every page. */
export function initTabs(): void {
  document.addEventListener('click', (event) => {
    const tab = (event.target as Element).closest?.<HTMLElement>('.tabs__tab[role=tab]');
    if (tab) choose(tab);
  });
  document.addEventListener('keydown', onKeydown);
  onPage(() => {
    const remembered = new Map<string, string | null>();
    for (const tabs of document.querySelectorAll<HTMLElement>('.tabs[data-group]')) {
      const group = tabs.dataset.group!;
      if (!remembered.has(group)) remembered.set(group, storageGet(KEY_PREFIX + group));
      const value = remembered.get(group);
      if (value) select(tabs, value);
    }
  });
}

/**
 * Select `tab` (and its group's tabs), keeping it where it was on screen when tabs above change height. The tab
 * already selected is no choice: as in theme-classic's Tabs, its group's other sets keep their tabs.
 */
function choose(tab: HTMLElement): void {
  const tabs = tab.closest<HTMLElement>('.tabs');
  const value = tab.dataset.value;
  if (!tabs || value === undefined || tab.getAttribute('aria-selected') === 'true') return;
  const top = tab.getBoundingClientRect().top;
  const group = tabs.dataset.group;
  if (group) {
    for (const other of document.querySelectorAll<HTMLElement>(`.tabs[data-group="${CSS.escape(group)}"]`))
      select(other, value);
    storageSet(KEY_PREFIX + group, value);
  } else {
    select(tabs, value);
  }
  scrollBy(0, tab.getBoundingClientRect().top - top);
}

/** Show the panel of the tab with `value` in this tab set (no-op when it has no such tab). */
function select(tabs: HTMLElement, value: string): void {
  // This set's own tabs: not those of tabs nested in its panels (the strip may sit in a bar, as in fiddles).
  const buttons = [...tabs.querySelectorAll<HTMLElement>('[role=tab]')].filter((b) => b.closest('.tabs') === tabs);
  if (!buttons.some((b) => b.dataset.value === value)) return;
  for (const button of buttons) {
    const selected = button.dataset.value === value;
    button.setAttribute('aria-selected', String(selected));
    // theme-classic's name for the chosen tab, which a Docusaurus site's CSS may style it by.
    if (SITEGEN_THEME_CLASSIC) button.classList.toggle('tabs__item--active', selected);
    button.tabIndex = selected ? 0 : -1;
    const panel = document.getElementById(button.getAttribute('aria-controls') ?? '');
    if (panel) panel.hidden = !selected;
  }
}

/** Arrow keys, Home and End move between tabs and select (the ARIA tabs pattern, automatic activation). */
function onKeydown(event: KeyboardEvent): void {
  const tab = (event.target as Element).closest?.<HTMLElement>('.tabs__tab[role=tab]');
  const list = tab?.parentElement;
  if (!tab || !list) return;
  const tabs = [...list.querySelectorAll<HTMLElement>(':scope > [role=tab]')];
  const index = tabs.indexOf(tab);
  const rtl = getComputedStyle(list).direction === 'rtl' ? -1 : 1;
  const moves: Record<string, number> = {
    ArrowRight: index + rtl,
    ArrowLeft: index - rtl,
    Home: 0,
    End: tabs.length - 1,
  };
  if (!(event.key in moves)) return;
  event.preventDefault();
  const next = tabs[(moves[event.key] + tabs.length) % tabs.length];
  next.focus();
  choose(next);
}
