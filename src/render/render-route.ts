/**
 * One route -> one HTML document. The navbar, footer, each sidebar and the layout around the body (page-frame.ts)
 * are rendered once per locale and cached as strings; a page only renders its own body and `<head>` through React
 * and splices the cached chrome in, marking its link active and opening its sidebar categories with string edits.
 * Then the per-locale placeholders left by the Markdown stage (link base, UI strings) are filled in.
 */
import { createElement } from 'react';
import { renderToStaticMarkup } from 'react-dom/server';
import { Footer } from '../../templates/footer.js';
import { href, t } from '../../templates/i18n.js';
import { isNavLink, Navbar, regexActiveKey, sidebarActiveKey } from '../../templates/navbar.js';
import { entryHolds } from './entry-marks.js';
import { withPageStylesheets } from './page-stylesheets.js';
import { NavbarSidebar } from '../../templates/navbar-sidebar.js';
import { PAGE_TEMPLATES, type PageHeadExtras, type PageTemplate } from '../../templates/pages.js';
import { Sidebar } from '../../templates/sidebar.js';
import type { PageModule } from '../../templates/page-types.js';
import type { DocVersionView, NavLink, PageProps, SiteData } from '../../templates/site-data.js';
import { windowSidebar } from './sidebar-window.js';
import { expandedKeysByHref, markableSidebar, markSidebar, type MarkableSidebar } from './sidebar-marks.js';
import { localeSwitchTargets } from './locale-switch-targets.js';
import { documentFiller, documentShape, frameKey, renderFrame, type FrameKey, type PageFrame } from './page-frame.js';
import { documentValues, type DocumentProps, type DocumentValues } from '../../templates/document.js';
import { finishParts } from './page-parts.js';
import { outputFile } from './trailing-slash.js';
import type { ContentEntry, ListMetadata, PageLink, Route, Sidebar as SidebarData } from '../types.js';
import { escapeAttr } from '../../templates/escape.js';
import { docCardsHtml, type DocCard } from '../../templates/doc-cards.js';
import {
  DOC_CARDS,
  GIVEN_DOC_CARDS,
  fillLocaleText,
  hasPlaceholders,
  localeSwitchFiller,
  localeTextFiller,
} from '../../templates/placeholders.js';
import { fillVersionLinks, markVersionLinks } from './version-links.js';
import { drawVersionDropdowns, fillVersionDropdowns, markVersionDropdowns } from './version-dropdowns.js';
import { plainId } from '../config/docs-versions.js';
import type { LayoutParts } from '../layout-parts.js';
import { isBlogSidebar } from '../blog/blog-sidebar.js';
import { withSiteRoot, type SiteRoot } from '../../templates/docusaurus/site-root.js';
import { withHeadTags } from './head-tags.js';
import { docusaurusHtmlClass } from './html-class.js';
import { searchMetadata } from './search-meta.js';
import {
  drawNavbarComponents,
  drawDocSidebarFrame,
  drawNavbarFrame,
  drawSearchBox,
  drawSiteIcons,
  loadSiteRoot,
  rootFrame,
  docPageFrame,
  swizzledContentFrame,
  swizzledFooterHtml,
  swizzledCardDrawer,
  swizzledPageParts,
} from './swizzled-parts.js';

/** Everything a worker needs to render one locale's routes. Serialisable. */
export interface LocaleBundle {
  site: SiteData;
  sidebars: Record<string, SidebarData>;
  /** Sidebar id -> URL of its full markup, for sidebars too large to write into every page. */
  sidebarFiles?: Record<string, string>;
  /** A Docusaurus site's swizzled layout parts, drawn in place of sitegen's (swizzled-parts.ts). */
  parts?: LayoutParts;
}

