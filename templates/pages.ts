/**
 * Which template renders which kind of route. Route families add their templates here (blog, page modules);
 * the renderer looks the kind up and never switches on it itself.
 */
import type { ReactElement } from 'react';
import type { PageChrome } from './layout.js';
import type { RouteKind } from '../src/types.js';
import { BlogArchivePage } from './blog/blog-archive-page.js';
import { BlogListPage } from './blog/blog-list-page.js';
import { BlogPostPage } from './blog/blog-post-page.js';
import { BlogTagsPage } from './blog/blog-tags-page.js';
import { CategoryIndexPage } from './category-index-page.js';
import { DocPage } from './doc-page.js';
import { DocTagPage, DocTagsPage } from './doc-tags-page.js';
import { MarkdownPage } from './markdown-page.js';
import { NotFound } from './not-found.js';
import { PageModulePage } from './page-module.js';
import type { PageProps } from './site-data.js';

/**
 * A page body template; `pageTitle` / `pageDescription` give the `<title>` and description where the entry does
 * not; `documentTitle`, when it returns a string, is the whole `<title>` (the page set it itself, site name included).
 */
export type PageTemplate = ((props: PageProps) => ReactElement | null) & {
  pageTitle?: (props: PageProps) => string;
  documentTitle?: (props: PageProps) => string | undefined;
  pageDescription?: (props: PageProps) => string;
  /** What the page adds to its document itself (a Docusaurus `<Head>`): head elements, `<html>`/`<body>` classes. */
  pageHead?: (props: PageProps) => PageHeadExtras | undefined;
  /** What of the frame the page has (templates/layout.tsx), when not all of it. */
  pageChrome?: (props: PageProps) => PageChrome | undefined;
};

/** Head elements as HTML, classes for `<html>` and `<body>`, and `<html>`'s lang and dir, that a page gives its document. */
export interface PageHeadExtras {
  tags: string;
  htmlClass?: string;
  bodyClass?: string;
  htmlLang?: string;
  htmlDir?: string;
}

/** Kind -> template. */
export const PAGE_TEMPLATES: Partial<Record<RouteKind, PageTemplate>> = {
  doc: DocPage,
  'category-index': CategoryIndexPage,
  'doc-tags': DocTagsPage,
  'doc-tag': DocTagPage,
  'markdown-page': MarkdownPage,
  home: MarkdownPage,
  'not-found': NotFound,
  'blog-list': BlogListPage,
  'blog-tag': BlogListPage,
  'blog-post': BlogPostPage,
  'blog-archive': BlogArchivePage,
  'blog-tags': BlogTagsPage,
  page: PageModulePage,
};
