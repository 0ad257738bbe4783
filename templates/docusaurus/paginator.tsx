/**
 * theme-classic's pagers, which a swizzled `DocPaginator` or `BlogPostPaginator` wraps (`@theme-original/...`):
 * `@theme/DocPaginator` (`previous`, `next`), `@theme/BlogPostPaginator` (`prevItem` is the newer post, `nextItem`
 * the older) and `@theme/PaginatorNavLink`. They draw sitegen's pager, as the site's other pages show it, with the
 * locale's words; every permalink is already the page's link (with the site's base), as Docusaurus passes it.
 */
import type { ReactNode } from 'react';
import { usePageData } from '../page-api.js';

/** A neighbour as Docusaurus passes it. */
interface Neighbour {
  title: string;
  permalink: string;
}

/** The docs pager: the previous and next doc of the sidebar, when there are. */
export function DocPaginator({ previous, next }: { previous?: Neighbour | null; next?: Neighbour | null }) {
  const { t } = usePageData();
  return (
    <Pager label={t('paginator.label')}>
      {previous && <PaginatorNavLink {...previous} subLabel={t('paginator.previous')} />}
      {next && <PaginatorNavLink {...next} subLabel={t('paginator.next')} isNext />}
    </Pager>
  );
}

/** A blog post's pager: the newer post first, then the older. */
export function BlogPostPaginator({
  prevItem,
  nextItem,
}: {
  prevItem?: Neighbour | null;
  nextItem?: Neighbour | null;
}) {
  const { t } = usePageData();
  return (
    <Pager label={t('blog.postPaginationLabel')}>
      {prevItem && <PaginatorNavLink {...prevItem} subLabel={t('blog.newerPost')} />}
      {nextItem && <PaginatorNavLink {...nextItem} subLabel={t('blog.olderPost')} isNext />}
    </Pager>
  );
}

/** One side of a pager. */
export function PaginatorNavLink({
  permalink,
  title,
  subLabel,
  isNext = false,
}: Neighbour & { subLabel?: ReactNode; isNext?: boolean }) {
  return (
    <a
      className={`pager__link pager__link--${isNext ? 'next' : 'prev'}`}
      href={permalink}
      rel={isNext ? 'next' : 'prev'}
    >
      {subLabel && <span className="pager__sub">{subLabel}</span>}
      <span className="pager__label">{isNext ? `${title} »` : `« ${title}`}</span>
    </a>
  );
}

/** sitegen's pager box; an empty cell keeps a lone "next" link in the right-hand column, as the docs' pager does. */
function Pager({ label, children }: { label: string; children: ReactNode[] }) {
  const [previous, next] = children;
  return (
    <nav className="pager" aria-label={label}>
      {previous || <span />}
      {next}
    </nav>
  );
}
