/** Builds the per-locale `SiteData` templates read: resolved navbar and footer, strings, assets, data. */
import type { ResolvedConfig } from '../config/schema.js';
import { SitegenError, closest } from '../errors.js';
import type { NavItem, NavLink, SiteData } from '../../templates/site-data.js';
import type { ResolvedSidebars } from '../docs/resolve-sidebars.js';
import { firstSidebarHref, walkSidebar } from '../docs/walk-sidebar.js';
import type { Sidebar } from '../types.js';
import { localizeSiteData } from '../i18n/localize-site-data.js';

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
  /** Whether the locale has blog posts; without any there are no feeds to link. Default true. */
  hasBlogPosts?: boolean;
  /** Locales this build writes (the language menu lists only these); default: every configured locale. */
  builtLocales?: string[];
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
      items: config.navbar.items.map((item, i) => resolveNavItem(item, i, input)),
    },
    footer: {
      links: config.footer.links.map((g) => ({
        title: g.title,
        items: g.items.map((l) => ('html' in l ? { html: l.html } : toLink(l))),
      })),
      copyright: config.footer.copyright,
      logos: config.footer.logos.map((l) => staticLogo(config, l)),
    },
    colorMode: config.colorMode,
    docusaurus: config.docusaurus?.context,
    announcementBar: config.announcementBar ?? null,
    assets: input.assets,
    docs: docsData(config),
    blog: blogData(config, input.hasBlogPosts),
    search: searchData(config),
    analytics: { trackingId: config.analytics.trackingId ?? null, endpoint: config.analytics.endpoint },
    data: input.data,
    alternates: input.alternates,
  });
}

/** The docs settings templates read. */
function docsData(config: ResolvedConfig): SiteData['docs'] {
  return {
    showLastUpdateTime: config.docs.showLastUpdateTime,
    showLastUpdateAuthor: config.docs.showLastUpdateAuthor,
    breadcrumbs: config.docs.breadcrumbs,
    versionLabel: config.docs.version.label,
    banner: config.docs.version.banner,
    mainDocHref: `/${config.docs.routeBasePath}/`,
    toc: { min: config.docs.toc.minHeadingLevel, max: config.docs.toc.maxHeadingLevel },
  };
}

/** The blog settings templates read; no feed links when there are no posts to list. */
function blogData(config: ResolvedConfig, hasBlogPosts: boolean | undefined): SiteData['blog'] {
  return {
    title: config.blog.title,
    description: config.blog.description,
    routeBasePath: config.blog.routeBasePath,
    pageBasePath: config.blog.pageBasePath,
    archiveBasePath: config.blog.archiveBasePath,
    tagsBasePath: config.blog.tagsBasePath,
    sidebarTitle: config.blog.sidebarTitle,
    feed: config.blog.feed && hasBlogPosts !== false,
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
  };
}

function staticLogo<T extends { src: string; srcDark?: string }>(config: ResolvedConfig, logo: T): T {
  const fix = (s: string) => (/^[a-z]+:|^\/\//i.test(s) ? s : `${config.baseUrl}${s.replace(/^\//, '')}`);
  return { ...logo, src: fix(logo.src), srcDark: logo.srcDark ? fix(logo.srcDark) : undefined };
}

function toLink(l: { label: string; href?: string; to?: string; ariaLabel?: string; className?: string }): NavLink {
  const target = l.to ?? l.href ?? '/';
  const external = /^[a-z][a-z\d+.-]*:|^\/\//i.test(target);
  return {
    label: l.label,
    href: target,
    external,
    ariaLabel: l.ariaLabel,
    className: l.className,
    activeBase: external ? undefined : target === '/' ? undefined : target,
  };
}

function resolveNavItem(item: ResolvedConfig['navbar']['items'][number], index: number, input: SiteDataInput): NavItem {
  const where = `navbar.items.${index}`;
  const docLink = (docId: string, label: string | undefined): NavLink => {
    const target = input.docHref(docId);
    if (!target) {
      throw new SitegenError(`${where} names the doc id "${docId}", which does not exist`, {
        location: input.config.configFile ? { file: input.config.configFile } : undefined,
        hint: `use an existing id: ${closest(docId, input.docIds()).join(', ')}`,
      });
    }
    return { label: label ?? docId, href: target, external: false, activeBase: target };
  };
  switch (item.type) {
    case 'doc':
      return { kind: 'link', position: item.position, ...docLink(item.docId, item.label) };
    case 'docSidebar': {
      const sidebar = input.sidebars.sidebars.get(item.sidebarId);
      if (!sidebar) {
        throw new SitegenError(`${where} names the sidebar id "${item.sidebarId}", which does not exist`, {
          location: input.config.configFile ? { file: input.config.configFile } : undefined,
          hint: `use one of the sidebars in the sidebars file: ${closest(item.sidebarId, input.sidebars.sidebars.keys()).join(', ') || '(none defined)'}`,
        });
      }
      const first = firstHref(sidebar);
      return {
        kind: 'link',
        position: item.position,
        label: item.label,
        href: first ?? '/',
        external: false,
        activeBase: sidebarBase(sidebar),
      };
    }
    case 'link':
      return { kind: 'link', position: item.position, ...toLink(item) };
    case 'dropdown':
      return {
        kind: 'dropdown',
        position: item.position,
        label: item.label,
        items: item.items.map((c) => (c.type === 'doc' ? docLink(c.docId, c.label) : toLink(c))),
      };
    case 'localeDropdown':
      return { kind: 'locale', position: item.position };
    case 'search':
      return { kind: 'search', position: item.position };
    case 'html':
      return { kind: 'html', position: item.position, value: item.value };
  }
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
