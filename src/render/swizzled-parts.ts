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
 * A DocItem/Footer is rendered for each doc page, as that page, with the doc's metadata for `useDoc()`
 * (doc-metadata.ts); a DocPaginator for each doc and generated index with `previous` and `next`, and a
 * BlogPostPaginator for each post that has a neighbour with `prevItem` (newer) and `nextItem` (older), as
 * theme-classic renders them. Each is an island when it needs the browser, as the Footer is, and carries its props.
 *
 * The Root is loaded once per locale; every part renders inside it, as every page does, and what it draws around
 * its children is drawn once per page, around the layout (`rootFrame`).
 */
import { createElement, Fragment, type ComponentType, type ReactNode } from 'react';
import { renderToStaticMarkup } from 'react-dom/server';
import { renderAsPage } from '../../templates/docusaurus/render-page.js';
import { withCurrentPage } from '../../templates/docusaurus/runtime.js';
import { renderInRoot, type SiteRoot } from '../../templates/docusaurus/site-root.js';
import { createPageData, PageDataProvider } from '../../templates/page-api.js';
import type { PageData } from '../../templates/page-types.js';
import type { SiteData } from '../../templates/site-data.js';
import { runSiteCode } from '../config/run-site-code.js';
import { SitegenError } from '../errors.js';
import { loadPageModule, type ModuleToLoad } from '../pages/import-page-modules.js';
import type { LayoutPartName, LayoutParts } from '../layout-parts.js';
import { blogData } from '../../templates/blog/blog-route-data.js';
import { href } from '../../templates/i18n.js';
import type { PageProps } from '../../templates/site-data.js';
import type { ContentEntry, PageLink } from '../types.js';
import { docMetadata } from './doc-metadata.js';
import type { RouteJob } from './render-route.js';

/** The parts drawn for each page, not once per locale. */
const PER_PAGE = new Set<LayoutPartName>(['DocItem/Footer', 'DocPaginator', 'BlogPostPaginator']);

/** Where the Markdown goes in the MDXContent's markup; `\u0000` never occurs in HTML (templates/placeholders.ts). */
const CONTENT = '\u0000part:content\u0000';

/** The footer HTML the site's Footer renders for the locale of `site`. */
export function swizzledFooterHtml(site: SiteData, part: ModuleToLoad): string {
  return renderPart('Footer', part, localeHome(site, part));
}

/** What the site's per-page parts draw on the page of `job`: a doc's footer and the pager, where it swizzled them. */
export function swizzledPageParts(
  parts: LayoutParts | undefined,
  { job, entry, site }: { job: RouteJob; entry: ContentEntry | undefined; site: SiteData },
): Pick<PageProps, 'docFooterHtml' | 'pagerHtml'> {
  const { route } = job;
  const drawn: Pick<PageProps, 'docFooterHtml' | 'pagerHtml'> = {};
  // Made once per page, for whichever parts draw on it (a doc with a swizzled footer and pager needs it twice).
  let made: PageData | undefined;
  const page = (): PageData => {
    if (made) return made;
    const data = createPageData({ site, route, entry });
    return (made = route.kind === 'doc' && entry ? { ...data, doc: docMetadata(job, entry, site) } : data);
  };
  const link = (neighbour: PageLink | null | undefined) =>
    neighbour ? { title: neighbour.title, permalink: href(site, neighbour.href) } : undefined;
  if (parts?.['DocItem/Footer'] && route.kind === 'doc' && entry)
    drawn.docFooterHtml = renderPart('DocItem/Footer', parts['DocItem/Footer'], page());
  if (parts?.DocPaginator && (route.kind === 'doc' || route.kind === 'category-index')) {
    const props = definedOnly({ previous: link(job.prev), next: link(job.next) });
    drawn.pagerHtml = renderPart('DocPaginator', parts.DocPaginator, page(), { props });
  }
  const { newer, older } = blogData(route);
  if (parts?.BlogPostPaginator && route.kind === 'blog-post' && (newer || older)) {
    const props = definedOnly({ prevItem: link(newer), nextItem: link(older) });
    drawn.pagerHtml = renderPart('BlogPostPaginator', parts.BlogPostPaginator, page(), { props });
  }
  return drawn;
}

/** `props` without its undefined fields (Docusaurus leaves out a missing neighbour; an island's props are JSON). */
function definedOnly<T extends object>(props: T): Partial<T> {
  return Object.fromEntries(Object.entries(props).filter(([, value]) => value !== undefined)) as Partial<T>;
}

/** The markup the site's MDXContent puts before and after each page's Markdown in the locale of `site`. */
export function swizzledContentFrame(site: SiteData, part: ModuleToLoad): [before: string, after: string] {
  const html = renderPart('MDXContent', part, localeHome(site, part), { children: CONTENT });
  const pieces = html.split(CONTENT);
  if (pieces.length !== 2)
    throw new SitegenError(
      `the swizzled MDXContent ${part.file} renders its children ${pieces.length - 1} times; it must render them once, as theme-classic's does`,
      {
        location: { file: part.file },
        hint: 'render {children} (or <MDXContent {...props} /> of @theme-original/MDXContent) once.',
      },
    );
  return [pieces[0], pieces[1]];
}

/** The site's Root, loaded, for the trees of its code to render inside (templates/docusaurus/site-root.ts). */
export function loadSiteRoot(part: LayoutParts['Root']): SiteRoot | null {
  if (!part) return null;
  const component = loadPageModule(part.url, part.file).default as SiteRoot['component'];
  return { component, id: part.id ?? part.file, file: part.file };
}

/**
 * What the site's Root draws before and after the layout of the page `route` shows (nothing for a Root that only
 * provides context), rendered as that page, as Docusaurus renders it around each page's layout.
 */
export function rootFrame(
  root: SiteRoot,
  { site, route, entry }: { site: SiteData; route: RouteJob['route']; entry: ContentEntry | undefined },
): [before: string, after: string] {
  const data = createPageData({ site, route, entry });
  const render = (tree: ReactNode) => renderToStaticMarkup(createElement(PageDataProvider, { value: data }, tree));
  try {
    const { before, after } = runSiteCode(
      () => withCurrentPage(data, () => renderInRoot(createElement(Fragment), render, root)).result,
      { file: root.file, doing: `rendering the swizzled Root ${root.file}` },
    );
    return [before, after];
  } catch (error) {
    if (error instanceof SitegenError) throw error;
    throw new SitegenError(
      `the swizzled Root ${root.file} threw while rendering the page ${route.path}: ${(error as Error).message}`,
      {
        location: { file: root.file },
        cause: error,
        hint: 'fix the error its component throws, or remove src/theme/Root to render pages without it.',
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

function renderPart(
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
    return runSiteCode(() => renderAsPage(createElement(Component, props, children), data).result, { file, doing });
  } catch (error) {
    if (error instanceof SitegenError) throw error;
    const where = PER_PAGE.has(name) ? ` the page ${data.route.path}` : '';
    throw new SitegenError(`the swizzled ${name} ${file} threw while rendering${where}: ${(error as Error).message}`, {
      location: { file },
      cause: error,
      hint: `fix the error its component throws, or remove src/theme/${name} to use sitegen's own.`,
    });
  }
}
