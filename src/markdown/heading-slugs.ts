/**
 * Heading ids as github-slugger makes them (`Event: 'close'` -> `event-close`; a repeat on the page gets `-1`,
 * `-2`), with each text's slug remembered across pages: the slug is a replace with an expression of every Unicode
 * punctuation and symbol range, and versions and translations repeat most headings (jest's 12 versions of its docs).
 */
import { slug } from 'github-slugger';

/** Texts remembered at most; past this the memo starts afresh. */
const MAX_KNOWN = 10_000;
let known = new Map<string, string>();

/** github-slugger's `slug(text)` (lower-cased), remembered by text. */
function slugOf(text: string): string {
  let found = known.get(text);
  if (found === undefined) {
    found = slug(text);
    if (known.size >= MAX_KNOWN) known = new Map();
    // A key of its own: a heading's text may be cut from its page's source, which the memo must not keep alive.
    known.set(text.length < 13 ? text : (' ' + text).slice(1), found);
  }
  return found;
}

/** The slugs of one page: github-slugger's `GithubSlugger`, the same numbering of repeats. */
export class PageSlugger {
  private occurrences: Record<string, number> = Object.create(null) as Record<string, number>;

  /** A unique slug of `value`; `maintainCase` keeps its case (custom ids). */
  slug(value: string, maintainCase = false): string {
    const original = maintainCase ? slug(value, true) : slugOf(value);
    let result = original;
    while (Object.hasOwn(this.occurrences, result)) {
      this.occurrences[original]++;
      result = `${original}-${this.occurrences[original]}`;
    }
    this.occurrences[result] = 0;
    return result;
  }
}
