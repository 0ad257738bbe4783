/**
 * A doc page's metadata in Docusaurus's shape, for a swizzled `DocItem/Footer` (its `useDoc()`): made from the
 * render job, with every permalink as a link of the page's locale, as Docusaurus's metadata has them.
 */
import { dateFormat, href } from '../../templates/i18n.js';
import type { DocMetadata } from '../../templates/page-types.js';
import type { SiteData } from '../../templates/site-data.js';
import { plainId } from '../config/docs-versions.js';
import type { ContentEntry, PageLink } from '../types.js';
import type { RouteJob } from './render-route.js';

/** The metadata of the doc `entry` that `job` renders. */
export function docMetadata(job: RouteJob, entry: ContentEntry, site: SiteData): DocMetadata {
  const id = plainId(entry.id);
  const tags = (job.route.data?.tags as { label: string; permalink: string }[] | undefined) ?? [];
  const link = (page: PageLink | null | undefined) => page && { title: page.title, permalink: href(site, page.href) };
  const previous = link(job.prev);
  const next = link(job.next);
  return {
    id,
    unversionedId: id,
    title: entry.title,
    description: entry.description,
    permalink: href(site, entry.permalink),
    editUrl: entry.editUrl,
    tags: tags.map((tag) => ({ label: tag.label, permalink: href(site, tag.permalink) })),
    version: job.version?.name ?? 'current',
    ...lastUpdate(entry, site),
    ...(job.route.sidebar ? { sidebar: plainId(job.route.sidebar) } : {}),
    frontMatter: entry.frontMatter,
    ...(previous ? { previous } : {}),
    ...(next ? { next } : {}),
  };
}

/**
 * What the site shows of the doc's last update, as theme-classic reads it: seconds and the date as Docusaurus 2
 * formats it (`Nov 25, 2026`, in UTC) where it shows times, the author where it shows authors.
 */
function lastUpdate(entry: ContentEntry, site: SiteData): Partial<DocMetadata> {
  const by = site.docs.showLastUpdateAuthor && entry.lastUpdatedBy ? { lastUpdatedBy: entry.lastUpdatedBy } : {};
  if (!site.docs.showLastUpdateTime || entry.lastUpdated <= 0) return by;
  const format = dateFormat(site.locale.htmlLang, { day: 'numeric', month: 'short', year: 'numeric', timeZone: 'UTC' });
  return {
    lastUpdatedAt: Math.floor(entry.lastUpdated / 1000),
    formattedLastUpdatedAt: format.format(new Date(entry.lastUpdated)),
    ...by,
  };
}
