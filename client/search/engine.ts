/**
 * What the modal and the search page ask of a search provider: results for a query (ranked hits, a total,
 * suggestions when nothing matched, a highlighter). `createEngine` picks the local index or the hosted service.
 */
import type {} from '../build-flags.js';
import { followVersionTags } from '../docs-versions.js';
import type { SearchClientConfig, SearchUiFile } from '../../templates/search/index-format.js';
import { algoliaEngine } from './algolia.js';
import type { Marker } from './highlight.js';
import { localEngine } from './local-engine.js';

/** One result: a section of a page. */
export interface SearchHit {
  /** Link to the section (`/docs/latest/api/app#event-ready`), with the locale's prefix. */
  url: string;
  /** The section's heading (the page title for the top of a page). */
  title: string;
  pageTitle: string;
  /** Headings from the page title down to the section's parent. */
  crumbs: string[];
  snippet: string;
}

/** The answer to one query. */
export interface SearchResults {
  /** The query these results are for (a late answer to an older query is dropped by comparing it). */
  query: string;
  hits: SearchHit[];
  /** Every match, not only the hits returned. */
  total: number;
  /** Queries to offer when nothing matched. */
  suggestions: string[];
  /** Shown before everything arrived (snippets): search again once `complete()` resolves. */
  partial: boolean;
  mark: Marker;
}

/** A search provider. */
export interface SearchEngine {
  /** Start loading what the first search needs (the index); failures surface on `search`. */
  preload(): void;
  /** Resolves when what loads after the index (snippets) has arrived or failed; never rejects. */
  complete(): Promise<void>;
  /** Search; rejects when the index or the service cannot be reached. */
  search(query: string, limit: number): Promise<SearchResults>;
}

/** The engine the site's config asks for. `localeBase` prefixes local paths (`/de`). */
export function createEngine(config: SearchClientConfig, ui: SearchUiFile, localeBase: string): SearchEngine {
  // Sites with docs versions search the version being read: the tags follow each page (built in only for them).
  if (SITEGEN_DOCS_VERSIONS) followVersionTags(ui, localeBase);
  if (config.provider === 'algolia' && ui.algolia) return algoliaEngine(ui.algolia, ui.tags);
  if (!ui.index) throw new Error(`search: ${config.ui} names no search index`);
  return localEngine(ui.index, ui.snippets, ui.tags, localeBase);
}
