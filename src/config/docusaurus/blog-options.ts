/**
 * The blogs of a Docusaurus config: the classic preset's `blog` (the main blog) and each further instance of
 * `@docusaurus/plugin-content-blog` with an id of its own (a changelog), as `blog.sections`. Each keeps its own
 * folder, URLs, authors, feeds and options, read with Docusaurus 2.4.3's defaults.
 */
import type { UserConfig } from '../schema.js';
import type { FeedType } from '../../../templates/blog/blog-paths.js';
import { contentPluginOptions, isContentPlugin, REMARK_KEYS } from './content-plugins.js';
import { obj, type Obj } from './config-values.js';
import { pluginLabel } from './map-docusaurus-config.js';
import { types } from 'node:util';

const BLOG_PLUGIN = '@docusaurus/plugin-content-blog';
type BlogOptions = Omit<NonNullable<UserConfig['blog']>, 'sections'>;
type BlogSection = NonNullable<NonNullable<UserConfig['blog']>['sections']>[number];

/** Whether a `plugins` entry is `@docusaurus/plugin-content-blog` (or its short name). */
export function isBlogPlugin(entry: unknown): boolean {
  return isContentPlugin(pluginLabel(entry), 'blog');
}

/** The options of each blog plugin entry with an id of its own: the site's further blogs. */
function blogPluginOptions(raw: Obj): Obj[] {
  return contentPluginOptions(raw, 'blog', pluginLabel);
}

/** The main blog (the preset's `blog` options) and each further blog, as sitegen's `blog`. */
export function mapBlogs(
  { blog, raw }: { blog: Obj | null; raw: Obj },
  ignored: string[],
): NonNullable<UserConfig['blog']> {
  const sections = blogPluginOptions(raw).map((options): BlogSection => ({
    id: String(options.id),
    path: typeof options.path === 'string' ? options.path : 'blog',
    ...mapBlog(options, { siteTitle: raw.title, ignored, where: `plugins: ${BLOG_PLUGIN} (id ${String(options.id)})` }),
  }));
  const main = mapBlog(blog ?? {}, { siteTitle: raw.title, ignored, where: 'blog' });
  return sections.length ? { ...main, sections } : main;
}

/** One blog plugin's options, with Docusaurus's defaults where they differ from sitegen's. */
function mapBlog(
  blog: Obj,
  { siteTitle, ignored, where }: { siteTitle: unknown; ignored: string[]; where: string },
): BlogOptions {
  const out: BlogOptions = typeof blog.postsPerPage === 'number' ? { postsPerPage: blog.postsPerPage } : {};
  if (typeof blog.routeBasePath === 'string') out.routeBasePath = blog.routeBasePath.replace(/^\/+|\/+$/g, '');
  // Docusaurus's defaults where they differ from sitegen's: its description is 'Blog' (options.json translates
  // it), its sidebar 'Recent posts' with 5 of them.
  out.title = typeof blog.blogTitle === 'string' ? blog.blogTitle : 'Blog';
  out.description = typeof blog.blogDescription === 'string' ? blog.blogDescription : 'Blog';
  out.sidebarCount = typeof blog.blogSidebarCount === 'number' ? blog.blogSidebarCount : 5;
  if (blog.blogSidebarCount === 'ALL') out.sidebarCount = 100000;
  out.sidebarTitle = typeof blog.blogSidebarTitle === 'string' ? blog.blogSidebarTitle : 'Recent posts';
  const types = blog.feedOptions === false ? [] : feedTypes(obj(blog.feedOptions).type);
  // RSS and Atom are sitegen's default too: a site that keeps Docusaurus's says nothing.
  if (types.join() !== 'rss,atom') out.feed = types.length ? { types } : false;
  // Docusaurus's feeds are titled and described `<site title> Blog` unless feedOptions says otherwise.
  const feed = obj(blog.feedOptions);
  const siteName = typeof siteTitle === 'string' ? siteTitle : '';
  const named = `${siteName} Blog`.trim();
  out.feedTitle = typeof feed.title === 'string' ? feed.title : named;
  out.feedDescription = typeof feed.description === 'string' ? feed.description : named;
  // Its feed links call the blog by feedOptions.title, else by the site's title: `Dino RSS Feed`.
  out.feedLinkTitle = typeof feed.title === 'string' ? feed.title : siteName;
  if (typeof feed.copyright === 'string' && feed.copyright) out.feedCopyright = feed.copyright;
  if (typeof feed.language === 'string' && feed.language) out.feedLanguage = feed.language;
  if (typeof feed.createFeedItems === 'function') out.feedItems = feed.createFeedItems as never;
  // Docusaurus 3's option (2.4.3's schema refuses it, and writes every post): a number caps the feeds, false or
  // null is every post. Unset is every post, as 2.4.3 writes, not Docusaurus 3's 20.
  if (typeof feed.limit === 'number' && feed.limit > 0) out.feedLimit = Math.floor(feed.limit);
  if (typeof blog.editUrl === 'string' || typeof blog.editUrl === 'function') out.editUrl = blog.editUrl as never;
  if (blog.editLocalizedFiles === true) out.editLocalizedFiles = true;
  if (blog.showReadingTime === false) out.showReadingTime = false;
  if (typeof blog.archiveBasePath === 'string') out.archiveBasePath = blog.archiveBasePath.replace(/^\/+|\/+$/g, '');
  if (typeof blog.tagsBasePath === 'string') out.tagsBasePath = blog.tagsBasePath.replace(/^\/+|\/+$/g, '');
  // 'ALL': every post on the one list page.
  if (blog.postsPerPage === 'ALL') out.postsPerPage = 100000;
  ignored.push(...unappliedBlogOptions(blog, where));
  return out;
}

