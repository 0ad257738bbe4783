/** The HTML document shell: head (title, meta, canonical, Open Graph, hreflang, assets) and body. */
import type { ReactNode } from 'react';
import { FeedLinks } from './blog/feed-links.js';
import { CLIENT_CONFIG_ID, clientConfigJson } from './client-config.js';
import { href, t } from './i18n.js';
import { OPEN_SEARCH_FILE } from '../src/config/open-search.js';
import type { SiteData } from './site-data.js';
import { routeRuleScript } from './route-rule-script.js';
import { themeScript } from './theme-script.js';

export interface DocumentProps {
  site: SiteData;
  /** Page title without the site name; the home page passes null for the bare site title. */
  title: string | null;
  /** The whole title, when the page set it itself (a Docusaurus `<Head><title>`): used as it is. */
  fullTitle?: string;
  description: string;
  /** Site path of the canonical URL (without locale). */
  path: string;
  /** The built locales that have this page, for hreflang (empty: no alternates, as on the not-found page). */
  alternates: string[];
  /** Extra head elements (feeds, noindex). */
  head?: ReactNode;
  /** The page kind's class on `<body>` (`page--doc`). */
  bodyClass?: string;
  /** A Docusaurus site's classes on `<html>` (src/render/html-class.ts). */
  htmlClass?: string;
  /** `<html>`'s `lang` and `dir` when the page's `<Head>` gives them, in place of the locale's. */
  htmlLang?: string;
  htmlDir?: string;
  /** The site path this page is served at (an alias differs from `path`); null on the not-found page. */
  servedAt?: string | null;
  /** `og:type`: `article` for blog posts, as Docusaurus writes it; `website` elsewhere. */
  ogType?: 'website' | 'article';
  /** Front matter `image`: the page's social card (`og:image`, `twitter:image`). */
  image?: string;
  /** A Docusaurus site's search metadata of the page (src/render/search-meta.ts). */
  search?: { tag: string; version?: string };
  children: ReactNode;
}

/** `<html>` with everything a page needs in `<head>`. */
export function Document({ site, head, children, ...page }: DocumentProps) {
  return (
    <DocumentView site={site} values={documentValues({ site, ...page })} head={head}>
      {children}
    </DocumentView>
  );
}

/**
 * What a page's document shows that is its own: every other part of `DocumentView`'s output is the same for each
 * page of a locale (src/render/page-frame.ts renders it once, with markers in these places). Strings go into
 * text and attributes escaped, except `routeRule`, the inline script's source, which goes in as it is.
 */
export interface DocumentValues {
  title: string;
  description: string;
  canonical: string;
  ogType: string;
  /** The absolute social card URL, when the page has one. */
  image?: string;
  /** hreflang -> href, in the order they are listed. */
  alternates: { hrefLang: string; href: string }[];
  routeRule: string;
  bodyClass?: string;
  htmlClass?: string;
  htmlLang?: string;
  htmlDir?: string;
  /** `docsearch:docusaurus_tag` and `docsearch:version` (a Docusaurus site's, see DocumentProps). */
  searchTag?: string;
  searchVersion?: string;
}

/** A page's own values (see DocumentValues), from its props. */
export function documentValues({
  site,
  title,
  fullTitle: ownTitle,
  description,
  path,
  alternates,
  bodyClass,
  htmlClass,
  htmlLang,
  htmlDir,
  servedAt = path,
  ogType = 'website',
  image,
  search,
}: Omit<DocumentProps, 'children' | 'head'>): DocumentValues {
  const origin = site.url.replace(/\/$/, '');
  return {
    title: ownTitle ?? (title ? `${title} ${titleDelimiter(site)} ${site.title}` : site.title),
    // Docusaurus writes no description where a page gives none; sitegen's own site falls back on its tagline.
    description: description || (site.docusaurus ? '' : site.tagline),
    canonical: `${origin}${slashed(site, href(site, path))}`,
    ogType,
    image: (image ?? siteImage(site)) ? absoluteUrl(site, image ?? siteImage(site)!) : undefined,
    alternates: alternateLinks(site, path, alternates),
    routeRule: servedAt === null ? routeRuleScript(href(site, path), true) : routeRuleScript(href(site, servedAt)),
    bodyClass,
    htmlClass,
    htmlLang,
    htmlDir,
    searchTag: search?.tag,
    searchVersion: search?.version,
  };
}

