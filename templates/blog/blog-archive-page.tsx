/**
 * The archive: every post, grouped by year, newest year first, each with its date and title. A Docusaurus site's
 * is theme-classic 2.4's BlogArchivePage instead.
 */
import type { ContentEntry } from '../../src/types.js';
import { dateFormat, formatDate, href, t } from '../i18n.js';
import type { PageProps, SiteData } from '../site-data.js';
import { ThemeClassicPage } from '../page-module.js';
import { BlogLayout } from './blog-layout.js';

/** Body of the `blog-archive` route; `items` are all posts, newest first. */
export function BlogArchivePage(props: PageProps) {
  const { site, items = [] } = props;
  if (site.docusaurus) return <ThemeClassicArchive site={site} items={items} />;
  return (
    <BlogLayout site={site} sidebars={props}>
      <header className="blog-list__header">
        <h1>{t(site, 'blog.archive.title')}</h1>
        <p>{t(site, 'blog.archive.description')}</p>
      </header>
      {byYear(items).map(([year, posts]) => (
        <section key={year} className="blog-archive__year" aria-labelledby={`year-${year}`}>
          <h2 id={`year-${year}`}>{year}</h2>
          <ul className="blog-archive__list">
            {posts.map((entry) => (
              <li key={entry.id}>
                <time dateTime={entry.date}>{monthDay(site, entry.date)}</time>{' '}
                <a href={href(site, entry.permalink)}>{entry.title}</a>
              </li>
            ))}
          </ul>
        </section>
      ))}
    </BlogLayout>
  );
}

/**
 * theme-classic 2.4's archive (ThemeClassicPage): a primary hero with the title and
 * description, then a column per year, the oldest year first and its newest post first (its listPostsByYears),
 * each post a link `November 8, 2021 - Title`. No blog sidebar.
 */
function ThemeClassicArchive({ site, items }: { site: SiteData; items: ContentEntry[] }) {
  const years = byYear(items).reverse();
  return (
    <ThemeClassicPage>
      <header className="hero hero--primary">
        <div className="container">
          <h1 className="hero__title">{t(site, 'blog.archive.title')}</h1>
          <p className="hero__subtitle">{t(site, 'blog.archive.description')}</p>
        </div>
      </header>
      <main id="main" tabIndex={-1}>
        {years.length > 0 && (
          <section className="margin-vert--lg">
            <div className="container">
              <div className="row">
                {years.map(([year, posts]) => (
                  <div key={year} className="col col--4 margin-vert--lg">
                    <h3>{year}</h3>
                    <ul>
                      {posts.map((entry) => (
                        <li key={entry.id}>
                          <a href={href(site, entry.permalink)}>
                            {entry.date ? formatDate(site, entry.date) : ''} - {entry.title}
                          </a>
                        </li>
                      ))}
                    </ul>
                  </div>
                ))}
              </div>
            </div>
          </section>
        )}
      </main>
    </ThemeClassicPage>
  );
}

BlogArchivePage.pageTitle = ({ site }: PageProps) => t(site, 'blog.archive.title');

/** Posts (newest first) grouped by year; the groups keep that order, so the newest year comes first. */
function byYear(posts: ContentEntry[]): [string, ContentEntry[]][] {
  const groups = new Map<string, ContentEntry[]>();
  for (const post of posts) {
    const year = (post.date ?? '').slice(0, 4) || '—';
    if (!groups.has(year)) groups.set(year, []);
    groups.get(year)!.push(post);
  }
  return [...groups];
}

/** 'February 20' in the page's language: the year is the section's heading. */
function monthDay(site: SiteData, iso: string | undefined): string {
  if (!iso) return '';
  const date = new Date(iso.length === 10 ? `${iso}T00:00:00Z` : iso);
  const { htmlLang, calendar } = site.locale;
  return dateFormat(htmlLang, { month: 'long', day: 'numeric', timeZone: 'UTC', calendar }).format(date);
}
