/** The tags of an entry from its front matter: labels, and the permalinks of tags written as objects. */
import type { ContentEntry, FrontMatter } from '../types.js';

/** `tags` (labels, as written) and, when a tag is `{ label, permalink }`, `tagPermalinks` (label -> permalink). */
export function tagFields(tags: NonNullable<FrontMatter['tags']>): Pick<ContentEntry, 'tags' | 'tagPermalinks'> {
  const labels = tags.map((t) => (typeof t === 'string' ? t : t.label));
  const objects = tags.filter((t) => typeof t !== 'string');
  if (objects.length === 0) return { tags: labels };
  return { tags: labels, tagPermalinks: Object.fromEntries(objects.map((t) => [t.label, t.permalink])) };
}
