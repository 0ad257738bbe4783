/**
 * The line under a doc that says when it was last updated, and by whom where the site shows authors. A Docusaurus
 * site's says it as theme-classic 2.4's LastUpdated: a short month, the date and the author in bold, in its
 * `theme-last-updated` span, which a site's CSS may select.
 */
import { Fragment, type ReactNode } from 'react';
import { formatDate, t } from './i18n.js';
import type { PageProps, SiteData } from './site-data.js';

const MARK_DATE = '\u0001date\u0001';
const MARK_AUTHOR = '\u0001author\u0001';

export function LastUpdated({ site, entry }: { site: SiteData; entry: NonNullable<PageProps['entry']> }) {
  if (!site.docs.showLastUpdateTime || entry.lastUpdated <= 0) return null;
  const iso = new Date(entry.lastUpdated).toISOString();
  const author = site.docs.showLastUpdateAuthor ? entry.lastUpdatedBy : undefined;
  if (!site.docusaurus) {
    const date = formatDate(site, iso);
    const text = author ? t(site, 'doc.lastUpdatedBy', { date, author }) : t(site, 'doc.lastUpdated', { date });
    return <p className="doc__updated">{text}</p>;
  }
  const sentence = author
    ? t(site, 'doc.lastUpdatedBy', { date: MARK_DATE, author: MARK_AUTHOR })
    : t(site, 'doc.lastUpdated', { date: MARK_DATE });
  const parts: Record<string, ReactNode> = {
    date: (
      <b>
        <time dateTime={iso}>{formatDate(site, iso, 'short')}</time>
      </b>
    ),
    author: <b>{author}</b>,
  };
  return (
    <p className="doc__updated">
      <span className="theme-last-updated">
        {sentence
          .split(/\u0001(\w+)\u0001/)
          .map((part, i) => (i % 2 ? <Fragment key={i}>{parts[part]}</Fragment> : part))}
      </span>
    </p>
  );
}
