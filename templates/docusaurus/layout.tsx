/**
 * `@theme/Layout`: sitegen draws the site layout (navbar, footer) around the page, so this one records that the page
 * wants it (a page without a Layout has none, as in Docusaurus), its title and description for the document head,
 * and renders its children in Docusaurus's main wrapper.
 */
import type { ReactNode } from 'react';
import { currentHead } from './runtime.js';

/** Props of Docusaurus's Layout that change the output. */
export interface LayoutProps {
  children?: ReactNode;
  title?: string;
  description?: string;
  wrapperClassName?: string;
  noFooter?: boolean;
}

/** The page's content; title and description go to `<head>`. */
export default function Layout({ children, title, description, wrapperClassName, noFooter }: LayoutProps) {
  // In the browser the head is already written: nothing to collect.
  const head = currentHead() ?? {};
  if (title) head.title ??= title;
  if (description) head.description ??= description;
  head.drew = { ...head.drew, layout: true, noFooter: Boolean(noFooter || head.drew?.noFooter) };
  return <div className={`main-wrapper${wrapperClassName ? ` ${wrapperClassName}` : ''}`}>{children}</div>;
}
