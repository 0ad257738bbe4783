import type { ContentEntry } from '../types.js';
import type { DocInfo } from './resolve-sidebars.js';

/** What sidebars need of each doc: its label (front matter `sidebar_label`, else its title), link and position. */
export function docInfos(entries: Iterable<ContentEntry>): Map<string, DocInfo> {
  const docs = new Map<string, DocInfo>();
  for (const e of entries) {
    if (e.kind !== 'doc') continue;
    const label = typeof e.frontMatter.sidebar_label === 'string' ? e.frontMatter.sidebar_label : e.title;
    const position = typeof e.frontMatter.sidebar_position === 'number' ? e.frontMatter.sidebar_position : null;
    docs.set(e.id, { id: e.id, href: e.permalink, label, position });
  }
  return docs;
}
