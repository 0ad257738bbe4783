/** A list of tags as links to their pages: under a post or a doc, and on the tags pages with their counts. */
import { href } from './i18n.js';
import type { SiteData } from './site-data.js';

/** A tag as a list shows it; `count` (the tags pages) follows the label. */
export interface TagLink {
  label: string;
  permalink: string;
  count?: number;
}

/** `<ul>` of tag links (keyed by permalink). */
export function TagLinks({ site, tags }: { site: SiteData; tags: TagLink[] }) {
  return (
    <ul className="post-tags__list">
      {tags.map((tag) => (
        <li key={tag.permalink}>
          <a className="tag" href={href(site, tag.permalink)} rel="tag">
            {tag.label}
            {tag.count !== undefined && (
              <>
                {' '}
                <span className="tag__count">{tag.count}</span>
              </>
            )}
          </a>
        </li>
      ))}
    </ul>
  );
}
