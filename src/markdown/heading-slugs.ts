/**
 * Heading ids as github-slugger makes them (`Event: 'close'` -> `event-close`; a repeat on the page gets `-1`,
 * `-2`), with each text's slug remembered across pages: the slug is a replace with an expression of every Unicode
 * punctuation and symbol range, and versions and translations repeat most headings (jest's 12 versions of its docs).
 */
import { slug } from 'github-slugger';
import { memoByText } from './text-memo.js';

/** github-slugger's `slug(text)` (lower-cased), remembered by text (at most 10,000 texts). */
const slugOf = memoByText((text: string) => slug(text), 10_000);

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
