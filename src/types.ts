/**
 * The shapes that cross sitegen's three runtimes (src, templates, client).
 * Data flows: site.config.ts -> ContentFile -> ContentEntry -> RouteTable -> RenderedPage -> OutputFile.
 * Templates and the client import these with `import type` only.
 */

/** Where a content file comes from, which decides how it is parsed and routed. */
export type ContentKind = 'doc' | 'blog' | 'page' | 'home';

/** A file found by the scan, not yet parsed. */
export interface ContentFile {
  kind: ContentKind;
  /** Absolute path on disk. */
  absPath: string;
  /** Path below the kind's folder, with forward slashes (`latest/api/app.md`). */
  relPath: string;
  /** The locale this file is written in: the default locale, or the `i18n/<locale>/` folder it sits in. */
  locale: string;
  /** Raw file text. */
  source: string;
  /** Last modification time in ms (for 'Last updated'): the last commit's when git knows the file; 0 when unknown. */
  mtimeMs: number;
  /** Author of the last commit that touched the file, when last-updated data comes from git. */
  lastAuthor?: string;
  /** Docs of a version other than the main docs' last one: its namespace (src/docs/docs-versions.ts). */
  docsNs?: string;
  /** A post of a blog other than the main one: that blog's id (`blog.sections`, src/config/blogs.ts). */
  blogId?: string;
  /** A Markdown page of a pages folder other than `paths.pages`: that folder's id (`pages.sections`). */
  pagesId?: string;
}

/**
 * The key a source and its translations share: kind and path, plus the docs version, the blog or the pages folder
 * when it is not the main one.
 */
export function sourceKey(file: {
  kind: ContentKind;
  relPath: string;
  docsNs?: string;
  blogId?: string;
  pagesId?: string;
}): string {
  const ns = file.docsNs ?? file.blogId ?? file.pagesId;
  return ns ? `${file.kind}:${ns}::${file.relPath}` : `${file.kind}:${file.relPath}`;
}

/** A file to write, its path relative to the output root (`assets/main.3f2a1b.js`, `blog/rss.xml`). */
export interface OutputFile {
  file: string;
  content: string;
}

/** One table-of-contents heading. `html` keeps inline code as code. */
export interface TocItem {
  id: string;
  level: number;
  text: string;
  html: string;
}

/** A link or image written in a source, kept for `check` with its position. */
export interface LinkRecord {
  kind: 'link' | 'image';
  /** The target as written (`../api/app.md#event-ready`). */
  raw: string;
  /**
   * Resolved site path without locale prefix (`/docs/latest/api/app`), or null when it resolves to nothing. For
   * raw HTML (`via: 'html'`) the target as written, without its hash: `check` resolves it against the page.
   */
  resolved: string | null;
  /** The `#anchor` part, without `#`, if any. */
  anchor: string | null;
  line: number;
  column: number;
  external: boolean;
  /**
   * Where the link was written, when not as a Markdown link or image: `html` for raw HTML (`<a href>`,
   * `<img src>`, which the browser follows as written: a site path there is not moved into the page's locale),
   * `fiddle` for an embed's 'Open in Fiddle' button.
   */
  via?: 'html' | 'fiddle';
  /** A link to a file beside the source (`./config.yaml`) that was copied into the output, as Docusaurus does. */
  file?: true;
}

/** A blog post's author after `authors.yml` lookup. */
export interface Author {
  name: string;
  title?: string;
  url?: string;
  imageUrl?: string;
  /** Named in the RSS and Atom feeds (Docusaurus's `email`). */
  email?: string;
}

/** A tag written as an object in front matter, as Docusaurus takes it. */
export interface FrontMatterTag {
  label: string;
  permalink: string;
}

/**
 * Front matter as checked by `checkFrontMatter` (src/content/front-matter-fields.ts): the known keys have their
 * type (YAML's `12` for a text key is already `'12'`; `null` is kept, it means "none": `pagination_next: null`),
 * other keys are kept as written.
 */
export interface FrontMatter {
  [key: string]: unknown;
  id?: string | null;
  title?: string | null;
  description?: string | null;
  slug?: string | null;
  sidebar_label?: string | null;
  sidebar_position?: number | null;
  sidebar_class_name?: string | null;
  displayed_sidebar?: string | null;
  hide_title?: boolean | null;
  hide_table_of_contents?: boolean | null;
  toc_min_heading_level?: number | null;
  toc_max_heading_level?: number | null;
  keywords?: string[] | null;
  /** A tag is its label, or `{ label, permalink }` (Docusaurus's object form: the permalink below the tags path). */
  tags?: (string | FrontMatterTag)[] | null;
  draft?: boolean | null;
  unlisted?: boolean | null;
  /** Docs: `false` keeps this doc's file and folder number prefixes in its id, URL and sidebar position. */
  parse_number_prefixes?: boolean | null;
  pagination_prev?: string | null;
  pagination_next?: string | null;
  custom_edit_url?: string | null;
  image?: string | null;
  aliases?: string[] | null;
  /** Blog: a date in any form YAML or a string gives; read by the blog's date rules. */
  date?: unknown;
  /** Blog: author keys or inline authors. */
  authors?: unknown;
}

