/**
 * The blog sidebar ('Latest posts'): the newest posts as a sidebar, so it is rendered once per locale and marked
 * per page by the same chrome cache as the docs sidebars, and shown in the mobile menu's secondary panel. Each blog
 * has its own.
 */
import { blogIdOf, siteBlogs, type Blog } from '../config/blogs.js';
import type { ResolvedConfig } from '../config/schema.js';
import type { LocaleContent } from '../routes/create-route-table.js';
import type { Sidebar } from '../types.js';
import { sortedPosts } from './blog-posts.js';

/** The main blog's sidebar id; scoped like a package name so that no docs sidebar id is likely to clash. */
export const BLOG_SIDEBAR_ID = '@sitegen/blog';

/** The sidebar id of a blog's routes: `@sitegen/blog`, or `@sitegen/blog/<id>` for a blog other than the main one. */
export function blogSidebarId(blog: Blog): string {
  const id = blogIdOf(blog);
  return id ? `${BLOG_SIDEBAR_ID}/${id}` : BLOG_SIDEBAR_ID;
}

/** Whether a route's sidebar is a blog's. */
export function isBlogSidebar(id: string | undefined): boolean {
  return id === BLOG_SIDEBAR_ID || Boolean(id?.startsWith(`${BLOG_SIDEBAR_ID}/`));
}

/** Whether a blog's routes have a sidebar: posts exist and its config shows at least one. */
export function hasBlogSidebar(blog: Blog, postCount: number): boolean {
  return blog.sidebarCount > 0 && postCount > 0;
}

/**
 * The locale's blog sidebars by id, none for a blog without one; `titleOf` gives a blog's heading in the locale
 * (translated), its config's by default.
 */
export function blogSidebars({
  config,
  content,
  titleOf = (blog) => blog.sidebarTitle,
}: {
  config: ResolvedConfig;
  content: LocaleContent;
  titleOf?: (blog: Blog) => string;
}): Record<string, Sidebar> {
  const sidebars: Record<string, Sidebar> = {};
  for (const blog of siteBlogs(config)) {
    const posts = sortedPosts(content, blogIdOf(blog));
    if (!hasBlogSidebar(blog, posts.length)) continue;
    const items = posts
      .slice(0, blog.sidebarCount)
      .map(({ entry }) => ({ type: 'link' as const, label: entry.title, href: entry.permalink }));
    const id = blogSidebarId(blog);
    sidebars[id] = { id, title: titleOf(blog), items };
  }
  return sidebars;
}
