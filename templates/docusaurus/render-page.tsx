/**
 * Renders a page module's component ahead of the document, so that what it says about the head through
 * Docusaurus's `<Layout title>` or `<Head>` can reach `<title>` and the description (the document is rendered
 * around the body afterwards). Each route's render happens once: the result is kept per route, because the title
 * asks with the props object and React hands the body a copy of it.
 */
import type { ComponentType } from 'react';
import { renderToStaticMarkup } from 'react-dom/server';
import { createPageData, PageDataProvider, type PageData } from '../page-api.js';
import type { PageProps } from '../site-data.js';
import { routeProps, withCurrentPage, type DocumentHead } from './runtime.js';

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
  const out = withCurrentPage(data, () =>
    renderToStaticMarkup(
      <PageDataProvider value={data}>
        <Component {...data} {...extra} />
      </PageDataProvider>,
    ),
  );
  const result = { html: out.result, head: out.head };
  rendered.set(route, { props: { page, site: props.site }, result });
  return result;
}

/** A part of the layout the site swizzled (its `src/theme/Footer`), rendered with `data` as the current page. */
export function renderSwizzledPart(Component: ComponentType, data: PageData): string {
  const out = withCurrentPage(data, () =>
    renderToStaticMarkup(
      <PageDataProvider value={data}>
        <Component />
      </PageDataProvider>,
    ),
  );
  return out.result;
}