/** A parsed source: everything later stages need, computed once per source file (not per locale). */
export interface ContentEntry {
  kind: ContentKind;
  /** Doc id (`latest/api/app`), blog slug, or page path. */
  id: string;
  locale: string;
  absPath: string;
  relPath: string;
  /** The site path without locale prefix (`/docs/latest/api/app`). */
  permalink: string;
  /** Extra site paths that render the same entry (front matter `aliases`). */
  aliases: string[];
  title: string;
  description: string;
  /** Whether the body starts with its own `# H1` (else the template shows a generated one). */
  hasOwnH1: boolean;
  frontMatter: FrontMatter;
  /** Rendered body HTML. Internal links carry the locale placeholder, `LOCALE_BASE` (templates/placeholders.ts). */
  html: string;
  /** Blog: HTML above the truncate marker, or null when there is none. */
  excerptHtml: string | null;
  toc: TocItem[];
  /** Every heading id on the page (for anchor checks), not only the TOC levels. */
  anchors: string[];
  links: LinkRecord[];
  /** Blog only. */
  date?: string;
  authors?: Author[];
  tags?: string[];
  /** Label -> the permalink its front matter gives (a tag written as `{ label, permalink }`). */
  tagPermalinks?: Record<string, string>;
  readingMinutes?: number;
  /**
   * A doc whose components read its sidebar (theme-common's `useCurrentSidebarCategory()`) while Markdown rendered,
   * before the sidebars were made: its body renders again with it (src/routes/sidebar-bodies.ts).
   */
  readsSidebar?: true;
  /** Such a doc's sidebar, when it holds islands: they read it in the browser (templates/markdown-islands-data.tsx). */
  islandsSidebar?: DocsSidebarView;
  draft: boolean;
  lastUpdated: number;
  /** Author of the last commit, when `docs.showLastUpdateAuthor` is on and git knows the file. */
  lastUpdatedBy?: string;
  /** Docs of a version other than the main docs' last one: its namespace; its `id` is prefixed with it. */
  docsNs?: string;
  /** A post of a blog other than the main one: that blog's id. */
  blogId?: string;
  /** A page of a pages folder other than `paths.pages`: that folder's id. */
  pagesId?: string;
  /** 'Edit this page' target, null for none. */
  editUrl: string | null;
  /** Features the page uses, so the client loads only what it needs. */
  features: { mermaid: boolean };
  /** What a `<head>` in its body held: elements for the end of the document's `<head>`. */
  headTags?: string;
}

/** A resolved sidebar item, ready to render. */
export type SidebarNode =
  | {
      type: 'doc';
      id: string;
      label: string;
      href: string;
      tags: string[];
      className?: string;
      customProps?: Record<string, unknown>;
    }
  | { type: 'link'; label: string; href: string; className?: string }
  | {
      type: 'category';
      /** `className` from the sidebars file or `_category_` file, on the item's `<li>`. */
      className?: string;
      customProps?: Record<string, unknown>;
      key: number;
      label: string;
      href: string | null;
      collapsed: boolean;
      /** `collapsible: false`: always open, with no toggle (absent when it may be collapsed). */
      collapsible?: false;
      items: SidebarNode[];
      /** `link: {type: 'generated-index'}`: `href` is a page listing the category's items. */
      generatedIndex?: boolean;
      /** The generated index's own title and description (`link.title`, `link.description`), translated. */
      indexTitle?: string;
      indexDescription?: string;
    };

/**
 * A sidebar item as Docusaurus's docs plugin gives it to the theme (`PropSidebarItem`, 2.4.3): a doc is a link with
 * its `docId`, a category has `href` only when it has a page (src/docs/sidebar-props.ts).
 */
export type PropSidebarItem = Record<string, unknown> &
  (
    | { type: 'link'; label: string; href: string; docId?: string }
    | { type: 'category'; label: string; items: PropSidebarItem[]; href?: string; collapsed: boolean }
  );

/** A category in the theme's shape. */
export type PropSidebarCategory = Extract<PropSidebarItem, { type: 'category' }>;

/** What a page's components read of its docs sidebar (theme-common's hooks); `sidebar` null for a page in none. */
export interface DocsSidebarView {
  /** The page's path with the locale's base, as the theme's location gives it. */
  pathname: string;
  sidebar: { name: string; items: PropSidebarItem[] } | null;
}

/** A sidebar by id, with its items resolved to labels and links. */
export interface Sidebar {
  id: string;
  items: SidebarNode[];
  /** A heading shown above the items and used as the sidebar's label (the blog's 'Latest posts'). */
  title?: string;
}

/** A link to a neighbouring page (docs paging, blog posts). */
export interface PageLink {
  title: string;
  href: string;
}

