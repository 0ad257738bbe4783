/**
 * The search page of a Docusaurus site that configures `themeConfig.algolia`, at its `searchPagePath`: what
 * theme-search-algolia's page is under Docusaurus, drawn with sitegen's search page (the same markup as a sitegen
 * site's own search page: a form that works without script, results filled in by client/search/ from the
 * site's search provider). A page of the site at that path replaces it.
 */
import type { PageData } from '../page-types.js';
import { PRIMARY_BUTTON } from '../button-classes.js';
import Layout from './layout.js';

/** The page title, as sitegen's search page names it. */
export const meta = ({ translate }: PageData) => ({
  title: translate({ id: 'search.page.title', message: 'Search the documentation' }),
});

export default function SearchPage({ site, t, translate, href }: PageData) {
  return (
    // In theme-search-algolia's Layout and its 2rem margins, as its SearchPage is.
    <Layout>
      <div className="container margin-vert--lg search-page" data-search-page>
        <h1>{translate({ id: 'search.page.title', message: 'Search the documentation' })}</h1>
        <form
          className="search-page__form"
          action={href(`/${site.search.pagePath.replace(/^\//, '')}`)}
          method="get"
          role="search"
        >
          <label className="visually-hidden" htmlFor="search-page-input">
            {t('search.button')}
          </label>
          <input
            id="search-page-input"
            className="search-page__input"
            type="search"
            name="q"
            placeholder={t('search.placeholder')}
            autoComplete="off"
            // Focused on load, as theme-search-algolia's field is (there by React after hydration; here by the
            // browser, before any script).
            autoFocus
          />
          <button type="submit" className={PRIMARY_BUTTON}>
            {translate({ id: 'search.page.submit', message: 'Search' })}
          </button>
        </form>
        <div className="search-page__results" data-search-results aria-live="polite" />
      </div>
    </Layout>
  );
}
