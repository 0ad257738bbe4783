/**
 * `@theme/Layout`: sitegen already wraps every page in the site layout (navbar, footer), so this one records the
 * page's title and description for the document head and renders its children in Docusaurus's main wrapper.
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
export default function Layout({ children, title, description, wrapperClassName }: LayoutProps) {
  // In the browser the head is already written: nothing to collect.
  const head = currentHead() ?? {};
  if (title) head.title ??= title;
  if (description) head.description ??= description;
  return <div className={`main-wrapper${wrapperClassName ? ` ${wrapperClassName}` : ''}`}>{children}</div>;
}
