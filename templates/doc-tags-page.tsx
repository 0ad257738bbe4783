/** Docs tags pages, as Docusaurus 2 has them: every tag of a docs version, and one tag's docs. */
import type { DocTagItem, DocTagLink } from '../src/routes/doc-tag-routes.js';
import { href, t } from './i18n.js';
import type { PageProps } from './site-data.js';
import { TagLinks, TagsListByLetter } from './tag-links.js';

/** Body of a `doc-tags` route: the version's tags with their doc counts. */
export function DocTagsPage({ site, route }: PageProps) {
  const tags = (route.data?.tags ?? []) as DocTagLink[];
  // theme-classic 2.4's DocTagsListPage: the title and the tags by letter in eight centred columns.
  if (site.docusaurus)
    return (
      <div className="container margin-vert--lg">
        <div className="row">
          <main id="main" className="col col--8 col--offset-2 infima-base" tabIndex={-1}>
            <h1>{t(site, 'blog.tags.title')}</h1>
            <TagsListByLetter site={site} tags={tags} />
          </main>
        </div>
      </div>
    );
  return (
    <main id="main" className="doc-main container" tabIndex={-1}>
      <article className="doc">
        <h1 className="doc__title">{t(site, 'blog.tags.title')}</h1>
        <TagLinks site={site} tags={tags} />
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
        <h1 className="doc__title">{docTagTitle(site, route)}</h1>
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

DocTagPage.pageTitle = ({ site, route }: PageProps) => docTagTitle(site, route);

/** "3 docs tagged with "X"", Docusaurus's title of a tag's page (theme.docs.tagDocListPageTitle). */
function docTagTitle(site: PageProps['site'], route: PageProps['route']): string {
  const tagName = String(route.data?.title ?? '');
  return t(site, 'docs.tag.title', { count: Number(route.data?.count ?? 0), tagName });
}
