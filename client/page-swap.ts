/**
 * Puts a fetched page in place of the current one: the per-page regions of `<body>`, the body and html classes, and the
 * `<head>` elements that differ (title, description, canonical, Open Graph, hreflang). Chrome that is the same
 * on every page (announcement bar, footer) and elements other scripts added stay untouched.
 */

import { SCRIPT_CLASS } from '../templates/client-config-id.js';
import { insertStylesheet, linkedStylesheet } from './stylesheets.js';

/** The regions that change from page to page, in document order. */
const REGIONS = ['.navbar-wrapper', '#mobile-menu', '#page'];

/** Head elements the server wrote (or this module added); only these may be removed by a swap. */
const serverHead = new WeakSet<Element>(document.head.children);

/**
 * The classes the server put on `<html>` (a Docusaurus site's plugin and page kind); those scripts add
 * (the head script's, `mobile-menu-open`) stay through a swap.
 */
let pageClasses = [...document.documentElement.classList].filter((name) => name !== SCRIPT_CLASS);

/**
 * The parts of the frame a page may go without (a Docusaurus React page without `<Layout>`). Pages are told apart
 * by how many of these they have: the frames sitegen draws differ in that count (templates/layout.tsx).
 */
const FRAME = '.navbar-wrapper,.footer-wrapper,.scroll-to-top';

/**
 * Whether `next` can be swapped in: same build (same main script), language and frame (a swap keeps the frame),
 * and it has a page region.
 */
export function canSwap(next: Document): boolean {
  const script = (doc: Document) => doc.querySelector('script[type=module][src]')?.getAttribute('src');
  const frame = (doc: Document) => doc.querySelectorAll(FRAME).length;
  return (
    script(next) === script(document) &&
    next.documentElement.lang === document.documentElement.lang &&
    frame(next) === frame(document) &&
    next.getElementById('page') !== null
  );
}

/** Replace the page regions and head of the current document with those of `next`. */
export function swapPage(next: Document): void {
  syncHead(next.head);
  document.body.className = next.body.className;
  const html = document.documentElement.classList;
  html.remove(...pageClasses);
  pageClasses = [...next.documentElement.classList];
  html.add(...pageClasses);
  for (const selector of REGIONS) {
    const current = document.querySelector(selector);
    const fresh = next.querySelector(selector);
    if (!current || !fresh) continue;
    // The navbar differs only in its active link; an unchanged one is kept with its state (focus, hidden), and
    // the drawer inside a Docusaurus site's is swapped on its own, next.
    if (selector === '.navbar-wrapper' && barHtml(current) === barHtml(fresh)) continue;
    current.replaceWith(document.adoptNode(fresh));
  }
}

/** A navbar's markup without the drawer a Docusaurus site's holds (templates/navbar-sidebar.tsx). */
function barHtml(wrapper: Element): string {
  const drawer = wrapper.querySelector('#mobile-menu');
  if (!drawer) return wrapper.innerHTML;
  const copy = wrapper.cloneNode(true) as Element;
  copy.querySelector('#mobile-menu')?.remove();
  return copy.innerHTML;
}

/**
 * Link the stylesheets `next` links that this page does not (a blog page's sheet, KaTeX's), each in its place among
 * those both link, so that the cascade is `next`'s; resolves when they apply, so that the new page never shows
 * unstyled, and rejects when one does not load. A swap never unlinks a sheet: each styles only the markup it is
 * for (templates/feature-sheets.ts), and a later page that links it again finds it there.
 */
export function addStylesheets(next: Document): Promise<unknown> {
  const linked = (link: Element) => linkedStylesheet(link.getAttribute('href')!);
  const links = [...next.head.querySelectorAll('link[rel=stylesheet][href]')];
  const loads = links.map((link, i) => {
    if (linked(link)) return undefined;
    const before =
      links
        .slice(i + 1)
        .map(linked)
        .find(Boolean) ?? null;
    return insertStylesheet(document.adoptNode(link as HTMLLinkElement), before);
  });
  return Promise.all(loads);
}

function syncHead(nextHead: HTMLHeadElement): void {
  const wanted = new Map<string, Element>();
  for (const element of nextHead.children) wanted.set(element.outerHTML, element);
  for (const element of [...document.head.children]) {
    if (wanted.delete(element.outerHTML)) continue;
    if (serverHead.has(element) && !element.matches('link[rel=stylesheet]')) element.remove();
  }
  for (const element of wanted.values()) {
    const added = element instanceof HTMLScriptElement ? runnable(element) : document.adoptNode(element);
    serverHead.add(added);
    document.head.append(added);
  }
}

/** Parsed scripts never run when inserted; a page-specific script is re-created so that it does. */
function runnable(parsed: HTMLScriptElement): HTMLScriptElement {
  const script = document.createElement('script');
  for (const { name, value } of parsed.attributes) script.setAttribute(name, value);
  script.textContent = parsed.textContent;
  return script;
}
