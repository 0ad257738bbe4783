/**
 * docusaurus-plugin-internaldocs-fb's theme puts FbInternalOnly and OssOnly (and their FB/OSS spellings) in every
 * Markdown file's scope, through its MDXComponents. A public build, the only one a Meta site's open-source repository
 * makes, draws FbInternalOnly as nothing and OssOnly as its children: what is written for Meta's internal site
 * never reaches the public one.
 */
import { createElement, Fragment, type ReactNode } from 'react';

const InternalOnly = () => null;
const PublicOnly = ({ children }: { children?: ReactNode }) => createElement(Fragment, null, children);

const COMPONENTS: Record<string, unknown> = {
  FbInternalOnly: InternalOnly,
  FBInternalOnly: InternalOnly,
  OssOnly: PublicOnly,
  OSSOnly: PublicOnly,
};

/** The theme's component of that name, when the file's site has the theme and the theme has one. */
export function internalDocsComponent(mdx: { internalDocs?: boolean } | undefined, name: string): unknown {
  return mdx?.internalDocs && Object.hasOwn(COMPONENTS, name) ? COMPONENTS[name] : undefined;
}
