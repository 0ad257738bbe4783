/**
 * What the Docusaurus compatibility modules share: the page being rendered and what its `<Layout>` and `<Head>`
 * said about the document. Page bundles carry their own copy of these modules, so the state lives under global
 * symbols, as the page-data context does (page-api.ts). Rendering is synchronous, so one slot per thread is safe.
 */
import type { ReactElement } from 'react';
import { usePageData, type PageData } from '../page-api.js';
import { href } from '../i18n.js';
import type { DocusaurusContext } from './context-types.js';
import { pageContentProps } from './page-content.js';

/** What `<Layout title description>` and `<Head>` set for the document. */
export interface DocumentHead {
  title?: string;
  /** A `<Head><title>`: the whole document title, the site name not added (Docusaurus writes it as it is). */
  fullTitle?: string;
  description?: string;
  /** What else its `<Head>` holds (meta, link, script, style...), for the end of the document's `<head>`. */
  elements?: ReactElement[];
  /** Classes its `<Head>` gave `<html>` and `<body>`. */
  htmlClass?: string;
  bodyClass?: string;
  /** The `lang` and `dir` its `<Head>` gave `<html>`, in place of the locale's. */
  htmlLang?: string;
  htmlDir?: string;
  /** What of the site's frame it drew: `<Layout>` (and its `noFooter`), or `@theme/Navbar` and `@theme/Footer` alone. */
  drew?: { layout?: boolean; noFooter?: boolean; navbar?: boolean; footer?: boolean };
}

interface CurrentPage {
  data: PageData;
  head: DocumentHead;
}

const SLOT = Symbol.for('sitegen.docusaurus.current-page');

interface Slot {
  current: CurrentPage | null;
  /** Set while a module loads without a page (`loadWithoutPage`): whether it asked for one. */
  loading?: { askedForPage: boolean };
}

function slot(): Slot {
  const registry = globalThis as unknown as Record<symbol, Slot | undefined>;
  return (registry[SLOT] ??= { current: null });
}

/**
 * Run `load` (requiring a module) with no page: its value, or `needsPage` when the module's top level asked for the
 * page, as `translate()` at the top level does. Docusaurus builds a bundle per locale, so such a module holds the
 * locale's messages; sitegen loads it again for each locale, with a page of that locale (see `withCurrentPage`).
 */
export function loadWithoutPage<T>(load: () => T): { value: T } | { needsPage: true } {
  const s = slot();
  const outer = { loading: s.loading, current: s.current };
  const loading = { askedForPage: false };
  // No page, whatever this thread rendered last (a test process renders many sites).
  Object.assign(s, { loading, current: null });
  try {
    return { value: load() };
  } catch (error) {
    if (loading.askedForPage) return { needsPage: true };
    throw error;
  } finally {
    Object.assign(s, outer);
  }
}

/** Run `render` with `data` as the current page; returns what it rendered and what it set for the head. */
export function withCurrentPage<T>(data: PageData, render: () => T): { result: T; head: DocumentHead } {
  const s = slot();
  const previous = s.current;
  const page: CurrentPage = { data, head: {} };
  s.current = page;
  try {
    return { result: render(), head: page.head };
  } finally {
    s.current = previous;
  }
}

/**
 * Run `render` with `data` as the current page's data, its head still the page's: an island renders with a
 * recording copy of the page data (templates/page-snapshot.ts), so that what translate() reads travels with it.
 */
export function withPageData<T>(data: PageData, render: () => T): T {
  const s = slot();
  const outer = s.current;
  if (!outer) return render();
  s.current = { data, head: outer.head };
  try {
    return render();
  } finally {
    s.current = outer;
  }
}

/**
 * In the browser: the page whose islands hydrate (rebuilt from its snapshot), so that `translate()` and the head
 * components work there as on the server. A page has one page data, so one slot serves all its islands; the next
 * page shown (a client-side navigation) replaces it.
 */
export function setBrowserPage(data: PageData): void {
  slot().current = { data, head: {} };
}

/** The head being collected, or null where there is none to fill (in the browser, after the server wrote it). */
export function currentHead(): DocumentHead | null {
  return slot().current?.head ?? null;
}

/** The page being rendered, for functions that are not hooks (`translate()`). */
export function currentPage(): CurrentPage {
  const s = slot();
  const page = s.current;
  if (!page && s.loading) s.loading.askedForPage = true;
  if (!page)
    throw new Error(
      'a Docusaurus API was called outside a page render (at the top level of a module?); call it inside a component',
    );
  return page;
}

/** The Docusaurus side of the site: its config and global data (empty for a site without docusaurus.config). */
export function docusaurusContext(data: PageData): DocusaurusContext {
  return (
    data.site.docusaurus ?? {
      siteConfig: {
        title: data.site.title,
        tagline: data.site.tagline,
        url: data.site.url,
        baseUrl: data.site.baseUrl,
        customFields: {},
        themeConfig: {},
      },
      globalData: {},
    }
  );
}

/** `useDocusaurusContext()`. */
export function useDocusaurusContextValue() {
  const data = usePageData();
  const { siteConfig, globalData } = docusaurusContext(data);
  const { site } = data;
  return {
    siteConfig,
    globalData,
    siteMetadata: { docusaurusVersion: '2.4.3', pluginVersions: {}, siteVersion: undefined },
    i18n: {
      currentLocale: site.locale.code,
      defaultLocale: site.defaultLocale,
      locales: site.locales.map((l) => l.code),
      localeConfigs: Object.fromEntries(
        site.locales.map((l) => [
          l.code,
          { label: l.label, direction: l.direction, htmlLang: l.htmlLang, calendar: l.calendar, path: l.path },
        ]),
      ),
    },
    codeTranslations: site.strings,
  };
}

/** `useBaseUrl(url)`: a path below the site's baseUrl; absolute URLs and anchors pass through. */
export function withBaseUrl(baseUrl: string, url: string, { absolute = false, siteUrl = '' } = {}): string {
  if (!url || /^[a-z][a-z\d+.-]*:|^\/\//i.test(url) || url.startsWith('#')) return url;
  const path = url.startsWith(baseUrl) ? url : `${baseUrl}${url.replace(/^\//, '')}`;
  return absolute ? `${siteUrl.replace(/\/$/, '')}${path}` : path;
}

/**
 * The props a page's component gets beside the page data, as Docusaurus gives them: `config` (the site config,
 * which the pages plugin passes to every React page), react-router's `location`, on a plugin's route, its
 * modules' values, and on a Markdown page a further pages folder's component draws, `content`.
 */
export function routeProps(data: PageData): Record<string, unknown> {
  const own = { ...(data.route.data?.props as Record<string, unknown> | undefined), ...pageContentProps(data) };
  const docusaurus = data.site.docusaurus;
  return docusaurus ? { config: docusaurus.siteConfig, location: routeLocation(data), ...own } : own;
}

/**
 * The page's `location` as Docusaurus renders it: its path below the base URL (the not-found page is built as
 * `/404.html`). In the browser the island runtime puts the address the visitor opened in its place.
 */
function routeLocation({ site, route }: PageData): { pathname: string; search: string; hash: string } {
  const notFound = route.kind === 'not-found';
  const at = notFound ? '/404.html' : route.path;
  const slash = !notFound && site.trailingSlash === true && !at.endsWith('/') ? '/' : '';
  return { pathname: href(site, at) + slash, search: '', hash: '' };
}
