/**
 * The hosted provider (the spec's search service): one request per query to `{appId}-dsn.algolia.net` (or the
 * configured endpoint) with the application id and public key headers, the index name, and the facet filters
 * `language:{locale}` and `docusaurus_tag:{tag}`. Of the answer it uses the hits' `url` (rewritten to a local
 * path unless it matches the external URL pattern), `nbHits` and `query`.
 */
import type { SearchUiFile } from '../../templates/search/index-format.js';
import type { SearchEngine, SearchHit } from './engine.js';
import { createMarker } from './highlight.js';
import { tokenize } from '../../templates/search/analyze.js';

type Settings = NonNullable<SearchUiFile['algolia']>;

/** A hit as the service returns it (only the fields used). */
interface HostedHit {
  url: string;
  hierarchy?: Partial<Record<'lvl0' | 'lvl1' | 'lvl2' | 'lvl3' | 'lvl4' | 'lvl5' | 'lvl6', string | null>>;
  content?: string | null;
}

/** Search through the hosted service. */
export function algoliaEngine(settings: Settings, tags: string[] | null): SearchEngine {
  return {
    preload: () => {},
    complete: () => Promise.resolve(),
    async search(query, limit) {
      const response = await fetch(`${settings.endpoint}/1/indexes/*/queries`, {
        method: 'POST',
        headers: {
          'content-type': 'application/json',
          'x-algolia-application-id': settings.appId,
          'x-algolia-api-key': settings.apiKey,
        },
        body: JSON.stringify({ requests: [searchRequest(settings, tags, query, limit)] }),
      });
      if (!response.ok) throw new Error(`search service: HTTP ${response.status}`);
      const result = ((await response.json()) as { results: { hits: HostedHit[]; nbHits: number; query: string }[] })
        .results[0];
      const words = tokenize(result.query);
      return {
        query: result.query,
        total: result.nbHits,
        hits: result.hits.map((hit) => toHit(hit, settings.externalUrlRegex)),
        suggestions: [],
        partial: false,
        mark: createMarker({
          prefixes: words.filter((w) => !w.cjk && w.surface.length > 1).map((w) => w.surface),
          cjk: words.filter((w) => w.cjk).map((w) => w.surface),
        }),
      };
    },
  };
}

/** The request body of one query, with the contextual facet filters. */
export function searchRequest(
  settings: Settings,
  tags: string[] | null,
  query: string,
  limit: number,
): Record<string, unknown> {
  const facetFilters: (string | string[])[] = [`language:${settings.language}`];
  if (tags) facetFilters.push(tags.map((t) => `docusaurus_tag:${t}`));
  return {
    indexName: settings.indexName,
    query,
    hitsPerPage: limit,
    facetFilters,
    attributesToRetrieve: ['hierarchy', 'content', 'url', 'type'],
  };
}

/** The service indexes the production site: keep its links on this host unless they are meant to leave it. */
export function localUrl(url: string, externalUrlRegex: string | null): string {
  if (externalUrlRegex && new RegExp(externalUrlRegex).test(url)) return url;
  const parsed = new URL(url, location.href);
  return `${parsed.pathname}${parsed.search}${parsed.hash}`;
}

function toHit(hit: HostedHit, externalUrlRegex: string | null): SearchHit {
  const levels = (['lvl1', 'lvl2', 'lvl3', 'lvl4', 'lvl5', 'lvl6'] as const)
    .map((l) => hit.hierarchy?.[l])
    .filter((v): v is string => Boolean(v));
  const pageTitle = levels[0] ?? hit.hierarchy?.lvl0 ?? hit.url;
  return {
    url: localUrl(hit.url, externalUrlRegex),
    pageTitle,
    title: levels[levels.length - 1] ?? pageTitle,
    crumbs: levels.slice(0, -1),
    snippet: hit.content ?? '',
  };
}