/** The document around `children`, from a page's values. */
export function DocumentView({
  site,
  values,
  head,
  children,
}: {
  site: SiteData;
  values: DocumentValues;
  /** Extra head elements (feeds, noindex). */
  head?: ReactNode;
  children: ReactNode;
}) {
  const { title, description, canonical, image, htmlClass } = values;
  const { htmlLang = site.locale.htmlLang, htmlDir = site.locale.direction } = values;
  return (
    <html lang={htmlLang} dir={htmlDir} className={htmlClass} data-theme={site.colorMode.defaultMode}>
      <head>
        <meta charSet="utf-8" />
        <meta name="viewport" content="width=device-width, initial-scale=1" />
        <title>{title}</title>
        {description && <meta name="description" content={description} />}
        {/* Docusaurus writes none (a site's headTags may). */}
        {!site.docusaurus && <meta name="theme-color" content={site.themeColor} />}
        <meta property="og:title" content={title} />
        {description && <meta property="og:description" content={description} />}
        <meta property="og:url" content={canonical} />
        <meta property="og:type" content={values.ogType} />
        {image && <meta property="og:image" content={image} />}
        {image && <meta name="twitter:image" content={image} />}
        <meta property="og:locale" content={htmlLang.replace('-', '_')} />
        <SiteMetadata site={site} values={values} />
        <link rel="canonical" href={canonical} />
        {values.alternates.map(({ hrefLang, href: url }) => (
          <link key={hrefLang} rel="alternate" hrefLang={hrefLang} href={url} />
        ))}
        {site.favicon && <link rel="icon" href={site.favicon} />}
        <FeedLinks site={site} />
        <OpenSearchLink site={site} />
        <script dangerouslySetInnerHTML={{ __html: perLocale(site).themeScript }} />
        <script dangerouslySetInnerHTML={{ __html: values.routeRule }} />
        <script
          type="application/json"
          id={CLIENT_CONFIG_ID}
          dangerouslySetInnerHTML={{ __html: perLocale(site).clientConfig }}
        />
        <link rel="stylesheet" href={site.assets.css} />
        <script type="module" src={site.assets.js} />
        {head}
      </head>
      <body className={values.bodyClass}>
        <AppRoot site={site}>
          <a className="skip-link" href="#main">
            {t(site, 'skip.toContent')}
          </a>
          {children}
        </AppRoot>
      </body>
    </html>
  );
}

/** What the body holds: on a Docusaurus site inside `#__docusaurus`, its app's root, which a site's CSS may scope rules under. */
function AppRoot({ site, children }: { site: SiteData; children: ReactNode }) {
  return site.docusaurus ? <div id="__docusaurus">{children}</div> : <>{children}</>;
}

/** The inline scripts that are the same on every page of a locale, made once per locale's site data. */
function perLocale(site: SiteData): { themeScript: string; clientConfig: string } {
  let scripts = localeScripts.get(site);
  if (!scripts) {
    scripts = { themeScript: themeScript(site), clientConfig: clientConfigJson(site) };
    localeScripts.set(site, scripts);
  }
  return scripts;
}

const localeScripts = new WeakMap<SiteData, { themeScript: string; clientConfig: string }>();

/**
 * A multilingual site names every built locale that has this page (itself included), and the default as
 * x-default: hreflang -> URL.
 */
function alternateLinks(site: SiteData, path: string, alternates: string[]): DocumentValues['alternates'] {
  if (site.locales.length < 2) return [];
  const origin = site.url.replace(/\/$/, '');
  const localeUrl = (code: string) => {
    const info = site.locales.find((l) => l.code === code)!;
    return `${origin}${site.baseUrl.replace(/\/$/, '')}${info.path ? `/${info.path}` : ''}${path}`;
  };
  const links = alternates.map((code) => ({
    hrefLang: site.locales.find((l) => l.code === code)!.htmlLang,
    href: localeUrl(code),
  }));
  if (alternates.includes(site.defaultLocale))
    links.push({ hrefLang: 'x-default', href: localeUrl(site.defaultLocale) });
  return links;
}

