/**
 * Puts a locale's translations of the config's words into its SiteData: navbar and footer labels, logo alt texts,
 * the copyright line, blog titles, the docs version label, the announcement and the tagline. Templates then read
 * `site.navbar`, `site.footer` and `site.blog` as they are, in the page's language.
 */
import type { NavItem, NavLink, NavMenuEntry, SiteBlog, SiteData } from '../../templates/site-data.js';
import { configIds } from '../../templates/config-ids.js';

/** The SiteData with every config text looked up in `site.strings` (English where the catalogue lacks it). */
export function localizeSiteData(site: SiteData): SiteData {
  const msg = (id: string, text: string) => site.strings[id] ?? text;
  const navLink = <T extends NavLink>(link: T): T => ({
    ...link,
    label: msg(configIds.navbarLabel(link.label), link.label),
    ariaLabel: link.ariaLabel && msg(configIds.navbarAriaLabel(link.ariaLabel), link.ariaLabel),
  });
  const footerLink = (link: NavLink): NavLink => ({
    ...link,
    label: msg(configIds.footerLabel(link.label), link.label),
    ariaLabel: link.ariaLabel && msg(configIds.footerAriaLabel(link.ariaLabel), link.ariaLabel),
  });
  // A menu's raw-HTML entries have no label.
  const menuEntry = (entry: NavMenuEntry): NavMenuEntry => ('html' in entry ? entry : navLink(entry));
  const navItem = (item: NavItem): NavItem => {
    if (item.kind === 'link') return navLink(item);
    if (item.kind === 'dropdown') {
      const label = msg(configIds.navbarLabel(item.label), item.label);
      return { ...item, label, items: item.items.map(menuEntry), link: item.link && { ...item.link, label } };
    }
    return item;
  };
  const localBlog = (blog: SiteBlog, id?: string): SiteBlog => ({
    ...blog,
    title: msg(configIds.blogTitle(id), blog.title),
    description: msg(configIds.blogDescription(id), blog.description),
    sidebarTitle: msg(configIds.blogSidebarTitle(id), blog.sidebarTitle),
  });
  const { navbar, footer, blog, blogs, docs, announcementBar } = site;
  return {
    ...site,
    tagline: msg(configIds.tagline(), site.tagline),
    navbar: {
      ...navbar,
      title: navbar.title && msg(configIds.navbarTitle(), navbar.title),
      logo: navbar.logo && { ...navbar.logo, alt: msg(configIds.navbarLogoAlt(), navbar.logo.alt) },
      items: navbar.items.map(navItem),
    },
    footer: {
      ...footer,
      links: footer.links.map((group) => ({
        title: msg(configIds.footerTitle(group.title), group.title),
        items: group.items.map((item) => ('html' in item ? item : footerLink(item))),
      })),
      copyright: msg(configIds.footerCopyright(), footer.copyright),
      logos: footer.logos.map((logo) => ({ ...logo, alt: msg(configIds.footerLogoAlt(logo.alt), logo.alt) })),
    },
    blog: localBlog(blog),
    ...(blogs && {
      blogs: Object.fromEntries(Object.entries(blogs).map(([id, other]) => [id, localBlog(other, id)])),
    }),
    docs: { ...docs, versionLabel: msg(configIds.versionLabel(), docs.versionLabel) },
    announcementBar: announcementBar && {
      ...announcementBar,
      content: localLinks(msg(configIds.announcement(), announcementBar.content), site.localeBase),
    },
  };
}

/** Site-absolute links in config HTML (`<a href="/blog/x">`) stay in the page's locale and under the base URL. */
function localLinks(html: string, localeBase: string): string {
  return html.replace(/(\shref=["'])\/(?!\/)/g, `$1${localeBase}/`);
}
