'use client';
/**
 * The showcase list with its controls: category pills, a sort select and a text filter, applied on every change
 * with no request. An island (`'use client'`): the server renders every app, alphabetical, and the browser
 * hydrates it. The choice is kept in the address (`?category=design&sort=recent&q=git`) so a filtered list can be
 * shared and survives a reload; the address is read after hydration, so the first render matches the server's.
 */
import { useEffect, useState } from 'react';
import { formatMessage } from 'sitegen/page';
import type { App } from '../_data';
import { AppTile } from './app-tile';

/** One app as the list shows it: its category's name is resolved on the server. */
export interface ListedApp extends App {
  categoryName: string;
}

/** The words of the controls, translated on the server. `count` is a plural message (`{count} app|{count} apps`). */
export interface AppsFilterLabels {
  categories: string;
  all: string;
  filter: string;
  placeholder: string;
  sort: string;
  sortName: string;
  sortRecent: string;
  count: string;
  empty: string;
  website: string;
  repository: string;
}

/** Props of the island: plain data, serialised into the page. */
export interface AppsFilterProps {
  categories: { id: string; name: string }[];
  apps: ListedApp[];
  labels: AppsFilterLabels;
  /** The page's language, for plural forms and numbers. */
  lang: string;
}

interface Filter {
  category: string;
  sort: 'name' | 'recent';
  query: string;
}

const DEFAULT: Filter = { category: '', sort: 'name', query: '' };

/** The showcase controls, count and list. */
export function AppsFilter({ categories, apps, labels, lang }: AppsFilterProps) {
  const [filter, setFilter] = useState(DEFAULT);
  useEffect(() => setFilter(readFilter(categories)), [categories]);
  const change = (next: Partial<Filter>) => {
    const merged = { ...filter, ...next };
    setFilter(merged);
    writeFilter(merged);
  };
  const words = filter.query.toLowerCase().split(/\s+/).filter(Boolean);
  const matches = (app: App) => (!filter.category || app.category === filter.category) && words.every((w) => `${app.name} ${app.description}`.toLowerCase().includes(w));
  const ordered = [...apps].sort(filter.sort === 'recent' ? byDate : byName);
  const shown = ordered.filter(matches).length;
  const number = (n: number) => formatMessage('{n}', lang, { n });
  return (
    <>
      <div className="apps-controls" data-requires-js>
        <div className="apps-pills" role="group" aria-label={labels.categories}>
          {[{ id: '', name: labels.all }, ...categories].map((c) => (
            <button key={c.id} type="button" className="pill" aria-pressed={filter.category === c.id} data-category={c.id} onClick={() => change({ category: c.id })}>
              {c.name} <span className="pill__count">{number(c.id ? apps.filter((a) => a.category === c.id).length : apps.length)}</span>
            </button>
          ))}
        </div>
        <div className="apps-controls__row">
          <label className="apps-field">
            <span>{labels.filter}</span>
            <input type="search" data-apps-query placeholder={labels.placeholder} autoComplete="off" value={filter.query} onChange={(e) => change({ query: e.target.value })} />
          </label>
          <label className="apps-field">
            <span>{labels.sort}</span>
            <select data-apps-sort value={filter.sort} onChange={(e) => change({ sort: e.target.value === 'recent' ? 'recent' : 'name' })}>
              <option value="name">{labels.sortName}</option>
              <option value="recent">{labels.sortRecent}</option>
            </select>
          </label>
        </div>
      </div>
      <p className="apps-status" aria-live="polite" data-apps-status>
        {formatMessage(labels.count, lang, { count: shown })}
      </p>
      <ul className="apps-grid" data-apps-list>
        {ordered.map((app) => (
          <AppCard key={app.slug} app={app} hidden={!matches(app)} labels={labels} />
        ))}
      </ul>
      <p className="apps-empty" data-apps-empty hidden={shown > 0}>
        {labels.empty}
      </p>
    </>
  );
}

function AppCard({ app, hidden, labels }: { app: ListedApp; hidden: boolean; labels: AppsFilterLabels }) {
  return (
    <li className="app-card" id={app.slug} data-category={app.category} hidden={hidden}>
      <AppTile app={app} />
      <div className="app-card__body">
        <h2 className="app-card__name">{app.name}</h2>
        <p className="app-card__description">{app.description}</p>
        <p className="app-card__meta">
          <span className="pill pill--static">{app.categoryName}</span>
          {app.website && (
            <a href={app.website} rel="noopener">
              {labels.website}
              <span className="visually-hidden"> {app.name}</span>
            </a>
          )}
          {app.repository && (
            <a href={app.repository} rel="noopener">
              {labels.repository}
              <span className="visually-hidden"> {app.name}</span>
            </a>
          )}
        </p>
      </div>
    </li>
  );
}

const byName = (a: App, b: App) => a.name.localeCompare(b.name, 'en', { sensitivity: 'base' });
// Newest first; the same date falls back to the name so the order is stable.
const byDate = (a: App, b: App) => b.date.localeCompare(a.date) || byName(a, b);

function readFilter(categories: { id: string }[]): Filter {
  const params = new URLSearchParams(location.search);
  const category = params.get('category') ?? '';
  return {
    category: categories.some((c) => c.id === category) ? category : '',
    sort: params.get('sort') === 'recent' ? 'recent' : 'name',
    query: params.get('q') ?? '',
  };
}

/** The filter in the address, without a history entry per keystroke; defaults are left out. */
function writeFilter(filter: Filter): void {
  const url = new URL(location.href);
  const set = (key: string, value: string, unset: string) => (value === unset ? url.searchParams.delete(key) : url.searchParams.set(key, value));
  set('category', filter.category, '');
  set('sort', filter.sort, 'name');
  set('q', filter.query.trim(), '');
  history.replaceState(history.state, '', url);
}