/** One route to render, with the content it shows. Serialisable. */
export interface RouteJob {
  route: Route;
  entry?: ContentEntry;
  items?: ContentEntry[];
  metadata?: ListMetadata;
  prev?: PageLink | null;
  next?: PageLink | null;
  breadcrumbs?: PageLink[];
  /** Doc routes of a site with versions or sections: the page's docs version. */
  version?: DocVersionView;
  /** Locales that have this route (hreflang). */
  alternates: string[];
  /** A doc whose body holds Docusaurus's `<DocCardList />`: the cards of the category it is the page of. */
  cards?: DocCard[];
  /** A doc whose body gives `<DocCardList items>` its items: their cards, by the marker's encoded items. */
  givenCards?: Map<string, DocCard[]>;
}

/** A rendered page, ready to write. */
export interface RenderedPage {
  /** Output file path relative to the locale's root (`docs/latest/api/app/index.html`). */
  file: string;
  html: string;
}

/** A rendered page as the strings it is made of (see page-parts.ts). */
export interface RenderedParts {
  file: string;
  parts: string[];
}

/** Per-locale caches of rendered chrome. */
export class ChromeCache {
  private navbars = new Map<string, (targets: Record<string, string>) => string>();
  private sidebars = new Map<string, MarkableSidebar>();
  private openKeys = new Map<string, Map<string, number[]>>();
  private frames = new Map<string, PageFrame>();
  private documents = new Map<string, (values: DocumentValues) => [string, string]>();
  /** Entries with the locale's placeholders filled: a blog post is listed on many pages (lists, tags, archive). */
  private localized = new WeakMap<ContentEntry, ContentEntry>();
  /** UI strings by id, as the Markdown placeholders ask for them again on every page. */
  private strings = new Map<string, string>();
  private escaped = new Map<string, string>();
  footer: string;
  /** What the site's MDXContent draws before and after each page's Markdown, if it has one. */
  private readonly contentFrame: [string, string] | null;
  /** The site's Root, which every tree of its code renders inside (templates/docusaurus/site-root.ts). */
  readonly root: SiteRoot | null;

  /**
   * `pages`: the imported page modules by URL (see `importPageModules`). `entryFillers`: shared by the caches of
   * one render's locales, whose jobs share entries (made per render: dev points an entry at a new body in place).
   */
  constructor(
    readonly bundle: LocaleBundle,
    readonly pages: ReadonlyMap<string, PageModule> = new Map(),
    private readonly entryFillers: EntryFillers = new WeakMap(),
  ) {
    const { Footer: footer, MDXContent: content, Root: root } = bundle.parts ?? {};
    this.root = loadSiteRoot(root);
    // The parts drawn once per locale render inside the Root too.
    [this.footer, this.contentFrame] = withSiteRoot(this.root, () => {
      drawNavbarComponents(bundle.site, bundle.parts?.['NavbarItem/ComponentTypes']);
      markVersionDropdowns(bundle.site, bundle.parts?.['NavbarItem/DocsVersionDropdownNavbarItem']);
      // Before the footer: sitegen's footer draws its external links with the site's icon.
      drawSiteIcons(bundle.site, bundle.parts);
      drawSearchBox(bundle.site, bundle.parts);
      drawDocSidebarFrame(bundle.site, bundle.parts?.DocSidebar);
      drawNavbarFrame(bundle.site, bundle.parts?.['Navbar/Layout']);
      return [
        footer
          ? swizzledFooterHtml(bundle.site, footer)
          : renderToStaticMarkup(createElement(Footer, { site: bundle.site })),
        content ? swizzledContentFrame(bundle.site, content) : null,
      ] as const;
    });
  }

