/**
 * `@docusaurus/plugin-content-docs/client`: the docs sections' versions, read from the docs plugin's global data
 * (src/render/site-data.ts writes it as Docusaurus does), so a page's `useLatestVersion().path` links into the
 * docs. A version lists no docs (`docs: []`): sitegen's pages carry the versions, not every doc of every version;
 * a doc's swizzled parts get the suggestions of their own doc (`useDocVersionSuggestions`, docs-version.ts).
 */
import type { DocsVersionData, GlobalDocsVersion } from '../page-types.js';
import { useOptionalPageData } from '../page-api.js';
import { useDocsVersionData } from './docs-version.js';
import useGlobalData from './global-data.js';
import { useLocation } from './router.js';

/** One version, as the docs plugin's global data holds it. */
export type GlobalVersion = GlobalDocsVersion;

/** One docs plugin instance's global data. */
export interface GlobalPluginData {
  path: string;
  versions: GlobalVersion[];
  breadcrumbs: boolean;
}

const PLUGIN = 'docusaurus-plugin-content-docs';

/** Every docs section's data, by plugin id. */
export function useAllDocsData(): Record<string, GlobalPluginData> {
  return (useGlobalData()[PLUGIN] ?? {}) as Record<string, GlobalPluginData>;
}

/** One docs section's data (`pluginId` defaults to `default`). */
export function useDocsData(pluginId = 'default'): GlobalPluginData {
  const data = useAllDocsData()[pluginId];
  if (!data) throw new Error(`no docs plugin has the id "${pluginId}"`);
  return data;
}

/** The section's versions, newest first (`current` on top), as Docusaurus orders them. */
export function useVersions(pluginId?: string): GlobalVersion[] {
  return useDocsData(pluginId).versions;
}

/** The last released version (the one at the section's own path). */
export function useLatestVersion(pluginId?: string): GlobalVersion {
  const versions = useVersions(pluginId);
  return versions.find((v) => v.isLast) ?? versions[0];
}

/** The version whose path the page is below, if any (the longest matching path wins). */
export function useActiveVersion(pluginId?: string): GlobalVersion | undefined {
  const { pathname } = useLocation();
  return [...useVersions(pluginId)]
    .sort((a, b) => b.path.length - a.path.length)
    .find((v) => pathname === v.path || pathname.startsWith(`${v.path.replace(/\/$/, '')}/`));
}

/**
 * The page's docs version, and its doc among the version's (`useActiveDocContext`): sitegen's global data lists
 * no docs, so `activeDoc` is the doc the page is, where a doc's swizzled parts and the navbar's are drawn with it
 * (react-native-website's version dropdown shows on docs only), as `{id, path, sidebar}` of the docs plugin's
 * global data. `alternateDocVersions` is empty: the page carries no other version's docs.
 */
export function useActiveDocContext(pluginId = 'default') {
  const activeVersion = useActiveVersion(pluginId);
  const { pathname } = useLocation();
  const data = useOptionalPageData();
  const own = (data?.route.data?.docsVersion as DocsVersionData | undefined)?.metadata.pluginId === pluginId;
  const doc = own && data?.doc;
  return {
    activeVersion,
    activeDoc: doc
      ? { id: doc.unversionedId, path: doc.permalink, sidebar: doc.sidebar }
      : activeVersion?.docs.find((d) => d.path === pathname),
    alternateDocVersions: {},
  };
}

/** The section the page is in, with its data, or undefined outside every section (an error with `failfast`). */
export function useActivePlugin({ failfast = false }: { failfast?: boolean } = {}):
  { pluginId: string; pluginData: GlobalPluginData } | undefined {
  const { pathname } = useLocation();
  const found = Object.entries(useAllDocsData()).find(([, d]) => pathname.startsWith(d.path.replace(/\/$/, '')));
  if (!found && failfast) throw new Error(`the page ${pathname} is in no docs section (useActivePlugin)`);
  return found && { pluginId: found[0], pluginData: found[1] };
}

/**
 * On a doc page, the same doc in the section's latest version (when it has it) and that version, with its main doc,
 * as the docs plugin suggests them to a version banner.
 */
export function useDocVersionSuggestions(_pluginId?: string): Omit<DocsVersionData, 'metadata'> {
  const { metadata: _metadata, ...suggestions } = useDocsVersionData('useDocVersionSuggestions()');
  return suggestions;
}
