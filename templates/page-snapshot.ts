/**
 * The page data an island needs in the browser. `PageData` holds functions and the whole site (every string, every
 * data file), so it cannot travel as it is; instead the server renders the island with a recording copy, and the
 * page carries only what the render read: the strings it translated, the data files it opened, the route, the
 * locale, and the entry if it was used. In the browser `pageDataFromSnapshot` rebuilds a `PageData` from that,
 * so `usePageData()`, `translate` and `dataFile` give the same answers there (what a whole-page island, such as a
 * Docusaurus page, and hooks built on the page data need).
 */
import type { ContentEntry, DocsSidebarView, Route } from '../src/types.js';
import { format, formatDate, formatNumber, href } from './i18n.js';

export { PageDataProvider } from './page-api.js';
export { setBrowserPage } from './docusaurus/runtime.js';
import type { DocMetadata, PageData } from './page-types.js';
import type { SiteData } from './site-data.js';

/** What a page carries for its islands' page data (`data-page` on the island, as JSON). */
export interface PageSnapshot {
  route: Route;
  entry: ContentEntry | null;
  /** A doc page's metadata, when the island read it (useDoc). */
  doc?: DocMetadata;
  /** Its headings, when the island read them (useDoc().toc). */
  docToc?: PageData['docToc'];
  /** The doc's sidebar, for theme-common's sidebar hooks in its Markdown's islands (markdown-islands-data.tsx). */
  docsSidebar?: DocsSidebarView;
  site: Pick<SiteData, 'title' | 'url' | 'baseUrl' | 'locale' | 'localeBase' | 'strings' | 'data' | 'docusaurus'> &
    Partial<Pick<SiteData, 'locales' | 'defaultLocale' | 'colorMode'>> & {
      /** What the theme's `Heading` and `Logo` read of the navbar, when the render read it. */
      navbar?: Pick<SiteData['navbar'], 'hideOnScroll' | 'logo' | 'title'>;
    };
}

/** The page's own fields an island's snapshot carries only when its render read them. */
const PAGE_FIELDS = ['entry', 'doc', 'docToc'] as const;
type PageField = (typeof PAGE_FIELDS)[number];

/** `data` with each of `page`'s PAGE_FIELDS read through `onRead`. */
function recordFields(page: PageData, onRead: (key: PageField) => void, data: PageData): PageData {
  for (const key of PAGE_FIELDS)
    Object.defineProperty(data, key, { enumerable: true, configurable: true, get: () => (onRead(key), page[key]) });
  return data;
}

/** A copy of `page` that records what is read; `snapshot()` returns it, or null when nothing was read. */
export function recordPageData(page: PageData): { data: PageData; snapshot: () => PageSnapshot | null } {
  const { site } = page;
  const strings: Record<string, string> = {};
  const files: Record<string, unknown> = {};
  let read = false;
  const fieldsRead = new Set<PageField>();
  // Read site fields the browser needs too: a Docusaurus page's hooks read its config and plugins' data
  // (useDocusaurusContext, useGlobalData), useColorMode() the default mode its first render must use, and
  // `@theme/Heading` and `@theme/Logo` the navbar's (typescript-eslint's home page draws its titles with Heading).
  const fields = new Set<'docusaurus' | 'colorMode' | 'navbar'>();
  const string = (id: string) => {
    read = true;
    if (id in site.strings) strings[id] = site.strings[id];
  };
  // Docusaurus's translate() reads the strings themselves.
  const recordedStrings = recordReads(site.strings, string);
  const recordedSite = new Proxy(site, {
    get: (target, key) => {
      if ((key === 'docusaurus' && target.docusaurus) || key === 'colorMode' || key === 'navbar') {
        read = true;
        fields.add(key);
      }
      if (key === 'strings') return recordedStrings;
      return target[key as keyof SiteData];
    },
  });
  // What the render's modules read as they loaded (a locale-bound module, src/pages/locale-bound-module.ts).
  for (const id of stringsReadAtLoad(page)) string(id);
  const file = (name: string) => {
    read = true;
    if (name in site.data) files[name] = site.data[name];
  };
  const onRead = (key: PageField) => ((read = true), fieldsRead.add(key));
  const data: PageData = recordFields(page, onRead, {
    ...page,
    site: recordedSite,
    t: (id, params) => (string(id), page.t(id, params)),
    translate: (message, params) => (string(message.id), page.translate(message, params)),
    dataFile: <T>(name: string) => (file(name), page.dataFile<T>(name)),
    data: recordReads(page.data, file),
    get releases() {
      file('releases');
      return page.releases;
    },
  });
  const snapshot = (): PageSnapshot | null =>
    read
      ? {
          route: publicRoute(page.route),
          entry: fieldsRead.has('entry') ? page.entry : null,
          ...(fieldsRead.has('doc') && page.doc ? { doc: page.doc } : {}),
          ...(fieldsRead.has('docToc') && page.docToc ? { docToc: page.docToc } : {}),
          site: snapshotSite(site, { strings, files, fields }),
        }
      : null;
  return { data, snapshot };
}