  /**
   * The navbar with the item for `activeBase` marked (and, with a version menu, the doc page's version), as a
   * function of the page's language-menu targets (see localeSwitchTargets).
   */
  navbar(
    activeBase: string | null,
    { version, hasSidebar }: { version?: DocVersionView; hasSidebar: boolean },
  ): (targets: Record<string, string>) => string {
    const { site } = this.bundle;
    // A versioned site's navbar depends on the page's version (its menu label, its doc items' targets). Its links
    // to the doc in each version are markers here (version-links.ts), so that the version's pages share it.
    const perPage = version && site.docs.versionMenus !== undefined;
    // A Docusaurus site's holds its drawer, whose second panel is there on pages with a sidebar.
    const drawerKey = site.docusaurus && hasSidebar ? '\u0000sidebar' : '';
    const key =
      (perPage
        ? `${activeBase ?? ''}\u0000${JSON.stringify([version.pluginId, version.name, version.alternates])}`
        : (activeBase ?? '')) + drawerKey;
    let navbar = this.navbars.get(key);
    if (navbar === undefined) {
      const drawer = site.docusaurus && createElement(NavbarSidebar, { site, hasSidebar, activeBase, version });
      const html = renderToStaticMarkup(createElement(Navbar, { site, activeBase, version, drawer }));
      this.navbars.set(key, (navbar = localeSwitchFiller(html)));
    }
    return navbar;
  }

  /** `entry` with its HTML, excerpt and TOC filled in for the locale (once per entry). */
  localize(entry: ContentEntry): ContentEntry {
    let done = this.localized.get(entry);
    if (done === undefined) {
      const { fill, escapedText, entryFillers } = this;
      done = localizeEntry(entry, { fill, base: this.bundle.site.localeBase, escapedText, entryFillers });
      // The site's MDXContent is around a post's excerpt on a list page too, as theme-classic's BlogPostItem puts it.
      const frame = this.contentFrame;
      if (frame) {
        const around = (html: string) => frame[0] + html + frame[1];
        done = { ...done, html: around(done.html), excerptHtml: done.excerptHtml && around(done.excerptHtml) };
      }
      this.localized.set(entry, done);
    }
    return done;
  }

  /** A UI string escaped as `fillLocaleText` escapes it (once per id). */
  private readonly escapedText = (id: string): string => {
    let text = this.escaped.get(id);
    if (text === undefined) this.escaped.set(id, (text = escapeAttr(this.uiString(id))));
    return text;
  };

  /** Replace the Markdown stage's per-locale placeholders with the locale's base path and UI strings. */
  readonly fill = (html: string): string =>
    fillLocaleText(html, { base: this.bundle.site.localeBase, text: (id) => this.uiString(id) });

  private uiString(id: string): string {
    let text = this.strings.get(id);
    if (text === undefined) this.strings.set(id, (text = t(this.bundle.site, id)));
    return text;
  }

  /** The layout around a page's navbar and body (see page-frame.ts). */
  frame(key: FrameKey): PageFrame {
    const id = frameKey(key);
    let frame = this.frames.get(id);
    if (frame === undefined) {
      frame = renderFrame(this.bundle.site, this.footer, key);
      this.frames.set(id, frame);
    }
    return frame;
  }

  /** A page's document start and end (see `documentFiller`): rendered through React once per shape. */
  document(props: Omit<DocumentProps, 'children' | 'head'>): [start: string, end: string] {
    const values = documentValues(props);
    const shape = documentShape(values);
    let fill = this.documents.get(shape);
    if (fill === undefined) this.documents.set(shape, (fill = documentFiller(props.site, values)));
    return fill(values);
  }

  /** The sidebar `id` with `href`'s link current and its categories open. */
  sidebar(id: string, href: string): string | undefined {
    const data = this.bundle.sidebars[id];
    if (!data) return undefined;
    const open = this.expandedKeys(id, data).get(href) ?? [];
    const fullUrl = this.bundle.sidebarFiles?.[id];
    if (fullUrl) return this.windowedSidebar(id, { data, href, fullUrl, open });
    let sidebar = this.sidebars.get(id);
    if (sidebar === undefined) {
      const label = data.title ?? t(this.bundle.site, 'sidebar.docs');
      const html = renderToStaticMarkup(
        createElement(Sidebar, { site: this.bundle.site, items: data.items, label, title: data.title }),
      );
      this.sidebars.set(id, (sidebar = markableSidebar(html)));
    }
    return markSidebar(sidebar, { href: `${this.bundle.site.localeBase}${href}`, open });
  }

