/**
 * A Docusaurus site's post footer as theme-classic 2.4.3's BlogPostItem/Footer draws it: an Infima `row` of `col`s,
 * the tags (TagsListInline, with its CSS-module classes), the edit link on the post's page, "Read More" on a list
 * page, so a site's CSS for `.row` and `.col` inside a post's footer finds them as there.
 */
import { href, t } from '../i18n.js';
import type { SiteData } from '../site-data.js';
import type { ContentEntry } from '../../src/types.js';
import { EditLink } from '../edit-link.js';
import { THEME_CLASSIC, tagClass } from '../theme-classic-classes.js';
import { tagPath } from './blog-paths.js';
import { ReadMoreLink } from './read-more-link.js';
import { siteBlog } from './blog-route-data.js';

/** theme-classic's class on the footer of a post's own page (BlogPostItem/Footer's styles.module.css). */
const FOOTER_DETAILS_FULL = 'blogPostFooterDetailsFull_mRVl';

/**
 * The footer, drawn when the post has tags, an edit URL or (on a list page) a cut excerpt, as theme-classic draws
 * it: a list page's post with an edit URL alone gets an empty footer there too.
 */
export function ThemeClassicPostFooter({
  site,
  entry,
  readMoreHref,
}: {
  site: SiteData;
  entry: Pick<ContentEntry, 'tags' | 'tagPermalinks' | 'blogId' | 'editUrl' | 'title'>;
  /** On a list page: the post's URL when its excerpt is cut, else null. Undefined on the post's own page. */
  readMoreHref?: string | null;
}) {
  const postPage = readMoreHref === undefined;
  const tags = entry.tags ?? [];
  if (tags.length === 0 && !entry.editUrl && !readMoreHref) return null;
  const editUrl = postPage ? entry.editUrl : null;
  const blog = siteBlog(site, entry.blogId);
  return (
    <footer className={`row docusaurus-mt-lg${postPage ? ` ${FOOTER_DETAILS_FULL}` : ''}`}>
      {tags.length > 0 && (
        <div className={readMoreHref ? 'col col--9' : 'col'}>
          <b>{t(site, 'blog.tagsLabel')}</b>
          <ul className={`${THEME_CLASSIC.tags} padding--none margin-left--sm`}>
            {tags.map((tag) => {
              const permalink = tagPath(blog, tag, entry.tagPermalinks?.[tag]);
              return (
                <li key={permalink} className={THEME_CLASSIC.tagListItem}>
                  <a className={tagClass()} href={href(site, permalink)}>
                    {tag}
                  </a>
                </li>
              );
            })}
          </ul>
        </div>
      )}
      {editUrl && (
        <div className="col margin-top--sm">
          <EditLink site={site} url={editUrl} />
        </div>
      )}
      {readMoreHref && (
        <div className={tags.length > 0 ? 'col text--right col--3' : 'col text--right'}>
          <ReadMoreLink site={site} title={entry.title} href={readMoreHref} />
        </div>
      )}
    </footer>
  );
}
