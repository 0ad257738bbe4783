/**
 * Front matter that names other things by id: `displayed_sidebar` (a sidebar) and `pagination_prev` /
 * `pagination_next` (docs). The spec makes unknown sidebar and doc ids errors; without this check the page would
 * quietly lose its sidebar or its paging link.
 */
import { readFileSync } from 'node:fs';
import { SitegenError, closest, lineOf } from '../errors.js';
import type { LocaleContent } from './create-route-table.js';

/** Throw for the first doc whose front matter names a sidebar or doc that does not exist. */
export function checkDocReferences(content: LocaleContent): void {
  const docIds = new Set<string>();
  for (const e of content.entries.values()) if (e.kind === 'doc') docIds.add(e.id);
  const sidebarIds = [...content.sidebars.sidebars.keys()];
  for (const entry of content.entries.values()) {
    if (entry.kind !== 'doc') continue;
    const fm = entry.frontMatter;
    if (typeof fm.displayed_sidebar === 'string' && !content.sidebars.sidebars.has(fm.displayed_sidebar)) {
      throw unknownReference(entry.absPath, {
        key: 'displayed_sidebar',
        what: 'sidebar',
        value: fm.displayed_sidebar,
        known: sidebarIds,
        none: 'the site has no sidebars: define one in the sidebars file, or remove displayed_sidebar.',
      });
    }
    for (const key of ['pagination_prev', 'pagination_next']) {
      const id = fm[key];
      if (typeof id === 'string' && !docIds.has(id))
        throw unknownReference(entry.absPath, {
          key,
          what: 'doc',
          value: id,
          known: docIds,
          none: `write a doc id, or ${key}: null to hide the link.`,
        });
    }
  }
}

/** What a front matter key names that does not exist, the ids that do, and the fix when there are none. */
interface UnknownReference {
  key: string;
  what: 'sidebar' | 'doc';
  value: string;
  known: Iterable<string>;
  none: string;
}

/** The error for a front matter key that names a missing sidebar or doc, at the key's line, closest ids first. */
function unknownReference(file: string, { key, what, value, known, none }: UnknownReference): SitegenError {
  const source = readFileSync(file, 'utf8');
  const suggestions = closest(value, known);
  return new SitegenError(`front matter ${key} names the ${what} "${value}", which does not exist`, {
    location: { file, line: lineOf(source, `${key}:`) || undefined, source },
    hint: suggestions.length ? `use an existing ${what} id: ${suggestions.join(', ')}.` : none,
  });
}
