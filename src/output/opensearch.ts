/**
 * theme-search-algolia's OpenSearch description: `opensearch.xml` in each locale's folder, which lets a browser
 * search the site from its address bar, found through the `<link rel="search">` each page of the locale carries
 * (templates/document.tsx). Written as Docusaurus 2.4.3 writes it, for the sites src/config/open-search.ts names.
 */
import { escapeHtml } from '../../templates/escape.js';
import { OPEN_SEARCH_FILE, openSearchPage } from '../config/open-search.js';
import type { ResolvedConfig } from '../config/schema.js';
import type { LocaleModel } from '../routes/site-model.js';
import type { OutputFile } from '../types.js';

/** One description per built locale, each naming that locale's search page and URLs. */
export function createOpenSearchFiles({
  config,
  models,
}: {
  config: ResolvedConfig;
  models: LocaleModel[];
}): OutputFile[] {
  const searchPage = openSearchPage(config);
  if (searchPage === null) return [];
  const paths = new Map(config.i18n.resolved.map((l) => [l.code, l.path]));
  return models.map(({ locale }) => {
    const folder = paths.get(locale) ? `${paths.get(locale)}/` : '';
    // Docusaurus's normalizeUrl([url, baseUrl]): the locale's own base URL, which its favicon is resolved against too.
    const siteUrl = `${config.url.replace(/\/+$/, '')}${config.baseUrl}${folder}`;
    return {
      file: `${folder}${OPEN_SEARCH_FILE}`,
      content: description({
        title: config.title,
        siteUrl,
        searchUrl: `${siteUrl}${searchPage.replace(/^\/+/, '')}`,
        faviconUrl: config.favicon ? `${siteUrl}${config.favicon.replace(/^\/+/, '')}` : null,
      }),
    };
  });
}

/** theme-search-algolia's template (lib/templates/opensearch.js), filled in. */
function description(it: { title: string; siteUrl: string; searchUrl: string; faviconUrl: string | null }): string {
  const x = escapeHtml;
  return [
    '<?xml version="1.0" encoding="UTF-8"?>',
    '<OpenSearchDescription xmlns="http://a9.com/-/spec/opensearch/1.1/"',
    '                       xmlns:moz="http://www.mozilla.org/2006/browser/search/">',
    `  <ShortName>${x(it.title)}</ShortName>`,
    `  <Description>Search ${x(it.title)}</Description>`,
    '  <InputEncoding>UTF-8</InputEncoding>',
    ...(it.faviconUrl ? [`  <Image width="16" height="16" type="image/x-icon">${x(it.faviconUrl)}</Image>`] : []),
    `  <Url type="text/html" method="get" template="${x(it.searchUrl)}?q={searchTerms}"/>`,
    `  <Url type="application/opensearchdescription+xml" rel="self" template="${x(it.siteUrl)}${OPEN_SEARCH_FILE}" />`,
    `  <moz:SearchForm>${x(it.siteUrl)}</moz:SearchForm>`,
    '</OpenSearchDescription>',
  ].join('\n');
}
