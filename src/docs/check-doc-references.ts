/**
 * Front matter that names other things by id: `displayed_sidebar` (a sidebar) and `pagination_prev` /
 * `pagination_next` (docs). The spec makes unknown sidebar and doc ids errors; without this check the page would
 * quietly lose its sidebar or its paging link.
 */
import { readFileSync } from 'node:fs';
import { SitegenError, closest, lineOf } from '../errors.js';
import type { LocaleContent } from '../routes/create-route-table.js';

/** Throw for the first doc whose front matter names a sidebar or doc that does not exist. */
export function checkDocReferences(content: LocaleContent): void {
  const docIds = new Set<string>();
  for (const e of content.entries.values()) if (e.kind === 'doc') docIds.add(e.id);
  const sidebarIds = [...content.sidebars.sidebars.keys()];
  for (const entry of content.entries.values()) {
    if (entry.kind !== 'doc') continue;
    const fm = entry.frontMatter;
    const fail = (key: string, what: string, value: string, known: Iterable<string>, none: string): never => {
      const source = readFileSync(entry.absPath, 'utf8');
      const suggestions = closest(value, known);
      throw new SitegenError(`front matter ${key} names the ${what} "${value}", which does not exist`, {
        location: { file: entry.absPath, line: lineOf(source, `${key}:`) || undefined, source },
        hint: suggestions.length ? `use an existing ${what} id: ${suggestions.join(', ')}.` : none,
      });
    };
    if (typeof fm.displayed_sidebar === 'string' && !content.sidebars.sidebars.has(fm.displayed_sidebar)) {
      fail(
        'displayed_sidebar',
        'sidebar',
        fm.displayed_sidebar,
        sidebarIds,
        'the site has no sidebars: define one in the sidebars file, or remove displayed_sidebar.',
      );
    }
    for (const key of ['pagination_prev', 'pagination_next']) {
      const id = fm[key];
      if (typeof id === 'string' && !docIds.has(id))
        fail(key, 'doc', id, docIds, `write a doc id, or ${key}: null to hide the link.`);
    }
  }
}
