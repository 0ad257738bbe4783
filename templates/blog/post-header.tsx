/** A post's header, the same on list pages and on the post's own page: title, date, reading time, authors. */
import type { Author, ContentEntry } from '../../src/types.js';
import { formatDate, href, t } from '../i18n.js';
import type { SiteData } from '../site-data.js';

/** Title (a link on list pages, the page's `<h1>` on the post), date for the locale, 'N min read', authors. */
export function PostHeader({ site, entry, asLink }: { site: SiteData; entry: ContentEntry; asLink: boolean }) {
  const Title = asLink ? 'h2' : 'h1';
  return (
    <header className="post-header">
      <Title className="post-header__title">
        {asLink ? <a href={href(site, entry.permalink)}>{entry.title}</a> : entry.title}
      </Title>
      <p className="post-header__meta">
        {entry.date && <time dateTime={entry.date}>{formatDate(site, entry.date)}</time>}
        {entry.readingMinutes !== undefined && (
          <>
            <span aria-hidden="true"> · </span>
            <span>{t(site, 'blog.readingTime', { count: entry.readingMinutes })}</span>
          </>
        )}
      </p>
      {entry.authors && entry.authors.length > 0 && <Authors site={site} authors={entry.authors} />}
    </header>
  );
}

/** The authors with avatar, name (linked when they have a URL) and title. */
function Authors({ site, authors }: { site: SiteData; authors: Author[] }) {
  return (
    <ul className="post-authors">
      {authors.map((author, i) => (
        <li key={i} className="post-author">
          {author.imageUrl && (
            <img
              className="post-author__avatar"
              src={assetUrl(site, author.imageUrl)}
              alt=""
              width={40}
              height={40}
              loading="lazy"
            />
          )}
          <span className="post-author__text">
            <span className="post-author__name">
              {author.url ? <a href={linkUrl(site, author.url)}>{author.name}</a> : author.name}
            </span>
            {author.title && <span className="post-author__title">{author.title}</span>}
          </span>
        </li>
      ))}
    </ul>
  );
}

/** Avatars are static files: site-absolute paths sit below the base URL, not below a locale. */
function assetUrl(site: SiteData, url: string): string {
  return url.startsWith('/') && !url.startsWith('//') ? `${site.baseUrl.replace(/\/$/, '')}${url}` : url;
}

/** Author pages inside the site stay in the reader's locale. */
function linkUrl(site: SiteData, url: string): string {
  return url.startsWith('/') && !url.startsWith('//') ? href(site, url) : url;
}
