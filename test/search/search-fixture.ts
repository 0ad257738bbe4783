/**
 * Search fixtures: a site built in memory, its index files read back, and queries run through the client's own
 * code (decode, analysis, lunr query), so a ranking test exercises exactly what the browser runs.
 */
import { buildFixture, type BuiltFixture, type FixtureFiles } from '../helpers/fixture-site.js';
import { decodeIndex, type LocalIndex } from '../../client/search/local-index.js';
import { queryIndex } from '../../client/search/query-index.js';
import { languageSteps } from '../../src/search/language-steps.js';
import { analyzeQuery, type CjkMode, type Steps } from '../../templates/search/analyze.js';
import type { SearchIndexFile, SearchSnippetsFile, SearchUiFile } from '../../templates/search/index-format.js';

/** One result, as a test reads it: page title, section title, URL path with anchor. */
export interface FoundSection {
  page: string;
  section: string;
  url: string;
}

/** A built fixture with its search files. */
export interface SearchFixture {
  site: BuiltFixture;
  indexFile(locale?: string): SearchIndexFile;
  snippetsFile(locale?: string): SearchSnippetsFile;
  uiFile(locale?: string): SearchUiFile;
  /** The output path of a locale's file of a kind (`assets/search-index.en.<hash>.json`, `search.en.json`). */
  fileName(kind: 'index' | 'snippets' | 'ui', locale?: string): string;
  search(query: string, options?: { locale?: string; tags?: string[] | null }): FoundSection[];
  cleanup(): Promise<void>;
}

/** Build `files` and open its search index. */
export async function buildSearchFixture(
  files: FixtureFiles,
  options: { locales?: string[] } = {},
): Promise<SearchFixture> {
  const site = await buildFixture(files, options);
  const steps = languageSteps();
  const decoded = new Map<string, LocalIndex>();
  const fileName = (kind: 'index' | 'snippets' | 'ui', locale = 'en') => {
    const named =
      kind === 'ui'
        ? new RegExp(`^search\\.${locale}\\.json$`)
        : new RegExp(`^assets/search-${kind}\\.${locale}\\.[0-9a-f]{10}\\.json$`);
    const name = site.files().find((f) => named.test(f));
    if (!name)
      throw new Error(
        `no search ${kind} file for ${locale}: ${site
          .files()
          .filter((f) => f.includes('search'))
          .join(', ')}`,
      );
    return name;
  };
  const indexFile = (locale = 'en') => JSON.parse(site.writer.text(fileName('index', locale))) as SearchIndexFile;
  return {
    site,
    indexFile,
    snippetsFile: (locale = 'en') => JSON.parse(site.writer.text(fileName('snippets', locale))) as SearchSnippetsFile,
    uiFile: (locale = 'en') => JSON.parse(site.writer.text(fileName('ui', locale))) as SearchUiFile,
    fileName,
    search(query, { locale = 'en', tags = null } = {}) {
      if (!decoded.has(locale)) decoded.set(locale, decodeIndex(indexFile(locale)));
      return runQuery(decoded.get(locale)!, query, steps, { tags });
    },
    cleanup: site.cleanup,
  };
}

/** A query as the client runs it, results as page and section titles. */
export function runQuery(
  index: LocalIndex,
  query: string,
  steps: Steps,
  { tags = null, cjk = 'bigram' }: { tags?: string[] | null; cjk?: CjkMode } = {},
): FoundSection[] {
  const { file } = index;
  return queryIndex(index, analyzeQuery(query, file.languages, steps, cjk), tags).hits.map(({ section }) => {
    const [page, anchor, title] = file.sections[section];
    return { page: file.pages[page][1], section: title, url: `${file.pages[page][0]}${anchor ? `#${anchor}` : ''}` };
  });
}
