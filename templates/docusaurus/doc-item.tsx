/**
 * theme-classic's components of a doc's footer, which a swizzled `DocItem/Footer` imports: `@theme/EditThisPage`,
 * `@theme/TagsListInline`, `@theme/Tag`, `@theme/LastUpdated` and `@theme/Icon/Edit`. Their markup and class
 * names are theme-classic 2.4's (the module class names with its hashes, which a site's CSS may select); their
 * words are the locale's, as sitegen's own doc footer says them.
 */
import IconEditOfTheme from '@theme/Icon/Edit';
import type { SVGProps } from 'react';
import { usePageData } from '../page-api.js';
import { THEME_CLASSIC, tagClass } from '../theme-classic-classes.js';
import { lastUpdatedWords } from '../last-updated-words.js';

/** "Edit this page" after the theme's pencil: the site's swizzled Icon/Edit, else theme-classic's. */
export function EditThisPage({ editUrl }: { editUrl: string }) {
  const { t } = usePageData();
  return (
    <a href={editUrl} target="_blank" rel="noreferrer noopener" className="theme-edit-this-page">
      <IconEditOfTheme />
      {t('doc.editThisPage')}
    </a>
  );
}

/** theme-classic's pencil (`@theme/Icon/Edit`). */
export function IconEdit({ className, ...rest }: SVGProps<SVGSVGElement>) {
  return (
    <svg
      fill="currentColor"
      height="20"
      width="20"
      viewBox="0 0 40 40"
      className={[THEME_CLASSIC.iconEdit, className].filter(Boolean).join(' ')}
      aria-hidden="true"
      {...rest}
    >
      <g>
        <path d="m34.5 11.7l-3 3.1-6.3-6.3 3.1-3q0.5-0.5 1.2-0.5t1.1 0.5l3.9 3.9q0.5 0.4 0.5 1.1t-0.5 1.2z m-29.5 17.1l18.4-18.5 6.3 6.3-18.4 18.4h-6.3v-6.2z" />
      </g>
    </svg>
  );
}

interface TagProps {
  label: string;
  permalink: string;
  count?: number;
}

/** "Tags:" and a doc's tags, each linking to its page (`metadata.tags`: permalinks with the locale's base). */
export function TagsListInline({ tags }: { tags: readonly TagProps[] }) {
  const { t } = usePageData();
  return (
    <>
      <b>{t('blog.tagsLabel')}</b>
      <ul className={`${THEME_CLASSIC.tags} padding--none margin-left--sm`}>
        {tags.map(({ label, permalink }) => (
          <li key={permalink} className={THEME_CLASSIC.tagListItem}>
            <Tag label={label} permalink={permalink} />
          </li>
        ))}
      </ul>
    </>
  );
}

/** One tag's link, with its count on the tags pages. */
export function Tag({ permalink, label, count }: TagProps) {
  return (
    <a href={permalink} className={tagClass(count)}>
      {label}
      {count ? <span>{count}</span> : null}
    </a>
  );
}

/** "Last updated on {date} by {user}", the date and user in bold, as theme-classic words it. */
export function LastUpdated({
  lastUpdatedAt,
  formattedLastUpdatedAt,
  lastUpdatedBy,
}: {
  lastUpdatedAt?: number;
  formattedLastUpdatedAt?: string;
  lastUpdatedBy?: string;
}) {
  const { t } = usePageData();
  const date = lastUpdatedAt && formattedLastUpdatedAt && (
    <b>
      <time dateTime={new Date(lastUpdatedAt * 1000).toISOString()}>{formattedLastUpdatedAt}</time>
    </b>
  );
  const user = lastUpdatedBy && <b>{lastUpdatedBy}</b>;
  if (!date && !user) return <span className="theme-last-updated" />;
  return (
    <span className="theme-last-updated">
      {lastUpdatedWords(t, { date: date || undefined, author: user || undefined })}
    </span>
  );
}
