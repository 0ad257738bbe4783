/**
 * Per locale, what pages need to know about docs versions: each version's main doc (Docusaurus's `getMainDocId`:
 * the doc at the version's root, else the first doc of the first sidebar, else the first doc), where the same
 * doc lives in every other version of its section, and what a doc page shows of its own version (label, banner
 * with its link to the latest version, badge).
 */
import type { ResolvedConfig } from '../config/schema.js';
import type { LocaleContent } from './create-route-table.js';
import type { ContentEntry } from '../types.js';
import type { DocVersionView, VersionMenu } from '../../templates/site-data.js';
import { configIds } from '../../templates/config-ids.js';
import { docsSections, isVersioned, nsId, plainId, type DocsVersion } from '../config/docs-versions.js';

/** A locale's versions: the menus the navbar shows and each doc page's view of its version. */
export interface VersionIndex {
  menus: VersionMenu[];
  viewOf(entry: ContentEntry): DocVersionView | undefined;
}

/**
 * The version index of one locale; null for a site with one docs version and no sections (nothing changes), unless
 * its navbar has a version menu, which lists that one version as theme-classic lists it.
 */
export function createVersionIndex(
  config: ResolvedConfig,
  content: LocaleContent,
  translate: (id: string, text: string) => string = (_id, text) => text,
): VersionIndex | null {
  if (!isVersioned(config) && !config.navbar.items.some((i) => i.type === 'docsVersionDropdown')) return null;
  // The locale's `current.json` / `version-<name>.json` label, shown in the menu, the badge and the banners.
  const labelOf = (v: DocsVersion) => translate(configIds.versionLabelOf(v.pluginId, v.name), v.label);
  const byNs = docsByNs(content);
  const mainDoc = (v: DocsVersion) => mainDocHref(v, byNs.get(v.ns) ?? new Map(), content);
  const mainDocIdOf = mainDocIds(byNs, mainDoc);
  const menus: VersionMenu[] = docsSections(config).map((s) => ({
    pluginId: s.pluginId,
    versions: s.versions.map((v) => ({ name: v.name, label: labelOf(v), href: mainDoc(v), isLast: v.isLast })),
  }));
  const navDocIds = navbarDocIds(config);
  const navSidebarIds = navbarSidebarIds(config);
  const versionOfNs = new Map(docsSections(config).flatMap((s) => s.versions.map((v) => [v.ns, { s, v }] as const)));
  return {
    menus,
    viewOf(entry) {
      if (entry.kind !== 'doc') return undefined;
      const found = versionOfNs.get(entry.docsNs ?? '');
      if (!found) return undefined;
      const { s, v } = found;
      const id = plainId(entry.id);
      const own = byNs.get(v.ns);
      const navDocs = Object.fromEntries(
        (navDocIds.get(s.pluginId) ?? []).flatMap((d) => (own?.has(d) ? [[d, own.get(d)!] as const] : [])),
      );
      // A docSidebar item goes to the first doc of the sidebar of that id in this version, as Docusaurus links it.
      const navSidebars = Object.fromEntries(
        (navSidebarIds.get(s.pluginId) ?? []).flatMap((sidebar) => {
          const first = content.sidebars.order.get(nsId(v.ns, sidebar))?.[0];
          const href = first === undefined ? undefined : own?.get(plainId(first));
          return href ? [[sidebar, href] as const] : [];
        }),
      );
      const alternates = Object.fromEntries(
        s.versions.map((w) => [w.name, byNs.get(w.ns)?.get(id) ?? mainDoc(w)] as const),
      );
      return {
        pluginId: s.pluginId,
        name: v.name,
        label: labelOf(v),
        banner: v.banner,
        badge: v.badge,
        latestHref: alternates[s.last.name],
        latestLabel: labelOf(s.last),
        inLatest: byNs.get(s.last.ns)?.has(id) ?? false,
        latestMainDocId: mainDocIdOf(s.last),
        alternates,
        navDocs,
        navSidebars,
      };
    },
  };
}

/** Each version's docs (by its namespace): id as written -> page. */
function docsByNs(content: LocaleContent): Map<string, Map<string, string>> {
  const byNs = new Map<string, Map<string, string>>();
  for (const [, e] of content.entries) {
    if (e.kind !== 'doc') continue;
    const ns = e.docsNs ?? '';
    if (!byNs.has(ns)) byNs.set(ns, new Map());
    byNs.get(ns)!.set(plainId(e.id), e.permalink);
  }
  return byNs;
}

/** A version's main doc's id (its banner's fallback names it), found once per version. */
function mainDocIds(
  byNs: Map<string, Map<string, string>>,
  mainDoc: (v: DocsVersion) => string,
): (v: DocsVersion) => string {
  const ids = new Map<DocsVersion, string>();
  return (v) => {
    let id = ids.get(v);
    if (id === undefined) {
      const main = mainDoc(v);
      id = [...(byNs.get(v.ns) ?? [])].find(([, href]) => href === main)?.[0] ?? '';
      ids.set(v, id);
    }
    return id;
  };
}

/** The doc ids the navbar's doc items name, per docs section. */
function navbarDocIds(config: ResolvedConfig): Map<string, string[]> {
  const out = new Map<string, string[]>();
  const add = (item: { type?: string; docId?: string; docsPluginId?: string }) => {
    if (item.type !== 'doc' || !item.docId) return;
    const plugin = item.docsPluginId ?? 'default';
    out.set(plugin, [...(out.get(plugin) ?? []), item.docId]);
  };
  for (const item of config.navbar.items) {
    add(item);
    if (item.type === 'dropdown') item.items.forEach(add);
    if (item.type === 'docsVersionDropdown') [...item.dropdownItemsBefore, ...item.dropdownItemsAfter].forEach(add);
  }
  return out;
}

/** The sidebar ids the navbar's docSidebar items name, per docs section. */
function navbarSidebarIds(config: ResolvedConfig): Map<string, string[]> {
  const out = new Map<string, string[]>();
  for (const item of config.navbar.items) {
    if (item.type !== 'docSidebar') continue;
    const plugin = item.docsPluginId ?? 'default';
    out.set(plugin, [...(out.get(plugin) ?? []), item.sidebarId]);
  }
  return out;
}

/** Docusaurus's main doc of a version: its root doc, else the first doc of its first sidebar, else its first doc. */
function mainDocHref(version: DocsVersion, docs: Map<string, string>, content: LocaleContent): string {
  const root = version.base || '/';
  for (const href of docs.values()) if (href === root || href === `${root.replace(/\/$/, '')}/`) return href;
  const prefix = version.ns ? `${version.ns}::` : '';
  for (const [id, order] of content.sidebars.order) {
    if (prefix ? !id.startsWith(prefix) : id.includes('::')) continue;
    const first = order[0] && docs.get(plainId(order[0]));
    if (first) return first;
    break;
  }
  return docs.values().next().value ?? root;
}