  /** The categories to open for each href of sidebar `id` (see `expandedKeysByHref`), found once per sidebar. */
  private expandedKeys(id: string, data: SidebarData): Map<string, number[]> {
    let keys = this.openKeys.get(id);
    if (keys === undefined) this.openKeys.set(id, (keys = expandedKeysByHref(data.items)));
    return keys;
  }

  /** A windowed sidebar (see sidebar-window.ts): rendered once per open branch, shared by the pages in it. */
  private windowedSidebar(
    id: string,
    { data, href, fullUrl, open }: { data: SidebarData; href: string; fullUrl: string; open: number[] },
  ): string {
    const cacheKey = `${id}\u0000${open.join(',')}`;
    let sidebar = this.sidebars.get(cacheKey);
    if (sidebar === undefined) {
      const label = data.title ?? t(this.bundle.site, 'sidebar.docs');
      const html = renderToStaticMarkup(
        createElement(Sidebar, {
          site: this.bundle.site,
          items: windowSidebar(data.items, new Set(open)),
          label,
          title: data.title,
          fullUrl,
        }),
      );
      this.sidebars.set(cacheKey, (sidebar = markableSidebar(html)));
    }
    // Its branch is drawn open; the marks still say which categories hold the page (a Docusaurus site's).
    return markSidebar(sidebar, { href: `${this.bundle.site.localeBase}${href}`, open });
  }
}

/** Render one route. */
export function renderRoute(job: RouteJob, chrome: ChromeCache): RenderedPage {
  const { file, parts } = renderRouteParts(job, chrome);
  return { file, html: parts.join('') };
}

/**
 * Render one route into the parts of its page, in order (see page-parts.ts); joined, they are `renderRoute`'s HTML.
 * The site's code renders inside its Root, if it has one.
 */
export function renderRouteParts(job: RouteJob, chrome: ChromeCache): RenderedParts {
  return withSiteRoot(chrome.root, () => renderInRoot(job, chrome));
}

function renderInRoot(job: RouteJob, chrome: ChromeCache): RenderedParts {
  const { site } = chrome.bundle;
  const { route } = job;
  // Placeholders live only in Markdown output: fill them in the entry's own HTML, not the whole page.
  const entry = job.entry && withDocCards(chrome.localize(job.entry), job, site, chrome.bundle.parts);
  const items = job.items?.map((item) => chrome.localize(item));
  const template = PAGE_TEMPLATES[route.kind];
  if (!template) throw new Error(`no template renders routes of kind "${route.kind}" (${route.path})`);
  const pathForActive = entry?.permalink ?? route.path;
  const sidebarHtml = route.sidebar ? chrome.sidebar(route.sidebar, pathForActive) : undefined;
  const props: PageProps = {
    site,
    route,
    entry,
    sidebarHtml,
    prev: job.prev,
    next: job.next,
    breadcrumbs: job.breadcrumbs,
    items,
    metadata: job.metadata,
    page: chrome.pages.get(String(route.data?.module)),
  };
  if (job.version) props.version = job.version;
  if (route.kind === 'category-index' && site.docusaurus) props.cardsHtml = generatedIndexCards(job, site, chrome);
  const blogSidebar = isBlogSidebar(route.sidebar) ? chrome.bundle.sidebars[route.sidebar!] : undefined;
  Object.assign(props, swizzledPageParts(chrome.bundle.parts, { job, entry, site, blogSidebar }));
  // The language menus (navbar, mobile menu) link to this page in each locale.
  const localeHrefs = localeSwitchTargets(site, route, job.alternates);
  const around = layoutFrame(chrome, { job, entry, site });
  const [documentStart, documentEnd] = pageDocument(chrome, template, props, { job, rootHead: around.head });
  // Only the body goes through React per page; the layout around it is shared by the locale's pages.
  const body = renderToStaticMarkup(createElement(template, props));
  // The chrome of a versioned page is shared by its version's pages, with this page's version links filled in.
  const { version, links } = job.version ? markVersionLinks(job.version) : { version: undefined, links: null };
  const hasSidebar = sidebarHtml !== undefined;
  const drawn = template.pageChrome?.(props);
  const frame = chrome.frame({ hasSidebar, path: route.path, version, chrome: drawn });
  const navbar =
    drawn && !drawn.navbar
      ? ''
      : chrome.navbar(activeBase(site, route, job.version?.pluginId), { version, hasSidebar })(localeHrefs);
  // The site's version dropdowns, drawn as this page (version-dropdowns.ts).
  const dropdownPart = chrome.bundle.parts?.['NavbarItem/DocsVersionDropdownNavbarItem'];
  const dropdowns = drawVersionDropdowns(dropdownPart, { job, entry, site });
  const chromeOf = (html: string) => fillVersionDropdowns(fillVersionLinks(html, links), dropdowns);
  const parts = [
    // The stylesheets of what the page shows (a formula, a blog post), known once its body is drawn.
    '<!doctype html>' + withPageStylesheets(documentStart, { ...job, body }, site) + around.before,
    chromeOf(frame.beforeNavbar),
    chromeOf(navbar),
    chromeOf(frame.beforeBody(localeHrefs)),
    body,
    chromeOf(frame.afterBody),
    around.after + documentEnd,
  ];
  const finished = finishParts(parts, {
    chunks: site.assets.chunks,
    htmlTags: site.docusaurus?.htmlTags ?? site.htmlTags,
    trailingSlash: site.trailingSlash,
    baseUrl: site.baseUrl,
    origin: site.url,
    routeCase: site.routeCase,
    localeBase: site.localeBase,
  });
  return { file: outputFile(route, site.trailingSlash), parts: finished };
}