/** What the snapshot carries of the site: what every page needs, the strings and files read, the fields read. */
function snapshotSite(
  site: SiteData,
  { strings, files, fields }: { strings: Record<string, string>; files: Record<string, unknown>; fields: Set<string> },
): PageSnapshot['site'] {
  return {
    title: site.title,
    url: site.url,
    baseUrl: site.baseUrl,
    locale: site.locale,
    localeBase: site.localeBase,
    strings,
    data: files,
    ...(fields.has('docusaurus') ? docusaurusSnapshot(site) : {}),
    ...(fields.has('colorMode') ? { colorMode: site.colorMode } : {}),
    // Only what the theme's components read of it: its items are the server's HTML.
    ...(fields.has('navbar') ? { navbar: pick(site.navbar, ['hideOnScroll', 'logo', 'title']) } : {}),
  };
}

/** The `keys` of `object`. */
function pick<T extends object, K extends keyof T>(object: T, keys: K[]): Pick<T, K> {
  return Object.fromEntries(keys.map((key) => [key, object[key]])) as Pick<T, K>;
}

/** `object`, calling `onRead` with each key read from it. */
function recordReads<T extends Record<string, unknown>>(object: T, onRead: (key: string) => void): T {
  return new Proxy(object, { get: (target, key) => (typeof key === 'string' && onRead(key), target[key as string]) });
}

const READ_AT_LOAD: unique symbol = Symbol.for('sitegen.strings-read-at-load') as never;

type MarkedPageData = PageData & { [READ_AT_LOAD]?: string[] };

/** `page` saying that its render depends on `ids`, strings its modules read as they loaded. */
export function withStringsReadAtLoad(page: PageData, ids: string[]): PageData {
  const marked: MarkedPageData = { ...page, [READ_AT_LOAD]: ids };
  return ids.length ? marked : page;
}

function stringsReadAtLoad(page: MarkedPageData): string[] {
  return page[READ_AT_LOAD] ?? [];
}

/**
 * What a Docusaurus page's hooks read of the site: the config and plugins' data (the page's own markup carries
 * the tags), and the locales `useDocusaurusContext().i18n` answers from.
 */
function docusaurusSnapshot(site: SiteData): Partial<PageSnapshot['site']> {
  if (!site.docusaurus) return {};
  const { siteConfig, globalData } = site.docusaurus;
  return { docusaurus: { siteConfig, globalData }, locales: site.locales, defaultLocale: site.defaultLocale };
}

/** The route without what only the build machine knows (the source file's path, the bundled module's URL). */
function publicRoute(route: Route): Route {
  const { module: _module, props: _props, ...data } = route.data ?? {};
  return { ...route, source: '', data };
}

/**
 * The page data of a snapshot, in the browser. Fields of the site it did not record are absent. Not
 * `createPageData`: its English fallbacks would join the client bundle's shared code, which every page loads;
 * the recorded strings already carry them.
 */
export function pageDataFromSnapshot({ site, route, entry, doc, docToc, docsSidebar }: PageSnapshot): PageData {
  const lang = site.locale.htmlLang;
  return {
    site: site as SiteData,
    route,
    locale: site.locale,
    t: (id, params = {}) => format(site.strings[id] ?? id, lang, params),
    translate: ({ id, message }, params = {}) => format(site.strings[id] ?? message, lang, params),
    href: (path) => href(site, path),
    formatDate: (iso) => formatDate(site, iso),
    formatNumber: (value) => formatNumber(site, value),
    data: site.data,
    dataFile<T>(name: string): T {
      if (!(name in site.data))
        throw new Error(
          `the data file ${name}.json was not read by the server render of this island, so the page does not carry it`,
        );
      return site.data[name] as T;
    },
    releases: (site.data.releases as PageData['releases'] | undefined) ?? null,
    entry,
    doc: doc ?? null,
    ...(docToc && { docToc }),
    ...(docsSidebar && { docsSidebar }),
  };
}
