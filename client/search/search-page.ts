/**
 * The search page (`/search?q=...`): the query from the URL in the input and its results below, with the count;
 * typing searches again and keeps the query in the URL (replaceState: no history entry, no scroll). Results show
 * 50 at a time, more as the list's end scrolls into view.
 */
import type { SearchClientConfig, SearchUiFile } from '../../templates/search/index-format.js';
import { siteConfig } from '../site-config.js';
import { createEngine, type SearchResults } from './engine.js';
import { el } from './modal-view.js';
import { fetchUi, tr } from './ui-strings.js';

/** Hits shown per step of the list. */
const STEP = 50;
/** The page asks for at most this many hits. */
const PAGE_HITS = 1000;

/** Wire the page's form to the results container; returns the cleanup for a page swap. */
export function mountSearchPage(root: HTMLElement, results: HTMLElement, config: SearchClientConfig): () => void {
  const input = root.querySelector<HTMLInputElement>('input[name=q]');
  const heading = root.querySelector('h1');
  const emptyTitle = heading?.textContent ?? '';
  const abort = new AbortController();
  let latest = 0;
  let observer: IntersectionObserver | undefined;
  const setup = fetchUi(config.ui).then((ui) => {
    const { base, locale } = siteConfig();
    return { ui, engine: createEngine(config, ui, `${base.replace(/\/$/, '')}${locale ? `/${locale}` : ''}`) };
  });
  const run = async (query: string) => {
    const id = ++latest;
    observer?.disconnect();
    let ui: SearchUiFile | undefined;
    try {
      const ready = await setup;
      ui = ready.ui;
      if (heading) heading.textContent = query ? tr(ui, 'search.page.resultsTitle', { query }) : emptyTitle;
      if (!query) return results.replaceChildren();
      results.replaceChildren(el('p', 'search-page__status', tr(ui, 'search.fetching')));
      const found = await ready.engine.search(query, PAGE_HITS);
      if (id !== latest) return;
      observer = show(results, ui, found);
      // Snippets may still be on their way: show them when they come, unless the query has changed.
      if (found.partial) void ready.engine.complete().then(() => void (id === latest && run(query)));
    } catch (error) {
      if (id !== latest) return;
      console.warn(`sitegen: search failed (${(error as Error).message})`);
      results.replaceChildren(ui ? searchError(ui) : '');
    }
  };
  const fromUrl = new URLSearchParams(location.search).get('q') ?? '';
  // What the reader typed before this script ran (a slow connection) is kept; else the address bar's query.
  const query = input?.value || fromUrl;
  if (input) {
    input.value = query;
    if (query !== fromUrl) keepInUrl(query);
    searchAsYouType(input, (typed) => void run(typed), abort.signal);
  }
  void run(query.trim());
  return () => {
    abort.abort();
    observer?.disconnect();
    latest++;
  };
}

/** Search on every keystroke and on submit, keeping the query in the address bar. */
function searchAsYouType(input: HTMLInputElement, search: (query: string) => void, signal: AbortSignal): void {
  const changed = () => {
    keepInUrl(input.value);
    search(input.value.trim());
  };
  input.addEventListener('input', changed, { signal });
  input.form?.addEventListener(
    'submit',
    (event) => {
      event.preventDefault();
      changed();
    },
    { signal },
  );
}

/** What the page shows when the index cannot be fetched or read. */
function searchError(ui: SearchUiFile): HTMLElement {
  return el(
    'div',
    'search-error',
    el('p', 'search-error__title', tr(ui, 'search.errorTitle')),
    el('p', 'search-error__help', tr(ui, 'search.errorHelp')),
  );
}

/** The query in the address bar, without a history entry and without moving the page. */
function keepInUrl(query: string): void {
  const url = new URL(location.href);
  if (query) url.searchParams.set('q', query);
  else url.searchParams.delete('q');
  history.replaceState(history.state, '', url.href);
}

/** The count and the first hits; the rest follow as the list's end comes into view. */
function show(results: HTMLElement, ui: SearchUiFile, found: SearchResults): IntersectionObserver | undefined {
  if (found.hits.length === 0) {
    results.replaceChildren(el('p', 'search-page__none', tr(ui, 'search.page.noResults')));
    return undefined;
  }
  const list = el('ol', 'search-page__list');
  const more = el('div', 'search-page__more');
  results.replaceChildren(
    el('p', 'search-page__count', tr(ui, 'search.page.count', { count: found.total })),
    list,
    more,
  );
  let shown = 0;
  const next = () => {
    for (const hit of found.hits.slice(shown, shown + STEP)) {
      const link = el('a', '', found.mark(hit.title));
      link.href = hit.url;
      const item = el('li', 'search-page__item', el('h2', 'search-page__title', link));
      if (hit.crumbs.length > 0) item.append(el('p', 'search-page__path', hit.crumbs.join(' › ')));
      if (hit.snippet) item.append(el('p', 'search-page__snippet', found.mark(hit.snippet)));
      list.append(item);
    }
    shown = Math.min(found.hits.length, shown + STEP);
    if (shown >= found.hits.length) more.remove();
  };
  next();
  if (shown >= found.hits.length) return undefined;
  const observer = new IntersectionObserver((entries) => entries.some((e) => e.isIntersecting) && next());
  observer.observe(more);
  return observer;
}