/** The blog options mapBlog reads, and those read as Markdown settings. */
const READ_BLOG_OPTIONS = new Set([
  'id',
  'path',
  'routeBasePath',
  'archiveBasePath',
  'tagsBasePath',
  'postsPerPage',
  'blogTitle',
  'blogDescription',
  'blogSidebarCount',
  'blogSidebarTitle',
  'feedOptions',
  'editUrl',
  'editLocalizedFiles',
  'showReadingTime',
  'admonitions',
  ...REMARK_KEYS,
]);

/** Docusaurus 2.4.3's defaults of options sitegen does as those defaults say. */
const DEFAULT_BLOG_OPTIONS: Obj = {
  showReadingTime: true,
  authorsMapPath: 'authors.yml',
  admonitions: true,
  include: ['**/*.{md,mdx}'],
  truncateMarker: /<!--\s*(truncate)\s*-->/,
};

/** Whether an option's value is its default: a list or a pattern written out as the default is (Detox's config). */
function isDefault(key: string, value: unknown): boolean {
  const fallback = DEFAULT_BLOG_OPTIONS[key];
  // The config may come from another realm (the site's code runs in a context of its own): no `instanceof RegExp`.
  if (types.isRegExp(value) || types.isRegExp(fallback)) return String(value) === String(fallback);
  if (Array.isArray(value)) return JSON.stringify(value) === JSON.stringify(fallback);
  return value === fallback;
}

/**
 * Each option a blog sets that sitegen does not apply (`truncateMarker`, `readingTime`, ...), and an
 * `archiveBasePath` of null, with which Docusaurus writes no archive page.
 */
function unappliedBlogOptions(blog: Obj, where: string): string[] {
  return Object.keys(blog)
    .filter(
      (key) =>
        (!READ_BLOG_OPTIONS.has(key) || (key === 'archiveBasePath' && blog[key] === null)) &&
        blog[key] !== undefined &&
        !isDefault(key, blog[key]),
    )
    .map((key) =>
      key === 'archiveBasePath'
        ? `${where}.archiveBasePath: null: sitegen writes the archive page`
        : `${where}.${key}: not supported`,
    );
}

const FEED_TYPES: FeedType[] = ['rss', 'atom', 'json'];

/**
 * The feeds a blog's `feedOptions.type` asks for, as Docusaurus 2.4.3's options schema reads it: unset is RSS and
 * Atom, `'all'` all three, one type that one, a list those it names in its order, null none.
 */
function feedTypes(type: unknown): FeedType[] {
  if (type === undefined) return ['rss', 'atom'];
  if (type === 'all') return FEED_TYPES;
  const list: unknown[] = Array.isArray(type) ? type : [type];
  return [...new Set(list)].filter((t): t is FeedType => FEED_TYPES.includes(t as FeedType));
}
