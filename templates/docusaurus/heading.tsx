/** `@theme/Heading`: a heading with its `#` anchor link, as Markdown headings have. */
import { createElement, type ReactNode } from 'react';

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
  if (as === 'h1' || !id) return createElement(as, { id, ...rest }, children);
  return createElement(
    as,
    { id, ...rest },
    children,
    <a className="hash-link" href={`#${id}`} aria-label={`Direct link to ${id}`}>
      #
    </a>,
  );
}
