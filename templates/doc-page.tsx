/** A docs page: sidebar, version banner, breadcrumbs, title, content, edit link, last updated, paging, TOC. */
import { Fragment, type ReactNode } from 'react';
import { href, t } from './i18n.js';
import { DocSidebar } from './doc-sidebar.js';
import { docLayoutClass } from './doc-layout-class.js';
import { EditLink } from './edit-link.js';
import { LastUpdated } from './last-updated.js';
import { MarkdownIslandsData } from './markdown-islands-data.js';
import { escapeHtml } from './escape.js';
import { RawHtml } from './raw-html.js';
import type { PageProps, SiteData } from './site-data.js';
import { Toc } from './toc.js';
import type { PageLink } from '../src/types.js';
import { TagLinks } from './tag-links.js';
import { THEME_CLASSIC } from './theme-classic-classes.js';
import { pagerClass } from './pager-classes.js';
import { ThemeClassNames, withThemeClass } from './docusaurus/theme-class-names.js';

/** The body of a doc route (inside the layout). */
export function DocPage(props: PageProps) {
  const { site, route, entry, sidebarHtml, docItemHtml } = props;
  if (!entry) throw new Error('DocPage needs an entry');
  const islandsData = <MarkdownIslandsData site={site} route={route} entry={entry} html={[entry.html]} />;
  if (docItemHtml !== undefined)
    // The site's swizzled DocItem/Layout drew the doc's columns, with sitegen's pieces in it (doc-item-layout.ts).
    return (
      <div className={docLayoutClass(site, !!sidebarHtml)}>
        {sidebarHtml && <DocSidebar site={site} html={sidebarHtml} />}
        <DocusaurusDocMain html={docItemHtml}>{islandsData}</DocusaurusDocMain>
      </div>
    );
  const fm = entry.frontMatter;
  const hideToc = fm.hide_table_of_contents === true;
  const mobileToc = !hideToc || props.tocMobileHtml !== undefined ? <DocTocMobile {...props} entry={entry} /> : null;
  // On a Docusaurus site the landmark is theme-classic's main around the doc and its table of contents (below), and
  // the two are Infima's columns, as theme-classic's DocItem/Layout draws them: a site's `.col` rule meets both
  // (rocketmq-site pads them by 40px).
  const Main = site.docusaurus ? 'div' : 'main';
  const columns = site.docusaurus
    ? { doc: `col ${hideToc ? '' : `${THEME_CLASSIC.docItemCol} `}doc-main`, toc: 'col col--3 toc-aside' }
    : { doc: 'doc-main', toc: 'toc-aside' };
  const body = (
    <>
      <Main id="main" className={columns.doc} tabIndex={-1}>
        <DocItem {...props} entry={entry} mobileToc={mobileToc} />
      </Main>
      {!hideToc && (
        <div className={columns.toc}>
          <DocTocDesktop {...props} entry={entry} />
        </div>
      )}
      {islandsData}
    </>
  );
  return (
    <div className={docLayoutClass(site, !!sidebarHtml)}>
      {sidebarHtml && <DocSidebar site={site} html={sidebarHtml} />}
      {site.docusaurus ? <DocusaurusDocMain>{body}</DocusaurusDocMain> : body}
    </div>
  );
}

/** The doc's heading levels its tables of contents list: front matter's, else the config's. */
function tocLevels({ site, entry }: Pick<PageProps, 'site'> & { entry: NonNullable<PageProps['entry']> }) {
  const fm = entry.frontMatter;
  return { min: fm.toc_min_heading_level ?? site.docs.toc.min, max: fm.toc_max_heading_level ?? site.docs.toc.max };
}

/** The table of contents beside the doc: sitegen's, or what the site's swizzled TOC drew in its place. */
export function DocTocDesktop(props: PageProps & { entry: NonNullable<PageProps['entry']> }) {
  const { site, entry, tocHtml } = props;
  // The site's swizzled TOC, in the column theme-classic's DocItem puts it in.
  if (tocHtml !== undefined) return <RawHtml className="toc-part" html={tocHtml} />;
  return <DesktopToc site={site} items={entry.toc} {...tocLevels(props)} />;
}

/** The table of contents above the doc on phones: sitegen's, or what the site's swizzled TOCCollapsible drew. */
export function DocTocMobile(props: PageProps & { entry: NonNullable<PageProps['entry']> }) {
  const { site, entry, tocMobileHtml } = props;
  // The site's swizzled TOCCollapsible, where theme-classic's DocItem puts it.
  if (tocMobileHtml !== undefined) return <RawHtml className="toc-part" html={tocMobileHtml} />;
  return <MobileToc site={site} items={entry.toc} {...tocLevels(props)} />;
}

