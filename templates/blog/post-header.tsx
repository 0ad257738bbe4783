/** A post's header, the same on list pages and on the post's own page: title, date, reading time, authors. */
import type { Author, ContentEntry } from '../../src/types.js';
import { formatDate, href, t } from '../i18n.js';
import type { SiteData } from '../site-data.js';

/**
 * The microdata theme-classic 2.4.3 puts on a post's `<article>`, on list pages and the post's own, which a Docusaurus
 * site's CSS may select it by (babel's `article[itemprop="blogPost"]`); other sites' posts have none.
 */
export function postMicrodata(site: SiteData): { itemProp?: string; itemScope?: boolean; itemType?: string } {
  return site.docusaurus ? { itemProp: 'blogPost', itemScope: true, itemType: 'http://schema.org/BlogPosting' } : {};
}

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

/**
 * The authors with avatar, name (linked when they have a URL) and title; on a Docusaurus site with Infima's avatar
 * names too, so a site's rules for them apply (react-native-website's `.avatar__name a`), and the photo drawn as
 * theme-classic's BlogPostItem/Header/Author draws it: a link where the name links (a URL, else a `mailto:`),
 * named by the author's name. Elsewhere the photo is decoration beside the name, with no alt text.
 */
function Authors({ site, authors }: { site: SiteData; authors: Author[] }) {
  const infima = (own: string, name: string) => (site.docusaurus ? `${own} ${name}` : own);
  return (
    <ul className="post-authors">
      {authors.map((author, i) => {
        const link = author.url
          ? linkUrl(site, author.url)
          : site.docusaurus && author.email && `mailto:${author.email}`;
        return (
          <li key={i} className={infima('post-author', 'avatar')}>
            {author.imageUrl && <AuthorPhoto site={site} author={author} link={link || undefined} />}
            <span className={infima('post-author__text', 'avatar__intro')}>
              <span className={infima('post-author__name', 'avatar__name')}>
                {link ? <a href={link}>{author.name}</a> : author.name}
              </span>
              {author.title && <span className={infima('post-author__title', 'avatar__subtitle')}>{author.title}</span>}
            </span>
          </li>
        );
      })}
    </ul>
  );
}

function AuthorPhoto({ site, author, link }: { site: SiteData; author: Author; link?: string }) {
  const docusaurus = site.docusaurus !== undefined;
  const photo = (
    <img
      className={docusaurus ? 'post-author__avatar avatar__photo' : 'post-author__avatar'}
      src={assetUrl(site, author.imageUrl!)}
      alt={docusaurus ? author.name : ''}
      {...(docusaurus && { itemProp: 'image' })}
      width={40}
      height={40}
      loading="lazy"
    />
  );
  return docusaurus && link ? (
    <a href={link} className="avatar__photo-link">
      {photo}
    </a>
  ) : (
    photo
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