/**
 * What goes around the layout of the page of `job`: what the Root draws beside its children, around the whole
 * layout, where Docusaurus draws it, and inside it what the docs' layout component draws beside the doc page.
 */
function layoutFrame(
  chrome: ChromeCache,
  { job, entry, site }: { job: RouteJob; entry: ContentEntry | undefined; site: SiteData },
): { before: string; after: string; head?: PageHeadExtras } {
  const root = chrome.root ? rootFrame(chrome.root, { site, route: job.route, entry }) : undefined;
  const docPage = docPageFrame(chrome.bundle.parts?.DocPage, { job, entry, site });
  return {
    before: (root?.before ?? '') + (docPage?.before ?? ''),
    after: (docPage?.after ?? '') + (root?.after ?? ''),
    head: root?.head,
  };
}

/**
 * A page's document start and end, with what the site's Root (`rootHead`) and then the page itself (a `<Head>`, a
 * `<head>`) add to its head: the page's tags win over the Root's, as the inner `<Head>` does in Docusaurus. A React
 * page renders inside the Root (render-page.tsx): its head holds the Root's already.
 */
function pageDocument(
  chrome: ChromeCache,
  template: PageTemplate,
  props: PageProps,
  { job, rootHead }: { job: RouteJob; rootHead?: PageHeadExtras },
): [string, string] {
  const { entry } = props;
  const own = template.pageHead?.(props) ?? (entry?.headTags ? { tags: entry.headTags } : undefined);
  const extras = [props.page ? undefined : rootHead, own];
  const [start, end] = chrome.document(documentProps(template, props, job, extras));
  let withTags = start;
  for (const extra of extras) if (extra?.tags) withTags = withHeadTags(withTags, extra.tags);
  return [withTags, end];
}

/**
 * The `<html>` and `<head>` of a page: its title, description, canonical path and alternates; the classes `extras`
 * (what the Root's and the page's `<Head>` say) add to `<html>` and `<body>`.
 */
