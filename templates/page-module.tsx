/**
 * The template of page-module routes: renders the module's default export with its page data, inside `<main>`
 * unless it draws its own (the site layout around it comes from the renderer, as for every page). The document title and description
 * come from the module's `meta` export.
 */
import { headExtras, renderPageModule } from './docusaurus/render-page.js';
import { createPageData } from './page-api.js';
import type { PageMeta } from './page-types.js';
import type { PageHeadExtras } from './pages.js';
import type { PageChrome } from './layout.js';
import type { PageProps } from './site-data.js';
import type { ReactNode } from 'react';

/**
 * Body of a page-module route: the page's landmark, unless the page draws its own `<main>` (Docusaurus's classic
 * home page template does, inside its Layout): then a plain frame, so the page has one main landmark, not two nested.
 */
export function PageModulePage(props: PageProps) {
  // Rendered ahead of the document (see render-page.tsx), so a Docusaurus `<Layout title>` can set the title.
  const html = renderPageModule(props).html;
  const Frame = OWN_MAIN.test(html) ? 'div' : 'main';
  return <Frame id="main" className="page-module" tabIndex={-1} dangerouslySetInnerHTML={{ __html: html }} />;
}

const OWN_MAIN = /<main[\s>]/;

/**
 * A theme-classic page sitegen draws itself on a Docusaurus site (its NotFound, its blog archive), in the frame a
 * React page has there: `.page-module` around the `.main-wrapper` of Docusaurus's Layout, so Infima's headings,
 * paragraphs and links apply as they do in Docusaurus.
 */
export function ThemeClassicPage({ children }: { children: ReactNode }) {
  return (
    <div className="page-module">
      <div className="main-wrapper">{children}</div>
    </div>
  );
}

/** `<title>`: the module's `meta.title`, else the title its `<Layout>` or `<Head>` gave; '' (the bare site title) when none. */
PageModulePage.pageTitle = (props: PageProps): string =>
  metaOf(props).title ?? renderPageModule(props).head.title ?? '';

/** The whole `<title>` when the module's `<Head>` wrote one (and no `meta.title` says otherwise). */
PageModulePage.documentTitle = (props: PageProps): string | undefined =>
  metaOf(props).title === undefined ? renderPageModule(props).head.fullTitle : undefined;

/** Description: the module's `meta.description`, else its `<Layout>` or `<Head>`'s, else the paired readme's. */
PageModulePage.pageDescription = (props: PageProps): string =>
  metaOf(props).description ?? renderPageModule(props).head.description ?? props.entry?.description ?? '';

/** What the module's `<Head>` held besides title and description (see head.tsx), when it held anything. */
PageModulePage.pageHead = (props: PageProps): PageHeadExtras | undefined => headExtras(renderPageModule(props).head);

/**
 * A Docusaurus page's frame is what it drew: its `<Layout>` (without the footer for `noFooter`), else only the
 * `@theme/Navbar` and `@theme/Footer` it rendered itself. sitegen's own page modules have the whole frame.
 */
PageModulePage.pageChrome = (props: PageProps): PageChrome | undefined => {
  if (!props.site.docusaurus) return undefined;
  const drew = renderPageModule(props).head.drew ?? {};
  if (drew.layout) return drew.noFooter ? { layout: true, navbar: true, footer: false } : undefined;
  return { layout: false, navbar: Boolean(drew.navbar), footer: Boolean(drew.footer) };
};

function metaOf(props: PageProps): PageMeta {
  const raw = props.page?.meta;
  return (typeof raw === 'function' ? raw(createPageData(props)) : raw) ?? {};
}
