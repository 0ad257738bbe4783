/**
 * The catalogue ids of the words a site writes in its config (navbar and footer labels, blog titles, the
 * announcement, the tagline), named the way Docusaurus names them in its `navbar.json` / `footer.json`
 * (`navbar.item.label.Docs`, `footer.link.title.Community`). The build reads the words under them
 * (src/i18n/config-messages.ts); templates look them up in a locale's strings.
 */

export const configIds = {
  tagline: () => 'site.tagline',
  /** Docusaurus translates the navbar title (`navbar.json` `title`); it is not in the English catalogue. */
  navbarTitle: () => 'navbar.title',
  navbarLogoAlt: () => 'navbar.logo.alt',
  navbarLabel: (label: string) => `navbar.item.label.${label}`,
  navbarAriaLabel: (label: string) => `navbar.item.ariaLabel.${label}`,
  footerTitle: (title: string) => `footer.link.title.${title}`,
  footerLabel: (label: string) => `footer.link.item.label.${label}`,
  footerAriaLabel: (label: string) => `footer.link.item.ariaLabel.${label}`,
  footerCopyright: () => 'footer.copyright',
  footerLogoAlt: (alt: string) => `footer.logo.alt.${alt}`,
  /** A blog's title; `blogId` names a blog other than the main one (`blog.sections`). */
  blogTitle: (blogId?: string) => blogOptionId(blogId, 'title'),
  blogDescription: (blogId?: string) => blogOptionId(blogId, 'description'),
  blogSidebarTitle: (blogId?: string) => blogOptionId(blogId, 'sidebarTitle'),
  versionLabel: () => 'docs.version.label',
  /** A docs version's label (Docusaurus's `version.label` of `current.json` / `version-<name>.json`). */
  versionLabelOf: (pluginId: string, name: string) =>
    pluginId === 'default' && name === 'current' ? 'docs.version.label' : `docs.${pluginId}.version.${name}.label`,
  announcement: () => 'announcementBar.content',
};

/** `blog.options.<name>` of the main blog, `blog.<id>.options.<name>` of another. */
function blogOptionId(blogId: string | undefined, name: string): string {
  return blogId ? `blog.${blogId}.options.${name}` : `blog.options.${name}`;
}
