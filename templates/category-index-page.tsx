/**
 * A generated category index: the category's items beside the docs sidebar, and its paging links. On a Docusaurus
 * site, as theme-classic draws it: breadcrumbs, a header, and the items as DocCardList's cards (`cardsHtml`).
 */
import type { DocCard } from './doc-cards.js';
import { href } from './i18n.js';
import { DocSidebar } from './doc-sidebar.js';
import { docLayoutClass } from './doc-layout-class.js';
import { Breadcrumbs, DocPager, DocusaurusDocMain } from './doc-page.js';
import { RawHtml } from './raw-html.js';
import type { PageProps } from './site-data.js';

/** Body of a `category-index` route. */
export function CategoryIndexPage(props: PageProps) {
  const { site, sidebarHtml } = props;
  return (
    <div className={docLayoutClass(site, !!sidebarHtml)}>
      {sidebarHtml && <DocSidebar site={site} html={sidebarHtml} />}
      {site.docusaurus ? (
        <DocusaurusDocMain>
          <GeneratedIndex {...props} />
        </DocusaurusDocMain>
      ) : (
        <CategoryIndex {...props} />
      )}
    </div>
  );
}

/** sitegen's own: a list of the items, a doc's with its description. */
function CategoryIndex({ site, route, prev, next, pagerHtml }: PageProps) {
  const items = (route.data?.items ?? []) as DocCard[];
  return (
    <main id="main" className="doc-main" tabIndex={-1}>
      <article className="doc">
        <h1 className="doc__title">{String(route.data?.title ?? '')}</h1>
        {typeof route.data?.description === 'string' && <p>{route.data.description}</p>}
        <ul className="category-index">
          {items.map((item) => (
            <li key={item.href} className="category-index__item">
              <a className="category-index__link" href={/^https?:/.test(item.href) ? item.href : href(site, item.href)}>
                <span className="category-index__label">{item.label}</span>
                {item.kind !== 'category' && item.description && (
                  <span className="category-index__description">{item.description}</span>
                )}
              </a>
            </li>
          ))}
        </ul>
        <DocPager site={site} prev={prev} next={next} pagerHtml={pagerHtml} />
      </article>
    </main>
  );
}

/** theme-classic's DocCategoryGeneratedIndexPage, inside the doc layout's main. */
function GeneratedIndex({ site, route, prev, next, pagerHtml, breadcrumbs, cardsHtml }: PageProps) {
  return (
    <div id="main" className="doc-main" tabIndex={-1}>
      <div className="doc generated-index">
        {site.docs.breadcrumbs && breadcrumbs && breadcrumbs.length > 0 && (
          <Breadcrumbs site={site} items={breadcrumbs} />
        )}
        <header>
          <h1 className="doc__title">{String(route.data?.title ?? '')}</h1>
          {typeof route.data?.description === 'string' && <p>{route.data.description}</p>}
        </header>
        <RawHtml as="article" className="margin-top--lg" html={cardsHtml ?? ''} />
        <DocPager site={site} prev={prev} next={next} pagerHtml={pagerHtml} />
      </div>
    </div>
  );
}
