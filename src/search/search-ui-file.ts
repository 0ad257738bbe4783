/**
 * The per-locale search UI file: the `search.*` strings the modal and the search page show, the contextual tags,
 * and the hosted provider's settings (the plan adds the index's and snippets' URLs: build-search-index.ts). One
 * file per locale instead of JSON inlined in every page; the index is a separate file, so the error messages are
 * there when the index cannot be fetched.
 */
import type { ResolvedConfig } from '../config/schema.js';
import { allDocsVersions, docsSections, isVersioned } from '../config/docs-versions.js';
import { SitegenError } from '../errors.js';
import { DOCS_TAG, type SearchUiFile } from '../../templates/search/index-format.js';

/** The UI file of one locale. `strings` is the locale's whole catalogue; only `search.*` ids are kept. */
export function searchUiFile({
  config,
  locale,
  lang,
  strings,
}: {
  config: ResolvedConfig;
  locale: string;
  lang: string;
  strings: Record<string, string>;
}): Omit<SearchUiFile, 'index' | 'snippets'> {
  const search = config.search;
  const algolia = search.provider === 'algolia' ? hostedSettings(config, locale) : null;
  const versioned = isVersioned(config);
  return {
    lang,
    strings: Object.fromEntries(Object.entries(strings).filter(([id]) => id.startsWith('search.'))),
    // With one docs version, the context is every page: 'default' plus the current docs.
    tags: search.contextualSearch
      ? ['default', ...(versioned ? docsSections(config).map((s) => s.last.searchTag) : [DOCS_TAG])]
      : null,
    reportUrl: search.missingResultsUrl ?? null,
    algolia,
    ...(versioned && search.contextualSearch ? { versions: versionTags(config) } : {}),
  };
}

/** Every docs version's URL base and search tag, so the client can search the version being read. */
function versionTags(config: ResolvedConfig): NonNullable<SearchUiFile['versions']> {
  return allDocsVersions(config).map((v) => ({ pluginId: v.pluginId, name: v.name, base: v.base, tag: v.searchTag }));
}

/**
 * The error for hosted search settings left out, in the words of the config they go in: a Docusaurus site's
 * `themeConfig.algolia` (as Docusaurus 2.4.3 asks for its `appId` too), else sitegen's `search`.
 */
function missingSettings(config: ResolvedConfig, keys: string[]): SitegenError {
  const location = config.configFile ? { file: config.configFile } : undefined;
  const are = keys.length === 1 ? 'is' : 'are';
  if (config.docusaurus)
    return new SitegenError(
      `themeConfig.algolia is set but ${keys.map((k) => `themeConfig.algolia.${k}`).join(', ')} ${are} not`,
      {
        location,
        hint: "add it from your DocSearch or Algolia dashboard (DocSearch 3 needs the application id: https://docsearch.algolia.com/docs/migrating-from-v2), or remove themeConfig.algolia to use sitegen's own search",
      },
    );
  return new SitegenError(
    `search.provider is 'algolia' but ${keys.map((k) => `search.${k}`).join(', ')} ${are} not set`,
    {
      location,
      hint: "set the application id, the public search key and the index name from the hosted service's dashboard, or use provider: 'local'",
    },
  );
}

/** The hosted provider's settings; each of the spec's three fields is required. */
function hostedSettings(config: ResolvedConfig, locale: string): NonNullable<SearchUiFile['algolia']> {
  const { appId, apiKey, indexName, endpoint, externalUrlRegex } = config.search;
  const unset = Object.entries({ appId, apiKey, indexName }).filter(([, v]) => !v);
  if (unset.length > 0)
    throw missingSettings(
      config,
      unset.map(([k]) => k),
    );
  if (externalUrlRegex) {
    try {
      new RegExp(externalUrlRegex);
    } catch (error) {
      throw new SitegenError(`search.externalUrlRegex is not a valid regular expression: ${(error as Error).message}`, {
        location: config.configFile ? { file: config.configFile } : undefined,
        hint: 'write a JavaScript regular expression source, e.g. "electronjs\\.org|github\\.com"',
      });
    }
  }
  return {
    appId: appId!,
    apiKey: apiKey!,
    indexName: indexName!,
    endpoint: (endpoint ?? `https://${appId}-dsn.algolia.net`).replace(/\/$/, ''),
    externalUrlRegex: externalUrlRegex ?? null,
    language: locale,
  };
}
