/** Markup rendered elsewhere (Markdown, cached chrome) placed as-is inside a wrapper element. */
import type { JSX } from 'react';

/** `<Tag dangerouslySetInnerHTML>` with a name that says why. */
export function RawHtml({
  html,
  as: Tag = 'div',
  ...rest
}: { html: string; as?: keyof JSX.IntrinsicElements } & Record<string, unknown>) {
  const Element = Tag as 'div';
  return <Element {...rest} dangerouslySetInnerHTML={{ __html: html }} />;
}
