/** The tags page: every tag with its post count, grouped under its first letter. */
import { t } from '../i18n.js';
import type { PageProps } from '../site-data.js';
import { BlogLayout } from './blog-layout.js';
import { blogData, type BlogTagLink } from './blog-route-data.js';
import { TagLinks } from '../tag-links.js';

/** Body of the `blog-tags` route. */
export function BlogTagsPage(props: PageProps) {
  const { site, route } = props;
  const tags = blogData(route).tags ?? [];
  return (
    <BlogLayout site={site} sidebars={props}>
      <header className="blog-list__header">
        <h1>{t(site, 'blog.tags.title')}</h1>
      </header>
      {byLetter(tags).map(([letter, group]) => (
        <section key={letter} className="blog-tags__letter">
          <h2>{letter}</h2>
          <TagLinks site={site} tags={group} />
        </section>
      ))}
    </BlogLayout>
  );
}

BlogTagsPage.pageTitle = ({ site }: PageProps) => t(site, 'blog.tags.title');

/** Tags (sorted by label) grouped by their upper-cased first letter. */
function byLetter(tags: BlogTagLink[]): [string, BlogTagLink[]][] {
  const groups = new Map<string, BlogTagLink[]>();
  for (const tag of tags) {
    const letter = tag.label.charAt(0).toLocaleUpperCase();
    if (!groups.has(letter)) groups.set(letter, []);
    groups.get(letter)!.push(tag);
  }
  return [...groups];
}
