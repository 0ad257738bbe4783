/**
 * The feeds of each blog, per locale (`/blog/rss.xml`, `/de/blog/rss.xml` ...): RSS 2.0, Atom 1.0 and JSON Feed 1,
 * those its `feed` setting names, with every post in full and absolute URLs. Dates come from the posts, never from
 * the clock, so two builds of the same content write the same bytes.
 */
import type { ResolvedConfig } from '../config/schema.js';
import type { LocaleContent } from '../routes/create-route-table.js';
import type { Author, OutputFile } from '../types.js';
import { blogRootPath, feedPath, type FeedType } from '../../templates/blog/blog-paths.js';
import type { SiteBlog, SiteData } from '../../templates/site-data.js';
import { siteBlog } from '../../templates/blog/blog-route-data.js';
import { blogIdOf, feedTypesOf, siteBlogs } from '../config/blogs.js';
import { sortedPosts, timeOf, type BlogPost } from './blog-posts.js';
import { cdata, feedHtml, xmlText } from './feed-html.js';

/** One locale's content and site data. */
export interface FeedLocale {
  content: LocaleContent;
  site: SiteData;
}

/** Each format's writer. */
const FORMATS: Record<FeedType, (feed: FeedContext) => string> = { rss: rssFeed, atom: atomFeed, json: jsonFeed };

/** The feeds of every blog of every locale that has posts; nothing for a blog whose feeds are off. */
export function createFeedFiles({ config, locales }: { config: ResolvedConfig; locales: FeedLocale[] }): OutputFile[] {
  return locales.flatMap(({ content, site }) =>
    siteBlogs(config).flatMap((settings) => {
      const types = feedTypesOf(settings);
      if (types.length === 0) return [];
      const blogId = blogIdOf(settings);
      const posts = sortedPosts(content, blogId);
      if (posts.length === 0) return [];
      const blog = siteBlog(site, blogId);
      const feed = feedContext({ site, blog, posts, copyright: settings.feedCopyright });
      const prefix = site.locale.path ? `${site.locale.path}/` : '';
      return types.map((type) => ({ file: prefix + feedPath(blog, type).slice(1), content: FORMATS[type](feed) }));
    }),
  );
}

/** What every format needs, worked out once. */
interface FeedContext {
  site: SiteData;
  /** The blog's settings, in the locale's language. */
  blog: SiteBlog;
  origin: string;
  posts: BlogPost[];
  /** Absolute URL of a site path in this locale. */
  url: (sitePath: string) => string;
  /** The newest post's time: the feed changed then. */
  updated: Date;
  /** The post's HTML for a feed reader: the same in every format, so made once. */
  html: (post: BlogPost) => string;
  /** The blog's `feedCopyright`, for RSS and Atom (JSON Feed 1 has no field for it). */
  copyright?: string;
}

function feedContext({
  site,
  blog,
  posts,
  copyright,
}: Pick<FeedContext, 'site' | 'blog' | 'posts' | 'copyright'>): FeedContext {
  const origin = new URL(site.url).origin;
  const url = (p: string) => `${origin}${site.localeBase}${p}`;
  const made = new Map<BlogPost, string>();
  const html = (post: BlogPost) => {
    let text = made.get(post);
    if (text === undefined) {
      text = feedHtml(post.entry.html, { site, origin, pageUrl: url(post.entry.permalink) });
      made.set(post, text);
    }
    return text;
  };
  return { site, blog, origin, posts, url, updated: new Date(timeOf(posts[0].entry)), html, copyright };
}

/** RSS 2.0 with `content:encoded` for the full post. */
function rssFeed(feed: FeedContext): string {
  const { site, blog } = feed;
  const items = feed.posts.map((post) => {
    const { entry } = post;
    const link = xmlText(feed.url(entry.permalink));
    return [
      '<item>',
      `<title>${xmlText(entry.title)}</title>`,
      `<link>${link}</link>`,
      `<guid isPermaLink="true">${link}</guid>`,
      `<pubDate>${new Date(timeOf(entry)).toUTCString()}</pubDate>`,
      `<description>${xmlText(entry.description)}</description>`,
      `<content:encoded>${cdata(feed.html(post))}</content:encoded>`,
      ...(entry.authors ?? []).map((a) => `<dc:creator>${xmlText(a.name)}</dc:creator>`),
      ...(entry.tags ?? []).map((tag) => `<category>${xmlText(tag)}</category>`),
      '</item>',
    ].join('\n');
  });
  return [
    '<?xml version="1.0" encoding="utf-8"?>',
    '<rss version="2.0" xmlns:atom="http://www.w3.org/2005/Atom" xmlns:content="http://purl.org/rss/1.0/modules/content/" xmlns:dc="http://purl.org/dc/elements/1.1/">',
    '<channel>',
    `<title>${xmlText(blog.feedTitle)}</title>`,
    `<link>${xmlText(feed.url(blogRootPath(blog)))}</link>`,
    `<description>${xmlText(blog.feedDescription)}</description>`,
    `<language>${xmlText(site.locale.htmlLang)}</language>`,
    `<lastBuildDate>${feed.updated.toUTCString()}</lastBuildDate>`,
    '<generator>sitegen</generator>',
    ...(feed.copyright ? [`<copyright>${xmlText(feed.copyright)}</copyright>`] : []),
    `<atom:link href="${xmlText(feed.url(feedPath(blog, 'rss')))}" rel="self" type="application/rss+xml"/>`,
    ...items,
    '</channel>',
    '</rss>',
    '',
  ].join('\n');
}

