/**
 * The search results page shell: a heading and a search form that works without script (it GETs `?q=`). The
 * search behaviour (client/search/) fills in the results below, inside the `data-search-page` root.
 */
import type { PageData } from 'sitegen/page';

export const meta = ({ translate }: PageData) => ({ title: translate({ id: 'search.page.title', message: 'Search the documentation' }) });

export default function Search({ site, t, translate, href }: PageData) {
  return (
    <div className="container search-page" data-search-page>
      <h1>{translate({ id: 'search.page.title', message: 'Search the documentation' })}</h1>
      <form className="search-page__form" action={href(`/${site.search.pagePath.replace(/^\//, '')}`)} method="get" role="search">
        <label className="visually-hidden" htmlFor="search-page-input">
          {t('search.button')}
        </label>
        <input id="search-page-input" className="search-page__input" type="search" name="q" placeholder={t('search.placeholder')} autoComplete="off" autoFocus />
        <button type="submit" className="button button--primary">
          {translate({ id: 'search.page.submit', message: 'Search' })}
        </button>
      </form>
      <div className="search-page__results" data-search-results aria-live="polite" />
    </div>
  );
}
