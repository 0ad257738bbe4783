/**
 * The showcase: every app of `apps.json`, alphabetical. Without script the whole list is there to read; with it
 * (client/apps-filter.ts) the category pills, the sort control and the text filter work instantly, and the
 * choice is kept in the address (`?category=design&sort=recent&q=git`).
 */
import type { PageData } from 'sitegen/page';
import { AppTile } from './_components/app-tile';
import type { App, AppsFile } from './_data';

export const meta = ({ translate }: PageData) => ({
  title: translate({ id: 'apps.title', message: 'Showcase' }),
  description: translate({ id: 'apps.description', message: 'Apps built on Electron, from code editors to chat clients.' }),
});

export default function Apps({ dataFile, translate, formatNumber }: PageData) {
  const { categories, apps } = dataFile<AppsFile>('apps');
  const sorted = [...apps].sort((a, b) => a.name.localeCompare(b.name, 'en', { sensitivity: 'base' }));
  const names = new Map(categories.map((c) => [c.id, c.name]));
  const count = (id: string) => apps.filter((a) => a.category === id).length;
  return (
    <div className="container apps-page" data-apps-filter>
      <header className="page-header">
        <h1>{translate({ id: 'apps.title', message: 'Showcase' })}</h1>
        <p className="page-header__lead">{translate({ id: 'apps.lead', message: 'Thousands of organisations ship desktop apps built on Electron. Here are some of them.' })}</p>
      </header>
      <div className="apps-controls" data-requires-js>
        <div className="apps-pills" role="group" aria-label={translate({ id: 'apps.categories', message: 'Categories' })}>
          <CategoryPill id="" name={translate({ id: 'apps.all', message: 'All' })} count={apps.length} pressed formatNumber={formatNumber} />
          {categories.map((c) => (
            <CategoryPill key={c.id} id={c.id} name={c.name} count={count(c.id)} formatNumber={formatNumber} />
          ))}
        </div>
        <div className="apps-controls__row">
          <label className="apps-field">
            <span>{translate({ id: 'apps.filter', message: 'Filter' })}</span>
            <input type="search" data-apps-query placeholder={translate({ id: 'apps.filter.placeholder', message: 'Name or description' })} autoComplete="off" />
          </label>
          <label className="apps-field">
            <span>{translate({ id: 'apps.sort', message: 'Sort' })}</span>
            <select data-apps-sort defaultValue="name">
              <option value="name">{translate({ id: 'apps.sort.name', message: 'Alphabetical' })}</option>
              <option value="recent">{translate({ id: 'apps.sort.recent', message: 'Most recent' })}</option>
            </select>
          </label>
        </div>
      </div>
      <p className="apps-status" aria-live="polite" data-apps-status data-message={translate({ id: 'apps.count', message: '{count} app|{count} apps' })}>
        {translate({ id: 'apps.count', message: '{count} app|{count} apps' }, { count: apps.length })}
      </p>
      <ul className="apps-grid" data-apps-list>
        {sorted.map((app) => (
          <AppCard key={app.slug} app={app} category={names.get(app.category) ?? app.category} translate={translate} />
        ))}
      </ul>
      <p className="apps-empty" data-apps-empty hidden>
        {translate({ id: 'apps.empty', message: 'No app matches. Try another category or fewer words.' })}
      </p>
    </div>
  );
}

function CategoryPill({ id, name, count, pressed = false, formatNumber }: { id: string; name: string; count: number; pressed?: boolean; formatNumber: PageData['formatNumber'] }) {
  return (
    <button type="button" className="pill" aria-pressed={pressed} data-category={id}>
      {name} <span className="pill__count">{formatNumber(count)}</span>
    </button>
  );
}

function AppCard({ app, category, translate }: { app: App; category: string; translate: PageData['translate'] }) {
  return (
    <li className="app-card" id={app.slug} data-category={app.category} data-name={app.name} data-date={app.date} data-search={`${app.name} ${app.description}`.toLowerCase()}>
      <AppTile app={app} />
      <div className="app-card__body">
        <h2 className="app-card__name">{app.name}</h2>
        <p className="app-card__description">{app.description}</p>
        <p className="app-card__meta">
          <span className="pill pill--static">{category}</span>
          {app.website && (
            <a href={app.website} rel="noopener">
              {translate({ id: 'apps.website', message: 'Website' })}
              <span className="visually-hidden"> {app.name}</span>
            </a>
          )}
          {app.repository && (
            <a href={app.repository} rel="noopener">
              {translate({ id: 'apps.repository', message: 'Repository' })}
              <span className="visually-hidden"> {app.name}</span>
            </a>
          )}
        </p>
      </div>
    </li>
  );
}
