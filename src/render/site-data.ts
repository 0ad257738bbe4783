/** Builds the per-locale `SiteData` templates read: resolved navbar and footer, strings, assets, data. */
import { tagRuleOf } from '../../templates/blog/blog-paths.js';
import type { ResolvedConfig } from '../config/schema.js';
import { SitegenError, closest } from '../errors.js';
import type { NavItem, NavLink, NavMenuEntry, SiteBlog, SiteData, VersionMenu } from '../../templates/site-data.js';
import { feedTypesOf, siteBlogs, type Blog } from '../config/blogs.js';
import { docsSections, docsVersionOf, mainDocsBase, nsId, plainId } from '../config/docs-versions.js';
import { docusaurusContextOf } from '../config/docusaurus/global-data.js';
import { configHtmlTags } from '../config/docusaurus/html-tags.js';
import type { ResolvedSidebars } from '../docs/resolve-sidebars.js';
import { firstSidebarHref, walkSidebar } from '../docs/walk-sidebar.js';
import type { BuildWarning, Sidebar } from '../types.js';
import { localizeSiteData } from '../i18n/localize-site-data.js';
import { openSearchPage } from '../config/open-search.js';

/** Inputs shared by every locale. */
export interface SiteDataInput {
  config: ResolvedConfig;
  locale: string;
  strings: Record<string, string>;
  assets: SiteData['assets'];
  data: Record<string, unknown>;
  /** Doc id -> href in this locale (for `doc` navbar items). */
  docHref: (id: string) => string | undefined;
  docIds: () => Iterable<string>;
  sidebars: ResolvedSidebars;
  alternates: Record<string, string[]>;
  /** The ids of the blogs with posts in the locale; a blog without any has no feeds to link. Default: every blog. */
  blogsWithPosts?: ReadonlySet<string>;
  /** Locales this build writes (the language menu lists only these); default: every configured locale. */
  builtLocales?: string[];
  /** Each docs section's versions, when the site has more than one docs version or section. */
  versionMenus?: VersionMenu[];
}

/** The SiteData of one locale. */
export function createSiteData(input: SiteDataInput): SiteData {
  const { config, locale } = input;
  const locales = config.i18n.resolved;
  const info = locales.find((l) => l.code === locale)!;
  const base = config.baseUrl.replace(/\/$/, '');
  return localizeSiteData({
    title: config.title,
    tagline: config.tagline,
    url: config.url,
    baseUrl: config.baseUrl,
    trailingSlash: config.trailingSlash,
    favicon: config.favicon ? `${config.baseUrl}${config.favicon.replace(/^\//, '')}` : null,
    themeColor: config.themeColor,
    locale: info,
    locales,
    builtLocales: input.builtLocales ?? config.i18n.locales,
    defaultLocale: config.i18n.defaultLocale,
    localeBase: info.path ? `${base}/${info.path}` : base,
    strings: input.strings,
    navbar: {
      title: config.navbar.title ?? config.title,
      logo: config.navbar.logo ? staticLogo(config, config.navbar.logo) : null,
      hideOnScroll: config.navbar.hideOnScroll,
      style: config.navbar.style ?? null,
      items: config.navbar.items.flatMap((item, i) => resolveNavItem(item, i, input) ?? []),
    },
    footer: {
      style: config.footer.style ?? null,
      links: config.footer.links.map((g) => ({
        title: g.title,
        items: g.items.map((l) => ('html' in l ? { html: l.html } : toLink(l))),
      })),
      copyright: config.footer.copyright,
      logos: config.footer.logos.map((l) => staticLogo(config, l)),
    },
    colorMode: config.colorMode,
    ...(config.diagramThemes && { diagramThemes: config.diagramThemes }),
    ...(config.diagramOptions && { diagramOptions: config.diagramOptions }),
    docusaurus: docusaurusContextOf(config, info.code, info.path ? `${base}/${info.path}` : base),
    ...(!config.docusaurus && { htmlTags: configHtmlTags(config) }),
    announcementBar: config.announcementBar ?? null,
    assets: input.assets,
    docs: docsData(config, input.versionMenus),
    ...blogsData(config, input.blogsWithPosts),
    search: searchData(config),
    analytics: { trackingId: config.analytics.trackingId ?? null, endpoint: config.analytics.endpoint },
    data: input.data,
    alternates: input.alternates,
  });
}

