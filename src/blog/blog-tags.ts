/** The blog's tags: every tag used by a post, with its page path and its posts in reading order. */
import { tagPath, type BlogPaths } from '../../templates/blog/blog-paths.js';
import type { BlogPost } from './blog-posts.js';
import { englishOrder } from '../english-order.js';

/** One tag and the posts that carry it. */
export interface BlogTag {
  /** The label as first written ('Electron Forge'); labels that slug alike ('electron forge') share one tag. */
  label: string;
  permalink: string;
  posts: BlogPost[];
}

const byLabel = englishOrder({ sensitivity: 'base' });

/**
 * Group `posts` (already in reading order) by tag page, as Docusaurus's `groupTaggedItems` does (the first label
 * seen names the page); tags sorted by label.
 */
export function groupTags(posts: BlogPost[], paths: BlogPaths): BlogTag[] {
  const byPath = new Map<string, BlogTag>();
  for (const post of posts) {
    const seen = new Set<string>();
    for (const label of post.entry.tags ?? []) {
      const permalink = tagPath(paths, label, post.entry.tagPermalinks?.[label]);
      // A post that lists one tag twice is counted once.
      if (seen.has(permalink)) continue;
      seen.add(permalink);
      let tag = byPath.get(permalink);
      if (!tag) byPath.set(permalink, (tag = { label, permalink, posts: [] }));
      tag.posts.push(post);
    }
  }
  return [...byPath.values()].sort((a, b) => byLabel(a.label, b.label));
}
