/**
 * The parts of a page around its body that are the same for every page of a locale: the document's `<body>` start
 * is per page, but the layout (furniture templates, announcement bar, mobile menu, footer, scroll-to-top) depends
 * only on the locale, whether the page has a sidebar, the home page's base-URL banner and a versioned doc's
 * version. It is rendered through React once per such combination with markers where the navbar, the body and
 * the language links go, and each page splices its own into the strings. React's static markup of a subtree is
 * the same whether it is rendered alone or inside its parent, so the page is byte for byte what rendering it
 * whole gives.
 */
import { createElement } from 'react';
import { renderToStaticMarkup } from 'react-dom/server';
import { DocumentView, type DocumentValues } from '../../templates/document.js';
import { menuLocales } from '../../templates/i18n.js';
import { Layout, type PageChrome } from '../../templates/layout.js';
import type { DocVersionView, SiteData } from '../../templates/site-data.js';

/** Where a page's navbar and body go; `\u0000` never occurs in HTML (see templates/placeholders.ts). */
const NAVBAR = '\u0000frame:navbar\u0000';
const BODY = '\u0000frame:body\u0000';

/** A language link of the mobile menu: filled per page with React's attribute escaping (see `menuLocalesFiller`). */
const menuLocale = (code: string) => `\u0000frame:locale:${code}\u0000`;
const MENU_LOCALE = /\u0000frame:locale:([\w-]+)\u0000/g;

/** The layout split where the navbar and the page body go. */
export interface PageFrame {
  beforeNavbar: string;
  /** What goes between the navbar and the body (the mobile menu), with the page's language links filled in. */
  beforeBody: (targets: Record<string, string>) => string;
  afterBody: string;
}

/** What the layout of a page depends on besides its locale. */
export interface FrameKey {
  hasSidebar: boolean;
  /** The route's path: the home page (`/`) may carry the base-URL banner. */
  path: string;
  version?: DocVersionView;
  /** What of the frame a Docusaurus React page has (templates/layout.tsx); all of it when absent. */
  chrome?: PageChrome;
}

/** The cache key of a frame: pages that agree on it share their layout. */
export function frameKey({ hasSidebar, path, version, chrome }: FrameKey): string {
  const versionKey = version ? JSON.stringify([version.pluginId, version.name, version.alternates]) : '';
  const chromeKey = chrome ? `${+chrome.layout}${+chrome.navbar}${+chrome.footer}` : '';
  return `${hasSidebar ? 1 : 0}${path === '/' ? 1 : 0}${chromeKey}\u0000${versionKey}`;
}

/** Render the layout of `key` with markers and split it (once per locale and key; see ChromeCache). */
export function renderFrame(
  site: SiteData,
  footerHtml: string,
  { hasSidebar, path, version, chrome }: FrameKey,
): PageFrame {
  const localeHrefs = Object.fromEntries(menuLocales(site).map((l) => [l.code, menuLocale(l.code)]));
  const html = renderToStaticMarkup(
    createElement(Layout, {
      site,
      navbarHtml: NAVBAR,
      footerHtml,
      hasSidebar,
      // Only the home page's banner reads the path: any other path renders the same layout.
      path: path === '/' ? '/' : '',
      localeHrefs,
      version,
      chrome,
      children: BODY,
    }),
  );
  const [beforeNavbar, rest] = splitOnce(html, NAVBAR);
  const [beforeBody, afterBody] = splitOnce(rest, BODY);
  return { beforeNavbar, beforeBody: menuLocalesFiller(beforeBody), afterBody };
}

/**
 * Fill the mobile menu's language links with a page's targets (locale code -> URL), escaped as React would. The
 * HTML is split at the markers once; each page only joins.
 */
function menuLocalesFiller(html: string): (targets: Record<string, string>) => string {
  // With the capture group, split keeps each marker's code: [text, code, text, code, ..., text].
  const parts = html.split(MENU_LOCALE);
  return (targets) => {
    let out = parts[0];
    for (let i = 1; i < parts.length; i += 2) {
      const code = parts[i];
      out += (code in targets ? escapeLikeReact(targets[code]) : menuLocale(code)) + parts[i + 1];
    }
    return out;
  };
}

