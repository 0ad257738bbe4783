/**
 * `@docusaurus/Head`: its `<title>` (the whole document title, as Docusaurus writes it) and
 * `<meta name="description">` go to the document head; nothing renders in place.
 */
import { Children, isValidElement, type ReactNode } from 'react';
import { currentHead } from './runtime.js';

/** Reads title and description from its children. */
export default function Head({ children }: { children?: ReactNode }) {
  // In the browser the head is already written: nothing to collect.
  const head = currentHead() ?? {};
  Children.forEach(children, (child) => {
    if (!isValidElement(child)) return;
    const props = child.props as { children?: ReactNode; name?: string; property?: string; content?: string };
    if (child.type === 'title') head.fullTitle = Children.toArray(props.children).join('');
    if (child.type === 'meta' && (props.name === 'description' || props.property === 'og:description') && props.content)
      head.description = props.content;
  });
  return null;
}
