/**
 * The blogs a site builds: the main blog (`blog`, its folder `paths.blog`), then each of `blog.sections`, as
 * Docusaurus builds one blog per instance of its blog plugin. The main blog's id is `default`, as Docusaurus names
 * the instance without one; its posts carry no `blogId`, so its keys, ids and output stay as they were before
 * sites had more than one blog.
 */
import type { ResolvedConfig } from './schema.js';
import type { FeedType } from '../../templates/blog/blog-paths.js';

/** The main blog's id, as Docusaurus names a plugin instance without one. */
export const DEFAULT_BLOG_ID = 'default';

/** One blog's settings and folder. */
export interface Blog extends Omit<ResolvedConfig['blog'], 'sections'> {
  id: string;
  /** Its posts folder, relative to the site root. */
  dir: string;
}

const cache = new WeakMap<ResolvedConfig, Blog[]>();

/** Every blog of the site, the main one first. */
export function siteBlogs(config: ResolvedConfig): Blog[] {
  let blogs = cache.get(config);
  if (!blogs) {
    const { sections, ...main } = config.blog;
    blogs = [
      { ...main, id: DEFAULT_BLOG_ID, dir: config.paths.blog },
      ...sections.map(({ path, ...section }) => ({ ...section, dir: path })),
    ];
    cache.set(config, blogs);
  }
  return blogs;
}

/** The blog of a post's `blogId` (the main blog when unset). */
export function blogOf(config: ResolvedConfig, blogId: string | undefined): Blog {
  const blogs = siteBlogs(config);
  return (blogId && blogs.find((b) => b.id === blogId)) || blogs[0];
}

/** A post's `blogId`: none for the main blog's. */
export function blogIdOf(blog: Blog): string | undefined {
  return blog.id === DEFAULT_BLOG_ID ? undefined : blog.id;
}

/** The feeds a blog writes, in the order pages link them: `feed: true` is RSS and Atom, as it was before `types`. */
export function feedTypesOf(blog: Pick<Blog, 'feed'>): FeedType[] {
  if (typeof blog.feed === 'boolean') return blog.feed ? ['rss', 'atom'] : [];
  // A type named twice is one file, and one link.
  return [...new Set(blog.feed.types)];
}
