/**
 * The types of the page-module API (`sitegen/page`, see page-api.ts). Kept apart from its runtime so that the
 * page props can name them without pulling the translation code into every program that reads `SiteData`.
 */
import type { ComponentType } from 'react';
import type { ContentEntry, DocsSidebarView, Releases, Route } from '../src/types.js';
import type { DocVersionView, LocaleInfo, NavItem, SiteData } from './site-data.js';

/** Everything a page module may read about the site and the page being rendered. */
export interface PageData {
  /** The site for this locale: title, config-derived navbar and footer, strings, data files. */
  site: SiteData;
  /** The route being rendered (its `path` is the site path without the locale prefix). */
  route: Route;
  /** The language of this render. */
  locale: LocaleInfo;
  /** A string of sitegen's UI catalogue (`t('crash.retry')`), translated for this locale. */
  t(id: string, params?: Record<string, string | number>): string;
  /** A string of the site's own catalogue (`content/i18n/<locale>/code.json`), `message` when untranslated. */
  translate(message: { id: string; message: string }, params?: Record<string, string | number>): string;
  /** A site path as a link in this locale: `href('/apps')` -> `/de/apps`. External URLs pass through. */
  href(path: string): string;
  /** A date (`2024-04-16`) written the way this locale writes dates. */
  formatDate(iso: string): string;
  /** A number written the way this locale writes numbers (`1,234`, `1.234`). */
  formatNumber(value: number): string;
  /** The data files (`content/data/*.json`) by name without extension. */
  data: Record<string, unknown>;
  /** One data file; a missing file is an error that names it. */
  dataFile<T>(name: string): T;
  /** The release channels from `releases.json` (validated when loaded), or null when the site has none. */
  releases: Releases | null;
  /** The Markdown source paired with the page: the home readme for the page at `/`, else null. */
  entry: ContentEntry | null;
  /**
   * Set while a Docusaurus site's swizzled DocItem/Layout is drawn: the theme-classic pieces it renders draw where
   * sitegen's markup goes (templates/docusaurus/doc-item-layout.tsx), and nowhere else.
   */
  inDocItemLayout?: boolean;
  /** A Docusaurus site's doc page, as `useDoc()` of theme-common gives it to a swizzled DocItem/Footer. */
  doc?: DocMetadata | null;
  /** That doc's headings, as `useDoc().toc` gives them to a swizzled TOC (apart from `doc`: a footer reads no headings). */
  docToc?: { value: string; id: string; level: number }[];
  /** A doc's sidebar, as theme-common's `useDocsSidebar()` gives it to its Markdown's islands in the browser. */
  docsSidebar?: DocsSidebarView;
  /** The docs of a page's `<DocCardList />` by id, as `useDocById()` gives them to a swizzled DocCard. */
  docsById?: Record<string, { id: string; title: string; description?: string }>;
  /**
   * The docs version menu a Docusaurus site's swizzled DocsVersionDropdownNavbarItem is drawing, with the page's
   * docs version: what its original (`@theme-original/NavbarItem/DocsVersionDropdownNavbarItem`) draws.
   */
  versionDropdown?: { item: Extract<NavItem, { kind: 'versions' }>; version?: DocVersionView };
}

/** A docs version as the docs plugin's global data lists it (`GlobalVersion`), with the docs sitegen knows of. */
export interface GlobalDocsVersion {
  name: string;
  label: string;
  isLast: boolean;
  /** With the base URL and locale. */
  path: string;
  mainDocId: string;
  docs: { id: string; path: string }[];
}

/**
 * A doc page's version for the docs hooks, in the route data of the page a doc's swizzled parts render as (its
 * `docsVersion`), so an island's page data carries it to the browser: `useDocsVersion()` (theme-common's `PropVersionMetadata`, without the
 * version's docs and sidebars, which sitegen's pages do not carry) and `useDocVersionSuggestions()` (the same doc in
 * the latest version, when it has it, and the latest version with its main doc).
 */
export interface DocsVersionData {
  metadata: {
    pluginId: string;
    version: string;
    label: string;
    banner: 'unreleased' | 'unmaintained' | null;
    badge: boolean;
    noIndex: boolean;
    className: string;
    isLast: boolean;
    docsSidebars: Record<string, never>;
    docs: Record<string, never>;
  };
  latestDocSuggestion?: { id: string; path: string };
  latestVersionSuggestion: GlobalDocsVersion;
}

/** A doc's metadata in Docusaurus's shape (plugin-content-docs's `DocMetadata`), as far as sitegen knows it. */
export interface DocMetadata {
  id: string;
  unversionedId: string;
  title: string;
  description: string;
  /** With the base URL and locale: what a link to the doc is. */
  permalink: string;
  editUrl: string | null;
  tags: { label: string; permalink: string }[];
  version: string;
  /** Seconds since 1970, when the site shows the last update time. */
  lastUpdatedAt?: number;
  formattedLastUpdatedAt?: string;
  lastUpdatedBy?: string;
  sidebar?: string;
  frontMatter: Record<string, unknown>;
  previous?: { title: string; permalink: string };
  next?: { title: string; permalink: string };
}

/** Document title and description of a page; `title: null` (or none) at `/` shows the bare site title. */
export interface PageMeta {
  title?: string | null;
  description?: string;
}

/** The shape of a page module once imported. */
export interface PageModule {
  default: ComponentType<PageData>;
  meta?: PageMeta | ((page: PageData) => PageMeta);
}

/**
 * When an island's React and code load: on idle or near the viewport (default), near the viewport, or at once; in a
 * Docusaurus site `'load'` is the default and hydrates before the window's load event (client/islands-now.ts).
 */
export type Hydrate = 'idle' | 'visible' | 'load';

/**
 * The prop every island accepts besides its own (a component of a `'use client'` module): declare a component's
 * props as `MyProps & IslandProps` to pass it with types.
 */
export interface IslandProps {
  /** When React and the island's code load in the browser (default `'idle'`; `'load'` in a Docusaurus site). */
  hydrate?: Hydrate;
}
