/**
 * The line under a doc that says when it was last updated, and by whom where the site shows authors. A Docusaurus
 * site's says it as theme-classic 2.4's LastUpdated: a short month, the date and the author in bold, in its
 * `theme-last-updated` span, which a site's CSS may select.
 */
import { formatDate, t } from './i18n.js';
import { lastUpdatedSentence, lastUpdatedWords } from './last-updated-words.js';
import type { PageProps, SiteData } from './site-data.js';

export function LastUpdated({ site, entry }: { site: SiteData; entry: NonNullable<PageProps['entry']> }) {
  const iso = site.docs.showLastUpdateTime && entry.lastUpdated > 0 ? new Date(entry.lastUpdated).toISOString() : '';
  const author = site.docs.showLastUpdateAuthor ? entry.lastUpdatedBy : undefined;
  if (!iso && !author) return null;
  if (!site.docusaurus) {
    const [id, params] = lastUpdatedSentence({ date: iso && formatDate(site, iso), author: author ?? '' });
    return <p className="doc__updated">{t(site, id, params)}</p>;
  }
  const date = iso && (
    <b>
      <time dateTime={iso}>{formatDate(site, iso, 'short')}</time>
    </b>
  );
  const words = lastUpdatedWords((id, params) => t(site, id, params), { date, author: author && <b>{author}</b> });
  return (
    <p className="doc__updated">
      <span className="theme-last-updated">{words}</span>
    </p>
  );
}