/** A social card URL: absolute URLs as written, site paths below the origin and base URL (Docusaurus's `useBaseUrl(image, {absolute: true})`). */
function absoluteUrl(site: SiteData, image: string): string {
  if (/^[a-z][a-z\d+.-]*:/i.test(image) || image.startsWith('//')) return image;
  return `${site.url.replace(/\/$/, '')}${site.baseUrl.replace(/\/$/, '')}/${image.replace(/^\/+/, '')}`;
}

/** A Docusaurus config's `themeConfig.image`: the social card of each page whose front matter names none. */
function siteImage(site: SiteData): string | undefined {
  const image = site.docusaurus?.siteConfig.themeConfig.image;
  return typeof image === 'string' && image ? image : undefined;
}

/**
 * A Docusaurus config's `themeConfig.metadata`: `<meta>` tags on every page (`{ name, content }`, or any
 * attributes), as theme-classic's SiteMetadata writes them. Entries that are not objects of strings are skipped.
 */
/** theme-classic's SiteMetadata after Open Graph: search metadata, `twitter:card`, then the config's `metadata`. */
function SiteMetadata({ site, values }: { site: SiteData; values: DocumentValues }) {
  const own = siteMetadata(site);
  return (
    <>
      {values.searchTag !== undefined && (
        <SearchMetadata locale={site.locale.code} tag={values.searchTag} version={values.searchVersion} />
      )}
      {!own.some((m) => m.name === 'twitter:card') && <meta name="twitter:card" content="summary_large_image" />}
      {own.map((attributes, i) => (
        <meta key={i} {...attributes} />
      ))}
    </>
  );
}

/** theme-classic's SearchMetadata: the page's locale, search tag and docs version, for search crawlers. */
function SearchMetadata({ locale, tag, version }: { locale: string; tag: string; version?: string }) {
  return (
    <>
      <meta name="docusaurus_locale" content={locale} />
      {version !== undefined && <meta name="docusaurus_version" content={version} />}
      <meta name="docusaurus_tag" content={tag} />
      <meta name="docsearch:language" content={locale} />
      {version !== undefined && <meta name="docsearch:version" content={version} />}
      <meta name="docsearch:docusaurus_tag" content={tag} />
    </>
  );
}

function siteMetadata(site: SiteData): Record<string, string>[] {
  const metadata = site.docusaurus?.siteConfig.themeConfig.metadata;
  if (!Array.isArray(metadata)) return [];
  return metadata.filter(
    (m): m is Record<string, string> =>
      !!m && typeof m === 'object' && Object.values(m as object).every((v) => typeof v === 'string'),
  );
}

/** What joins a page title and the site title: `|`, or a Docusaurus config's `titleDelimiter`. */
function titleDelimiter(site: SiteData): string {
  const delimiter = site.docusaurus?.siteConfig.titleDelimiter;
  return typeof delimiter === 'string' && delimiter.trim() ? delimiter.trim() : '|';
}

/** The link to the locale's OpenSearch description (src/output/opensearch.ts), where the site has one. */
function OpenSearchLink({ site }: { site: SiteData }) {
  if (!site.search.openSearch) return null;
  return (
    <link
      rel="search"
      type="application/opensearchdescription+xml"
      title={site.title}
      href={href(site, `/${OPEN_SEARCH_FILE}`)}
    />
  );
}

/**
 * A page's URL with `trailingSlash` applied, as the finished page's links are (src/render/trailing-slash.ts): the
 * canonical link's and `og:url`'s, which is no href for that rewrite to reach. A file (`/users.html`) and the site's
 * root stay as they are.
 */
function slashed(site: SiteData, url: string): string {
  if (site.trailingSlash === undefined || url === '/' || url === site.baseUrl) return url;
  if (/\.[a-z0-9]+$/i.test(url.replace(/\/+$/, '').split('/').pop() ?? '')) return url;
  return site.trailingSlash ? url.replace(/\/*$/, '/') : url.replace(/\/+$/, '');
}
