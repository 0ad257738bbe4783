/**
 * The showcase: every app of `apps.json`, alphabetical. Without script the whole list is there to read; with it
 * the island `AppsFilter` (_components/apps-filter.tsx) makes the category pills, the sort control and the text
 * filter work instantly, and keeps the choice in the address (`?category=design&sort=recent&q=git`).
 */
import type { PageData } from 'sitegen/page';
import { AppsFilter, type AppsFilterLabels } from './_components/apps-filter';
import type { AppsFile } from './_data';

export const meta = ({ translate }: PageData) => ({
  title: translate({ id: 'apps.title', message: 'Showcase' }),
  description: translate({ id: 'apps.description', message: 'Apps built on Electron, from code editors to chat clients.' }),
});

export default function Apps({ dataFile, translate, locale }: PageData) {
  const { categories, apps } = dataFile<AppsFile>('apps');
  const sorted = [...apps].sort((a, b) => a.name.localeCompare(b.name, 'en', { sensitivity: 'base' }));
  const names = new Map(categories.map((c) => [c.id, c.name]));
  const labels: AppsFilterLabels = {
    categories: translate({ id: 'apps.categories', message: 'Categories' }),
    all: translate({ id: 'apps.all', message: 'All' }),
    filter: translate({ id: 'apps.filter', message: 'Filter' }),
    placeholder: translate({ id: 'apps.filter.placeholder', message: 'Name or description' }),
    sort: translate({ id: 'apps.sort', message: 'Sort' }),
    sortName: translate({ id: 'apps.sort.name', message: 'Alphabetical' }),
    sortRecent: translate({ id: 'apps.sort.recent', message: 'Most recent' }),
    // The plural message itself: the island picks the form for each count.
    count: translate({ id: 'apps.count', message: '{count} app|{count} apps' }),
    empty: translate({ id: 'apps.empty', message: 'No app matches. Try another category or fewer words.' }),
    website: translate({ id: 'apps.website', message: 'Website' }),
    repository: translate({ id: 'apps.repository', message: 'Repository' }),
  };
  return (
    <div className="container apps-page">
      <header className="page-header">
        <h1>{translate({ id: 'apps.title', message: 'Showcase' })}</h1>
        <p className="page-header__lead">{translate({ id: 'apps.lead', message: 'Thousands of organisations ship desktop apps built on Electron. Here are some of them.' })}</p>
      </header>
      <AppsFilter categories={categories} apps={sorted.map((app) => ({ ...app, categoryName: names.get(app.category) ?? app.category }))} labels={labels} lang={locale.htmlLang} />
    </div>
  );
}
