/**
 * A page of the blog list (`/blog`, `/blog/page/2` ...) or of one tag's list (`/blog/tags/release` ...): each post
 * with its header, its excerpt and 'Read More' when it has a truncate marker (else the whole post), its tags, and
 * 'Newer Entries' / 'Older Entries'.
 */
import type { ContentEntry, ListMetadata } from '../../src/types.js';
import { href, t } from '../i18n.js';
import { MarkdownIslandsData } from '../markdown-islands-data.js';
import { pagerClass } from '../pager-classes.js';
import { RawHtml } from '../raw-html.js';
import type { PageProps, SiteData } from '../site-data.js';
import { BlogLayout } from './blog-layout.js';
import { tagsIndexPath } from './blog-paths.js';
import { blogData, siteBlog } from './blog-route-data.js';
import { listedHtml } from './listed-html.js';
import { PostHeader, postMicrodata } from './post-header.js';
import { PostTags } from './post-tags.js';
import { ReadMoreLink } from './read-more-link.js';
import { ThemeClassicPostFooter } from './theme-classic-post-footer.js';

/** Body of a `blog-list` or `blog-tag` route. */
export function BlogListPage(props: PageProps) {
  const { site, route, items = [], metadata } = props;
  const { tag, blog: blogId } = blogData(route);
  const blog = siteBlog(site, blogId);
  return (
    <BlogLayout site={site} sidebars={props}>
      {tag ? (
        <header className="blog-list__header">
          <h1>{tagTitle({ site, route })}</h1>
          <a href={href(site, tagsIndexPath(blog))}>{t(site, 'blog.tags.viewAll')}</a>
        </header>
      ) : (
        // Docusaurus shows no heading above its list; the page keeps its h1 for screen readers.
        <header className={site.docusaurus ? 'blog-list__header visually-hidden' : 'blog-list__header'}>
          <h1>{blog.title}</h1>
          {blog.description && <p>{blog.description}</p>}
        </header>
      )}
      {items.map((entry) => (
        <ListItem key={entry.id} site={site} entry={entry} />
      ))}
      {metadata && <ListPaginator site={site} metadata={metadata} />}
      <MarkdownIslandsData site={site} route={route} html={items.map((e) => e.excerptHtml ?? e.html)} />
    </BlogLayout>
  );
}

/** The tag page's heading, '3 posts tagged with "release"', also its `<title>`. */
function tagTitle({ site, route }: Pick<PageProps, 'site' | 'route'>): string {
  const { tag, blog } = blogData(route);
  return tag ? t(site, 'blog.tag.title', { count: tag.count, tagName: tag.label }) : siteBlog(site, blog).title;
}

BlogListPage.pageTitle = tagTitle;

/** One post on a list page. */
function ListItem({ site, entry }: { site: SiteData; entry: ContentEntry }) {
  const postHref = href(site, entry.permalink);
  const truncated = entry.excerptHtml !== null;
  return (
    <article className="blog-post blog-post--listed" {...postMicrodata(site)}>
      <PostHeader site={site} entry={entry} asLink />
      <RawHtml className="markdown" html={listedHtml(entry.excerptHtml ?? entry.html, postHref)} />
      {site.docusaurus && (
        <ThemeClassicPostFooter site={site} entry={entry} readMoreHref={truncated ? postHref : null} />
      )}
      {/* As Docusaurus: a footer whenever the post has tags, a 'Read more' or an edit URL (not shown here). */}
      {!site.docusaurus && (truncated || (entry.tags?.length ?? 0) > 0 || Boolean(entry.editUrl)) && (
        <footer className="blog-post__footer">
          <PostTags site={site} entry={entry} />
          {truncated && <ReadMoreLink site={site} title={entry.title} href={postHref} />}
        </footer>
      )}
    </article>
  );
}

/** 'Newer Entries' / 'Older Entries' between list pages. */
function ListPaginator({ site, metadata }: { site: SiteData; metadata: ListMetadata }) {
  if (!metadata.previousPage && !metadata.nextPage) return null;
  const docusaurus = site.docusaurus !== undefined;
  return (
    <nav className={pagerClass('nav', docusaurus)} aria-label={t(site, 'blog.listPaginationLabel')}>
      {metadata.previousPage ? (
        <a className={pagerClass('prev', docusaurus)} href={href(site, metadata.previousPage)} rel="prev">
          <span className={pagerClass('label', docusaurus)}>« {t(site, 'blog.newerEntries')}</span>
        </a>
      ) : (
        <span />
      )}
      {metadata.nextPage && (
        <a className={pagerClass('next', docusaurus)} href={href(site, metadata.nextPage)} rel="next">
          <span className={pagerClass('label', docusaurus)}>{t(site, 'blog.olderEntries')} »</span>
        </a>
      )}
    </nav>
  );
}
