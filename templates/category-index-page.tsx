/** A generated category index: the category's pages as cards, beside the docs sidebar, and its paging links. */
import type { CategoryIndexItem } from '../src/routes/category-index-routes.js';
import { href } from './i18n.js';
import { DocSidebar } from './doc-sidebar.js';
import { docLayoutClass } from './doc-layout-class.js';
import { DocPager } from './doc-page.js';
import type { PageProps } from './site-data.js';

/** Body of a `category-index` route. */
export function CategoryIndexPage({ site, route, sidebarHtml, prev, next, pagerHtml }: PageProps) {
  const items = (route.data?.items ?? []) as CategoryIndexItem[];
  return (
    <div className={docLayoutClass(site, !!sidebarHtml)}>
      {sidebarHtml && <DocSidebar site={site} html={sidebarHtml} />}
      <main id="main" className="doc-main" tabIndex={-1}>
        <article className="doc">
          <h1 className="doc__title">{String(route.data?.title ?? '')}</h1>
          {typeof route.data?.description === 'string' && <p>{route.data.description}</p>}
          <ul className="category-index">
            {items.map((item) => (
              <li key={item.href} className="category-index__item">
                <a
                  className="category-index__link"
                  href={/^https?:/.test(item.href) ? item.href : href(site, item.href)}
                >
                  <span className="category-index__label">{item.label}</span>
                  {item.description && <span className="category-index__description">{item.description}</span>}
                </a>
              </li>
            ))}
          </ul>
          <DocPager site={site} prev={prev} next={next} pagerHtml={pagerHtml} />
        </article>
      </main>
    </div>
  );
}
