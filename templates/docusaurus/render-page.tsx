/**
 * Renders a page module's component ahead of the document, so that what it says about the head through
 * Docusaurus's `<Layout title>` or `<Head>` can reach `<title>` and the description (the document is rendered
 * around the body afterwards). Each route's render happens once: the result is kept per route, because the title
 * asks with the props object and React hands the body a copy of it.
 */
import { Children, type ReactElement } from 'react';
import { renderToStaticMarkup } from 'react-dom/server';
import { createPageData, PageDataProvider, type PageData } from '../page-api.js';
import type { PageHeadExtras } from '../pages.js';
import type { PageProps } from '../site-data.js';
import { routeProps, withCurrentPage, type DocumentHead } from './runtime.js';
import { renderInRoot } from './site-root.js';

/** A page module's body HTML and what it set for the head. */
export interface RenderedModule {
  html: string;
  head: DocumentHead;
}

const rendered = new WeakMap<PageProps['route'], { props: Pick<PageProps, 'page' | 'site'>; result: RenderedModule }>();

/** The page module of `props`, rendered (once). */
export function renderPageModule(props: PageProps): RenderedModule {
  const kept = rendered.get(props.route);
  if (kept && kept.props.page === props.page && kept.props.site === props.site) return kept.result;
  const { page, route } = props;
  if (!page) throw new Error(`the page module of ${route.path} was not loaded before rendering`);
  const data = createPageData(props);
  const Component = page.default;
  const extra = routeProps(data);
  const out = renderAsPage(<Component {...data} {...extra} />, data);
  const result = { html: out.result, head: out.head };
  rendered.set(route, { props: { page, site: props.site }, result });
  return result;
}

/** What a `<Head>` held besides title and description (see head.tsx), for the document; undefined when nothing. */
export function headExtras({
  elements,
  htmlClass,
  bodyClass,
  htmlLang,
  htmlDir,
}: DocumentHead): PageHeadExtras | undefined {
  if (!elements && !htmlClass && !bodyClass && !htmlLang && !htmlDir) return undefined;
  const tags = elements ? renderToStaticMarkup(<>{Children.toArray(elements)}</>) : '';
  return { tags, htmlClass, bodyClass, htmlLang, htmlDir };
}

/**
 * `element` rendered with `data` as the current page (a page module, or a part of the layout the site swizzled),
 * inside the site's Root (site-root.ts): its markup, and what its `<Layout>` or `<Head>` said about the document's
 * head.
 */
export function renderAsPage(element: ReactElement, data: PageData): { result: string; head: DocumentHead } {
  return withCurrentPage(
    data,
    () =>
      renderInRoot(element, (tree) => renderToStaticMarkup(<PageDataProvider value={data}>{tree}</PageDataProvider>))
        .html,
  );
}
