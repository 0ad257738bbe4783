/**
 * The feeds of each blog, per locale (`/blog/rss.xml`, `/de/blog/rss.xml` ...): RSS 2.0, Atom 1.0 and JSON Feed 1,
 * those its `feed` setting names, as Docusaurus writes them (feed-formats.ts), with every post in full and absolute
 * URLs. Dates come from the posts, never from
 * the clock, so two builds of the same content write the same bytes.
 */
import path from 'node:path';
import type { ResolvedConfig } from '../config/schema.js';
import type { LocaleContent } from '../routes/create-route-table.js';
import type { Author, FeedAuthor, FeedItem, OutputFile } from '../types.js';
import { blogRootPath, feedPath, type FeedType } from '../../templates/blog/blog-paths.js';
import type { SiteBlog, SiteData } from '../../templates/site-data.js';
import { siteBlog } from '../../templates/blog/blog-route-data.js';
import { blogIdOf, feedTypesOf, siteBlogs } from '../config/blogs.js';
import { sortedPosts, timeOf, type BlogPost } from './blog-posts.js';
import { feedHtml } from './feed-html.js';
import { customFeedItems } from './custom-feed-items.js';
import { atom1, FEED_GENERATOR, json1, rss2, type FeedChannel } from './feed-formats.js';

/** One locale's content and site data. */
export interface FeedLocale {
  content: LocaleContent;
  site: SiteData;
}

/** Each format's writer. */
const FORMATS: Record<FeedType, (channel: FeedChannel, items: FeedItem[]) => string> = {
  rss: rss2,
  atom: atom1,
  json: json1,
};

/**
 * The feeds of every blog of every locale that has posts; nothing for a blog whose feeds are off. A blog with its
 * own `feedItems` function has its feeds in `later`, once the function has made them.
 */
export function createFeedFiles({ config, locales }: { config: ResolvedConfig; locales: FeedLocale[] }): {
  files: OutputFile[];
  later: Promise<OutputFile[]>;
} {
  const files: OutputFile[] = [];
  const later: Promise<OutputFile[]>[] = [];
  for (const { content, site } of locales)
    for (const settings of siteBlogs(config)) {
      const types = feedTypesOf(settings);
      const blogId = blogIdOf(settings);
      const all = types.length ? sortedPosts(content, blogId) : [];
      const posts = settings.feedLimit === false ? all : all.slice(0, settings.feedLimit);
      if (posts.length === 0) continue;
      const blog = siteBlog(site, blogId);
      const { channel, items } = feedContext({
        site,
        blog,
        posts,
        copyright: settings.feedCopyright,
        language: settings.feedLanguage ?? (site.docusaurus ? site.locale.code : site.locale.htmlLang),
      });
      const prefix = site.locale.path ? `${site.locale.path}/` : '';
      const write = (made: FeedItem[]) =>
        types.map((type) => ({ file: prefix + feedPath(blog, type).slice(1), content: FORMATS[type](channel, made) }));
      if (!settings.feedItems) {
        files.push(...write(items));
        continue;
      }
      const outDir = path.join(config.root, 'build', site.locale.path);
      const args = { createItems: settings.feedItems, posts, items, site, blog, outDir };
      later.push(customFeedItems(args).then(write));
    }
  return { files, later: Promise.all(later).then((lists) => lists.flat()) };
}

/** The blog's channel and its posts as feed items, in this locale: what every format is written from. */
interface FeedContext {
  channel: FeedChannel;
  items: FeedItem[];
}

function feedContext({ site, blog, posts, copyright, language }: FeedInput): FeedContext {
  const origin = new URL(site.url).origin;
  const url = (p: string) => `${origin}${site.localeBase}${p}`;
  const channel: FeedChannel = {
    link: url(blogRootPath(blog)),
    title: blog.feedTitle,
    description: blog.feedDescription,
    updated: new Date(timeOf(posts[0].entry)),
    generator: site.docusaurus ? FEED_GENERATOR : 'sitegen',
    language,
    // Docusaurus's is the favicon below this locale's baseUrl, which holds the static files too.
    favicon: site.favicon ? url(`/${site.favicon.slice(site.baseUrl.length)}`) : undefined,
    copyright,
  };
  const items = posts.map(({ entry }): FeedItem => {
    const link = url(entry.permalink);
    return {
      title: entry.title,
      id: link,
      link,
      date: new Date(timeOf(entry)),
      description: entry.description,
      content: feedHtml(entry.html, { site, origin, pageUrl: link }),
      // Docusaurus's feeds take an author's URL as written; a site-relative one is made absolute here, as a
      // reader outside the site could not follow it.
      ...(entry.authors?.length && { author: entry.authors.map((a) => feedAuthor(a, url)) }),
      category: (entry.tags ?? []).map((tag) => ({ name: tag, term: tag })),
    };
  });
  return { channel, items };
}

/** What the feeds are made from. */
interface FeedInput {
  site: SiteData;
  /** The blog's settings, in the locale's language. */
  blog: SiteBlog;
  posts: BlogPost[];
  /** The blog's `feedCopyright`, for RSS and Atom (JSON Feed 1 has no field for it). */
  copyright?: string;
  /** RSS's `<language>`: the blog's `feedLanguage`, else Docusaurus's locale code or sitegen's htmlLang. */
  language: string;
}

/** An author as the feeds name one. */
function feedAuthor(author: Author, url: (sitePath: string) => string): FeedAuthor {
  const link = author.url?.startsWith('/') && !author.url.startsWith('//') ? url(author.url) : author.url;
  return { name: author.name, ...(author.email && { email: author.email }), ...(link && { link }) };
}