/** The docs settings templates read. */
function docsData(config: ResolvedConfig, versionMenus: VersionMenu[] | undefined): SiteData['docs'] {
  // The main docs' last version, as resolved: a Docusaurus site's `versions.current` sets its label and banner.
  const main = docsVersionOf(config, '');
  const data: SiteData['docs'] = {
    showLastUpdateTime: config.docs.showLastUpdateTime,
    showLastUpdateAuthor: config.docs.showLastUpdateAuthor,
    breadcrumbs: config.docs.breadcrumbs,
    hideableSidebar: config.docs.hideableSidebar,
    versionLabel: main.label,
    banner: main.banner,
    mainDocHref: `${mainDocsBase(config).replace(/\/$/, '')}/`,
    toc: { min: config.docs.toc.minHeadingLevel, max: config.docs.toc.maxHeadingLevel },
  };
  if (versionMenus) data.versionMenus = versionMenus;
  return data;
}

/** The settings of each blog templates read (`blogs` only when the site has more than one blog). */
function blogsData(
  config: ResolvedConfig,
  withPosts: ReadonlySet<string> | undefined,
): Pick<SiteData, 'blog' | 'blogs'> {
  const [main, ...others] = siteBlogs(config);
  const data = (blog: Blog) => blogData(config, blog, withPosts?.has(blog.id) ?? true);
  if (others.length === 0) return { blog: data(main) };
  return { blog: data(main), blogs: Object.fromEntries(others.map((blog) => [blog.id, data(blog)])) };
}

/** One blog's settings; no feed links when it has no posts to list. */
function blogData(config: ResolvedConfig, blog: Blog, hasPosts: boolean): SiteBlog {
  return {
    title: blog.title,
    description: blog.description,
    feedTitle: blog.feedTitle ?? blog.title,
    feedDescription: blog.feedDescription ?? (blog.description || blog.title),
    ...(blog.feedLinkTitle !== undefined && { feedLinkTitle: blog.feedLinkTitle }),
    routeBasePath: blog.routeBasePath,
    pageBasePath: blog.pageBasePath,
    archiveBasePath: blog.archiveBasePath,
    tagsBasePath: blog.tagsBasePath,
    tagRule: tagRuleOf(config),
    sidebarTitle: blog.sidebarTitle,
    feeds: hasPosts ? feedTypesOf(blog) : [],
  };
}

/** The search settings templates and the client read. */
function searchData(config: ResolvedConfig): SiteData['search'] {
  return {
    provider: config.search.provider,
    pagePath: config.search.searchPagePath,
    appId: config.search.appId,
    apiKey: config.search.apiKey,
    indexName: config.search.indexName,
    contextual: config.search.contextualSearch,
    externalUrlRegex: config.search.externalUrlRegex,
    endpoint: config.search.endpoint,
    openSearch: openSearchPage(config) !== null,
  };
}

