/** The `<link rel="alternate">` elements that let feed readers find the blog's feeds from any page. */
import { href, t } from '../i18n.js';
import type { SiteData } from '../site-data.js';
import { feedPath } from './blog-paths.js';

/** RSS and Atom links for the page's locale; nothing when the site has no feeds. */
export function FeedLinks({ site }: { site: SiteData }) {
  if (!site.blog.feed) return null;
  return (
    <>
      <link
        rel="alternate"
        type="application/rss+xml"
        href={href(site, feedPath(site.blog, 'rss'))}
        title={t(site, 'blog.feed.rss', { title: site.blog.title })}
      />
      <link
        rel="alternate"
        type="application/atom+xml"
        href={href(site, feedPath(site.blog, 'atom'))}
        title={t(site, 'blog.feed.atom', { title: site.blog.title })}
      />
    </>
  );
}
