/**
 * What the search modal shows below its input, one function per state: saved searches (empty query), results
 * grouped by page, no results (with suggestions and the report link), and the fetch error. Every item the arrow
 * keys move through carries `data-search-item`; result items are options of the results listbox.
 */
import type { SearchUiFile } from '../../templates/search/index-format.js';
import type { SearchHit, SearchResults } from './engine.js';
import type { SavedKind, SavedSearch, SavedSearches } from './saved-searches.js';
import { tr } from './ui-strings.js';

/** The id of the results listbox (the input's `aria-controls`). */
export const LISTBOX_ID = 'search-modal-listbox';

/** Small helper: an element with a class and children. */
export function el<K extends keyof HTMLElementTagNameMap>(
  tag: K,
  className: string,
  ...children: (Node | string)[]
): HTMLElementTagNameMap[K] {
  const node = document.createElement(tag);
  if (className) node.className = className;
  node.append(...children);
  return node;
}

/** Results grouped by page (in the order of each page's best hit), then 'See all {count} results'. */
export function resultsView(ui: SearchUiFile, results: SearchResults, pageUrl: string): HTMLElement {
  const groups = new Map<string, SearchHit[]>();
  for (const hit of results.hits) {
    const page = hit.url.split('#')[0];
    groups.set(page, [...(groups.get(page) ?? []), hit]);
  }
  const listbox = el('div', 'search-results');
  listbox.id = LISTBOX_ID;
  listbox.setAttribute('role', 'listbox');
  listbox.setAttribute('aria-label', tr(ui, 'search.resultsLabel'));
  let n = 0;
  for (const hits of groups.values()) {
    const heading = el('div', 'search-results__page', hits[0].pageTitle);
    heading.id = `search-group-${n}`;
    const group = el('div', 'search-results__group', heading);
    group.setAttribute('role', 'group');
    group.setAttribute('aria-labelledby', heading.id);
    for (const hit of hits) group.append(hitLink(hit, results, `search-option-${n++}`));
    listbox.append(group);
  }
  const all = el('a', 'search-results__all', tr(ui, 'search.seeAll', { count: results.total }));
  all.href = `${pageUrl}?q=${encodeURIComponent(results.query)}`;
  all.dataset.searchItem = '';
  all.id = 'search-see-all';
  return el('div', '', listbox, all);
}

function hitLink(hit: SearchHit, results: SearchResults, id: string): HTMLAnchorElement {
  const link = el('a', 'search-hit', el('span', 'search-hit__title', results.mark(hit.title)));
  // The group heading names the page already: the path starts below it.
  if (hit.crumbs.length > 1) link.append(el('span', 'search-hit__path', hit.crumbs.slice(1).join(' › ')));
  if (hit.snippet) link.append(el('span', 'search-hit__snippet', results.mark(hit.snippet)));
  link.href = hit.url;
  link.id = id;
  link.setAttribute('role', 'option');
  link.setAttribute('aria-selected', 'false');
  link.dataset.searchItem = '';
  link.dataset.save = JSON.stringify({
    url: hit.url,
    title: hit.title,
    pageTitle: hit.pageTitle,
  } satisfies SavedSearch);
  return link;
}

/** 'No results for "…"', suggestions to try, and the report link. */
export function noResultsView(
  ui: SearchUiFile,
  results: SearchResults,
  onSuggest: (query: string) => void,
): HTMLElement {
  const view = el(
    'div',
    'search-empty',
    el('p', 'search-empty__title', tr(ui, 'search.noResultsFor', { query: results.query })),
  );
  if (results.suggestions.length > 0) {
    const list = el('ul', 'search-empty__suggestions');
    for (const s of results.suggestions) {
      const button = el('button', 'search-empty__suggestion', s);
      button.type = 'button';
      button.dataset.searchItem = '';
      button.addEventListener('click', () => onSuggest(s));
      list.append(el('li', '', button));
    }
    view.append(el('p', 'search-empty__try', tr(ui, 'search.trySearchingFor')), list);
  }
  const help = el('p', 'search-empty__help', `${tr(ui, 'search.missingResults')} `);
  if (ui.reportUrl) {
    const link = el('a', '', tr(ui, 'search.missingResultsLink'));
    link.href = ui.reportUrl.replace('{query}', encodeURIComponent(results.query));
    link.target = '_blank';
    link.rel = 'noopener noreferrer';
    help.append(link);
  } else {
    help.append(tr(ui, 'search.missingResultsLink'));
  }
  view.append(help);
  return view;
}

/** 'Unable to fetch results' and the hint about the network. */
export function errorView(ui: SearchUiFile): HTMLElement {
  const view = el(
    'div',
    'search-error',
    el('p', 'search-error__title', tr(ui, 'search.errorTitle')),
    el('p', 'search-error__help', tr(ui, 'search.errorHelp')),
  );
  view.setAttribute('role', 'alert');
  return view;
}

/** Recent and favourite searches with their buttons, or 'No recent searches'. */
export function savedView(ui: SearchUiFile, saved: SavedSearches, onChange: () => void): HTMLElement {
  const view = el('div', 'search-saved');
  const sections: [SavedKind, string][] = [
    ['recent', 'search.recent'],
    ['favorite', 'search.favorites'],
  ];
  for (const [kind, label] of sections) {
    const items = saved.list(kind);
    if (items.length === 0) continue;
    const list = el('ul', 'search-saved__list');
    for (const item of items) list.append(savedItem({ ui, saved, kind, onChange }, item));
    view.append(el('section', 'search-saved__section', el('h2', 'search-saved__title', tr(ui, label)), list));
  }
  if (view.childElementCount === 0) view.append(el('p', 'search-saved__none', tr(ui, 'search.noRecent')));
  return view;
}

function savedItem(
  { ui, saved, kind, onChange }: { ui: SearchUiFile; saved: SavedSearches; kind: SavedKind; onChange: () => void },
  item: SavedSearch,
): HTMLElement {
  const link = el('a', 'search-saved__link', el('span', 'search-hit__title', item.title));
  if (item.pageTitle && item.pageTitle !== item.title) link.append(el('span', 'search-hit__path', item.pageTitle));
  link.href = item.url;
  link.id = `search-${kind}-${encodeURIComponent(item.url)}`;
  link.dataset.searchItem = '';
  link.dataset.save = JSON.stringify(item);
  const row = el('li', 'search-saved__item', link);
  const action = (label: string, icon: string, run: () => void) => {
    const button = el('button', 'search-saved__action icon-button', icon);
    button.type = 'button';
    button.setAttribute('aria-label', label);
    button.title = label;
    button.addEventListener('click', () => {
      run();
      onChange();
    });
    row.append(button);
  };
  if (kind === 'recent') action(tr(ui, 'search.saveRecent'), '☆', () => saved.favorite(item));
  action(tr(ui, kind === 'recent' ? 'search.removeRecent' : 'search.removeFavorite'), '×', () =>
    saved.remove(kind, item.url),
  );
  return row;
}
