/**
 * A Docusaurus site's swizzled layout parts (src/layout-parts.ts), drawn in place of sitegen's. Like
 * sitegen's own footer, the Footer and MDXContent are rendered once per locale, with the locale's home page as the
 * current page (a part that reads the location sees `/`):
 *
 * - the Footer is the footer. One that needs the browser is an island (src/pages/part-needs-browser.ts); one that
 *   only draws is HTML, so pages keep their JavaScript budget.
 * - MDXContent is rendered around a marker in place of its children, and each page's Markdown goes where the
 *   marker was (pnpm's puts an ad slot above every page's text).
 *
 * A DocItem/Layout is rendered for each doc around a marker in place of its children, as the MDXContent is, and
 * sitegen's pieces of the doc fill it (doc-item-layout.ts), the other swizzled parts among them.
 *
 * A DocVersionBanner, a DocItem/Footer, a TOC and a TOCCollapsible are rendered for each doc page, as that page, with the doc's metadata for
 * `useDoc()` (doc-metadata.ts, and its headings) and its version for the docs hooks (docs-version-data.ts); a DocPaginator for each doc and generated index with `previous` and `next`, and a
 * BlogPostPaginator for each post that has a neighbour with `prevItem` (newer) and `nextItem` (older), as
 * theme-classic renders them. Each is an island when it needs the browser, as the Footer is, and carries its props.
 *
 * The SearchBar is drawn once per locale in the navbar's search box, in theme-classic's frame or the site's
 * Navbar/Search, an island as the Footer is; a DocsVersionDropdownNavbarItem for each page, in the navbar and the
 * mobile menu (version-dropdowns.ts).
 *
 * The Root is loaded once per locale; every part renders inside it, as every page does, and what it draws around
 * its children is drawn once per page, around the layout (`rootFrame`).
 */
import { createElement, Fragment, type ComponentType, type ReactNode } from 'react';
import { renderToStaticMarkup } from 'react-dom/server';
import { SearchButton } from '../../templates/navbar.js';
import NavbarSearch from '../../templates/docusaurus/navbar-search.js';
import { headExtras, renderAsPage } from '../../templates/docusaurus/render-page.js';
import type { PageHeadExtras } from '../../templates/pages.js';
import { withCurrentPage } from '../../templates/docusaurus/runtime.js';
import { renderInRoot, type SiteRoot } from '../../templates/docusaurus/site-root.js';
import { createPageData, PageDataProvider } from '../../templates/page-api.js';
import type { PageData } from '../../templates/page-types.js';
import { PART_CONTENT } from '../../templates/placeholders.js';
import type { SiteData } from '../../templates/site-data.js';
import { runSiteCode } from '../config/run-site-code.js';
import { SitegenError } from '../errors.js';
import { loadPageModule, type ModuleToLoad } from '../pages/import-page-modules.js';
import { PER_PAGE_PARTS, type LayoutPartName, type LayoutParts } from '../layout-parts.js';
import { blogData } from '../../templates/blog/blog-route-data.js';
import { href } from '../../templates/i18n.js';
import type { PageProps, SiteIcons } from '../../templates/site-data.js';
import type { ContentEntry, PageLink, Sidebar } from '../types.js';
import type { DocCard } from '../../templates/doc-cards.js';
import { plainId } from '../config/docs-versions.js';
import { sidebarItemProps } from '../docs/sidebar-props.js';
import { docMetadata } from './doc-metadata.js';
import { fillDocItemLayout } from './doc-item-layout.js';
import { docsVersionData } from './docs-version-data.js';
import { ThemeClassNames } from '../../templates/docusaurus/theme-class-names.js';
import { THEME_CLASSIC } from '../../templates/theme-classic-classes.js';
import type { RouteJob } from './render-route.js';

/** What the per-page parts draw into a page's props. */
type DrawnParts = Pick<
  PageProps,
  | 'docItemHtml'
  | 'versionBannerHtml'
  | 'docFooterHtml'
  | 'pagerHtml'
  | 'tocHtml'
  | 'tocMobileHtml'
  | 'blogSidebarHtml'
  | 'blogMenuSidebarHtml'
>;

