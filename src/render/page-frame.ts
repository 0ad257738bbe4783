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
import { Document, type DocumentProps } from '../../templates/document.js';
import { menuLocales } from '../../templates/i18n.js';
import { Layout } from '../../templates/layout.js';
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
}

/** The cache key of a frame: pages that agree on it share their layout. */
export function frameKey({ hasSidebar, path, version }: FrameKey): string {
  const versionKey = version ? JSON.stringify([version.pluginId, version.name, version.alternates]) : '';
  return `${hasSidebar ? 1 : 0}${path === '/' ? 1 : 0}\u0000${versionKey}`;
}

/** Render the layout of `key` with markers and split it (once per locale and key; see ChromeCache). */
export function renderFrame(site: SiteData, footerHtml: string, { hasSidebar, path, version }: FrameKey): PageFrame {
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

/** The page's `<html>` and `<head>` up to its body's content, and what closes the document after it. */
export function renderDocument(props: Omit<DocumentProps, 'children'>): [start: string, end: string] {
  return splitOnce(renderToStaticMarkup(createElement(Document, { ...props, children: BODY })), BODY);
}

/** React's escaping of text and attribute values (react-dom's escapeTextForBrowser). */
function escapeLikeReact(s: string): string {
  return s.replace(/["'&<>]/g, (c) => REACT_ESCAPES[c]);
}

const REACT_ESCAPES: Record<string, string> = { '"': '&quot;', "'": '&#x27;', '&': '&amp;', '<': '&lt;', '>': '&gt;' };

function splitOnce(html: string, marker: string): [string, string] {
  const at = html.indexOf(marker);
  if (at < 0) throw new Error(`the layout lost its ${JSON.stringify(marker)} marker`);
  return [html.slice(0, at), html.slice(at + marker.length)];
}
