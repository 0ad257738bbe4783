/** "Edit this page" under a doc or a post: a link to its source, after a pencil. */
import { t } from './i18n.js';
import { RawHtml } from './raw-html.js';
import type { SiteData } from './site-data.js';
import { ThemeClassNames, withThemeClass } from './docusaurus/theme-class-names.js';

/** sitegen's pencil, and theme-classic's IconEdit, which a Docusaurus site's pages show. */
const PENCIL = {
  path: 'M3 17.2V21h3.8l11-11-3.8-3.8-11 11ZM20.7 7a1 1 0 0 0 0-1.4l-2.3-2.3a1 1 0 0 0-1.4 0l-1.8 1.8 3.8 3.8L20.7 7Z',
  size: 16,
  viewBox: '0 0 24 24',
};
const DOCUSAURUS_PENCIL = {
  path: 'm34.5 11.7l-3 3.1-6.3-6.3 3.1-3q0.5-0.5 1.2-0.5t1.1 0.5l3.9 3.9q0.5 0.4 0.5 1.1t-0.5 1.2z m-29.5 17.1l18.4-18.5 6.3 6.3-18.4 18.4h-6.3v-6.2z',
  size: 20,
  viewBox: '0 0 40 40',
};

export function EditLink({ site, url }: { site: SiteData; url: string }) {
  const pencil = site.docusaurus ? DOCUSAURUS_PENCIL : PENCIL;
  return (
    <a
      className={withThemeClass(site, ThemeClassNames.common.editThisPage, 'doc__edit')}
      href={url}
      target="_blank"
      rel="noopener noreferrer"
    >
      {site.siteIcons?.edit === undefined ? (
        <svg width={pencil.size} height={pencil.size} viewBox={pencil.viewBox} aria-hidden="true">
          <path fill="currentColor" d={pencil.path} />
        </svg>
      ) : (
        // A Docusaurus site's swizzled Icon/Edit.
        <RawHtml as="span" className="icon-part" html={site.siteIcons.edit} />
      )}
      {t(site, 'doc.editThisPage')}
    </a>
  );
}