function documentProps(
  template: PageTemplate,
  props: PageProps,
  job: RouteJob,
  extras: (PageHeadExtras | undefined)[] = [],
) {
  const { site, route, entry } = props;
  const classes = (first: string | undefined, key: 'htmlClass' | 'bodyClass') =>
    [first, ...extras.map((extra) => extra?.[key])].filter(Boolean).join(' ') || undefined;
  const { alternates } = job;
  const title =
    route.kind === 'home' ? null : (template.pageTitle?.(props) ?? entry?.title ?? String(route.data?.title ?? ''));
  return {
    site,
    title,
    fullTitle: template.documentTitle?.(props),
    description: template.pageDescription?.(props) ?? entry?.description ?? String(route.data?.description ?? ''),
    path: route.canonical ?? route.path,
    alternates: route.kind === 'not-found' ? [] : alternates,
    servedAt: route.kind === 'not-found' ? null : route.path,
    bodyClass: classes(`page--${route.kind}`, 'bodyClass'),
    htmlClass: classes(site.docusaurus ? docusaurusHtmlClass(job, entry) : undefined, 'htmlClass'),
    // The innermost `<Head>` that gives them wins, as in react-helmet.
    htmlLang: extras.findLast((extra) => extra?.htmlLang)?.htmlLang,
    htmlDir: extras.findLast((extra) => extra?.htmlDir)?.htmlDir,
    ogType: route.kind === 'blog-post' ? ('article' as const) : ('website' as const),
    image: entry?.frontMatter.image ?? undefined,
    search: site.docusaurus ? searchMetadata(job) : undefined,
  };
}

/**
 * What marks the page's navbar links active. As in Docusaurus, a doc page marks the doc and docSidebar items of its
 * own sidebar (in any version); any other page, the link whose `activeBase` is the longest prefix of its path.
 */
function activeBase(site: SiteData, route: Route, pluginId = 'default'): string | null {
  const links = navbarLinks(site);
  if (site.docusaurus) return docusaurusActive(links, { site, route, pluginId });
  if (route.sidebar) {
    const own = { pluginId, id: plainId(route.sidebar) };
    if (links.some((l) => l.activeSidebar?.id === own.id && l.activeSidebar.pluginId === pluginId)) {
      return sidebarActiveKey(own);
    }
  }
  let best: string | null = null;
  for (const { activeBase: base } of links) {
    if (base && base !== '/' && route.path.startsWith(base) && (!best || base.length > best.length)) best = base;
  }
  return best;
}

/** The navbar's links, its dropdowns' included: listed once per locale's site data, not once per page. */
function navbarLinks(site: SiteData): NavLink[] {
  let links = linksOfNavbar.get(site);
  if (!links) {
    links = site.navbar.items.flatMap((item): NavLink[] =>
      item.kind === 'link'
        ? [item]
        : item.kind === 'dropdown'
          ? [...(item.link ? [item.link] : []), ...item.items.filter(isNavLink)]
          : [],
    );
    linksOfNavbar.set(site, links);
  }
  return links;
}

const linksOfNavbar = new WeakMap<SiteData, NavLink[]>();

/**
 * Docusaurus marks each navbar link by its own rule, so several may be marked: a doc or docSidebar item on the docs
 * of its sidebar, and only there; a link with `activeBaseRegex` on a page whose path (with the base URL) matches it; any other site
 * link on its target (`activeBasePath`, else `to`) and below it, segment by segment, as react-router's NavLink.
 * The keys of what the page is in, one per line (see `isActiveLink` in templates/navbar.tsx).
 */
function docusaurusActive(
  links: NavLink[],
  { site, route, pluginId }: { site: SiteData; route: Route; pluginId: string },
): string | null {
  const own = route.sidebar ? sidebarActiveKey({ pluginId, id: plainId(route.sidebar) }) : null;
  const keys = new Set<string>();
  for (const link of links) {
    if (link.activeRegex !== undefined) {
      if (activeRegExp(link.activeRegex).test(href(site, route.path))) keys.add(regexActiveKey(link.activeRegex));
    } else if (link.activeSidebar) {
      // Only on the docs of its sidebar: not on a React page below the docs' path (lexical's /docs/error).
      if (sidebarActiveKey(link.activeSidebar) === own) keys.add(own);
    } else if (link.activeBase && isAtOrBelow(route.path, link.activeBase)) keys.add(link.activeBase);
  }
  return keys.size ? [...keys].join('\n') : null;
}

