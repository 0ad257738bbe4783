/**
 * Strings that no longer share memory with the file they were cut from. V8 makes a substring of 13 characters or
 * more a view of its parent: a title read from front matter or a description cut from the first paragraph, kept
 * for the whole build, would keep the whole source and body of its file alive (jest's 12 versions of its docs:
 * ~11 MB of sources and bodies held by a few hundred titles and descriptions).
 */
import { ownString } from '../markdown/text-memo.js';

/**
 * `value` with each string of plain objects and arrays copied (see `ownString`; Dates, Maps and other objects are
 * kept as they are).
 */
export function detached<T>(value: T): T {
  if (typeof value === 'string') return ownString(value) as T;
  if (value === null || typeof value !== 'object') return value;
  // Plain loops: an entry holds hundreds of small records (links, TOC items), and `Object.entries` allocated
  // a [key, value] pair for each of their fields.
  if (Array.isArray(value)) {
    const copy: unknown[] = [];
    for (let i = 0; i < value.length; i++) copy.push(detached(value[i]));
    return copy as T;
  }
  const proto = Object.getPrototypeOf(value);
  if (proto !== Object.prototype && proto !== null) return value;
  const copy: Record<string, unknown> = proto === null ? Object.create(null) : {};
  const record = value as Record<string, unknown>;
  for (const key of Object.keys(record)) copy[key] = detached(record[key]);
  return copy as T;
}
