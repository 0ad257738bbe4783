/**
 * A locale's blog posts in reading order, and the pages they split into. Every blog output (lists, archive, tags,
 * sidebar, feeds) starts from `sortedPosts`, so they all agree on the order.
 */
import type { LocaleContent } from '../routes/create-route-table.js';
import type { ContentEntry } from '../types.js';
import { englishOrder } from '../english-order.js';
import { DEFAULT_BLOG_ID } from '../config/blogs.js';

/** A post with the key its entry is stored under (route tables refer to entries by key). */
export interface BlogPost {
  key: string;
  entry: ContentEntry;
}

// A fixed collation, so the order of equal-dated posts does not depend on the machine's default locale.
const byTitle = englishOrder();

/**
 * The locale's posts of one blog (`blogId`, the main blog's when unset), newest first; posts with the same date
 * sort by title. Drafts never get here in production.
 */
export function sortedPosts(content: LocaleContent, blogId?: string): BlogPost[] {
  const posts: BlogPost[] = [];
  for (const [key, entry] of content.entries)
    if (entry.kind === 'blog' && entry.blogId === blogId) posts.push({ key, entry });
  return posts.sort((a, b) => timeOf(b.entry) - timeOf(a.entry) || byTitle(a.entry.title, b.entry.title));
}

/** Milliseconds since the epoch of a post's date (`2024-04-16` is midnight UTC). */
export function timeOf(entry: ContentEntry): number {
  const time = entry.date ? Date.parse(entry.date) : NaN;
  return Number.isNaN(time) ? 0 : time;
}

/** Split `items` into pages of `size`; no items give no pages. */
export function paginate<T>(items: T[], size: number): T[][] {
  const pages: T[][] = [];
  for (let i = 0; i < items.length; i += size) pages.push(items.slice(i, i + size));
  return pages;
}

/** The ids of the blogs that have posts in the locale (`default` for the main one; no posts: no routes, no feeds). */
export function blogsWithPosts(content: LocaleContent): Set<string> {
  const ids = new Set<string>();
  for (const entry of content.entries.values()) if (entry.kind === 'blog') ids.add(entry.blogId ?? DEFAULT_BLOG_ID);
  return ids;
}
