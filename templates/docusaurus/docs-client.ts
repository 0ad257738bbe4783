/**
 * `@docusaurus/plugin-content-docs/client`: the docs sections' versions, read from the docs plugin's global data
 * (src/render/site-data.ts writes it as Docusaurus does), so a page's `useLatestVersion().path` links into the
 * docs. A version lists no docs (`docs: []`): sitegen's pages carry the versions, not every doc of every version;
 * a doc's swizzled parts get the suggestions of their own doc (`useDocVersionSuggestions`, docs-version.ts).
 */
import type { DocsVersionData, GlobalDocsVersion } from '../page-types.js';
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
 * no docs, so `activeDoc` is undefined and `alternateDocVersions` empty, as on a page that is no doc.
 */
export function useActiveDocContext(pluginId?: string) {
  const activeVersion = useActiveVersion(pluginId);
  const { pathname } = useLocation();
  return {
    activeVersion,
    activeDoc: activeVersion?.docs.find((d) => d.path === pathname),
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
