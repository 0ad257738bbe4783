/**
 * RSS 2.0 and Atom 1.0 feeds of each blog, one pair per locale (`/blog/rss.xml`, `/de/blog/rss.xml` ...), with
 * every post in full and absolute URLs. Dates come from the posts, never from the clock, so two builds of the
 * same content write the same bytes.
 */
import type { ResolvedConfig } from '../config/schema.js';
import type { LocaleContent } from '../routes/create-route-table.js';
import type { Author, OutputFile } from '../types.js';
import { blogRootPath, feedPath } from '../../templates/blog/blog-paths.js';
import type { SiteBlog, SiteData } from '../../templates/site-data.js';
import { siteBlog } from '../../templates/blog/blog-route-data.js';
import { blogIdOf, siteBlogs } from '../config/blogs.js';
import { sortedPosts, timeOf, type BlogPost } from './blog-posts.js';
import { cdata, feedHtml, xmlText } from './feed-html.js';

/** One locale's content and site data. */
export interface FeedLocale {
  content: LocaleContent;
  site: SiteData;
}

/** Both feeds of every blog of every locale that has posts; nothing for a blog whose feeds are off. */
export function createFeedFiles({ config, locales }: { config: ResolvedConfig; locales: FeedLocale[] }): OutputFile[] {
  return locales.flatMap(({ content, site }) =>
    siteBlogs(config).flatMap((settings) => {
      if (!settings.feed) return [];
      const blogId = blogIdOf(settings);
      const posts = sortedPosts(content, blogId);
      if (posts.length === 0) return [];
      const blog = siteBlog(site, blogId);
      const feed = feedContext(site, blog, posts);
      const prefix = site.locale.path ? `${site.locale.path}/` : '';
      return [
        { file: prefix + feedPath(blog, 'rss').slice(1), content: rssFeed(feed) },
        { file: prefix + feedPath(blog, 'atom').slice(1), content: atomFeed(feed) },
      ];
    }),
  );
}

/** What both formats need, worked out once. */
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
  /** The post's body for a feed reader, as a CDATA section: the same in both formats, so made once. */
  body: (post: BlogPost) => string;
}

function feedContext(site: SiteData, blog: SiteBlog, posts: BlogPost[]): FeedContext {
  const origin = new URL(site.url).origin;
  const url = (p: string) => `${origin}${site.localeBase}${p}`;
  const bodies = new Map<BlogPost, string>();
  const body = (post: BlogPost) => {
    let made = bodies.get(post);
    if (made === undefined) {
      made = cdata(feedHtml(post.entry.html, { site, origin, pageUrl: url(post.entry.permalink) }));
      bodies.set(post, made);
    }
    return made;
  };
  return { site, blog, origin, posts, url, updated: new Date(timeOf(posts[0].entry)), body };
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
      `<content:encoded>${feed.body(post)}</content:encoded>`,
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
      `<content type="html">${feed.body(post)}</content>`,
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

/** An Atom author; site-relative author URLs become absolute. */
function atomAuthor(author: Author, feed: FeedContext): string {
  const uri = author.url
    ? author.url.startsWith('/') && !author.url.startsWith('//')
      ? feed.url(author.url)
      : author.url
    : null;
  return `<author><name>${xmlText(author.name)}</name>${uri ? `<uri>${xmlText(uri)}</uri>` : ''}</author>`;
}
