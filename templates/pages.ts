/**
 * Which template renders which kind of route. Route families add their templates here (blog, page modules);
 * the renderer looks the kind up and never switches on it itself.
 */
import type { ReactElement } from 'react';
import type { RouteKind } from '../src/types.js';
import { DocPage } from './doc-page.js';
import { MarkdownPage } from './markdown-page.js';
import { NotFound } from './not-found.js';
import type { PageProps } from './site-data.js';

/** A page body template. */
export type PageTemplate = (props: PageProps) => ReactElement | null;

/** Kind -> template. */
export const PAGE_TEMPLATES: Partial<Record<RouteKind, PageTemplate>> = {
  doc: DocPage,
  'markdown-page': MarkdownPage,
  home: MarkdownPage,
  'not-found': NotFound,
};
