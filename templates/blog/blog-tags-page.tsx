/** The tags page: every tag with its post count, grouped under its first letter (a Docusaurus site's as theme-classic's). */
import { t } from '../i18n.js';
import type { PageProps } from '../site-data.js';
import { BlogLayout } from './blog-layout.js';
import { blogData } from './blog-route-data.js';
import { TagLinks, TagsListByLetter, tagsByLetter } from '../tag-links.js';

/** Body of the `blog-tags` route. */
export function BlogTagsPage(props: PageProps) {
  const { site, route } = props;
  const tags = blogData(route).tags ?? [];
  if (site.docusaurus)
    return (
      // The title and the list are the main column's own children, as theme-classic's: a site that makes the
      // column a flexbox (wails's `.col`) lays them out as its items.
      <BlogLayout site={site} sidebars={props} mainClass="infima-base">
        <h1>{t(site, 'blog.tags.title')}</h1>
        <TagsListByLetter site={site} tags={tags} />
      </BlogLayout>
    );
  return (
    <BlogLayout site={site} sidebars={props}>
      <header className="blog-list__header">
        <h1>{t(site, 'blog.tags.title')}</h1>
      </header>
      {tagsByLetter(tags).map(([letter, group]) => (
        <section key={letter} className="blog-tags__letter">
          <h2>{letter}</h2>
          <TagLinks site={site} tags={group} />
        </section>
      ))}
    </BlogLayout>
  );
}

BlogTagsPage.pageTitle = ({ site }: PageProps) => t(site, 'blog.tags.title');
