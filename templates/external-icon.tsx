/** The arrow after a link to another site (navbar, footer, docs sidebar), as a Docusaurus site draws it too. */
import { DOCUSAURUS_EXTERNAL_ICON } from './docusaurus-external-icon.js';
import { RawHtml } from './raw-html.js';
import type { SiteData } from './site-data.js';

const EXTERNAL_ICON =
  'M14 3h7v7h-2V6.4l-9.3 9.3-1.4-1.4L17.6 5H14V3ZM5 5h6v2H5v12h12v-6h2v6a2 2 0 0 1-2 2H5a2 2 0 0 1-2-2V7a2 2 0 0 1 2-2Z';

/** The arrow after an external link: sitegen's, or what a Docusaurus site's swizzled Icon/ExternalLink drew. */
export function ExternalIcon({ site, dropdown }: { site: SiteData; dropdown: boolean }) {
  const own = site.siteIcons?.externalLink;
  if (own) return <RawHtml as="span" className="icon-part" html={dropdown ? own.dropdown : own.link} />;
  return (
    <svg className="external-icon" width="12" height="12" viewBox="0 0 24 24" aria-hidden="true">
      <path fill="currentColor" d={site.docusaurus ? DOCUSAURUS_EXTERNAL_ICON : EXTERNAL_ICON} />
    </svg>
  );
}