/** Atom 1.0 with the full post as `content type="html"`. */
function atomFeed(feed: FeedContext): string {
  const { site, blog } = feed;
  const entries = feed.posts.map((post) => {
    const { entry } = post;
    const link = xmlText(feed.url(entry.permalink));
    const time = new Date(timeOf(entry)).toISOString();
    return [
      '<entry>',
      `<title type="text">${xmlText(entry.title)}</title>`,
      `<id>${link}</id>`,
      `<link href="${link}"/>`,
      `<published>${time}</published>`,
      `<updated>${time}</updated>`,
      `<summary type="text">${xmlText(entry.description)}</summary>`,
      `<content type="html">${cdata(feed.html(post))}</content>`,
      ...(entry.authors ?? []).map((a) => atomAuthor(a, feed)),
      ...(entry.tags ?? []).map((tag) => `<category term="${xmlText(tag)}" label="${xmlText(tag)}"/>`),
      '</entry>',
    ].join('\n');
  });
  const home = xmlText(feed.url(blogRootPath(blog)));
  return [
    '<?xml version="1.0" encoding="utf-8"?>',
    `<feed xmlns="http://www.w3.org/2005/Atom" xml:lang="${xmlText(site.locale.htmlLang)}">`,
    `<id>${home}</id>`,
    `<title>${xmlText(blog.feedTitle)}</title>`,
    `<subtitle>${xmlText(blog.feedDescription)}</subtitle>`,
    ...(feed.copyright ? [`<rights>${xmlText(feed.copyright)}</rights>`] : []),
    `<updated>${feed.updated.toISOString()}</updated>`,
    // Atom wants an author for every entry; this one stands for posts that name none.
    `<author><name>${xmlText(site.title)}</name></author>`,
    '<generator>sitegen</generator>',
    `<link rel="alternate" href="${home}"/>`,
    `<link rel="self" href="${xmlText(feed.url(feedPath(blog, 'atom')))}"/>`,
    ...entries,
    '</feed>',
    '',
  ].join('\n');
}

/** An Atom author. */
function atomAuthor(author: Author, feed: FeedContext): string {
  const uri = authorUrl(author, feed);
  return `<author><name>${xmlText(author.name)}</name>${uri ? `<uri>${xmlText(uri)}</uri>` : ''}</author>`;
}

/**
 * JSON Feed version 1, field for field and in the same order as Docusaurus 2.4.3 writes it (the `feed` package's
 * `json1()`): no `feed_url` or `date_published`, only a post's first author, `tags` even when there are none, four
 * spaces of indent and no final newline.
 */
function jsonFeed(feed: FeedContext): string {
  const { blog } = feed;
  const items = feed.posts.map((post) => {
    const { entry } = post;
    const link = feed.url(entry.permalink);
    const [author] = entry.authors ?? [];
    const url = author && authorUrl(author, feed);
    return {
      id: link,
      content_html: feed.html(post),
      url: link,
      ...(entry.title && { title: entry.title }),
      ...(entry.description && { summary: entry.description }),
      date_modified: new Date(timeOf(entry)).toISOString(),
      ...(author && { author: { name: author.name, ...(url && { url }) } }),
      tags: entry.tags ?? [],
    };
  });
  const home = feed.url(blogRootPath(blog));
  const description = blog.feedDescription && { description: blog.feedDescription };
  return JSON.stringify(
    { version: 'https://jsonfeed.org/version/1', title: blog.feedTitle, home_page_url: home, ...description, items },
    null,
    4,
  );
}

/** An author's URL for a feed: a site-relative one becomes absolute; none when the author has none. */
function authorUrl(author: Author, feed: FeedContext): string | null {
  if (!author.url) return null;
  return author.url.startsWith('/') && !author.url.startsWith('//') ? feed.url(author.url) : author.url;
}
