/** A list of tags as links to their pages: under a post or a doc, and on the tags pages with their counts. */
import { href } from './i18n.js';
import type { SiteData } from './site-data.js';
import { THEME_CLASSIC, tagClass } from './theme-classic-classes.js';

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

/** Tags (sorted by label) grouped by their upper-cased first letter, in that order. */
export function tagsByLetter<T extends TagLink>(tags: T[]): [string, T[]][] {
  const groups = new Map<string, T[]>();
  for (const tag of tags) {
    const letter = tag.label.charAt(0).toLocaleUpperCase();
    if (!groups.has(letter)) groups.set(letter, []);
    groups.get(letter)!.push(tag);
  }
  return [...groups];
}

/**
 * theme-classic 2.4's TagsListByLetter, a Docusaurus site's blog and docs tags pages: a letter heading, its tags as
 * theme-classic's Tag (the label, the count in a badge), a rule, with theme-classic's class names (infima.css).
 */
export function TagsListByLetter({ site, tags }: { site: SiteData; tags: TagLink[] }) {
  return (
    <section className="margin-vert--lg">
      {tagsByLetter(tags).map(([letter, group]) => (
        <article key={letter}>
          <h2>{letter}</h2>
          <ul className="padding--none">
            {group.map((tag) => (
              <li key={tag.permalink} className={THEME_CLASSIC.tagsPageItem}>
                <a className={tagClass(tag.count)} href={href(site, tag.permalink)}>
                  {tag.label}
                  {tag.count ? <span>{tag.count}</span> : null}
                </a>
              </li>
            ))}
          </ul>
          <hr />
        </article>
      ))}
    </section>
  );
}
