/**
 * The local provider: the locale's index file, fetched once and searched in the page, and its snippets shard,
 * fetched beside it. Results show as soon as the index is in; until the snippets arrive they are `partial`.
 */
import { analyzeQuery, analyzeWord, tokenize, type QueryWord, type Steps } from '../../templates/search/analyze.js';
import {
  SEARCH_INDEX_VERSION,
  type SearchIndexFile,
  type SearchSnippetsFile,
} from '../../templates/search/index-format.js';
import type { SearchEngine, SearchHit, SearchResults } from './engine.js';
import { createMarker } from './highlight.js';
import { loadSteps } from './language-steps.js';
import { fetchLocalIndex, type LocalIndex } from './local-index.js';
import { queryIndex, withinDistance } from './query-index.js';

/** Search `indexUrl` (with the snippets of `snippetsUrl`), keeping pages tagged with one of `tags` (null: all). */
export function localEngine(
  indexUrl: string,
  snippetsUrl: string | null,
  tags: string[] | null,
  localeBase: string,
): SearchEngine {
  let loading: Promise<{ index: LocalIndex; steps: Steps }> | null = null;
  let snippets: string[] | null = null;
  let snippetsLoading: Promise<void> | null = null;
  const loadSnippets = () => {
    if (!snippetsUrl || snippets) return;
    snippetsLoading ??= fetchSnippets(snippetsUrl)
      .then((s) => void (snippets = s))
      // Results stay usable without snippets; the next search tries again.
      .catch((error: unknown) => console.warn(`sitegen: search snippets unavailable (${(error as Error).message})`))
      .finally(() => void (snippetsLoading = null));
  };
  const load = () => {
    loadSnippets();
    return (loading ??= fetchLocalIndex(indexUrl)
      .then(async (index) => ({ index, steps: await loadSteps(index.file.languages) }))
      .catch((error: unknown) => {
        // Forget the failure: the next keystroke tries again (the network may be back).
        loading = null;
        throw error;
      }));
  };
  return {
    preload: () => void load().catch(() => {}),
    complete: () => snippetsLoading ?? Promise.resolve(),
    async search(query, limit): Promise<SearchResults> {
      const { index, steps } = await load();
      const words = analyzeQuery(query, index.file.languages, steps);
      const { hits, matched, unknown } = queryIndex(index, words, tags);
      const languages = index.file.languages;
      return {
        query,
        total: hits.length,
        hits: hits.slice(0, limit).map((h) => toHit(index.file, h.section, localeBase, snippets)),
        partial: snippets === null && snippetsLoading !== null,
        // The words that match nothing are the ones to correct; when each matches alone but not together, all of them.
        suggestions: hits.length === 0 ? suggestQueries(index.file, unknown.length > 0 ? unknown : words) : [],
        mark: createMarker({
          prefixes: words.filter((w) => !w.cjk && w.surface.length > 1).map((w) => w.surface),
          cjk: words.filter((w) => w.cjk).map((w) => w.surface),
          matches: (word) => languages.some((l) => matched.has(analyzeWord(word, l, steps) ?? '')),
        }),
      };
    },
  };
}

async function fetchSnippets(url: string): Promise<string[]> {
  const response = await fetch(url);
  if (!response.ok) throw new Error(`${url}: HTTP ${response.status}`);
  const file = (await response.json()) as SearchSnippetsFile;
  if (file.version !== SEARCH_INDEX_VERSION)
    throw new Error(`${url}: version ${file.version}, expected ${SEARCH_INDEX_VERSION}`);
  return file.snippets;
}

/** A section as a result: its link, heading, the headings above it and its snippet (empty until loaded). */
function toHit(file: SearchIndexFile, section: number, localeBase: string, snippets: string[] | null): SearchHit {
  const [page, anchor, title] = file.sections[section];
  const snippet = snippets?.[section] ?? '';
  const [path, pageTitle] = file.pages[page];
  const crumbs: string[] = [];
  for (let p = file.sections[section][3]; p >= 0; p = file.sections[p][3]) crumbs.unshift(file.sections[p][2]);
  return { url: `${localeBase}${path}${anchor ? `#${anchor}` : ''}`, title, pageTitle, crumbs, snippet };
}

/**
 * Page titles with a word one edit further from a query word than the search itself tried (two edits for short
 * words, three from eight letters), else the pages most linked to.
 */
export function suggestQueries(file: SearchIndexFile, words: QueryWord[]): string[] {
  const typed = words.filter((w) => !w.cjk && w.surface.length >= 3).map((w) => w.surface);
  const near = (title: string) =>
    tokenize(title).some(({ surface }) =>
      typed.some((w) => {
        const distance = w.length >= 8 ? 3 : 2;
        return Math.abs(surface.length - w.length) <= distance && withinDistance(w, surface, distance);
      }),
    );
  const unique = [...new Set(file.pages.map((p) => p[1]).filter(near))].slice(0, 3);
  return unique.length > 0 ? unique : file.suggestions;
}
