import path from 'node:path';
import { docNumberPrefixParser, parseNumberPrefix, type NumberPrefixParser } from '../content/number-prefixes.js';
import { stripExtension } from '../content/permalinks.js';
import type { ContentEntry } from '../types.js';
import type { DocInfo } from './resolve-sidebars.js';

/** What a sidebar reads of a doc entry (write-translations makes them from front matter alone). */
export type SidebarDocEntry = Pick<
  ContentEntry,
  'kind' | 'docsNs' | 'id' | 'permalink' | 'title' | 'frontMatter' | 'relPath'
>;

/**
 * What sidebars need of each doc: its label (front matter `sidebar_label`, else its title), link and position
 * (front matter `sidebar_position`, else the file's number prefix), and the class name and custom props
 * Docusaurus reads from front matter. `parse` is the docs plugin's number prefix parser, which a doc's front matter
 * `parse_number_prefixes: false` turns off for that doc.
 */
export function docInfos(
  entries: Iterable<SidebarDocEntry>,
  parse: NumberPrefixParser = parseNumberPrefix,
): Map<string, DocInfo> {
  const docs = new Map<string, DocInfo>();
  for (const e of entries) {
    if (e.kind !== 'doc') continue;
    const fm = e.frontMatter;
    const label = fm.sidebar_label ?? e.title;
    const own = docNumberPrefixParser(fm, parse);
    const position = fm.sidebar_position ?? own(path.posix.basename(stripExtension(e.relPath))).prefix;
    const info: DocInfo = { id: e.id, href: e.permalink, label, position, source: e.relPath };
    if (fm.sidebar_class_name != null) info.className = fm.sidebar_class_name;
    if (fm.sidebar_custom_props && typeof fm.sidebar_custom_props === 'object')
      info.customProps = fm.sidebar_custom_props as Record<string, unknown>;
    docs.set(e.id, info);
  }
  return docs;
}