/** Where a page's own value goes in a document rendered once (see DocumentValues). */
const docValue = (name: string) => `\u0000frame:doc:${name}\u0000`;
const DOC_VALUE = /\u0000frame:doc:(\w+)\u0000/g;

/**
 * A page's document start and end from its values. All but the values is the same on each page of a locale
 * whose document has the same shape (a social card or not, which alternates, a body or html class, lang or dir or
 * not, a description or not): that is
 * rendered through React once per shape, with a marker in each value's place, and split at the markers; a page
 * joins the parts with its values, escaped as React escapes them. Returns a function of the page's values.
 */
export function documentFiller(site: SiteData, shape: DocumentValues): (values: DocumentValues) => [string, string] {
  const markers: DocumentValues = {
    title: docValue('title'),
    // A page with no description has no description tags (a Docusaurus site's, as Docusaurus writes them).
    description: shape.description ? docValue('description') : '',
    canonical: docValue('canonical'),
    ogType: docValue('ogType'),
    image: shape.image === undefined ? undefined : docValue('image'),
    alternates: shape.alternates.map(({ hrefLang }, i) => ({ hrefLang, href: docValue(`alternate${i}`) })),
    routeRule: docValue('routeRule'),
    bodyClass: shape.bodyClass === undefined ? undefined : docValue('bodyClass'),
    htmlClass: shape.htmlClass === undefined ? undefined : docValue('htmlClass'),
    htmlLang: shape.htmlLang === undefined ? undefined : docValue('htmlLang'),
    htmlDir: shape.htmlDir === undefined ? undefined : docValue('htmlDir'),
    searchTag: shape.searchTag === undefined ? undefined : docValue('searchTag'),
    searchVersion: shape.searchVersion === undefined ? undefined : docValue('searchVersion'),
  };
  const html = renderToStaticMarkup(createElement(DocumentView, { site, values: markers, children: BODY }));
  const [start, end] = splitOnce(html, BODY);
  // With the capture group, split keeps each marker's name: [text, name, text, name, ..., text].
  const parts = start.split(DOC_VALUE);
  return (values) => {
    let out = parts[0];
    for (let i = 1; i < parts.length; i += 2) out += documentValue(values, parts[i]) + parts[i + 1];
    return [out, end];
  };
}

/** The shape of a page's document: pages whose values agree on it share their document's parts. */
export function documentShape(values: DocumentValues): string {
  const alternates = values.alternates.map((a) => a.hrefLang).join('\u0000');
  const has = (value: string | undefined) => (value === undefined ? 0 : 1);
  const search = `${has(values.searchTag)}${has(values.searchVersion)}`;
  const html = `${has(values.htmlClass)}${has(values.htmlLang)}${has(values.htmlDir)}`;
  const described = values.description ? 1 : 0;
  return `${has(values.image)}${has(values.bodyClass)}${html}${search}${described}\u0000${alternates}`;
}

/** The value a document marker stands for, as it goes into the HTML. */
function documentValue(values: DocumentValues, name: string): string {
  if (name === 'routeRule') return values.routeRule;
  if (name.startsWith('alternate')) return escapeLikeReact(values.alternates[Number(name.slice(9))].href);
  const value = values[name as Exclude<keyof DocumentValues, 'alternates' | 'routeRule'>];
  return escapeLikeReact(value ?? '');
}

/** `s` escaped as React escapes text and attribute values (react-dom's escapeTextForBrowser). */
export function escapeLikeReact(s: string): string {
  return s.replace(/["'&<>]/g, (c) => REACT_ESCAPES[c]);
}

const REACT_ESCAPES: Record<string, string> = { '"': '&quot;', "'": '&#x27;', '&': '&amp;', '<': '&lt;', '>': '&gt;' };

function splitOnce(html: string, marker: string): [string, string] {
  const at = html.indexOf(marker);
  if (at < 0) throw new Error(`the layout lost its ${JSON.stringify(marker)} marker`);
  return [html.slice(0, at), html.slice(at + marker.length)];
}
