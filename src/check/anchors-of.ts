/** The anchors a rendered entry offers: its heading ids plus any `id` or `<a name>` its HTML carries. */
import type { ContentEntry } from '../types.js';

const ID_ATTRIBUTE = /\s(?:id|name)="([^"]+)"/g;
const cache = new WeakMap<ContentEntry, Set<string>>();

/** Every anchor of `entry` (cached per entry object). */
export function anchorsOf(entry: ContentEntry): Set<string> {
  let set = cache.get(entry);
  if (set) return set;
  set = new Set(entry.anchors);
  // Raw HTML in Markdown (`<a name="x">`, `<div id="x">`) is a valid target too.
  for (const m of entry.html.matchAll(ID_ATTRIBUTE)) set.add(unescapeAttribute(m[1]));
  cache.set(entry, set);
  return set;
}

function unescapeAttribute(value: string): string {
  return value
    .replace(/&quot;/g, '"')
    .replace(/&#39;|&#x27;/g, "'")
    .replace(/&lt;/g, '<')
    .replace(/&gt;/g, '>')
    .replace(/&amp;/g, '&');
}
