/** A post's tags as links to their tag pages. */
import { t } from '../i18n.js';
import type { SiteData } from '../site-data.js';
import type { ContentEntry } from '../../src/types.js';
import { tagPath } from './blog-paths.js';
import { siteBlog } from './blog-route-data.js';
import { TagLinks } from '../tag-links.js';

/** 'Tags:' and one link per tag; nothing when the post has none. */
export function PostTags({
  site,
  entry,
}: {
  site: SiteData;
  entry: Pick<ContentEntry, 'tags' | 'tagPermalinks' | 'blogId'>;
}) {
  const { tags } = entry;
  const blog = siteBlog(site, entry.blogId);
  if (!tags || tags.length === 0) return null;
  return (
    <div className="post-tags">
      <span className="post-tags__label">{t(site, 'blog.tagsLabel')}</span>
      <TagLinks
        site={site}
        tags={tags.map((tag) => ({ label: tag, permalink: tagPath(blog, tag, entry.tagPermalinks?.[tag]) }))}
      />
    </div>
  );
}
