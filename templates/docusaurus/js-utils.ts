/**
 * `@docusaurus/theme-common`'s plain helpers (its utils/jsUtils and utils/regexpUtils in 2.4.3), which sites' own
 * components import beside its hooks: ionic's playground tabs look for tab values given twice with `duplicates`.
 */

/** The items that equal an earlier one, each time after its first (`duplicates([1, 2, 2])` is `[2]`). */
export function duplicates<T>(arr: readonly T[], comparator: (a: T, b: T) => boolean = (a, b) => a === b): T[] {
  return arr.filter((v, vIndex) => arr.findIndex((u) => comparator(u, v)) !== vIndex);
}

/** The items without repeats, in first-seen order. */
export function uniq<T>(arr: T[]): T[] {
  return Array.from(new Set(arr));
}

/** Whether `valueToTest` matches the pattern written as text, case-insensitively; false when either is missing. */
export function isRegexpStringMatch(regexAsString?: string, valueToTest?: string): boolean {
  if (typeof regexAsString === 'undefined' || typeof valueToTest === 'undefined') return false;
  return new RegExp(regexAsString, 'gi').test(valueToTest);
}
