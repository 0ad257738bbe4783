/**
 * The showcase controls (content/pages/apps.tsx): category pills, a sort select and a text filter, applied on
 * every change with no request. The server lists every app, so without script nothing is hidden; the choice is
 * mirrored into the query string so a filtered list can be shared and survives reload.
 */
import type { IslandContext } from './crash-boundary.js';

interface Filter {
  category: string;
  sort: 'name' | 'recent';
  query: string;
}

/** Start the showcase controls on their root (`[data-apps-filter]`). */
export function startAppsFilter({ root, on }: IslandContext): void {
  const list = required<HTMLElement>(root, '[data-apps-list]');
  const input = required<HTMLInputElement>(root, '[data-apps-query]');
  const select = required<HTMLSelectElement>(root, '[data-apps-sort]');
  const pills = [...root.querySelectorAll<HTMLButtonElement>('[data-category]')].filter((el) => el.tagName === 'BUTTON');
  const cards = [...list.children] as HTMLElement[];
  const filter = readFilter(pills);
  input.value = filter.query;
  select.value = filter.sort;
  const apply = () => {
    render({ root, list, cards, pills, filter });
    writeFilter(filter);
  };
  on(input, 'input', () => ((filter.query = input.value), apply()));
  on(select, 'change', () => ((filter.sort = select.value === 'recent' ? 'recent' : 'name'), apply()));
  for (const pill of pills) on(pill, 'click', () => ((filter.category = pill.dataset.category ?? ''), apply()));
  render({ root, list, cards, pills, filter });
}

/** Show the matching cards in the chosen order and update the pills and the count. */
function render({ root, list, cards, pills, filter }: { root: HTMLElement; list: HTMLElement; cards: HTMLElement[]; pills: HTMLButtonElement[]; filter: Filter }): void {
  const words = filter.query.toLowerCase().split(/\s+/).filter(Boolean);
  const matches = (card: HTMLElement) => (!filter.category || card.dataset.category === filter.category) && words.every((w) => card.dataset.search!.includes(w));
  const order = [...cards].sort(filter.sort === 'recent' ? byDate : byName);
  let shown = 0;
  for (const card of order) {
    card.hidden = !matches(card);
    if (!card.hidden) shown++;
  }
  list.append(...order);
  for (const pill of pills) pill.setAttribute('aria-pressed', String((pill.dataset.category ?? '') === filter.category));
  const status = required<HTMLElement>(root, '[data-apps-status]');
  status.textContent = countMessage(status.dataset.message ?? '{count}', shown);
  required<HTMLElement>(root, '[data-apps-empty]').hidden = shown > 0;
}

const byName = (a: HTMLElement, b: HTMLElement) => a.dataset.name!.localeCompare(b.dataset.name!, undefined, { sensitivity: 'base' });
// Newest first; the same date falls back to the name so the order is stable.
const byDate = (a: HTMLElement, b: HTMLElement) => b.dataset.date!.localeCompare(a.dataset.date!) || byName(a, b);

function readFilter(pills: HTMLButtonElement[]): Filter {
  const params = new URLSearchParams(location.search);
  const category = params.get('category') ?? '';
  return {
    category: pills.some((p) => p.dataset.category === category) ? category : '',
    sort: params.get('sort') === 'recent' ? 'recent' : 'name',
    query: params.get('q') ?? '',
  };
}

function writeFilter(filter: Filter): void {
  const url = new URL(location.href);
  const set = (key: string, value: string, unset: string) => (value === unset ? url.searchParams.delete(key) : url.searchParams.set(key, value));
  set('category', filter.category, '');
  set('sort', filter.sort, 'name');
  set('q', filter.query.trim(), '');
  history.replaceState(history.state, '', url);
}

/**
 * `{count} app|{count} apps` for `count`: the forms follow the language's plural categories in CLDR order, as the
 * server's catalogue writes them (templates/i18n.ts), the last form standing in for any missing one.
 */
function countMessage(message: string, count: number): string {
  const lang = document.documentElement.lang || 'en';
  const forms = message.split('|');
  const order = ['zero', 'one', 'two', 'few', 'many', 'other'];
  const rules = new Intl.PluralRules(lang);
  const categories = [...rules.resolvedOptions().pluralCategories].sort((a, b) => order.indexOf(a) - order.indexOf(b)) as string[];
  const form = forms.length === 1 ? forms[0] : (forms[categories.indexOf(rules.select(count))] ?? forms[forms.length - 1]);
  return form.replace(/\{count\}/g, new Intl.NumberFormat(lang).format(count));
}

/** An element the island cannot work without; its absence is a crash with a message that says which. */
function required<T extends Element>(root: Element, selector: string): T {
  const el = root.querySelector<T>(selector);
  if (!el) throw new Error(`the showcase markup has no ${selector} element`);
  return el;
}
