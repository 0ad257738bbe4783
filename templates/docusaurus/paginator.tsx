/**
 * theme-classic's pagers, which a swizzled `DocPaginator` or `BlogPostPaginator` wraps (`@theme-original/...`):
 * `@theme/DocPaginator` (`previous`, `next`), `@theme/BlogPostPaginator` (`prevItem` is the newer post, `nextItem`
 * the older) and `@theme/PaginatorNavLink`. They draw sitegen's pager, as the site's other pages show it, with the
 * locale's words; every permalink is already the page's link (with the site's base), as Docusaurus passes it.
 */
import type { ReactNode } from 'react';
import { usePageData } from '../page-api.js';
import { pagerClass } from '../pager-classes.js';

/** A neighbour as Docusaurus passes it. */
interface Neighbour {
  title: string;
  permalink: string;
}

/** The docs pager: the previous and next doc of the sidebar, when there are. */
export function DocPaginator({ previous, next }: { previous?: Neighbour | null; next?: Neighbour | null }) {
  return <Pager strings={DOC_STRINGS} before={previous} after={next} />;
}

/** A blog post's pager: the newer post first, then the older. */
export function BlogPostPaginator({
  prevItem,
  nextItem,
}: {
  prevItem?: Neighbour | null;
  nextItem?: Neighbour | null;
}) {
  return <Pager strings={POST_STRINGS} before={prevItem} after={nextItem} />;
}

/** The locale strings of a pager: its name, and the words above each side. */
type PagerStrings = [label: string, before: string, after: string];
const DOC_STRINGS: PagerStrings = ['paginator.label', 'paginator.previous', 'paginator.next'];
const POST_STRINGS: PagerStrings = ['blog.postPaginationLabel', 'blog.newerPost', 'blog.olderPost'];

/** One side of a pager. */
export function PaginatorNavLink({
  permalink,
  title,
  subLabel,
  isNext = false,
}: Neighbour & { subLabel?: ReactNode; isNext?: boolean }) {
  return (
    <a className={pagerClass(isNext ? 'next' : 'prev', true)} href={permalink} rel={isNext ? 'next' : 'prev'}>
      {subLabel && <span className={pagerClass('sub', true)}>{subLabel}</span>}
      <span className={pagerClass('label', true)}>{isNext ? `${title} »` : `« ${title}`}</span>
    </a>
  );
}

/** sitegen's pager box; an empty cell keeps a lone "next" link in the right-hand column, as the docs' pager does. */
function Pager({
  strings: [label, beforeLabel, afterLabel],
  before,
  after,
}: {
  strings: PagerStrings;
  before?: Neighbour | null;
  after?: Neighbour | null;
}) {
  const { t } = usePageData();
  return (
    <nav className={pagerClass('nav', true)} aria-label={t(label)}>
      {before ? <PaginatorNavLink {...before} subLabel={t(beforeLabel)} /> : <span />}
      {after && <PaginatorNavLink {...after} subLabel={t(afterLabel)} isNext />}
    </nav>
  );
}