/** An island with nothing in it: a part that drew nothing (a banner on a doc of the latest version). */
const EMPTY_ISLAND = /^<sitegen-island [^>]*><\/sitegen-island>$/;

/** Where the Markdown goes in the MDXContent's markup (or a page's sidebar in the DocSidebar's). */
const CONTENT = PART_CONTENT;

/**
 * The markup of the site's swizzled icons, filled into the locale's site data (templates/site-data.ts `SiteIcons`)
 * with the props theme-classic draws them with. Once per locale, as the footer.
 */
export function drawSiteIcons(site: SiteData, parts: LayoutParts | undefined): void {
  const external = parts?.['Icon/ExternalLink'];
  const menu = parts?.['Icon/Menu'];
  const close = parts?.['Icon/Close'];
  const edit = parts?.['Icon/Edit'];
  const language = parts?.['Icon/Language'];
  if (!external && !menu && !close && !edit && !language) return;
  const icons: SiteIcons = {};
  const draw = (name: LayoutPartName, part: ModuleToLoad, props?: object) =>
    renderPart(name, part, localeHome(site, part), { props });
  if (external)
    icons.externalLink = {
      link: draw('Icon/ExternalLink', external),
      dropdown: draw('Icon/ExternalLink', external, { width: 12, height: 12 }),
    };
  if (menu) icons.menu = draw('Icon/Menu', menu);
  // theme-classic's menu header draws it in a grey of Infima's.
  if (close) icons.close = draw('Icon/Close', close, { color: 'var(--ifm-color-emphasis-600)' });
  // theme-classic's EditThisPage draws it without props.
  if (edit) icons.edit = draw('Icon/Edit', edit);
  // theme-classic's language menu gives it a class of its own; sitegen's styles its icon by this one.
  if (language) icons.language = draw('Icon/Language', language, { className: 'navbar__language-icon' });
  site.siteIcons = icons;
}

/** The footer HTML the site's Footer renders for the locale of `site`. */
export function swizzledFooterHtml(site: SiteData, part: ModuleToLoad): string {
  return renderPart('Footer', part, localeHome(site, part));
}

/**
 * What the site's per-page parts draw on the page of `job`: a doc's version banner, footer and tables of contents,
 * and the pager, where it swizzled them.
 */
export function swizzledPageParts(
  parts: LayoutParts | undefined,
  {
    job,
    entry,
    site,
    blogSidebar,
  }: { job: RouteJob; entry: ContentEntry | undefined; site: SiteData; blogSidebar?: Sidebar },
): DrawnParts {
  const { route } = job;
  const drawn: DrawnParts = {};
  // Made once per page, for whichever parts draw on it (a doc with a swizzled footer and pager needs it twice).
  let made: PageData | undefined;
  const page = (): PageData => (made ??= partPageData({ job, entry, site }));
  const link = (neighbour: PageLink | null | undefined) =>
    neighbour ? { title: neighbour.title, permalink: href(site, neighbour.href) } : undefined;
  if (parts?.DocVersionBanner && route.kind === 'doc' && entry) {
    const html = renderPart('DocVersionBanner', parts.DocVersionBanner, page());
    drawn.versionBannerHtml = EMPTY_ISLAND.test(html) ? '' : html;
  }
  if (parts?.['DocItem/Footer'] && route.kind === 'doc' && entry)
    drawn.docFooterHtml = renderPart('DocItem/Footer', parts['DocItem/Footer'], page());
  if (parts?.DocPaginator && (route.kind === 'doc' || route.kind === 'category-index')) {
    const props = definedOnly({ previous: link(job.prev), next: link(job.next) });
    drawn.pagerHtml = renderPart('DocPaginator', parts.DocPaginator, page(), { props });
  }
  if (route.kind === 'doc' && entry) Object.assign(drawn, docTocParts(parts, { entry, site, page }));
  const { newer, older } = blogData(route);
  if (parts?.BlogPostPaginator && route.kind === 'blog-post' && (newer || older)) {
    const props = definedOnly({ prevItem: link(newer), nextItem: link(older) });
    drawn.pagerHtml = renderPart('BlogPostPaginator', parts.BlogPostPaginator, page(), { props });
  }
  if (parts && blogSidebar) Object.assign(drawn, blogSidebarParts(parts, blogSidebar, { site, page }));
  // Last: the Layout draws the parts above in its places.
  const layout = parts?.['DocItem/Layout'];
  if (layout && route.kind === 'doc' && entry) {
    const html = renderPart('DocItem/Layout', layout, { ...page(), inDocItemLayout: true }, { children: CONTENT });
    const { prev, next, breadcrumbs, version } = job;
    const props = { site, route, entry, prev, next, breadcrumbs, version, ...drawn };
    drawn.docItemHtml = fillDocItemLayout(html, { file: layout.file, props });
  }
  return drawn;
}

