/**
 * Answers remembered by text, for pure functions of a text that versioned and translated docs ask again and again
 * (the same paragraphs and headings in every version).
 */

/** V8's shortest sliced string: a shorter substring is a copy already. */
const SLICE_MIN = 13;

/**
 * `text` sharing no memory with the file it was cut from. V8 makes a substring of 13 characters or more a view of
 * its parent, so a kept substring keeps its whole source alive. Slicing a concatenation copies it: V8 flattens the
 * concatenation into a new string first, so the slice's parent is that copy, one character longer.
 */
export function ownString(text: string): string {
  return text.length < SLICE_MIN ? text : (' ' + text).slice(1);
}

/**
 * `fn` remembered by its text, at most `max` texts (then it starts afresh: a site that never repeats itself pays
 * nothing). Keys are own copies, so the memo keeps no page's source alive. `fn` never answers `undefined`.
 */
export function memoByText<T extends NonNullable<unknown>>(fn: (text: string) => T, max: number): (text: string) => T {
  let known = new Map<string, T>();
  return (text) => {
    const found = known.get(text);
    if (found !== undefined) return found;
    const answer = fn(text);
    if (known.size >= max) known = new Map();
    known.set(ownString(text), answer);
    return answer;
  };
}
