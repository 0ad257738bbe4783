/**
 * The blog sidebar ('Latest posts'): the newest posts as a sidebar, so it is rendered once per locale and marked
 * per page by the same chrome cache as the docs sidebars, and shown in the mobile menu's secondary panel.
 */
import type { ResolvedConfig } from '../config/schema.js';
import type { LocaleContent } from '../routes/create-route-table.js';
import type { Sidebar } from '../types.js';
import { sortedPosts } from './blog-posts.js';

/** The sidebar id blog routes name; scoped like a package name so that no docs sidebar id is likely to clash. */
export const BLOG_SIDEBAR_ID = '@sitegen/blog';

/** Whether blog routes have a sidebar: posts exist and the config shows at least one. */
export function hasBlogSidebar(config: ResolvedConfig, postCount: number): boolean {
  return config.blog.sidebarCount > 0 && postCount > 0;
}

/** The locale's blog sidebar by id, or nothing when there is none; `title` is the locale's (translated) heading. */
export function blogSidebars({
  config,
  content,
  title = config.blog.sidebarTitle,
}: {
  config: ResolvedConfig;
  content: LocaleContent;
  title?: string;
}): Record<string, Sidebar> {
  const posts = sortedPosts(content);
  if (!hasBlogSidebar(config, posts.length)) return {};
  const items = posts
    .slice(0, config.blog.sidebarCount)
    .map(({ entry }) => ({ type: 'link' as const, label: entry.title, href: entry.permalink }));
  return { [BLOG_SIDEBAR_ID]: { id: BLOG_SIDEBAR_ID, title, items } };
}