/** Pagination metadata of a list route, as the spec's route-table entry describes it. */
export interface ListMetadata {
  permalink: string;
  page: number;
  postsPerPage: number;
  totalPages: number;
  totalCount: number;
  previousPage: string | null;
  nextPage: string | null;
  blogTitle: string;
  blogDescription: string;
}

/** Every kind of route the renderer knows. */
export type RouteKind =
  | 'doc'
  | 'blog-list'
  | 'blog-post'
  | 'blog-archive'
  | 'blog-tags'
  | 'blog-tag'
  | 'page'
  | 'markdown-page'
  | 'home'
  | 'category-index'
  | 'doc-tags'
  | 'doc-tag'
  | 'not-found';

/** One row of a locale's route table. */
export interface Route {
  /** Site path without locale prefix, no trailing slash except `/` itself and explicit folder routes. */
  path: string;
  kind: RouteKind;
  /** The entry's source file, or the data that made the route. */
  source: string;
  /** Content reference: key into the parsed entries. */
  entryKey?: string;
  /** Docs: which sidebar the page belongs to. */
  sidebar?: string;
  /** Docs: the canonical path when this route is an alias. */
  canonical?: string;
  /** List routes: the entries they list and their metadata. */
  items?: string[];
  metadata?: ListMetadata;
  /** Extra per-kind data (tag name, page module path, ...). */
  data?: Record<string, unknown>;
}

/** Every warning code, in the order `check --help` lists them; `check --json` reports them as they are. */
export const WARNING_CODES = [
  'broken-link',
  'broken-anchor',
  'missing-image',
  'missing-file',
  'missing-locale-page',
  'hreflang-without-page',
  'sitemap-without-page',
  'missing-home-page',
  'duplicate-route',
  'missing-translation',
  'bad-translation',
  'unmatched-translation',
  'outside-site',
  'other',
] as const;

/** What a warning is about (`broken-link`, `duplicate-route`, ...). */
export type WarningCode = (typeof WARNING_CODES)[number];

/** A warning collected during a build (broken link, duplicate route, missing translation). */
export interface BuildWarning {
  code: WarningCode;
  file: string;
  line?: number;
  column?: number;
  message: string;
  link?: string;
}

/** One release channel's entry (spec section 3): the release and the versions of what it bundles. */
export interface ReleaseChannel {
  version: string;
  /** Release date, `YYYY-MM-DD`. */
  date: string;
  node: string;
  v8: string;
  uv: string;
  zlib: string;
  openssl: string;
  /** Node module ABI version. */
  modules: string;
  chrome: string;
  /** Build-target names (`darwin-x64`, `win32-ia32-symbols`, ...). */
  files: string[];
}

/** The release data (`content/data/releases.json`): the latest stable release, a prerelease and a nightly. */
export interface Releases {
  stable: ReleaseChannel;
  prerelease: ReleaseChannel;
  nightly: ReleaseChannel;
}

/** What Docusaurus passes to a docs `editUrl` function. */
export interface DocEditUrlArgs {
  version: string;
  versionDocsDirPath: string;
  docPath: string;
  permalink: string;
  locale: string;
}

/** What Docusaurus passes to a blog `editUrl` function. */
export interface BlogEditUrlArgs {
  blogDirPath: string;
  blogPath: string;
  permalink: string;
  locale: string;
}

/** A client module of the site. */
export interface ClientModule {
  /** Its path from the site root, `/`-separated: the id pages carry (`content/pages/_components/counter.tsx`). */
  id: string;
  /** Absolute path. */
  file: string;
  /** Its stylesheet (the plain CSS its code imports) loads with it: the server never bundled its code. */
  css?: boolean;
}

/** An author as the `feed` package takes one. */
export interface FeedAuthor {
  name?: string;
  email?: string;
  link?: string;
}

/** A feed item: what Docusaurus's `createFeedItems` returns for a post. */
export interface FeedItem {
  title: string;
  id: string;
  link: string;
  date: Date;
  description?: string;
  /** The post's HTML. */
  content?: string;
  author?: FeedAuthor[];
  category?: { name: string; term: string }[];
}

/** A post as Docusaurus 2.4.3's blog plugin describes it to `createFeedItems`. */
export interface DocusaurusBlogPost {
  id: string;
  metadata: {
    permalink: string;
    source: string;
    title: string;
    description: string;
    date: Date;
    tags: { label: string; permalink: string }[];
    authors: Record<string, unknown>[];
    frontMatter: Record<string, unknown>;
    hasTruncateMarker: boolean;
    readingTime?: number;
  };
  content: string;
}

/** What `createFeedItems` gets, as Docusaurus passes it. */
export interface CreateFeedItemsParams {
  blogPosts: DocusaurusBlogPost[];
  siteConfig: Record<string, unknown>;
  outDir: string;
  defaultCreateFeedItems: (params: { blogPosts: DocusaurusBlogPost[] }) => Promise<FeedItem[]>;
}

/** The function a blog makes its feed items with. */
export type CreateFeedItems = (params: CreateFeedItemsParams) => FeedItem[] | Promise<FeedItem[]>;