function staticLogo<T extends { src: string; srcDark?: string }>(config: ResolvedConfig, logo: T): T {
  const fix = (s: string) => (/^[a-z]+:|^\/\//i.test(s) ? s : `${config.baseUrl}${s.replace(/^\//, '')}`);
  return { ...logo, src: fix(logo.src), srcDark: logo.srcDark ? fix(logo.srcDark) : undefined };
}

function toLink(l: {
  label: string;
  html?: string;
  href?: string;
  to?: string;
  ariaLabel?: string;
  className?: string;
  target?: string;
  rel?: string;
  attributes?: Record<string, string>;
  activeBasePath?: string;
  activeBaseRegex?: string;
}): NavLink {
  const target = l.to ?? l.href ?? '/';
  const external = /^[a-z][a-z\d+.-]*:|^\/\//i.test(target);
  // A relative `to` ('blog') is a site path, as Docusaurus's useBaseUrl makes it; `activeBasePath` likewise.
  // An `href` link is never marked: theme-classic's NavbarNavLink makes only a `to` link a NavLink.
  const marked = l.to !== undefined;
  const activeBase = marked ? (l.activeBasePath ?? (external || target === '/' ? undefined : target)) : undefined;
  return {
    label: l.label,
    ...(l.html !== undefined ? { labelHtml: l.html } : {}),
    href: target,
    external,
    noIcon: external && l.to !== undefined ? true : undefined,
    ariaLabel: l.ariaLabel,
    className: l.className,
    ...(l.target !== undefined ? { target: l.target } : {}),
    ...(l.rel !== undefined ? { rel: l.rel } : {}),
    ...(l.attributes !== undefined ? { attributes: l.attributes } : {}),
    activeBase: activeBase?.replace(/^(?=[^/#?])/, '/'),
    activeRegex: marked ? l.activeBaseRegex : undefined,
  };
}

/** A navbar item as pages draw it; null for one left out (a docSidebar item whose sidebar has no doc). */
function resolveNavItem(
  item: ResolvedConfig['navbar']['items'][number],
  index: number,
  input: SiteDataInput,
): NavItem | null {
  const where = `navbar.items.${index}`;
  const docLink = docLinkOf(input, where);
  switch (item.type) {
    case 'doc': {
      const link = docLink(item.docId, item.label, item.docsPluginId);
      return { kind: 'link', position: item.position, ...link, className: item.className };
    }
    case 'docsVersion':
      return { kind: 'link', position: item.position, ...docsVersionLink(item, input, where) };
    case 'docsVersionDropdown':
      return versionsItem(item, input, where);
    case 'docSidebar':
      return docSidebarItem(item, input, where);
    case 'link':
      return { kind: 'link', position: item.position, ...toLink(item) };
    case 'dropdown':
      return {
        kind: 'dropdown',
        position: item.position,
        label: item.label,
        items: item.items.map(dropdownLinkOf(input, where)),
        className: item.className,
        ...(item.to !== undefined || item.href !== undefined
          ? { link: toLink({ label: item.label, to: item.to, href: item.href }) }
          : {}),
      };
    case 'localeDropdown': {
      const link = dropdownLinkOf(input, where);
      return {
        kind: 'locale',
        position: item.position,
        className: item.className,
        before: item.dropdownItemsBefore.map(link),
        after: item.dropdownItemsAfter.map(link),
      };
    }
    case 'search':
      return { kind: 'search', position: item.position, afterToggle: item.afterToggle };
    case 'html':
      return { kind: 'html', position: item.position, value: item.value };
    case 'component':
      return { kind: 'component', position: item.position, name: item.name, props: item.props };
  }
}

/**
 * `docSidebar`: the sidebar's first doc, active on every doc of the sidebar; an unknown sidebar is an error, and one
 * with no doc to link to leaves the item out (`navbarWarnings` says so).
 */
function docSidebarItem(item: DocSidebarItem, input: SiteDataInput, where: string): NavItem | null {
  const sidebar = navbarSidebar(item, input, where);
  const href = firstHref(sidebar);
  if (href === null) return null;
  const link: NavItem = {
    kind: 'link',
    position: item.position,
    label: item.label,
    href,
    external: false,
    activeBase: sidebarBase(sidebar),
    activeSidebar: { pluginId: item.docsPluginId ?? 'default', id: item.sidebarId },
    className: item.className,
  };
  if (input.versionMenus) link.sidebar = { pluginId: item.docsPluginId ?? 'default', id: item.sidebarId };
  return link;
}

type DocSidebarItem = Extract<ResolvedConfig['navbar']['items'][number], { type: 'docSidebar' }>;

/** The sidebar a docSidebar item names, in the last version of its docs; an unknown one is an error. */
function navbarSidebar(item: DocSidebarItem, input: Pick<SiteDataInput, 'config' | 'sidebars'>, where: string) {
  const sidebar = input.sidebars.sidebars.get(
    nsId(lastVersionNs(input.config, item.docsPluginId, where), item.sidebarId),
  );
  if (!sidebar) {
    throw new SitegenError(`${where} names the sidebar id "${item.sidebarId}", which does not exist`, {
      location: input.config.configFile ? { file: input.config.configFile } : undefined,
      hint: `use one of the sidebars in the sidebars file: ${closest(item.sidebarId, input.sidebars.sidebars.keys()).join(', ') || '(none defined)'}`,
    });
  }
  return sidebar;
}

/**
 * What the navbar leaves out: each docSidebar item whose sidebar has no doc to link to (an autogenerated sidebar
 * of an empty folder, say, that a plugin sitegen does not run would have filled). Docusaurus stops its build there.
 */
export function navbarWarnings(input: Pick<SiteDataInput, 'config' | 'sidebars'>): BuildWarning[] {
  return input.config.navbar.items.flatMap((item, i) => {
    if (item.type !== 'docSidebar') return [];
    const where = `navbar.items.${i}`;
    if (firstHref(navbarSidebar(item, input, where)) !== null) return [];
    return [
      {
        code: 'other' as const,
        file: input.config.configFile ?? '',
        message: `${where} (docSidebar "${item.sidebarId}", "${item.label}") is left out of the navbar: the sidebar "${item.sidebarId}" has no doc to link to. Add a doc to it, or remove the item`,
      },
    ];
  });
}

/** Links to docs by id (in the last version of their section, `docsPluginId`); an unknown id is an error. */
function docLinkOf(input: SiteDataInput, where: string) {
  return (written: string, label: string | undefined, pluginId?: string): NavLink => {
    const docId = nsId(lastVersionNs(input.config, pluginId, where), written);
    const target = input.docHref(docId);
    if (!target) {
      throw new SitegenError(`${where} names the doc id "${written}", which does not exist`, {
        location: input.config.configFile ? { file: input.config.configFile } : undefined,
        hint: `use an existing id: ${closest(docId, input.docIds()).join(', ')}`,
      });
    }
    const link: NavLink = { label: label ?? written, href: target, external: false, activeBase: target };
    const sidebar = input.sidebars.sidebarOf.get(docId);
    if (sidebar) link.activeSidebar = { pluginId: pluginId ?? 'default', id: plainId(sidebar) };
    if (input.versionMenus) link.doc = { pluginId: pluginId ?? 'default', id: written };
    return link;
  };
}

/** A menu's own entry: a doc by id, a link, or raw HTML (with its list item's class). */
function dropdownLinkOf(input: SiteDataInput, where: string) {
  const docLink = docLinkOf(input, where);
  return (c: DropdownChild): NavMenuEntry => {
    if (c.type === 'html') return c.className ? { html: c.value, className: c.className } : { html: c.value };
    return c.type === 'doc' ? docLink(c.docId, c.label, c.docsPluginId) : toLink(c);
  };
}

type DropdownChild = Extract<
  ResolvedConfig['navbar']['items'][number],
  { type: 'localeDropdown' }
>['dropdownItemsBefore'][number];

/** `docsVersionDropdown`: the version menu, its links filled per page (templates/version-menu.tsx). */
function versionsItem(
  item: Extract<ResolvedConfig['navbar']['items'][number], { type: 'docsVersionDropdown' }>,
  input: SiteDataInput,
  where: string,
): NavItem {
  lastVersionNs(input.config, item.docsPluginId, where);
  const link = dropdownLinkOf(input, where);
  return {
    kind: 'versions',
    position: item.position,
    pluginId: item.docsPluginId ?? 'default',
    activeClassDisabled: item.dropdownActiveClassDisabled,
    className: item.className,
    before: item.dropdownItemsBefore.map(link),
    after: item.dropdownItemsAfter.map(link),
    // What theme-classic's NavbarItem gives its DocsVersionDropdownNavbarItem: the item's settings but its type.
    props: {
      position: item.position,
      ...(item.docsPluginId !== undefined ? { docsPluginId: item.docsPluginId } : {}),
      ...(item.className !== undefined ? { className: item.className } : {}),
      dropdownActiveClassDisabled: item.dropdownActiveClassDisabled,
      dropdownItemsBefore: item.dropdownItemsBefore,
      dropdownItemsAfter: item.dropdownItemsAfter,
    },
  };
}

/** The namespace of a docs section's last version (navbar items point there); an unknown section is an error. */
function lastVersionNs(config: ResolvedConfig, pluginId: string | undefined, where: string): string {
  const sections = docsSections(config);
  const section = sections.find((s) => s.pluginId === (pluginId ?? 'default'));
  if (!section) {
    throw new SitegenError(`${where} names the docs section "${pluginId}", which does not exist`, {
      location: config.configFile ? { file: config.configFile } : undefined,
      hint: `use one of: ${sections.map((s) => s.pluginId).join(', ')} (docs.sections ids; "default" is the main docs).`,
    });
  }
  return section.last.ns;
}

/** `docsVersion`: a link to a version's main doc (the last version's unless `version` names one). */
function docsVersionLink(
  item: Extract<ResolvedConfig['navbar']['items'][number], { type: 'docsVersion' }>,
  input: SiteDataInput,
  where: string,
): NavLink {
  lastVersionNs(input.config, item.docsPluginId, where);
  const menu = input.versionMenus?.find((m) => m.pluginId === (item.docsPluginId ?? 'default'));
  const version = menu?.versions.find((v) => (item.version ? v.name === item.version : v.isLast));
  const target = item.to ?? version?.href ?? `${mainDocsBase(input.config).replace(/\/$/, '')}/`;
  return {
    label: item.label ?? version?.label ?? input.config.docs.version.label,
    href: target,
    external: false,
    activeBase: target,
  };
}

function firstHref(sidebar: Sidebar): string | null {
  return firstSidebarHref(sidebar.items, { links: false });
}

/** The longest path prefix shared by a sidebar's docs: the navbar item is active below it. */
function sidebarBase(sidebar: Sidebar): string {
  const hrefs: string[] = [];
  for (const { item } of walkSidebar(sidebar.items)) if (item.type === 'doc') hrefs.push(item.href);
  if (hrefs.length === 0) return '/';
  let prefix = hrefs[0];
  for (const h of hrefs)
    while (!h.startsWith(prefix)) prefix = prefix.slice(0, prefix.lastIndexOf('/', prefix.length - 2) + 1);
  return prefix;
}
