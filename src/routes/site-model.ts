/**
 * From parsed entries to what each locale renders: its content (translations over defaults), its sidebars,
 * its route table. Render jobs (paging, breadcrumbs) are made from it by `createJobs` (render/route-jobs.ts).
 */
import type { ResolvedConfig } from '../config/schema.js';
import type { SidebarsFile } from '../docs/load-sidebars.js';
import type { SidebarLabel } from '../docs/resolve-sidebars.js';
import { createVersionIndex, type VersionIndex } from './version-index.js';
import { resolveAllSidebars } from '../docs/version-sidebars.js';
import type { ParsedContent } from '../content/parse-entries.js';
import { createRouteTable, type LocaleContent, type RouteSource, type RouteTable } from './create-route-table.js';
import { sourceKey, type ContentEntry } from '../types.js';

/** One locale, ready to render. */
export interface LocaleModel {
  locale: string;
  content: LocaleContent;
  table: RouteTable;
  /** Docs versions and sections of the locale; null when the site has one docs version. */
  versions: VersionIndex | null;
}

/**
 * Every locale's content and routes. `sources` is the whole ordered list (src/site/route-sources.ts);
 * `sidebarLabel` translates the sidebars file's labels per locale.
 */
export function createSiteModel({
  config,
  parsed,
  sidebarsFile,
  locales,
  sources,
  sidebarLabel,
}: {
  config: ResolvedConfig;
  parsed: ParsedContent;
  sidebarsFile: SidebarsFile;
  locales: string[];
  sources: RouteSource[];
  sidebarLabel?: (locale: string) => SidebarLabel;
}): LocaleModel[] {
  const byLocale = groupByLocale(parsed.entries, config.i18n.defaultLocale);
  return locales.map((locale) => {
    const entries = localeEntries(byLocale, locale, config.i18n.defaultLocale);
    const content: LocaleContent = {
      locale,
      entries,
      sidebars: resolveAllSidebars({
        config,
        // The locale's own, where the site's sidebar generator made it one (generated-sidebars.ts).
        file: sidebarsFile.byLocale?.get(locale) ?? sidebarsFile,
        entries: entries.values(),
        label: sidebarLabel?.(locale),
      }),
    };
    const table = createRouteTable({
      config,
      content,
      sources,
    });
    return { locale, content, table, versions: createVersionIndex(config, content, sidebarLabel?.(locale)) };
  });
}

/** A locale's entries: the default locale's, with this locale's translations laid over them. */
function localeEntries(
  byLocale: Map<string, Map<string, ContentEntry>>,
  locale: string,
  defaultLocale: string,
): Map<string, ContentEntry> {
  const entries = new Map(byLocale.get(defaultLocale));
  if (locale !== defaultLocale) for (const [key, entry] of byLocale.get(locale) ?? []) entries.set(key, entry);
  return entries;
}

/** Entries by locale, keyed by kind and path so a translation lands on the original's key. */
function groupByLocale(
  entries: Map<string, ContentEntry>,
  defaultLocale: string,
): Map<string, Map<string, ContentEntry>> {
  const out = new Map<string, Map<string, ContentEntry>>();
  for (const entry of entries.values()) {
    if (!out.has(entry.locale)) out.set(entry.locale, new Map());
    out.get(entry.locale)!.set(sourceKey(entry), entry);
  }
  if (!out.has(defaultLocale)) out.set(defaultLocale, new Map());
  return out;
}

/** Route key -> locales that serve it, for hreflang links that point only at pages that exist. */
export function alternatesOf(models: LocaleModel[]): Map<string, string[]> {
  const map = new Map<string, string[]>();
  for (const m of models) {
    for (const key of m.table.byKey.keys()) {
      if (!map.has(key)) map.set(key, []);
      map.get(key)!.push(m.locale);
    }
  }
  return map;
}
