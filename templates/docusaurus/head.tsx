/**
 * `@docusaurus/Head`: what it holds goes to the document head, as react-helmet puts it there; nothing renders in
 * place. Its `<title>` is the whole document title (Docusaurus writes it as it is), `<meta name="description">`
 * the page's description, `<html>` and `<body>` lend their `className` (and `<html>` its `lang` and `dir`, in
 * place of the locale's); every other element (meta, link,
 * script, style, noscript, base) is kept for the end of `<head>` (see src/render/head-tags.ts).
 */
import { Children, Fragment, isValidElement, type ReactElement, type ReactNode } from 'react';
import { currentHead, type DocumentHead } from './runtime.js';

/** Reads its children into the page's head. */
export default function Head({ children }: { children?: ReactNode }) {
  // In the browser the head is already written: nothing to collect.
  const head = currentHead();
  if (head) collect(head, children);
  return null;
}

function collect(head: DocumentHead, children: ReactNode): void {
  Children.forEach(children, (child) => {
    if (!isValidElement(child)) return;
    const props = child.props as Record<string, unknown> & { children?: ReactNode };
    if (child.type === Fragment) collect(head, props.children);
    else if (child.type === 'title') head.fullTitle = Children.toArray(props.children).join('');
    else if (child.type === 'html' || child.type === 'body') addHtmlOrBody(head, child.type, props);
    else if (isDescription(props)) head.description = String(props.content);
    else if (typeof child.type === 'string') keep(head, child as ReactElement);
  });
}

/** Keep `element` for the head; an earlier one with the same key gives way to it, as in react-helmet. */
function keep(head: DocumentHead, element: ReactElement): void {
  const key = keyOf(element);
  const kept = (head.elements ??= []);
  const earlier = key === null ? -1 : kept.findIndex((e) => keyOf(e) === key);
  if (earlier >= 0) kept.splice(earlier, 1);
  kept.push(element);
}

/** What makes two head elements the same one: a meta's name, property, http-equiv or charset; the canonical link. */
function keyOf(element: ReactElement): string | null {
  const props = element.props as Record<string, unknown>;
  if (element.type === 'meta') {
    for (const attribute of ['name', 'property', 'httpEquiv', 'charSet'])
      if (typeof props[attribute] === 'string') return `meta:${attribute}:${String(props[attribute])}`;
  }
  return element.type === 'link' && props.rel === 'canonical' ? 'link:canonical' : null;
}

function isDescription(props: Record<string, unknown>): boolean {
  return (props.name === 'description' || props.property === 'og:description') && Boolean(props.content);
}

function addHtmlOrBody(head: DocumentHead, element: 'html' | 'body', props: Record<string, unknown>): void {
  if (element === 'html') {
    if (typeof props.lang === 'string' && props.lang) head.htmlLang = props.lang;
    if (typeof props.dir === 'string' && props.dir) head.htmlDir = props.dir;
  }
  const { className } = props;
  if (typeof className !== 'string' || !className) return;
  const key = element === 'html' ? 'htmlClass' : 'bodyClass';
  head[key] = head[key] ? `${head[key]} ${className}` : className;
}
