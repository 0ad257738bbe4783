/**
 * A locale's index file and snippets shard from its analysed pages, in the locale's order. The build's thread runs it
 * when it analysed the pages itself, the search analysis thread (analysis-worker.ts) when it did.
 */
import {
  SEARCH_INDEX_VERSION,
  type SearchIndexFile,
  type SearchPageRow,
  type SearchSectionRow,
  type SearchSnippetsFile,
} from '../../templates/search/index-format.js';
import { analyseSections, type WordAnalysis } from './analyse-entry.js';
import { encodeEntry, type EntryPostings } from './encode-postings.js';
import type { Section } from './extract-sections.js';
import { mergePostings, type PostingsNumbering } from './merge-postings.js';

/** One page to index. */
export interface IndexedPage {
  row: SearchPageRow;
  language: string;
  sections: Section[];
  postings: EntryPostings;
}

/** A locale's pages, in order, with their postings, their postings in runs joined, or those merged already. */
export type LocalePages =
  | { pages: IndexedPage[]; postings?: undefined; merged?: undefined }
  | {
      pages: Omit<IndexedPage, 'postings'>[];
      /** The pages' postings in runs joined (postings-groups.ts, shared-runs.ts): the same index, fewer runs to merge. */
      postings: EntryPostings[];
      merged?: undefined;
    }
  | {
      pages: Omit<IndexedPage, 'postings'>[];
      /** The pages' postings merged (packed-merge.ts). */
      merged: Merged;
      postings?: undefined;
    };

/** The postings part of an index file. */
type Merged = Pick<SearchIndexFile, 'terms' | 'postings' | 'lengths' | 'words'>;

/** A locale's pages, in order, and the hints for its suggestions. */
export type IndexFilesInput = { locale: string; suggestions: string[] } & LocalePages;

/** A locale's index file and snippets shard (section numbers are positions in both). */
export function indexFiles(
  input: IndexFilesInput,
  numbering: PostingsNumbering,
): { index: SearchIndexFile; snippets: SearchSnippetsFile } {
  const { locale, pages, suggestions } = input;
  const sections: SearchSectionRow[] = [];
  const snippets: string[] = [];
  pages.forEach((page, p) => {
    const first = sections.length;
    for (const s of page.sections) {
      sections.push([p, s.anchor, s.title, s.parent < 0 ? -1 : first + s.parent]);
      snippets.push(s.snippet);
    }
  });
  const index: SearchIndexFile = {
    version: SEARCH_INDEX_VERSION,
    locale,
    languages: [...new Set(pages.map((p) => p.language))].sort(),
    pages: pages.map((p) => p.row),
    sections,
    ...(input.merged ?? mergePostings(postingsOf(input), numbering)),
    suggestions,
  };
  return { index, snippets: { version: SEARCH_INDEX_VERSION, snippets } };
}

/** A locale's entries' postings (its pages', or its runs'); not for postings merged already. */
export function postingsOf(input: LocalePages): EntryPostings[] {
  if (input.postings !== undefined) return input.postings;
  if (input.merged !== undefined) throw new Error('these postings are merged already');
  return input.pages.map((p) => p.postings);
}

/** A page module has no Markdown: its title and description (`text`) are what can be found. */
export function modulePage(
  { row, language, text }: { row: SearchPageRow; language: string; text: string },
  words: WordAnalysis,
): IndexedPage {
  const title = row[1];
  const sections: Section[] = [{ anchor: '', title, level: 1, parent: -1, text, snippet: text }];
  return { row, language, sections, postings: encodeEntry(analyseSections(sections, title, language, words)) };
}
