/** The blog's tags: every tag used by a post, with its page path and its posts in reading order. */
import { tagPath, tagSlug, type BlogPaths } from '../../templates/blog/blog-paths.js';
import type { BlogPost } from './blog-posts.js';

/** One tag and the posts that carry it. */
export interface BlogTag {
  /** The label as first written ('Electron Forge'); labels that slug alike ('electron forge') share one tag. */
  label: string;
  permalink: string;
  posts: BlogPost[];
}

const byLabel = new Intl.Collator('en', { sensitivity: 'base' }).compare;

/** Group `posts` (already in reading order) by tag; tags sorted by label. */
export function groupTags(posts: BlogPost[], paths: BlogPaths): BlogTag[] {
  const bySlug = new Map<string, BlogTag>();
  for (const post of posts) {
    const seen = new Set<string>();
    for (const label of post.entry.tags ?? []) {
      const slug = tagSlug(label);
      // A post that lists one tag twice is counted once.
      if (seen.has(slug)) continue;
      seen.add(slug);
      let tag = bySlug.get(slug);
      if (!tag) bySlug.set(slug, (tag = { label, permalink: tagPath(paths, label), posts: [] }));
      tag.posts.push(post);
    }
  }
  return [...bySlug.values()].sort((a, b) => byLabel(a.label, b.label));
}
