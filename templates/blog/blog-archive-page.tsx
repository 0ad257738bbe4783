/** The archive: every post, grouped by year, newest year first, each with its date and title. */
import type { ContentEntry } from '../../src/types.js';
import { href, t } from '../i18n.js';
import type { PageProps, SiteData } from '../site-data.js';
import { BlogLayout } from './blog-layout.js';

/** Body of the `blog-archive` route; `items` are all posts, newest first. */
export function BlogArchivePage(props: PageProps) {
  const { site, items = [] } = props;
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
  const key = `${site.locale.htmlLang}:${site.locale.calendar}`;
  let format = monthDayFormats.get(key);
  if (!format)
    monthDayFormats.set(
      key,
      (format = new Intl.DateTimeFormat(site.locale.htmlLang, {
        month: 'long',
        day: 'numeric',
        timeZone: 'UTC',
        calendar: site.locale.calendar,
      })),
    );
  return format.format(date);
}

/** One formatter per language: the archive formats every post's date. */
const monthDayFormats = new Map<string, Intl.DateTimeFormat>();