/** What the doc's column draws: the page, its entry, and the phone table of contents (or what stands for it). */
type DocItemProps = PageProps & { entry: NonNullable<PageProps['entry']>; mobileToc: ReactNode };

/**
 * The doc's column. On a Docusaurus site as theme-classic's DocItem/Layout nests it: the version banner above the
 * doc's container, the pager in that container after the article, so a site's rules for `article` or
 * `[class^="docItemContainer"]` meet what they met there. sitegen's own theme keeps both in the article.
 */
function DocItem(props: DocItemProps) {
  const { site, prev, next, pagerHtml } = props;
  const banner = <DocVersionBanner {...props} />;
  const pager = <DocPager site={site} prev={prev} next={next} pagerHtml={pagerHtml} />;
  if (!site.docusaurus) return <DocArticle {...props} before={banner} after={pager} />;
  return (
    <>
      {banner}
      <div className={THEME_CLASSIC.docItemContainer}>
        <DocArticle {...props} />
        {pager}
      </div>
    </>
  );
}

/** The article: breadcrumbs, version badge, title, phone table of contents, content, footer; `before` and `after` it. */
function DocArticle(props: DocItemProps & { before?: ReactNode; after?: ReactNode }) {
  const { site, route, entry, docFooterHtml, mobileToc, before, after } = props;
  const title = showsTitle(entry);
  return (
    <article className="doc">
      {before}
      <DocHeader {...props} />
      {/* Docusaurus puts the phone table of contents above the title; sitegen's theme below it. */}
      {site.docusaurus && mobileToc}
      {/* An empty title (`title: ''`) draws no heading, as Docusaurus draws none. */}
      {title && !site.docusaurus && <h1 className="doc__title">{entry.title}</h1>}
      {!site.docusaurus && mobileToc}
      <RawHtml
        className={withThemeClass(site, ThemeClassNames.docs.docMarkdown, 'markdown')}
        html={title && site.docusaurus ? `${syntheticTitle(entry.title)}${entry.html}` : entry.html}
      />
      <DocItemFooter site={site} route={route} entry={entry} docFooterHtml={docFooterHtml} />
      {after}
    </article>
  );
}

/** Below the Markdown: the doc's tags and sitegen's footer, or what the site's swizzled DocItem/Footer drew. */
export function DocItemFooter({
  site,
  route,
  entry,
  docFooterHtml,
}: Pick<PageProps, 'site' | 'route' | 'docFooterHtml'> & { entry: NonNullable<PageProps['entry']> }) {
  // The site's swizzled DocItem/Footer: its markup where theme-classic's DocItem puts it, with no box of ours.
  if (docFooterHtml !== undefined) return <RawHtml className="doc__footer-part" html={docFooterHtml} />;
  return (
    <>
      <DocTags site={site} tags={route.data?.tags as DocTag[] | undefined} />
      <DocFooter site={site} entry={entry} />
    </>
  );
}

/** Whether the doc shows a title of its own above its Markdown (front matter's; not one the Markdown holds). */
export function showsTitle(entry: NonNullable<PageProps['entry']>): boolean {
  return !entry.hasOwnH1 && entry.frontMatter.hide_title !== true && entry.title !== '';
}

/**
 * The title theme-classic's DocItem/Content draws for a doc whose Markdown has no title of its own: inside the
 * Markdown's box, in a header, so a site's `.markdown h1:first-child` rule sizes it (openyurt.io's 2rem).
 */
export function syntheticTitle(title: string): string {
  return `<header><h1 class="doc__title">${escapeHtml(title)}</h1></header>`;
}

/**
 * A Docusaurus site's doc and table of contents as theme-classic nests them: in its main (named
 * `docMainContainer_gTbr`), Infima's container with its padding above and below. A site's rules for them apply:
 * `.container` sizes the row, react-native-website's `main[class^="docMainContainer"] > .container` pads it.
 */
export function DocusaurusDocMain({ children, html }: { children: ReactNode; html?: string }) {
  const container = 'container padding-top--md padding-bottom--lg doc-container';
  if (html === undefined)
    return (
      <main className={`${THEME_CLASSIC.docMainContainer} doc-main-container`}>
        <div className={container}>{children}</div>
      </main>
    );
  // The columns a site's DocItem/Layout drew (its `.row`) fill the container; the main is where "Skip to main
  // content" goes, as the doc's column is in sitegen's own.
  return (
    <main id="main" tabIndex={-1} className={`${THEME_CLASSIC.docMainContainer} doc-main-container`}>
      <div className={`${container} doc-container--site-layout`} dangerouslySetInnerHTML={{ __html: html }} />
      {children}
    </main>
  );
}