/**
 * A doc's table of contents from the site's TOC (beside the doc) and TOCCollapsible (above it on phones), given
 * what theme-classic's DocItem gives them: the doc's headings, its levels and theme-classic's class
 * names. As there, none on a doc without headings or whose front matter hides them.
 */
function docTocParts(
  parts: LayoutParts | undefined,
  { entry, site, page }: { entry: ContentEntry; site: SiteData; page: () => PageData },
): DrawnParts {
  const fm = entry.frontMatter;
  if (fm.hide_table_of_contents === true || entry.toc.length === 0 || !(parts?.TOC || parts?.TOCCollapsible)) return {};
  // The levels as TOCItems settles them (front matter, else themeConfig.tableOfContents), where theme-classic passes
  // the front matter's alone: an island then carries no config to look them up in the browser.
  const levels = {
    toc: docToc(entry),
    minHeadingLevel: fm.toc_min_heading_level ?? site.docs.toc.min,
    maxHeadingLevel: fm.toc_max_heading_level ?? site.docs.toc.max,
  };
  const drawn: DrawnParts = {};
  if (parts.TOC)
    drawn.tocHtml = renderPart('TOC', parts.TOC, page(), {
      props: { ...levels, className: ThemeClassNames.docs.docTocDesktop },
    });
  if (parts.TOCCollapsible)
    drawn.tocMobileHtml = renderPart('TOCCollapsible', parts.TOCCollapsible, page(), {
      props: { ...levels, className: `${ThemeClassNames.docs.docTocMobile} ${THEME_CLASSIC.tocMobile}` },
    });
  return drawn;
}

/** A doc's headings as Docusaurus lists them (`useDoc().toc`): the heading's HTML is its `value`. */
function docToc(entry: ContentEntry): NonNullable<PageData['docToc']> {
  return entry.toc.map(({ html, id, level }) => ({ value: html, id, level }));
}

/**
 * How the cards of a `<DocCardList />` on the page of `job` are drawn where the site swizzled DocCard: each by its
 * component, given the card's sidebar item as theme-classic's DocCardList gives it, on the page, which knows its
 * cards' docs for `useDocById()`.
 */
export function swizzledCardDrawer(
  part: ModuleToLoad,
  { job, cards, entry, site }: { job: RouteJob; cards: DocCard[]; entry: ContentEntry | undefined; site: SiteData },
): (card: DocCard) => string {
  const docsById: NonNullable<PageData['docsById']> = {};
  for (const card of cards) {
    if (card.kind === 'category') continue;
    // A sidebar's doc, or a given item's `docId` of a doc the site has (its title found).
    const id = card.node.type === 'doc' ? plainId(card.node.id) : card.docTitle && card.given?.docId;
    if (typeof id === 'string')
      docsById[id] = { id, title: card.docTitle ?? card.label, description: card.description };
  }
  const page = { ...partPageData({ job, entry, site }), docsById };
  const item = (card: DocCard) => card.given ?? sidebarItemProps(card.node, site.localeBase);
  return (card) => renderPart('DocCard', part, page, { props: { item: item(card) } });
}

/**
 * A blog page's sidebar and the menu's list of posts, from the site's `BlogSidebar` (drawn as theme-classic's is on
 * the server: its desktop sidebar) or its `BlogSidebar/Desktop`, and its `BlogSidebar/Mobile`, each given
 * `{sidebar: {title, items: [{title, permalink}]}}` as theme-classic's BlogLayout gives them.
 */
