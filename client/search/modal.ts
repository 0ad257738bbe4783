/**
 * The search modal (loaded on first use, see trigger.ts). A `<dialog>` opened modal, with the search input, the
 * results as the user types, keyboard control (arrows move through the items, Enter opens one, Escape closes,
 * Tab stays inside), and focus returned to where it was on close.
 */
import type { SearchClientConfig, SearchUiFile } from '../../templates/search/index-format.js';
import { siteConfig } from '../site-config.js';
import { createEngine, type SearchEngine } from './engine.js';
import { el, errorView, LISTBOX_ID, noResultsView, resultsView, savedView } from './modal-view.js';
import { savedSearches, type SavedSearch } from './saved-searches.js';
import { fetchUi, tr } from './ui-strings.js';

/** How many sections the modal lists (the search page lists all). */
const MODAL_HITS = 20;

/** The modal, ready to open. */
export interface SearchModal {
  /** Open; `typed` (keys pressed while the modal loaded) becomes the query. */
  open(typed?: string): void;
  close(): void;
  readonly isOpen: boolean;
}

/** Fetch the UI file, start loading the index, and build the (closed) modal. */
export async function prepareSearch(config: SearchClientConfig): Promise<SearchModal> {
  const ui = await fetchUi(config.ui);
  const { base, locale } = siteConfig();
  const engine = createEngine(config, ui, `${base.replace(/\/$/, '')}${locale ? `/${locale}` : ''}`);
  engine.preload();
  return createModal(config, ui, engine, savedSearches(locale));
}

function createModal(
  config: SearchClientConfig,
  ui: SearchUiFile,
  engine: SearchEngine,
  saved: SavedList,
): SearchModal {
  const shell = modalShell(config, ui);
  const { dialog, input } = shell;
  const update = searchAsYouType(shell, { config, ui, engine, saved });
  let returnFocus: HTMLElement | null = null;
  const modal: SearchModal = {
    get isOpen() {
      return dialog.open;
    },
    open(typed = '') {
      if (dialog.open) return;
      returnFocus = document.activeElement instanceof HTMLElement ? document.activeElement : null;
      dialog.showModal();
      if (typed) input.value = typed;
      else input.select();
      void update();
    },
    close() {
      if (!dialog.open) return;
      dialog.close();
      (returnFocus?.isConnected ? returnFocus : document.querySelector<HTMLElement>('[data-search-button]'))?.focus({
        preventScroll: true,
      });
    },
  };
  input.addEventListener('input', () => void update());
  wireKeys(dialog, input, modal, config);
  wireChoice(dialog, saved, modal);
  return modal;
}

type SavedList = ReturnType<typeof savedSearches>;

/** What the body shows for the query in the input: saved searches, results, no results, or the error. */
function searchAsYouType(
  shell: ReturnType<typeof modalShell>,
  {
    config,
    ui,
    engine,
    saved,
  }: { config: SearchClientConfig; ui: SearchUiFile; engine: SearchEngine; saved: SavedList },
): () => Promise<void> {
  const { dialog, input, status, body } = shell;
  let latest = 0;
  const render = (view: HTMLElement) => {
    body.replaceChildren(view);
    body.scrollTop = 0;
    setActive(dialog, input, dialog.querySelector<HTMLElement>('[role=option]'), false);
  };
  const suggest = (query: string) => {
    input.value = query;
    input.focus();
    void update();
  };
  const update = async (): Promise<void> => {
    const query = input.value.trim();
    const id = ++latest;
    status.textContent = query ? tr(ui, 'search.fetching') : '';
    if (!query) return render(savedView(ui, saved, update));
    try {
      const results = await engine.search(query, MODAL_HITS);
      // A slower answer to an older query must not replace a newer one.
      if (id !== latest || results.query !== query) return;
      render(results.hits.length > 0 ? resultsView(ui, results, config.page) : noResultsView(ui, results, suggest));
      // Snippets may still be on their way: show them when they come, unless the query has changed.
      if (results.partial) void engine.complete().then(() => void (id === latest && update()));
    } catch (error) {
      if (id !== latest) return;
      console.warn(`sitegen: search failed (${(error as Error).message})`);
      render(errorView(ui));
    }
    status.textContent = '';
  };
  return update;
}

/** The dialog's fixed parts: form with input and cancel button, a status line, the body, the key hints. */
function modalShell(config: SearchClientConfig, ui: SearchUiFile) {
  const input = el('input', 'search-modal__input');
  Object.assign(input, {
    type: 'search',
    name: 'q',
    placeholder: tr(ui, 'search.placeholder'),
    autocomplete: 'off',
    spellcheck: false,
    enterKeyHint: 'search',
  });
  for (const [name, value] of Object.entries({
    'aria-label': tr(ui, 'search.inputLabel'),
    role: 'combobox',
    'aria-autocomplete': 'list',
    'aria-expanded': 'true',
    'aria-controls': LISTBOX_ID,
    autocapitalize: 'off',
    autocorrect: 'off',
  }))
    input.setAttribute(name, value);
  const cancel = el('button', 'search-modal__cancel', tr(ui, 'search.cancel'));
  cancel.type = 'button';
  cancel.dataset.searchClose = '';
  const form = el('form', 'search-modal__form', searchIcon(), input, cancel);
  form.action = config.page;
  form.setAttribute('role', 'search');
  const status = el('p', 'search-modal__status');
  status.setAttribute('role', 'status');
  const body = el('div', 'search-modal__body');
  const key = (k: string) => el('kbd', '', k);
  const footer = el(
    'footer',
    'search-modal__footer',
    el('span', '', key('↵'), ` ${tr(ui, 'search.toSelect')}`),
    el('span', '', key('↑'), key('↓'), ` ${tr(ui, 'search.toNavigate')}`),
    el('span', '', key('esc'), ` ${tr(ui, 'search.toClose')}`),
  );
  const dialog = el('dialog', 'search-modal', el('div', 'search-modal__panel', form, status, body, footer));
  dialog.setAttribute('aria-label', tr(ui, 'search.button'));
  document.body.append(dialog);
  return { dialog, input, status, body, form };
}

