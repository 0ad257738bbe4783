/** Docs tags pages, as Docusaurus 2 has them: every tag of a docs version, and one tag's docs. */
import type { DocTagItem, DocTagLink } from '../src/routes/doc-tag-routes.js';
import { href, t } from './i18n.js';
import type { PageProps } from './site-data.js';

/** Body of a `doc-tags` route: the version's tags with their doc counts. */
export function DocTagsPage({ site, route }: PageProps) {
  const tags = (route.data?.tags ?? []) as DocTagLink[];
  return (
    <main id="main" className="doc-main container" tabIndex={-1}>
      <article className="doc">
        <h1 className="doc__title">{t(site, 'blog.tags.title')}</h1>
        <ul className="post-tags__list">
          {tags.map((tag) => (
            <li key={tag.permalink}>
              <a className="tag" href={href(site, tag.permalink)} rel="tag">
                {tag.label} <span className="tag__count">{tag.count}</span>
              </a>
            </li>
          ))}
        </ul>
      </article>
    </main>
  );
}

DocTagsPage.pageTitle = ({ site }: PageProps) => t(site, 'blog.tags.title');

/** Body of a `doc-tag` route: the docs that carry the tag, by title, and the way back to every tag. */
export function DocTagPage({ site, route }: PageProps) {
  const items = (route.data?.items ?? []) as DocTagItem[];
  return (
    <main id="main" className="doc-main container" tabIndex={-1}>
      <article className="doc">
        <h1 className="doc__title">{String(route.data?.title ?? '')}</h1>
        <p>
          <a href={href(site, String(route.data?.tagsPath ?? '/'))}>{t(site, 'blog.tags.viewAll')}</a>
        </p>
        <ul className="category-index">
          {items.map((item) => (
            <li key={item.href} className="category-index__item">
              <a className="category-index__link" href={href(site, item.href)}>
                <span className="category-index__label">{item.label}</span>
                {item.description && <span className="category-index__description">{item.description}</span>}
              </a>
            </li>
          ))}
        </ul>
      </article>
    </main>
  );
}

DocTagPage.pageTitle = ({ route }: PageProps) => String(route.data?.title ?? '');