function blogSidebarParts(
  parts: LayoutParts,
  { title, items }: Sidebar,
  { site, page }: { site: SiteData; page: () => PageData },
): DrawnParts {
  const posts = items.flatMap((item) =>
    item.type === 'link' ? [{ title: item.label, permalink: href(site, item.href) }] : [],
  );
  const props = { sidebar: { title, items: posts } };
  const drawn: DrawnParts = {};
  const desktop = parts.BlogSidebar ? 'BlogSidebar' : parts['BlogSidebar/Desktop'] ? 'BlogSidebar/Desktop' : null;
  if (desktop) drawn.blogSidebarHtml = renderPart(desktop, parts[desktop]!, page(), { props });
  if (parts['BlogSidebar/Mobile'])
    drawn.blogMenuSidebarHtml = renderPart('BlogSidebar/Mobile', parts['BlogSidebar/Mobile'], page(), { props });
  return drawn;
}

/**
 * The page a per-page part is rendered as. On a doc, with the doc's metadata and, in its route data, its version
 * (in the route so that an island's page data carries it to the browser, see templates/page-snapshot.ts).
 */
export function partPageData({
  job,
  entry,
  site,
}: {
  job: RouteJob;
  entry: ContentEntry | undefined;
  site: SiteData;
}): PageData {
  const { route } = job;
  if (route.kind !== 'doc' || !entry) return createPageData({ site, route, entry });
  const docsVersion = docsVersionData(job, entry, site);
  const data = createPageData({ site, route: { ...route, data: { ...route.data, docsVersion } }, entry });
  return { ...data, doc: docMetadata(job, entry, site), docToc: docToc(entry) };
}

/** `props` without its undefined fields (Docusaurus leaves out a missing neighbour; an island's props are JSON). */
function definedOnly<T extends object>(props: T): Partial<T> {
  return Object.fromEntries(Object.entries(props).filter(([, value]) => value !== undefined)) as Partial<T>;
}

/** The markup the site's MDXContent puts before and after each page's Markdown in the locale of `site`. */
export function swizzledContentFrame(site: SiteData, part: ModuleToLoad): [before: string, after: string] {
  return frameOf(
    'MDXContent',
    part,
    site,
    'render {children} (or <MDXContent {...props} /> of @theme-original/MDXContent) once.',
  );
}

/**
 * What the site's DocSidebar draws around each doc's sidebar, where it wraps theme-classic's (ionic-docs' draws the
 * logo above it), filled into the locale's site data: rendered once, with the sidebar where `@theme-original/DocSidebar`
 * stands (templates/docusaurus/original-doc-sidebar.tsx).
 */
export function drawDocSidebarFrame(site: SiteData, part: ModuleToLoad | undefined): void {
  if (!part) return;
  site.docSidebarFrame = frameOf(
    'DocSidebar',
    part,
    site,
    'render <DocSidebar {...props} /> of @theme-original/DocSidebar once, and not its children.',
  );
}

/**
 * What the site's Navbar/Layout draws beside the navbar, where it wraps theme-classic's (tauri's notice under it on
 * the pages of its translations), filled into the locale's site data: rendered once, the navbar where
 * `@theme-original/Navbar/Layout` stands (templates/docusaurus/original-navbar-layout.tsx).
 */
export function drawNavbarFrame(site: SiteData, part: ModuleToLoad | undefined): void {
  if (!part) return;
  const html = renderPart('Navbar/Layout', part, localeHome(site, part), { children: CONTENT });
  // One that draws nothing on the server (it waits for the browser) leaves the navbar as it is.
  if (html === '') return;
  const hint = 'render <Layout {...props} /> of @theme-original/Navbar/Layout once, around or beside what it adds.';
  site.navbarFrame = splitFrame(html, { name: 'Navbar/Layout', part, hint, what: "theme-classic's Navbar/Layout" });
}

/**
 * The navbar's search box, where the site swizzled a part of it, filled into the locale's site data: its
 * Navbar/Search (Detox's gives theme-classic's box a class of its own), else theme-classic's, around its SearchBar
 * (an island when it needs the browser, tauri's Meilisearch box), else sitegen's search button.
 */
