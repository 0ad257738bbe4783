/** `@theme/Heading`: a heading with its anchor link, as theme-classic 2.4.3 draws it (heading-anchor.ts). */
import { createElement, type ReactNode } from 'react';
import { usePageData } from '../page-api.js';
import { anchorClass, HASH_LINK_TEXT } from './heading-anchor.js';

/** `<Heading as="h2" id="x">`. */
export default function Heading({
  as = 'h2',
  id,
  children,
  ...rest
}: {
  as?: string;
  id?: string;
  children?: ReactNode;
  className?: string;
}) {
  const { site, t } = usePageData();
  if (as === 'h1' || !id) return createElement(as, { ...rest }, children);
  // theme-classic names the heading by its text when that is all it holds, else by its id.
  const label = t('heading.directLink', { heading: typeof children === 'string' ? children : id });
  const className = [anchorClass(site.navbar.hideOnScroll), rest.className].filter(Boolean).join(' ');
  return createElement(
    as,
    { ...rest, className, id },
    children,
    <a href={`#${id}`} className="hash-link" aria-label={label} title={label}>
      {HASH_LINK_TEXT}
    </a>,
  );
}
