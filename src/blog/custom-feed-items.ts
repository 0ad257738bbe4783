/**
 * A blog's own feed items (`blog.feedItems`, Docusaurus's `feedOptions.createFeedItems`): the function gets the
 * posts as Docusaurus's blog plugin hands them over and `defaultCreateFeedItems`, which gives sitegen's items for
 * the posts it is passed, and returns the items the feeds then hold, in its order.
 */
import { readFileSync } from 'node:fs';
import { SitegenError } from '../errors.js';
import type { Author, CreateFeedItems, DocusaurusBlogPost, FeedItem } from '../types.js';
import type { SiteBlog, SiteData } from '../../templates/site-data.js';
import { blogRootPath, tagPath } from '../../templates/blog/blog-paths.js';
import { timeOf, type BlogPost } from './blog-posts.js';

/** The items `createItems` makes of `posts`; `items` are sitegen's for the same posts, in the same order. */
export async function customFeedItems({
  createItems,
  posts,
  items,
  site,
  blog,
  outDir,
}: {
  createItems: CreateFeedItems;
  posts: BlogPost[];
  items: FeedItem[];
  site: SiteData;
  blog: SiteBlog;
  outDir: string;
}): Promise<FeedItem[]> {
  const blogPosts = posts.map((post) => docusaurusPost(post, site, blog));
  const byPost = new Map(blogPosts.map((p, i) => [p, items[i]]));
  let made: FeedItem[];
  try {
    made = await createItems({
      blogPosts,
      siteConfig: { ...(site.docusaurus?.siteConfig ?? {}), url: site.url, baseUrl: `${site.localeBase}/` },
      outDir,
      // Posts it was not given (a copy the function made) are matched by permalink.
      defaultCreateFeedItems: async ({ blogPosts: chosen }) =>
        chosen.flatMap(
          (p) => byPost.get(p) ?? items.filter((_, i) => blogPosts[i].metadata.permalink === p.metadata.permalink),
        ),
    });
  } catch (cause) {
    throw new SitegenError(`the feed items of the blog at ${blogRootPath(blog)} could not be made: ${String(cause)}`, {
      cause,
      hint: "fix the blog's feedItems function (Docusaurus's feedOptions.createFeedItems); --verbose prints its stack.",
    });
  }
  return (made ?? []).map(asFeedItem);
}

/**
 * An item as the formats take it: its date a Date (a function may give a string or a time), authors and tags
 * only as lists, as the `feed` package reads them.
 */
function asFeedItem(item: FeedItem): FeedItem {
  const { author, category } = item;
  return {
    ...item,
    date: item.date instanceof Date ? item.date : new Date(item.date as unknown as string),
    author: Array.isArray(author) ? author : undefined,
    category: Array.isArray(category) ? category : undefined,
  };
}

function docusaurusPost({ entry }: BlogPost, site: SiteData, blog: SiteBlog): DocusaurusBlogPost {
  const base = site.localeBase;
  return {
    id: entry.id,
    metadata: {
      permalink: `${base}${entry.permalink}`,
      source: `@site/${entry.relPath}`,
      title: entry.title,
      description: entry.description,
      date: new Date(timeOf(entry)),
      tags: (entry.tags ?? []).map((label) => ({
        label,
        permalink: `${base}${tagPath(blog, label, entry.tagPermalinks?.[label])}`,
      })),
      authors: (entry.authors ?? []).map(docusaurusAuthor),
      frontMatter: entry.frontMatter as Record<string, unknown>,
      hasTruncateMarker: entry.excerptHtml !== null,
      readingTime: entry.readingMinutes,
    },
    content: markdownBody(entry.absPath),
  };
}

/** The post's Markdown below its front matter, as Docusaurus hands it over. */
function markdownBody(file: string): string {
  try {
    return readFileSync(file, 'utf8').replace(/^---\r?\n[\s\S]*?\r?\n---(?:\r?\n|$)/, '');
  } catch {
    return '';
  }
}

function docusaurusAuthor(author: Author): Record<string, unknown> {
  const { name, title, url, imageUrl, email } = author;
  return Object.fromEntries(
    Object.entries({ name, title, url, imageURL: imageUrl, email }).filter(([, v]) => v !== undefined),
  );
}