export function drawSearchBox(site: SiteData, parts: LayoutParts | undefined): void {
  const frame = parts?.['Navbar/Search'];
  const bar = parts?.SearchBar;
  if (!frame && !bar) return;
  const [before, after] = frame
    ? frameOf(
        'Navbar/Search',
        frame,
        site,
        'render {children} (or <Search {...props} /> of @theme-original/Navbar/Search) once.',
      )
    : renderToStaticMarkup(createElement(NavbarSearch, null, CONTENT)).split(CONTENT);
  const box = bar
    ? renderPart('SearchBar', bar, localeHome(site, bar))
    : renderToStaticMarkup(createElement(SearchButton, { site }));
  site.searchBoxHtml = before + box + after;
  // theme-classic's mobile menu draws no search item: the box stays on the bar.
  if (bar) site.siteSearchBar = true;
}

/** What the part `name` draws before and after its children, rendered once in the locale of `site`. */
function frameOf(
  name: LayoutPartName,
  part: ModuleToLoad,
  site: SiteData,
  hint: string,
): [before: string, after: string] {
  const html = renderPart(name, part, localeHome(site, part), { children: CONTENT });
  return splitFrame(html, { name, part, hint, what: 'its children' });
}

/** A wrapper's markup split where `what` it renders stands, which must be once (else an error naming it). */
function splitFrame(
  html: string,
  { name, part, hint, what }: { name: LayoutPartName; part: ModuleToLoad; hint: string; what: string },
): [before: string, after: string] {
  const pieces = html.split(CONTENT);
  if (pieces.length !== 2)
    throw new SitegenError(
      `the swizzled ${name} ${part.file} renders ${what} ${pieces.length - 1} times; it must render ${what === 'its children' ? 'them' : 'it'} once, as theme-classic's does`,
      { location: { file: part.file }, hint },
    );
  return [pieces[0], pieces[1]];
}

/**
 * What the docs' `docLayoutComponent`, or a swizzled DocPage that wraps theme-classic's, draws before and after the
 * layout of a doc page (a generated index is one too, as under Docusaurus's DocPage route), rendered as that page;
 * the layout goes where it renders `@theme/DocPage`. Nothing on other pages.
 */
export function docPageFrame(
  part: ModuleToLoad | undefined,
  { job, entry, site }: { job: RouteJob; entry: ContentEntry | undefined; site: SiteData },
): { before: string; after: string } | undefined {
  if (!part || (job.route.kind !== 'doc' && job.route.kind !== 'category-index')) return undefined;
  // The main docs' setting (config/docusaurus/doc-layout.ts): not around another docs plugin's pages.
  if ((job.version?.pluginId ?? 'default') !== 'default') return undefined;
  const location = { pathname: href(site, job.route.path), search: '', hash: '' };
  const html = renderPart('DocPage', part, partPageData({ job, entry, site }), { props: { location } });
  // One that draws nothing on the server (react-navigation's returns null until it is in the browser, where
  // Docusaurus then renders the page): the page as theme-classic's, its script named by the bundle's warning.
  if (html === '') return undefined;
  const pieces = html.split(CONTENT);
  if (pieces.length !== 2)
    throw new SitegenError(
      `the doc page component ${part.file} renders theme-classic's DocPage ${pieces.length - 1} times; it must render it once`,
      { location: { file: part.file }, hint: 'render <DocPage {...props} /> once, around or beside what it adds.' },
    );
  // In a box of no layout of its own, whose links are Infima's (templates/styles/infima.css).
  const boxed = (html: string) => (html ? `<div class="doc-page-part">${html}</div>` : '');
  return { before: boxed(pieces[0]), after: boxed(pieces[1]) };
}

/** The site's Root, loaded, for the trees of its code to render inside (templates/docusaurus/site-root.ts). */
export function loadSiteRoot(part: LayoutParts['Root']): SiteRoot | null {
  if (!part) return null;
  const component = loadPageModule(part.url, part.file).default as SiteRoot['component'];
  return { component, id: part.id ?? part.file, file: part.file, name: part.name ?? 'Root' };
}

