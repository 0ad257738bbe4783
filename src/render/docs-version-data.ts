/**
 * A doc page's version in the shape Docusaurus's docs hooks give it (`useDocsVersion()`,
 * `useDocVersionSuggestions()`), for the swizzled parts drawn on a doc (a DocVersionBanner reads nothing else): made
 * from the render job's version view, or, on a site with one docs version and no other section, from the config's.
 * Every path is a link of the page's locale, as Docusaurus's global data has them.
 */
import { href } from '../../templates/i18n.js';
import type { GlobalDocsVersion, DocsVersionData } from '../../templates/page-types.js';
import type { SiteData } from '../../templates/site-data.js';
import { plainId } from '../config/docs-versions.js';
import type { ContentEntry } from '../types.js';
import type { RouteJob } from './render-route.js';

/** The docs plugin's global data of one section, as src/config/docusaurus/global-data.ts writes it. */
type SectionData = { versions: { name: string; label: string; isLast: boolean; path: string }[] };

/** The version of the doc `entry` that `job` renders. */
export function docsVersionData(job: RouteJob, entry: ContentEntry, site: SiteData): DocsVersionData {
  const id = plainId(entry.id);
  const view = job.version;
  if (!view) return singleVersion(id, entry, site);
  const latest = site.docs.versionMenus
    ?.find((menu) => menu.pluginId === view.pluginId)
    ?.versions.find((v) => v.isLast);
  const latestName = latest?.name ?? view.name;
  const mainDoc = { id: view.latestMainDocId, path: href(site, latest?.href ?? view.latestHref) };
  return {
    metadata: metadata(view.pluginId, { ...view, isLast: view.name === latestName }),
    ...(view.inLatest ? { latestDocSuggestion: { id, path: href(site, view.latestHref) } } : {}),
    latestVersionSuggestion: {
      name: latestName,
      label: view.latestLabel,
      isLast: true,
      path: versionPath(site, view.pluginId, latestName),
      mainDocId: mainDoc.id,
      docs: [mainDoc],
    },
  };
}

/**
 * The one version of a site's docs: the latest, so the doc itself is the suggestion. Its main doc is known by its
 * page only (nothing reads its id when the doc itself is suggested).
 */
function singleVersion(id: string, entry: ContentEntry, site: SiteData): DocsVersionData {
  const name = sectionData(site, 'default')?.versions[0]?.name ?? 'current';
  const { banner, versionLabel: label } = site.docs;
  return {
    metadata: metadata('default', { name, label, banner, badge: false, isLast: true }),
    latestDocSuggestion: { id, path: href(site, entry.permalink) },
    latestVersionSuggestion: {
      name,
      label,
      isLast: true,
      path: versionPath(site, 'default', name),
      mainDocId: '',
      docs: [{ id: '', path: href(site, site.docs.mainDocHref) }],
    },
  };
}

/** theme-common's `PropVersionMetadata` of a version; `className` is the docs plugin's default for it. */
function metadata(
  pluginId: string,
  v: { name: string; label: string; banner: SiteData['docs']['banner']; badge: boolean; isLast: boolean },
): DocsVersionData['metadata'] {
  return {
    pluginId,
    version: v.name,
    label: v.label,
    banner: v.banner === 'none' ? null : v.banner,
    badge: v.badge,
    noIndex: false,
    className: `docs-version-${v.name}`,
    isLast: v.isLast,
    docsSidebars: {},
    docs: {},
  };
}

/** A version's path in the docs plugin's global data of the page's locale. */
function versionPath(site: SiteData, pluginId: string, name: string): GlobalDocsVersion['path'] {
  return sectionData(site, pluginId)?.versions.find((v) => v.name === name)?.path ?? site.localeBase + '/';
}

function sectionData(site: SiteData, pluginId: string): SectionData | undefined {
  const docs = site.docusaurus?.globalData['docusaurus-plugin-content-docs'] as Record<string, SectionData> | undefined;
  return docs?.[pluginId];
}
