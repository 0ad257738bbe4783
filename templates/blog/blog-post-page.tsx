/**
 * A blog post: header (title, date, reading time, authors), content, tags, edit link, 'Newer Post' /
 * 'Older Post' with the neighbours' titles, and the table of contents.
 */
import { Paginator } from '../doc-page.js';
import { EditLink } from '../edit-link.js';
import { t } from '../i18n.js';
import { MarkdownIslandsData } from '../markdown-islands-data.js';
import { RawHtml } from '../raw-html.js';
import type { PageProps } from '../site-data.js';
import { Toc } from '../toc.js';
import { BlogLayout } from './blog-layout.js';
import { blogData } from './blog-route-data.js';
import { PostHeader, postMicrodata } from './post-header.js';
import { PostTags } from './post-tags.js';
import { ThemeClassicPostFooter } from './theme-classic-post-footer.js';

/** Body of a `blog-post` route. */
export function BlogPostPage(props: PageProps) {
  const { site, route, entry, pagerHtml } = props;
  if (!entry) throw new Error('BlogPostPage needs an entry');
  const fm = entry.frontMatter;
  // The docs' levels (Docusaurus's themeConfig.tableOfContents is every page's); front matter may narrow them.
  const min = fm.toc_min_heading_level ?? site.docs.toc.min;
  const max = fm.toc_max_heading_level ?? site.docs.toc.max;
  const hasToc = fm.hide_table_of_contents !== true && entry.toc.some((i) => i.level >= min && i.level <= max);
  const { newer, older } = blogData(route);
  const editUrl = entry.editUrl;
  return (
    <BlogLayout
      site={site}
      sidebars={props}
      toc={hasToc ? <Toc site={site} items={entry.toc} min={min} max={max} /> : undefined}
    >
      <article className="blog-post" {...postMicrodata(site)}>
        <PostHeader site={site} entry={entry} asLink={false} />
        {/* theme-classic 2's post has its table of contents beside it only, none folded above it for phones. */}
        {hasToc && !site.docusaurus && (
          <details className="toc-mobile">
            <summary>{t(site, 'toc.title')}</summary>
            <Toc site={site} items={entry.toc} min={min} max={max} />
          </details>
        )}
        <RawHtml className="markdown" html={entry.html} />
        {site.docusaurus ? (
          <ThemeClassicPostFooter site={site} entry={entry} />
        ) : (
          ((entry.tags?.length ?? 0) > 0 || editUrl) && (
            <footer className="blog-post__footer">
              <PostTags site={site} entry={entry} />
              {editUrl && <EditLink site={site} url={editUrl} />}
            </footer>
          )
        )}
      </article>
      {pagerHtml !== undefined ? (
        // The site's swizzled BlogPostPaginator.
        <RawHtml className="pager-part" html={pagerHtml} />
      ) : (
        (newer || older) && (
          <Paginator
            site={site}
            prev={newer ?? null}
            next={older ?? null}
            label={t(site, 'blog.postPaginationLabel')}
            prevLabel={t(site, 'blog.newerPost')}
            nextLabel={t(site, 'blog.olderPost')}
          />
        )
      )}
      <MarkdownIslandsData site={site} route={route} entry={entry} html={[entry.html]} />
    </BlogLayout>
  );
}