function searchIcon(): SVGElement {
  const svg = document.createElementNS('http://www.w3.org/2000/svg', 'svg');
  svg.setAttribute('width', '20');
  svg.setAttribute('height', '20');
  svg.setAttribute('viewBox', '0 0 20 20');
  svg.setAttribute('aria-hidden', 'true');
  svg.innerHTML =
    '<path fill="none" stroke="currentColor" stroke-width="2" stroke-linecap="round" d="M14.4 14.4 18 18m-2-9.2a7.2 7.2 0 1 1-14.4 0 7.2 7.2 0 0 1 14.4 0Z"/>';
  return svg;
}

/** Arrows, Enter, Escape and Tab; the cancel button; a click on the backdrop. */
function wireKeys(
  dialog: HTMLDialogElement,
  input: HTMLInputElement,
  modal: SearchModal,
  config: SearchClientConfig,
): void {
  dialog.addEventListener('keydown', (event) => {
    const items = [...dialog.querySelectorAll<HTMLElement>('[data-search-item]')];
    const active = dialog.querySelector<HTMLElement>('[data-search-item].is-active');
    if (event.key === 'Escape') {
      // Before the search input clears itself: Escape closes, whatever is typed.
      event.preventDefault();
      modal.close();
    } else if (event.key === 'ArrowDown' || event.key === 'ArrowUp') {
      event.preventDefault();
      const at = active ? items.indexOf(active) : -1;
      const next = event.key === 'ArrowDown' ? (at + 1) % items.length : (at - 1 + items.length) % items.length;
      setActive(dialog, input, items[next] ?? null);
    } else if (event.key === 'Enter' && event.target === input) {
      event.preventDefault();
      if (active) active.click();
      else if (input.value.trim()) location.assign(`${config.page}?q=${encodeURIComponent(input.value.trim())}`);
    } else if (event.key === 'Tab') {
      trapTab(dialog, event);
    }
  });
  // The dialog's own Escape handling (cancel) goes through the same close, so focus is returned.
  dialog.addEventListener('cancel', (event) => {
    event.preventDefault();
    modal.close();
  });
  dialog.addEventListener('click', (event) => {
    if (event.target === dialog || (event.target as Element).closest('[data-search-close]')) modal.close();
  });
}

/** Choosing an item (click or Enter) remembers it and closes the modal; the link then navigates. */
function wireChoice(dialog: HTMLDialogElement, saved: SavedList, modal: SearchModal): void {
  dialog.addEventListener('click', (event) => {
    const link = (event.target as Element).closest<HTMLAnchorElement>('a[data-search-item]');
    if (!link) return;
    if (link.dataset.save) saved.remember(JSON.parse(link.dataset.save) as SavedSearch);
    if (!(event.metaKey || event.ctrlKey || event.shiftKey || event.button !== 0)) modal.close();
  });
}

/** Mark one item active (shown highlighted, announced through aria-activedescendant), scrolled into view when asked. */
function setActive(dialog: HTMLDialogElement, input: HTMLInputElement, item: HTMLElement | null, scroll = true): void {
  for (const other of dialog.querySelectorAll('[data-search-item].is-active')) {
    other.classList.remove('is-active');
    if (other.getAttribute('role') === 'option') other.setAttribute('aria-selected', 'false');
  }
  if (!item) return input.removeAttribute('aria-activedescendant');
  item.classList.add('is-active');
  if (item.getAttribute('role') === 'option') item.setAttribute('aria-selected', 'true');
  if (item.id) input.setAttribute('aria-activedescendant', item.id);
  // Scrolling forces a layout: only the arrow keys need it, a fresh list starts at its top anyway.
  if (scroll) item.scrollIntoView({ block: 'nearest' });
}

/** Tab from the last focusable element goes to the first, Shift+Tab from the first to the last. */
function trapTab(dialog: HTMLDialogElement, event: KeyboardEvent): void {
  const focusable = [...dialog.querySelectorAll<HTMLElement>('input, button, a[href]')].filter(
    (e) => !e.hasAttribute('disabled') && e.getClientRects().length > 0,
  );
  if (focusable.length === 0) return;
  const first = focusable[0];
  const last = focusable[focusable.length - 1];
  if (event.shiftKey && document.activeElement === first) {
    event.preventDefault();
    last.focus();
  } else if (!event.shiftKey && document.activeElement === last) {
    event.preventDefault();
    first.focus();
  }
}