/** The config's `activeBaseRegex`es, compiled once per build rather than once per page. */
const activeRegExps = new Map<string, RegExp>();

function activeRegExp(source: string): RegExp {
  let compiled = activeRegExps.get(source);
  if (!compiled) activeRegExps.set(source, (compiled = new RegExp(source, 'i')));
  return compiled;
}

/** Whether `path` is `base` (its hash and query aside) or a page below it. */
function isAtOrBelow(path: string, base: string): boolean {
  const at = base.replace(/[?#].*$/, '').replace(/\/$/, '');
  return at !== '' && (path.replace(/\/$/, '') === at || path.startsWith(`${at}/`));
}

type LocaleTextFiller = ReturnType<typeof localeTextFiller>;

/**
 * Each entry's HTML and excerpt split at their placeholders, for the locales that show the entry (see ChromeCache):
 * a doc not translated is the same entry in every locale, and scanning its HTML once per locale cost more than
 * the rest of filling it.
 */
export type EntryFillers = WeakMap<ContentEntry, { html: LocaleTextFiller; excerpt: LocaleTextFiller | null }>;

/** The entry with its HTML, excerpt and TOC filled in for a locale. */
function localizeEntry(
  entry: ContentEntry,
  {
    fill,
    base,
    escapedText,
    entryFillers,
  }: { fill: (html: string) => string; base: string; escapedText: (id: string) => string; entryFillers: EntryFillers },
): ContentEntry {
  let fillers = entryFillers.get(entry);
  if (fillers === undefined) {
    const excerpt = entry.excerptHtml === null ? null : localeTextFiller(entry.excerptHtml);
    entryFillers.set(entry, (fillers = { html: localeTextFiller(entry.html), excerpt }));
  }
  return {
    ...entry,
    html: fillers.html({ base, escapedText }),
    excerptHtml: fillers.excerpt === null ? null : fillers.excerpt({ base, escapedText }),
    // The same list when nothing in it changes: the TOC's markup is kept per list (templates/toc.tsx), so a doc
    // shown in several locales renders it once.
    toc: entry.toc.some((item) => hasPlaceholders(item.html))
      ? entry.toc.map((item) => (hasPlaceholders(item.html) ? { ...item, html: fill(item.html) } : item))
      : entry.toc,
  };
}

/** A Docusaurus site's generated index: its cards, drawn by the site's DocCard where it swizzled one. */
function generatedIndexCards(job: RouteJob, site: SiteData, chrome: ChromeCache): string {
  const cards = (job.route.data?.items ?? []) as DocCard[];
  const part = chrome.bundle.parts?.DocCard;
  const draw = part && swizzledCardDrawer(part, { job, cards, entry: undefined, site });
  return docCardsHtml(site, cards, draw || undefined);
}

/** `entry` with Docusaurus's `<DocCardList />` filled with the job's cards (none outside a category's page). */
function withDocCards(entry: ContentEntry, job: RouteJob, site: SiteData, parts?: LayoutParts): ContentEntry {
  const given = job.givenCards;
  // The marker comes from the Markdown, so the entry as parsed (`job.entry`) holds it in every locale or none.
  if (!given && !entryHolds(job.entry!, DOC_CARDS)) return entry;
  const cardsHtml = (cards: DocCard[]) => {
    const draw = parts?.DocCard && swizzledCardDrawer(parts.DocCard, { job, cards, entry, site });
    return docCardsHtml(site, cards, draw || undefined);
  };
  let html = entry.html;
  if (html.includes(DOC_CARDS)) html = html.split(DOC_CARDS).join(cardsHtml(job.cards ?? []));
  if (given) html = html.replace(GIVEN_DOC_CARDS, (_marker, items: string) => cardsHtml(given.get(items) ?? []));
  return { ...entry, html };
}