/** A doc's pager: sitegen's, or what the site's swizzled DocPaginator drew in its place. */
export function DocPager({ site, prev, next, pagerHtml }: Pick<PageProps, 'site' | 'prev' | 'next' | 'pagerHtml'>) {
  if (pagerHtml !== undefined) return <RawHtml className="pager-part" html={pagerHtml} />;
  return prev || next ? <Paginator site={site} prev={prev ?? null} next={next ?? null} /> : null;
}

/** sitegen's footer of a doc: its edit link and when it was last updated. */
function DocFooter({ site, entry }: { site: SiteData; entry: NonNullable<PageProps['entry']> }) {
  const { editUrl } = entry;
  return (
    <footer className={withThemeClass(site, ThemeClassNames.docs.docFooter, 'doc__footer')}>
      {editUrl && <EditLink site={site} url={editUrl} />}
      <LastUpdated site={site} entry={entry} />
    </footer>
  );
}

/**
 * A Docusaurus site's table-of-contents boxes also carry theme-classic's names, in its order: its CSS may size the
 * desktop box by `div[class^="tableOfContents"]` (react-native-website) and style the phone one's button.
 */
const DOCUSAURUS_TOC = {
  desktop: `${THEME_CLASSIC.tableOfContents} thin-scrollbar theme-doc-toc-desktop`,
  mobile: `toc-mobile theme-doc-toc-mobile ${THEME_CLASSIC.tocCollapsible}`,
  mobileButton: THEME_CLASSIC.tocCollapsibleButton,
};

/**
 * The table of contents beside the doc. On a Docusaurus site it sits in a box of theme-classic's names inside the
 * column, as theme-classic's sits in its `col--3`: a site's `width: 100%` for the box is the column's width.
 */
function DesktopToc(props: Parameters<typeof Toc>[0]) {
  if (!props.site.docusaurus || !drawsToc(props)) return <Toc {...props} />;
  return (
    <div className={DOCUSAURUS_TOC.desktop}>
      <Toc {...props} />
    </div>
  );
}

/**
 * Whether the table of contents is drawn: when it has headings in range; on a Docusaurus site when the doc has any
 * h2–h6, as theme-classic's DocItem decides before it filters them by level (its list may then be empty).
 */
function drawsToc({ site, items, min, max }: Parameters<typeof Toc>[0]): boolean {
  if (site.docusaurus) return items.length > 0;
  return items.some((i) => i.level >= min && i.level <= max);
}

/** The collapsible table of contents shown on phones, when it is drawn (see `drawsToc`). */
function MobileToc(props: Parameters<typeof Toc>[0]) {
  if (!drawsToc(props)) return null;
  return (
    <details className={props.site.docusaurus ? DOCUSAURUS_TOC.mobile : 'toc-mobile'}>
      <summary className={props.site.docusaurus ? DOCUSAURUS_TOC.mobileButton : undefined}>
        {t(props.site, 'toc.title')}
      </summary>
      <Toc {...props} />
    </details>
  );
}

/** The version banner: sitegen's, or what the site's swizzled DocVersionBanner drew in its place (maybe nothing). */
export function DocVersionBanner({
  site,
  version,
  versionBannerHtml,
}: Pick<PageProps, 'site' | 'version' | 'versionBannerHtml'>) {
  if (versionBannerHtml === undefined) return <VersionBanner site={site} {...bannerOf(site, version)} />;
  return versionBannerHtml ? <RawHtml className="version-banner-part" html={versionBannerHtml} /> : null;
}

/** Above the title, after the version banner: the breadcrumbs and the version badge, in Docusaurus's order. */
function DocHeader(props: Pick<PageProps, 'site' | 'version' | 'breadcrumbs'>) {
  return (
    <>
      <DocBreadcrumbs {...props} />
      <DocVersionBadge {...props} />
    </>
  );
}

/** The doc's breadcrumbs, where the site shows them. */
export function DocBreadcrumbs({ site, breadcrumbs }: Pick<PageProps, 'site' | 'breadcrumbs'>) {
  if (!site.docs.breadcrumbs || !breadcrumbs || breadcrumbs.length === 0) return null;
  return <Breadcrumbs site={site} items={breadcrumbs} />;
}

/** "Version: 1.0" on a doc of a version that shows its badge. */
export function DocVersionBadge({ site, version }: Pick<PageProps, 'site' | 'version'>) {
  if (!version?.badge) return null;
  return (
    <span
      className={withThemeClass(site, ThemeClassNames.docs.docVersionBadge, 'badge badge--secondary version-badge')}
    >
      {t(site, 'version.badge', { versionLabel: version.label })}
    </span>
  );
}

/** The page's version banner: its own version's, or the single version's from the config. */
function bannerOf(site: SiteData, version: PageProps['version']) {
  return version
    ? { banner: version.banner, label: version.label, latest: version.latestHref, latestLabel: version.latestLabel }
    : {
        banner: site.docs.banner,
        label: site.docs.versionLabel,
        latest: site.docs.mainDocHref,
        latestLabel: site.docs.versionLabel,
      };
}

