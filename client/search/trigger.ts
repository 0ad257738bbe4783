/**
 * The part of search every page runs: open the modal from the navbar button, Ctrl or Cmd + K, or `/` (not while
 * typing in a field), and start loading it as soon as the pointer or focus reaches the button. The modal, lunr and
 * the index load on demand; the search page's behaviour loads only on the search page.
 */
import { loadLazy } from '../lazy-loader.js';
import { loadStylesheet } from '../stylesheets.js';
import { onPage } from '../lifecycle.js';
import { siteConfig } from '../site-config.js';
import type { SearchClientConfig } from '../../templates/search/index-format.js';
import type { SearchModal } from './modal.js';

let modal: Promise<SearchModal> | null = null;
let ready: SearchModal | null = null;
/** A first open is loading: more shortcuts must not start another. */
let opening = false;

/** Wire the search shortcuts and the search page (once, on document, so page swaps keep them). */
export function initSearch(): void {
  const config = siteConfig().search;
  if (!config) return;
  document.addEventListener('click', (event) => {
    const button = (event.target as Element).closest?.('[data-search-button]');
    if (!button || event.button !== 0 || event.metaKey || event.ctrlKey || event.shiftKey || event.altKey) return;
    event.preventDefault();
    void open(config);
  });
  document.addEventListener('keydown', (event) => {
    const k = event.key === 'k' || event.key === 'K';
    if (k && (event.metaKey || event.ctrlKey) && !event.altKey && !event.shiftKey) {
      event.preventDefault();
      if (ready?.isOpen) ready.close();
      else void open(config);
    } else if (
      event.key === '/' &&
      !event.metaKey &&
      !event.ctrlKey &&
      !event.altKey &&
      !typing(event.target) &&
      !ready?.isOpen
    ) {
      event.preventDefault();
      void open(config);
    }
  });
  const warm = (event: Event) =>
    (event.target as Element).closest?.('[data-search-button]') && prepare(config).catch(() => {});
  document.addEventListener('pointerover', warm);
  document.addEventListener('focusin', warm);
  onPage(() => mountSearchPage(config));
}

function prepare(config: SearchClientConfig): Promise<SearchModal> {
  // The modal's rules come with its code: pages that never search load neither.
  return (modal ??= Promise.all([import('./modal.js'), config.css && loadStylesheet(config.css)])
    .then(([m]) => m.prepareSearch(config))
    .then((m) => (ready = m))
    .catch((error: unknown) => {
      modal = null;
      throw error;
    }));
}

/**
 * Open the modal; a slow or failed load shows the lazy-loader's spinner or error (with Retry) until Escape. What
 * is typed while the modal loads is kept and becomes its query, so a fast typist loses no letter.
 */
async function open(config: SearchClientConfig): Promise<void> {
  if (ready) return ready.open();
  if (opening) return;
  opening = true;
  const holder = document.createElement('div');
  holder.className = 'search-loading';
  document.body.append(holder);
  const abort = new AbortController();
  let typed = '';
  const onKey = (event: KeyboardEvent) => {
    if (event.key === 'Escape') abort.abort();
    else if (event.key.length === 1 && !event.ctrlKey && !event.metaKey && !event.altKey) {
      event.preventDefault();
      typed += event.key;
    }
  };
  const done = () => {
    document.removeEventListener('keydown', onKey, true);
    holder.remove();
    opening = false;
  };
  document.addEventListener('keydown', onKey, true);
  // Aborted (Escape), the load goes on in the background but nothing opens.
  abort.signal.addEventListener('abort', done);
  const loaded = await loadLazy(holder, () => prepare(config), { signal: abort.signal });
  done();
  loaded.open(typed);
}

/** The search page's results, when this page is the search page. */
function mountSearchPage(config: SearchClientConfig): (() => void) | void {
  const root = document.querySelector<HTMLElement>('[data-search-page]');
  const results = root?.querySelector<HTMLElement>('[data-search-results]');
  if (!root || !results) return;
  const abort = new AbortController();
  let unmount: (() => void) | undefined;
  void loadLazy(results, () => import('./search-page.js'), { signal: abort.signal }).then(
    (m) => (unmount = m.mountSearchPage(root, results, config)),
  );
  return () => {
    abort.abort();
    unmount?.();
  };
}

/** Whether a key press goes into a text field (where `/` is a character, not a shortcut). */
function typing(target: EventTarget | null): boolean {
  return (
    target instanceof HTMLElement && (target.isContentEditable || /^(INPUT|TEXTAREA|SELECT)$/.test(target.tagName))
  );
}
