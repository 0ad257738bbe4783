/**
 * The template of page-module routes: renders the module's default export with its page data, inside `<main>`
 * (the site layout around it comes from the renderer, as for every page). The document title and description
 * come from the module's `meta` export.
 */
import { createPageData, PageDataProvider } from './page-api.js';
import type { PageMeta } from './page-types.js';
import type { PageProps } from './site-data.js';

/** Body of a page-module route. */
export function PageModulePage(props: PageProps) {
  const { page, route } = props;
  if (!page) throw new Error(`the page module of ${route.path} was not loaded before rendering`);
  const data = createPageData(props);
  const Component = page.default;
  return (
    <PageDataProvider value={data}>
      <main id="main" className="page-module" tabIndex={-1}>
        <Component {...data} />
      </main>
    </PageDataProvider>
  );
}

/** `<title>`: the module's `meta.title`; an empty string (the bare site title) at `/` or when there is none. */
PageModulePage.pageTitle = (props: PageProps): string => metaOf(props).title ?? '';

/** Description: the module's `meta.description`, else the paired readme's. */
PageModulePage.pageDescription = (props: PageProps): string => metaOf(props).description ?? props.entry?.description ?? '';

function metaOf(props: PageProps): PageMeta {
  const raw = props.page?.meta;
  return (typeof raw === 'function' ? raw(createPageData(props)) : raw) ?? {};
}