/**
 * The spec's banner on docs of an unreleased or unmaintained version, as Docusaurus 2.4 words and marks it up: the
 * version's label in bold, then a bold link to the doc in the latest version, named after it.
 */
function VersionBanner({
  site,
  banner,
  label,
  latest,
  latestLabel,
}: {
  site: SiteData;
  banner: SiteData['docs']['banner'];
  label: string;
  latest: string;
  latestLabel: string;
}) {
  if (banner === 'none') return null;
  const key = banner === 'unreleased' ? 'version.unreleased' : 'version.unmaintained';
  const link = (
    <b>
      <a href={href(site, latest)}>{t(site, 'version.latestLink')}</a>
    </b>
  );
  return (
    <div className="theme-doc-version-banner alert alert--warning margin-bottom--md version-banner" role="note">
      <div>{tWith(site, key, { siteTitle: site.title }, { versionLabel: <b>{label}</b> })}</div>
      <div className="margin-top--md">
        {tWith(site, 'version.latestSuggestion', { versionLabel: latestLabel }, { latestVersionLink: link })}
      </div>
    </div>
  );
}

/** `t` with some placeholders filled by elements: the message's text around them, and them in their places. */
function tWith(
  site: SiteData,
  id: string,
  params: Record<string, string>,
  elements: Record<string, ReactNode>,
): ReactNode[] {
  const marks = Object.fromEntries(Object.keys(elements).map((name) => [name, `\u0001${name}\u0001`]));
  return t(site, id, { ...params, ...marks })
    .split(/\u0001(\w+)\u0001/)
    .map((part, i) => (i % 2 ? <Fragment key={i}>{elements[part]}</Fragment> : part));
}

export function Breadcrumbs({ site, items }: { site: SiteData; items: PageLink[] }) {
  return (
    <nav
      className={withThemeClass(site, ThemeClassNames.docs.docBreadcrumbs, 'breadcrumbs')}
      aria-label={t(site, 'breadcrumbs.label')}
    >
      <ol>
        <li>
          <a href={href(site, '/')} aria-label={t(site, 'breadcrumbs.home')}>
            <svg width="16" height="16" viewBox="0 0 24 24" aria-hidden="true">
              <path
                fill="currentColor"
                d="M10 19v-5h4v5c0 .6.4 1 1 1h3c.6 0 1-.4 1-1v-7h1.7c.5 0 .7-.6.3-.9L12.7 3.6a1 1 0 0 0-1.4 0l-8.4 7.5c-.3.3-.1.9.4.9H5v7c0 .6.4 1 1 1h3c.6 0 1-.4 1-1Z"
              />
            </svg>
          </a>
        </li>
        {items.map((item, i) => (
          <li key={i}>
            {i === items.length - 1 || !item.href ? (
              <span aria-current={i === items.length - 1 ? 'page' : undefined}>{item.title}</span>
            ) : (
              <a href={href(site, item.href)}>{item.title}</a>
            )}
          </li>
        ))}
      </ol>
    </nav>
  );
}

/** Previous / next links (docs paging). */
export function Paginator({
  site,
  prev,
  next,
  label = t(site, 'paginator.label'),
  prevLabel = t(site, 'paginator.previous'),
  nextLabel = t(site, 'paginator.next'),
}: {
  site: SiteData;
  prev: PageLink | null;
  next: PageLink | null;
  label?: string;
  prevLabel?: string;
  nextLabel?: string;
}) {
  const docusaurus = site.docusaurus !== undefined;
  return (
    <nav className={pagerClass('nav', docusaurus)} aria-label={label}>
      {prev ? (
        <a className={pagerClass('prev', docusaurus)} href={href(site, prev.href)} rel="prev">
          <span className={pagerClass('sub', docusaurus)}>{prevLabel}</span>
          <span className={pagerClass('label', docusaurus)}>« {prev.title}</span>
        </a>
      ) : (
        <span />
      )}
      {next && (
        <a className={pagerClass('next', docusaurus)} href={href(site, next.href)} rel="next">
          <span className={pagerClass('sub', docusaurus)}>{nextLabel}</span>
          <span className={pagerClass('label', docusaurus)}>{next.title} »</span>
        </a>
      )}
    </nav>
  );
}

type DocTag = { label: string; permalink: string };

/** 'Tags:' and the doc's tags, linking to their pages in the doc's version, as Docusaurus shows them. */
function DocTags({ site, tags }: { site: SiteData; tags: DocTag[] | undefined }) {
  if (!tags?.length) return null;
  return (
    <div className="post-tags">
      <span className="post-tags__label">{t(site, 'blog.tagsLabel')}</span>
      <TagLinks site={site} tags={tags} />
    </div>
  );
}
