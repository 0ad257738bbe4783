/**
 * What page modules (`content/pages/**\/*.tsx`) import as `sitegen/page`. The default export of a page module is a
 * component; it receives the page's `PageData` as props, and any component below it reads the same object with
 * `usePageData()`. An optional `meta` export sets the document title and description:
 *
 *   import type { PageData } from 'sitegen/page';
 *   export const meta = { title: 'Showcase', description: 'Apps built on Electron' };
 *   export default function Apps({ translate, dataFile }: PageData) { ... }
 *
 * Page modules are bundled with their own copy of this file, so the React context that carries the page data is
 * kept under a global symbol: the renderer's copy and every page's copy then share one context.
 */
import { createContext, createElement, useContext, type Context, type ReactNode } from 'react';
import type { ContentEntry, Releases, Route } from '../src/types.js';
import { format, formatDate, formatNumber, href, t } from './i18n.js';
import type { PageData } from './page-types.js';
import type { SiteData } from './site-data.js';

export type { Hydrate, IslandProps, PageData, PageMeta, PageModule } from './page-types.js';

/**
 * A message with `{name}` placeholders and `one|other` plural forms, filled for `lang` the way `translate` does:
 * for island components, which get their messages untranslated-filled as props and format them in the browser.
 */
export { format as formatMessage } from './i18n.js';

/** The page data of one render. */
export function createPageData({
  site,
  route,
  entry,
}: {
  site: SiteData;
  route: Route;
  entry?: ContentEntry;
}): PageData {
  return {
    site,
    route,
    locale: site.locale,
    t: (id, params) => t(site, id, params),
    translate: ({ id, message }, params = {}) => format(site.strings[id] ?? message, site.locale.htmlLang, params),
    href: (path) => href(site, path),
    formatDate: (iso) => formatDate(site, iso),
    formatNumber: (value) => formatNumber(site, value),
    data: site.data,
    dataFile<T>(name: string): T {
      if (!(name in site.data))
        throw new Error(
          `the data file ${name}.json does not exist; the data folder has: ${
            Object.keys(site.data)
              .map((k) => `${k}.json`)
              .join(', ') || '(nothing)'
          }`,
        );
      return site.data[name] as T;
    },
    releases: (site.data.releases as Releases | undefined) ?? null,
    entry: entry ?? null,
  };
}

const CONTEXT_KEY = Symbol.for('sitegen.page-data');

function pageContext(): Context<PageData | null> {
  const registry = globalThis as unknown as Record<symbol, Context<PageData | null> | undefined>;
  return (registry[CONTEXT_KEY] ??= createContext<PageData | null>(null));
}

/** Makes `value` what `usePageData()` returns below it (the renderer wraps every page module in one). */
export function PageDataProvider({ value, children }: { value: PageData; children?: ReactNode }) {
  return createElement(pageContext().Provider, { value }, children);
}

/** The page data, or null in a component rendered outside any page's (an island that carries none). */
export function useOptionalPageData(): PageData | null {
  return useContext(pageContext());
}

/** The page data, from any component inside a page module. */
export function usePageData(): PageData {
  const value = useContext(pageContext());
  if (!value)
    throw new Error(
      'usePageData() was called outside a page module render; call it in a component that a page module renders',
    );
  return value;
}

/** One `## section` of a readme: its heading and the HTML below it. */
export interface ReadmeSection {
  id: string;
  /** Heading as plain text and as inline HTML. */
  title: string;
  titleHtml: string;
  /** What follows the heading, up to the next `##`. */
  html: string;
}

/** A readme split at its level-2 headings, with the text before the first one as `lead`. */
export function readmeSections(entry: ContentEntry): { lead: string; sections: ReadmeSection[] } {
  const parts = entry.html.split(/(?=<h2[\s>])/);
  const lead = parts[0].startsWith('<h2') ? '' : parts.shift()!.trim();
  const sections = parts.map((part) => {
    const id = /^<h2[^>]*\bid="([^"]*)"/.exec(part)?.[1] ?? '';
    const item = entry.toc.find((i) => i.id === id);
    const close = part.indexOf('</h2>');
    return {
      id,
      title: item?.text ?? '',
      titleHtml: item?.html ?? '',
      html: part.slice(close + '</h2>'.length).trim(),
    };
  });
  return { lead, sections };
}
