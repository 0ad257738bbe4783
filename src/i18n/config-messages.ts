/**
 * The words a site writes in `site.config.ts` (navbar and footer labels, blog titles, the announcement, the
 * tagline) are UI strings too: each gets a catalogue id, named the way Docusaurus names them in its
 * `navbar.json` / `footer.json` (`navbar.item.label.Docs`, `footer.link.title.Community`), so a translator sees
 * one `code.json` per locale with everything in it.
 */
import { allDocsVersions } from '../config/docs-versions.js';
import { blogIdOf, siteBlogs } from '../config/blogs.js';
import type { ResolvedConfig } from '../config/schema.js';
import { configIds } from '../../templates/config-ids.js';

/** Id -> English text of every translatable value in the config (empty values are left out). */
export function configMessages(config: ResolvedConfig): Record<string, string> {
  const out: Record<string, string> = {};
  const add = (id: string, text: string | undefined) => {
    if (text) out[id] = text;
  };
  add(configIds.tagline(), config.tagline);
  add(configIds.navbarLogoAlt(), config.navbar.logo?.alt);
  for (const item of config.navbar.items) {
    if ('label' in item) add(configIds.navbarLabel(item.label ?? ''), item.label);
    if ('ariaLabel' in item) add(configIds.navbarAriaLabel(item.ariaLabel ?? ''), item.ariaLabel);
    if (item.type !== 'dropdown') continue;
    for (const child of item.items) {
      // Raw-HTML entries have no label to translate.
      if (child.type === 'html') continue;
      add(configIds.navbarLabel(child.label ?? ''), child.label);
      if ('ariaLabel' in child) add(configIds.navbarAriaLabel(child.ariaLabel ?? ''), child.ariaLabel);
    }
  }
  for (const group of config.footer.links) {
    add(configIds.footerTitle(group.title), group.title);
    for (const link of group.items) {
      // Raw-HTML items have no label to translate.
      if ('html' in link) continue;
      add(configIds.footerLabel(link.label), link.label);
      add(configIds.footerAriaLabel(link.ariaLabel ?? ''), link.ariaLabel);
    }
  }
  add(configIds.footerCopyright(), config.footer.copyright);
  for (const logo of config.footer.logos) add(configIds.footerLogoAlt(logo.alt), logo.alt);
  for (const blog of siteBlogs(config)) {
    const id = blogIdOf(blog);
    add(configIds.blogTitle(id), blog.title);
    add(configIds.blogDescription(id), blog.description);
    add(configIds.blogSidebarTitle(id), blog.sidebarTitle);
  }
  add(configIds.versionLabel(), config.docs.version.label);
  for (const v of allDocsVersions(config)) add(configIds.versionLabelOf(v.pluginId, v.name), v.label);
  add(configIds.announcement(), config.announcementBar?.content);
  return out;
}
