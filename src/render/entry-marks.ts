/**
 * Whether an entry's own HTML (as parsed, before a locale fills it) holds a mark, read once per entry and mark. A doc
 * not translated is drawn in every locale, and its HTML is most of each page: reading it for a mark on every page
 * cost a scan of the whole body each time (content/ in 8 locales: 3,112 pages, ~0.1 s of CPU per mark).
 */
import type { ContentEntry } from '../types.js';

const read = new WeakMap<ContentEntry, Map<string, boolean>>();

/** Whether `entry.html` holds `mark` (a placeholder or attribute no locale's fill adds or removes). */
export function entryHolds(entry: ContentEntry, mark: string): boolean {
  let marks = read.get(entry);
  if (!marks) read.set(entry, (marks = new Map()));
  let holds = marks.get(mark);
  if (holds === undefined) marks.set(mark, (holds = entry.html.includes(mark)));
  return holds;
}