/**
 * What the site's Root draws before and after the layout of the page `route` shows (nothing for a Root that only
 * provides context), rendered as that page, as Docusaurus renders it around each page's layout; and what its
 * `<Head>` adds to the document (a font, an analytics script), which the page's own head may override.
 */
export function rootFrame(
  root: SiteRoot,
  { site, route, entry }: { site: SiteData; route: RouteJob['route']; entry: ContentEntry | undefined },
): { before: string; after: string; head: PageHeadExtras | undefined } {
  const data = createPageData({ site, route, entry });
  const render = (tree: ReactNode) => renderToStaticMarkup(createElement(PageDataProvider, { value: data }, tree));
  try {
    const { result, head } = runSiteCode(
      () => withCurrentPage(data, () => renderInRoot(createElement(Fragment), render, root)),
      { file: root.file, doing: `rendering the swizzled ${root.name} ${root.file}`, withinRun: true },
    );
    return { before: result.before, after: result.after, head: headExtras(head) };
  } catch (error) {
    if (error instanceof SitegenError) throw error;
    throw new SitegenError(
      `the swizzled ${root.name} ${root.file} threw while rendering the page ${route.path}: ${(error as Error).message}`,
      {
        location: { file: root.file },
        cause: error,
        hint: `fix the error its component throws, or remove ${root.file} to render pages without it.`,
      },
    );
  }
}

/** The page data of a part drawn once per locale: the locale's home page. */
function localeHome(site: SiteData, { file }: ModuleToLoad): PageData {
  return createPageData({ site, route: { path: '/', kind: 'page', source: file } });
}

/**
 * The markup of the site's own navbar items (`custom-*` types), filled into the locale's navbar items: each drawn by
 * its component in the site's src/theme/NavbarItem/ComponentTypes map, on the bar and (`mobile`) in the menu, as
 * the locale's home page. Once per locale; the items are the locale bundle's own.
 */
export function drawNavbarComponents(site: SiteData, part: ModuleToLoad | undefined): void {
  for (const item of site.navbar.items) {
    if (item.kind !== 'component') continue;
    if (!part)
      throw new SitegenError(`the navbar item of type "${item.name}" needs src/theme/NavbarItem/ComponentTypes`, {
        hint: `add the map of item types (export default { ...ComponentTypes, '${item.name}': MyItem }), or remove the item.`,
      });
    const types = loadPageModule(part.url, part.file, { anyDefault: true }).default as unknown as
      Record<string, ComponentType> | undefined;
    const component = types?.[item.name];
    if (!component)
      throw new SitegenError(`${part.file} has no component for the navbar item type "${item.name}"`, {
        location: { file: part.file },
        hint: `add '${item.name}': <its component> to the map it exports, or change the item's type.`,
      });
    const data = localeHome(site, part);
    item.html = renderPart('NavbarItem/ComponentTypes', part, data, { props: item.props, component });
    item.mobileHtml = renderPart('NavbarItem/ComponentTypes', part, data, {
      props: { ...item.props, mobile: true },
      component,
    });
  }
}

/** The markup the part `name` draws as the page `data`; an error it throws names the part's file. */
export function renderPart(
  name: LayoutPartName,
  { url, file }: ModuleToLoad,
  data: PageData,
  {
    children,
    props = {},
    component = loadPageModule(url, file).default as ComponentType,
  }: { children?: ReactNode; props?: object; component?: ComponentType } = {},
): string {
  const Component = component as ComponentType<{ children?: ReactNode }>;
  const doing = `rendering the swizzled ${name} ${file}`;
  try {
    const draw = () => renderAsPage(createElement(Component, props, children), data).result;
    return runSiteCode(draw, { file, doing, withinRun: true });
  } catch (error) {
    if (error instanceof SitegenError) throw error;
    const where = PER_PAGE_PARTS.has(name) ? ` the page ${data.route.path}` : '';
    throw new SitegenError(`the swizzled ${name} ${file} threw while rendering${where}: ${(error as Error).message}`, {
      location: { file },
      cause: error,
      hint: `fix the error its component throws, or remove src/theme/${name} to use sitegen's own.`,
    });
  }
}
