/** The `<link rel="alternate">` elements that let feed readers find each blog's feeds from any page. */
import { format, href, t } from '../i18n.js';
import type { SiteBlog, SiteData } from '../site-data.js';
import { feedPath, type FeedType } from './blog-paths.js';

/** Each feed's media type, Docusaurus's (its JSON feed is `application/json`), and its link title. */
const FEED_LINKS: Record<FeedType, { type: string; title: (site: SiteData, blog: SiteBlog) => string }> = {
  rss: { type: 'application/rss+xml', title: (site, blog) => t(site, 'blog.feed.rss', { title: linkTitle(blog) }) },
  atom: { type: 'application/atom+xml', title: (site, blog) => t(site, 'blog.feed.atom', { title: linkTitle(blog) }) },
  json: { type: 'application/json', title: jsonFeedTitle },
};

/**
 * The JSON feed's link title: `blog.feed.json` of the site's catalogue, else English. Its English is here, not in
 * strings.ts, because i18n.ts brings that catalogue into the client script's build, where any edit to it renames
 * the minified identifiers of every site's scripts; this title is only ever rendered on the server.
 */
function jsonFeedTitle(site: SiteData, blog: SiteBlog): string {
  const title = linkTitle(blog);
  return format(site.strings['blog.feed.json'] ?? '{title} JSON Feed', site.locale.htmlLang, { title });
}

/** What a blog's feed links call it. */
function linkTitle(blog: SiteBlog): string {
  return blog.feedLinkTitle ?? blog.title;
}

/**
 * The feed links of every blog with feeds, for the page's locale: the main blog's, then the others', as
 * Docusaurus's blog plugins each add theirs to every page. Nothing when the site has no feeds.
 */
export function FeedLinks({ site }: { site: SiteData }) {
  const blogs = [site.blog, ...Object.values(site.blogs ?? {})].filter((blog) => blog.feeds.length > 0);
  if (blogs.length === 0) return null;
  return (
    <>
      {blogs.map((blog) => (
        <BlogFeedLinks key={blog.routeBasePath} site={site} blog={blog} />
      ))}
    </>
  );
}

/** One blog's feed links, in the order its `feed.types` names them. */
function BlogFeedLinks({ site, blog }: { site: SiteData; blog: SiteBlog }) {
  return (
    <>
      {blog.feeds.map((feed) => (
        <link
          key={feed}
          rel="alternate"
          type={FEED_LINKS[feed].type}
          href={href(site, feedPath(blog, feed))}
          title={FEED_LINKS[feed].title(site, blog)}
        />
      ))}
    </>
  );
}
