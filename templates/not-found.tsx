/** The not-found page, with the spec's exact words, and the two ways on: home and search. */
import { href, t } from './i18n.js';
import { PageModulePage, ThemeClassicPage } from './page-module.js';
import type { PageProps } from './site-data.js';
import { PRIMARY_BUTTON, SECONDARY_BUTTON } from './button-classes.js';

/** Body of `404.html`: sitegen's, or a Docusaurus site's own NotFound (a page module), or else theme-classic's. */
export function NotFound(props: PageProps) {
  const { site } = props;
  if (props.page) return <PageModulePage {...props} />;
  if (site.docusaurus) return <ThemeClassicNotFound site={site} />;
  return (
    <main id="main" className="container not-found" tabIndex={-1}>
      {/* The status code is decoration: the heading says it in words. */}
      <p className="not-found__code" aria-hidden="true">
        404
      </p>
      <h1>{t(site, 'notFound.title')}</h1>
      <p>{t(site, 'notFound.p1')}</p>
      <p>{t(site, 'notFound.p2')}</p>
      <p className="not-found__actions">
        <a className={PRIMARY_BUTTON} href={href(site, '/')}>
          {t(site, 'notFound.home')}
        </a>
        <a className={SECONDARY_BUTTON} href={href(site, `/${site.search.pagePath}`)}>
          {t(site, 'search.button')}
        </a>
      </p>
    </main>
  );
}

/** theme-classic 2.4's NotFound: its title and two paragraphs in six centred columns, nothing else. */
function ThemeClassicNotFound({ site }: Pick<PageProps, 'site'>) {
  return (
    <ThemeClassicPage>
      <main id="main" className="container margin-vert--xl" tabIndex={-1}>
        <div className="row">
          <div className="col col--6 col--offset-3">
            <h1 className="hero__title">{t(site, 'notFound.title')}</h1>
            <p>{t(site, 'notFound.p1')}</p>
            <p>{t(site, 'notFound.p2')}</p>
          </div>
        </div>
      </main>
    </ThemeClassicPage>
  );
}

/** `<title>`: a Docusaurus NotFound's own (its `<Layout title>`), else the spec's words. */
NotFound.pageTitle = (props: PageProps): string =>
  (props.page && PageModulePage.pageTitle(props)) || t(props.site, 'notFound.title');

/** What of the frame a Docusaurus NotFound drew (see PageModulePage.pageChrome). */
NotFound.pageChrome = (props: PageProps) => (props.page ? PageModulePage.pageChrome(props) : undefined);

/** What a Docusaurus NotFound's `<Head>` held besides its title and description. */
NotFound.pageHead = (props: PageProps) => (props.page ? PageModulePage.pageHead(props) : undefined);

/** The whole `<title>` when a Docusaurus NotFound's `<Head>` wrote one. */
NotFound.documentTitle = (props: PageProps): string | undefined =>
  props.page ? PageModulePage.documentTitle(props) : undefined;
