/** The `<link rel="alternate">` elements that let feed readers find each blog's feeds from any page. */
import { href, t } from '../i18n.js';
import type { SiteBlog, SiteData } from '../site-data.js';
import { feedPath } from './blog-paths.js';

/**
 * RSS and Atom links of every blog with feeds, for the page's locale: the main blog's, then the others', as
 * Docusaurus's blog plugins each add theirs to every page. Nothing when the site has no feeds.
 */
export function FeedLinks({ site }: { site: SiteData }) {
  const blogs = [site.blog, ...Object.values(site.blogs ?? {})].filter((blog) => blog.feed);
  if (blogs.length === 0) return null;
  return (
    <>
      {blogs.map((blog) => (
        <BlogFeedLinks key={blog.routeBasePath} site={site} blog={blog} />
      ))}
    </>
  );
}

function BlogFeedLinks({ site, blog }: { site: SiteData; blog: SiteBlog }) {
  return (
    <>
      <link
        rel="alternate"
        type="application/rss+xml"
        href={href(site, feedPath(blog, 'rss'))}
        title={t(site, 'blog.feed.rss', { title: blog.title })}
      />
      <link
        rel="alternate"
        type="application/atom+xml"
        href={href(site, feedPath(blog, 'atom'))}
        title={t(site, 'blog.feed.atom', { title: blog.title })}
      />
    </>
  );
}
