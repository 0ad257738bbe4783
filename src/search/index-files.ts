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

/** A locale's pages, in order, with their postings or with their postings in runs joined. */
export type LocalePages =
  | { pages: IndexedPage[]; postings?: undefined }
  | {
      pages: Omit<IndexedPage, 'postings'>[];
      /** The pages' postings in runs joined (postings-groups.ts, shared-runs.ts): the same index, fewer runs to merge. */
      postings: EntryPostings[];
    };

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
    ...mergePostings(postingsOf(input), numbering),
    suggestions,
  };
  return { index, snippets: { version: SEARCH_INDEX_VERSION, snippets } };
}

function postingsOf(input: IndexFilesInput): EntryPostings[] {
  return input.postings === undefined ? input.pages.map((p) => p.postings) : input.postings;
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
