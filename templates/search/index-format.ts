/**
 * The search files a build writes per locale and the browser reads: the index (terms, postings, sections), the
 * snippets shard and the search file (strings, provider settings, the other two files' URLs). Postings travel as
 * compact text and the client rebuilds lunr's index from them: lunr's own JSON repeats every score per field vector
 * and is about four times larger gzipped. Snippets are a third of the data and only decorate results, so they come in their own file, fetched
 * beside the index: the first results show as soon as the index is in, and snippets fill in when they arrive.
 */

/** Bumped when the layout of `SearchIndexFile` changes. */
export const SEARCH_INDEX_VERSION = 2;

/** The `docusaurus_tag` of docs pages: plugin `default`, version `current` (the only version there is). */
export const DOCS_TAG = 'docs-default-current';

/** Indexed fields in posting order, with lunr boosts: a heading hit outranks the page path, which outranks body text. */
export const SEARCH_FIELDS = [
  { name: 'title', boost: 10 },
  { name: 'hierarchy', boost: 2 },
  { name: 'text', boost: 1 },
] as const;

/** A page: its site path (no locale prefix), title, route kind and contextual tag (`docs-default-current`, `default`). */
export type SearchPageRow = [path: string, title: string, kind: string, tag: string];

/** A section: its page (index into `pages`), heading anchor ('' for the top), title, enclosing section (-1: none). */
export type SearchSectionRow = [page: number, anchor: string, title: string, parent: number];

/** One locale's index file. */
export interface SearchIndexFile {
  version: typeof SEARCH_INDEX_VERSION;
  locale: string;
  /** Languages the pages are written in; a query word is analysed in each (see templates/search/analyze.ts). */
  languages: string[];
  pages: SearchPageRow[];
  /** Sections, numbered by position: the numbers postings refer to (lunr refs). */
  sections: SearchSectionRow[];
  /** Index terms, sorted, joined by '\n'. */
  terms: string;
  /**
   * One line per term, in `terms` order. A line holds one list per field (`SEARCH_FIELDS` order) joined by ';';
   * a list holds `<section gap, base 36>[:<term frequency, base 36 when > 1>]` joined by ','.
   */
  postings: string;
  /** Per field: each section's length in terms, base 36, joined by ','. */
  lengths: string[];
  /** Words that differ from their term (`notifications notif`), sorted, one `word term` pair per line: prefixes and typos match words. */
  words: string;
  /** Page titles to offer when a query finds nothing: the pages most linked to. */
  suggestions: string[];
}

/** One locale's snippets shard: the start of each section's prose, in section order. */
export interface SearchSnippetsFile {
  version: typeof SEARCH_INDEX_VERSION;
  snippets: string[];
}

/**
 * The per-locale search file: strings, where the index and snippets are, and how to reach the hosted provider
 * when it is configured. Its URL never changes and the client revalidates it at every load (the index's digest
 * covers every page: see src/search/build-search-index.ts).
 */
export interface SearchUiFile {
  /** URL of the index file, named by its digest (local provider), else null. */
  index: string | null;
  /** URL of the snippets shard beside that index (local provider), else null. */
  snippets: string | null;
  /** BCP 47 language of the strings (plural rules, number format). */
  lang: string;
  /** Search UI strings by id (templates/strings.ts `search.*`). */
  strings: Record<string, string>;
  /** Contextual search tags (`docusaurus_tag` facet and local filter), or null to search everything. */
  tags: string[] | null;
  /**
   * With docs versions: each version's URL base and tag. On a docs page its own version's tag replaces its
   * section's, elsewhere the visitor's preferred version's, as Docusaurus's contextual search does.
   */
  versions?: { pluginId: string; name: string; base: string; tag: string }[];
  /** Where 'Let us know.' points (`{query}` filled in), or null to show it as text. */
  reportUrl: string | null;
  algolia: {
    appId: string;
    apiKey: string;
    indexName: string;
    endpoint: string;
    externalUrlRegex: string | null;
    language: string;
  } | null;
}

/** What a page tells the client about search (inline config). */
export interface SearchClientConfig {
  provider: 'local' | 'algolia';
  /** URL of the locale's search file (`SearchUiFile`), which names the index and snippets. */
  ui: string;
  /** The search page of this locale (`/de/search`). */
  page: string;
  /** The search modal's sheet (templates/feature-sheets.ts), loaded with its code. */
  css: string | null;
}
