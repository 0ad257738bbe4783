/** A listed post's "Read More" link to its page, labelled with its title for screen readers. */
import { t } from '../i18n.js';
import type { SiteData } from '../site-data.js';

export function ReadMoreLink({ site, title, href }: { site: SiteData; title: string; href: string }) {
  return (
    <a className="blog-post__read-more" href={href} aria-label={t(site, 'blog.readMoreAbout', { title })}>
      <b>{t(site, 'blog.readMore')}</b>
    </a>
  );
}
