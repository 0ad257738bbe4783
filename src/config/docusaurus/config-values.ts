/** Reading a Docusaurus config's loosely typed values: an object, a string, or the set keys of an object. */

export type Obj = Record<string, unknown>;

/** `value` when it is a plain object, else an empty one. */
export function obj(value: unknown): Obj {
  return value && typeof value === 'object' && !Array.isArray(value) ? (value as Obj) : {};
}

/** `value` when it is a string. */
export function str(value: unknown): string | undefined {
  return typeof value === 'string' ? value : undefined;
}

/** The listed keys of `o` that are set. */
export function pick<K extends string>(o: Obj, keys: K[]): Record<K, never> {
  return Object.fromEntries(keys.filter((k) => o[k] !== undefined).map((k) => [k, o[k]])) as Record<K, never>;
}

/** The folder that the paths of parts a Docusaurus site does not have point into: it never exists. */
export const MISSING_FOLDER = '.sitegen-none';
