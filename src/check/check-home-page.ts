/**
 * Every page links to the home page (the navbar brand, the not-found page's "Go to the home page"), so a locale
 * without a page at `/` is a warning of its own, naming the file that would make one.
 */
import path from 'node:path';
import { MISSING_FOLDER } from '../config/docusaurus/config-values.js';
import type { ResolvedConfig } from '../config/schema.js';
import type { Finding } from './check-content-links.js';
import type { SiteUrls } from './site-urls.js';

/** One warning naming the built locales that have no home page; none when every one has. */
export function checkHomePage({ config, urls }: { config: ResolvedConfig; urls: SiteUrls }): Finding[] {
  const missing = urls.models.filter((m) => !urls.find(`${urls.prefixOf(m.locale)}/`).route).map((m) => m.locale);
  if (missing.length === 0) return [];
  const where = missing.length < urls.models.length ? ` in ${missing.join(', ')}` : '';
  return [
    {
      code: 'missing-home-page',
      file: config.configFile ?? path.join(config.root, config.paths.pages),
      message: `the site has no home page${where}: nothing is served at /, where the navbar's brand link and the not-found page's home link go; ${homePageFix(config)}`,
      link: '/',
      target: '/',
    },
  ];
}

/**
 * What makes a home page: an index page in the pages folder, or, for a Docusaurus site that does not run the pages
 * plugin (its folder is one sitegen made up, MISSING_FOLDER), that plugin or a doc at `/`.
 */
function homePageFix(config: ResolvedConfig): string {
  if (config.docusaurus && config.paths.pages.startsWith(MISSING_FOLDER))
    return 'add @docusaurus/plugin-content-pages to the plugins (the classic preset has it) with src/pages/index.js, or give a doc `slug: /`';
  const pages = path.join(config.paths.pages, 'index.md').split(path.sep).join('/');
  return `add ${pages} (or an index page module beside it)`;
}
