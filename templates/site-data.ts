/**
 * What templates know about the site for one locale. Built once per locale in `src/render/site-data.ts`,
 * serialisable (it crosses into render workers), and read-only for templates.
 */
import type { FeedType, TagRule } from './blog/blog-paths.js';
import type { ContentEntry, ListMetadata, PageLink, Route } from '../src/types.js';
import type { PageModule } from './page-types.js';
import type { DocusaurusContext, HtmlTags } from './docusaurus/context-types.js';

/** A language the site speaks. */
export interface LocaleInfo {
  code: string;
  label: string;
  htmlLang: string;
  direction: 'ltr' | 'rtl';
  calendar: string;
  /** URL prefix segment (`de`), empty for the default locale. */
  path: string;
}

/** A navbar or footer link, resolved to an href. */
export interface NavLink {
  label: string;
  /** The link's content as HTML, in place of its label (a Docusaurus link item's `html`). */
  labelHtml?: string;
  href: string;
  external: boolean;
  /** An external link written as `to`, not `href`: Docusaurus draws no arrow beside it (jest's archived versions). */
  noIcon?: boolean;
  ariaLabel?: string;
  className?: string;
  /** The link's own `target` and `rel`, over sitegen's (a new tab for another site's link). */
  target?: string;
  rel?: string;
  /** Further attributes of the link's `<a>`, as the config writes them (`data-track`, `title`). */
  attributes?: Record<string, string>;
  /** Site path prefix that marks the link active (`/docs/latest/api/`). */
  activeBase?: string;
  /** A regular expression that marks the link active on a page whose path (with the base URL) it matches. */
  activeRegex?: string;
  /** A doc or docSidebar item: active on every doc of this sidebar, in any of its versions (as in Docusaurus). */
  activeSidebar?: { pluginId: string; id: string };
  /** A doc item of a site with docs versions: on a page of another version it links to the doc in that version. */
  doc?: { pluginId: string; id: string };
  /** A docSidebar item of a site with docs versions: on a page of another version, that version's sidebar. */
  sidebar?: { pluginId: string; id: string };
}

/** Raw HTML as an entry of a navbar menu (`{type: 'html'}`: a separator), in a list item of its own. */
export interface NavHtml {
  html: string;
  /** The list item's class, as theme-classic puts it there. */
  className?: string;
}

/** An entry of a navbar menu: a link, or raw HTML. */
export type NavMenuEntry = NavLink | NavHtml;

/** A navbar item, resolved. */
export type NavItem =
  | ({ kind: 'link'; position: 'left' | 'right' } & NavLink)
  | {
      kind: 'dropdown';
      label: string;
      position: 'left' | 'right';
      items: NavMenuEntry[];
      className?: string;
      /** Where the label links (`to` or `href`); without it the label only opens the menu. */
      link?: NavLink;
    }
  | {
      kind: 'locale';
      position: 'left' | 'right';
      before?: NavMenuEntry[];
      after?: NavMenuEntry[];
      /** A Docusaurus site's class for the menu's label (an icon its CSS draws). */
      className?: string;
    }
  | { kind: 'search'; position: 'left' | 'right'; afterToggle?: boolean }
  | { kind: 'html'; position: 'left' | 'right'; value: string }
  | {
      /**
       * An item the site's src/theme/NavbarItem/ComponentTypes map draws (a Docusaurus site's `custom-*` type): its
       * markup on the bar and in the mobile menu, filled in by the render thread (src/render/swizzled-parts.ts).
       */
      kind: 'component';
      position: 'left' | 'right';
      name: string;
      props: Record<string, unknown>;
      html?: string;
      mobileHtml?: string;
    }
  | {
      /** The docs version menu (`docsVersionDropdown`): links filled per page from the locale's version menus. */
      kind: 'versions';
      position: 'left' | 'right';
      pluginId: string;
      /** Leave the menu's label unmarked on pages of its section (`dropdownActiveClassDisabled`). */
      activeClassDisabled: boolean;
      /** A Docusaurus site's class for the menu's label (Tauri's version icon). */
      className?: string;
      before: NavMenuEntry[];
      after: NavMenuEntry[];
      /**
       * Where a Docusaurus site's swizzled DocsVersionDropdownNavbarItem draws it, on the bar and in the menu: a marker
       * each page fills with what the site's component draws there (src/render/version-dropdowns.ts).
       */
      html?: string;
      mobileHtml?: string;
      /** The item's settings as the Docusaurus config has them: the site's component's props. */
      props?: Record<string, unknown>;
    };

/** One docs section's versions, as the version menu lists them (newest first, `current` on top). */
export interface VersionMenu {
  pluginId: string;
  versions: { name: string; label: string; href: string; isLast: boolean }[];
}

/** What a doc page shows of its version: banner, badge, and the same doc in the section's other versions. */
export interface DocVersionView {
  pluginId: string;
  name: string;
  label: string;
  banner: 'none' | 'unreleased' | 'unmaintained';
  badge: boolean;
  /** The same doc in the last version, else the last version's main doc: the banner's link. */
  latestHref: string;
  /** The last version's label, which the banner names after its link. */
  latestLabel: string;
  /** Whether the last version has this doc (then `latestHref` is it, else the last version's main doc). */
  inLatest: boolean;
  /** The id of the last version's main doc, as the docs plugin's global data names it. */
  latestMainDocId: string;
  /** Version name -> the same doc in that version, else its main doc. */
  alternates: Record<string, string>;
  /** The navbar's doc items in this version (doc id as written -> its page here), as Docusaurus links them. */
  navDocs: Record<string, string>;
  /** The navbar's docSidebar items in this version (sidebar id -> its first doc here). */
  navSidebars: Record<string, string>;
}

/** A logo with an optional dark variant. */
export interface Logo {
  alt: string;
  src: string;
  srcDark?: string;
  href?: string;
  width?: number;
  height?: number;
  /** A Docusaurus config's `logo.className`: the class of its image (theme-classic's ThemedImage). */
  className?: string;
}

/** Everything a template may read about the site, for one locale. */
export interface SiteData {
  title: string;
  tagline: string;
  url: string;
  baseUrl: string;
  favicon: string | null;
  themeColor: string;
  locale: LocaleInfo;
  locales: LocaleInfo[];
  /** Codes of the locales this build writes; the language menu lists these (a locale built alone lists itself). */
  builtLocales: string[];
  defaultLocale: string;
  /** Prefix of every internal link in this locale: baseUrl without its trailing slash, plus `/de` if any. */
  localeBase: string;
  /** UI strings of this locale, id -> message (English filled in where a translation is missing). */
  strings: Record<string, string>;
  navbar: {
    title: string;
    logo: Logo | null;
    hideOnScroll: boolean;
    style: 'dark' | 'primary' | null;
    items: NavItem[];
  };
  /** Footer groups; an item is a link or raw HTML (`{html}`). */
  footer: {
    /** `dark`: dark in both colour modes (Docusaurus's `footer.style`). */
    style: 'dark' | null;
    links: { title: string; items: (NavLink | { html: string })[] }[];
    copyright: string;
    logos: Logo[];
  };
  colorMode: { defaultMode: 'light' | 'dark'; respectPrefersColorScheme: boolean; disableSwitch: boolean };
  /** Mermaid's theme in each colour mode, when the site chose them (config `diagramThemes`). */
  diagramThemes?: { light: string; dark: string };
  /** Mermaid's settings, when the site gave some (config `diagramOptions`). */
  diagramOptions?: Record<string, unknown>;
  announcementBar: {
    id: string;
    content: string;
    backgroundColor: string;
    textColor: string;
    isCloseable: boolean;
  } | null;
  /**
   * Public URLs of the client bundle and stylesheet, of each island's chunk (`island:<id>`), and of the locale's
   * search file (which names the index: src/search/build-search-index.ts), null where none was planned (`dev`);
   * KaTeX's stylesheet, which the pages that show a formula link, on a sitegen site with `markdown.math`.
   */
  assets: { css: string; js: string; chunks: Record<string, string>; search: string | null; katexCss?: string };
  docs: {
    showLastUpdateTime: boolean;
    showLastUpdateAuthor: boolean;
    breadcrumbs: boolean;
    /** A button under the docs sidebar folds it (config `docs.hideableSidebar`). */
    hideableSidebar: boolean;
    versionLabel: string;
    banner: 'none' | 'unreleased' | 'unmaintained';
    /** Site path of the docs' main page, for the version banner's link. */
    mainDocHref: string;
    /** Each docs section's versions, when the site has more than one docs version or section. */
    versionMenus?: VersionMenu[];
    /** Heading levels of the table of contents (config `docs.toc`; front matter may change them per page). */
    toc: { min: number; max: number };
  };
  /** The main blog's title and URL segments. */
  blog: SiteBlog;
  /** The site's other blogs by id (config `blog.sections`), when it has any. */
  blogs?: Record<string, SiteBlog>;
  search: {
    provider: 'local' | 'algolia' | 'none';
    pagePath: string;
    appId?: string;
    apiKey?: string;
    indexName?: string;
    contextual: boolean;
    externalUrlRegex?: string;
    endpoint?: string;
    /** Each locale has an OpenSearch description (`opensearch.xml`), which every page links to. */
    openSearch?: boolean;
  };
  analytics: { trackingId: string | null; endpoint: string };
  /** `true`: pages at `/x/`; `false`: at `/x` (written `x.html`); unset: `x/index.html`, links as written. */
  trailingSlash?: boolean;
  /** Config and global data of a site read from `docusaurus.config.*` (templates/docusaurus/). */
  docusaurus?: DocusaurusContext;
  /** The tags of site.config.ts's `stylesheets`, `scripts` and `headTags` (a Docusaurus site's are `docusaurus.htmlTags`). */
  htmlTags?: HtmlTags;
  /**
   * The navbar's search box where a Docusaurus site swizzled its Navbar/Search (around the search button) or its
   * SearchBar (in place of the button): its markup (src/render/swizzled-parts.ts).
   */
  searchBoxHtml?: string;
  /** The search box is the site's own SearchBar: the mobile menu has no search link, as theme-classic's has none. */
  siteSearchBar?: boolean;
  /**
   * What a Docusaurus site's swizzled DocSidebar, wrapping theme-classic's, draws before and after each doc's sidebar
   * in its column (src/render/swizzled-parts.ts).
   */
  docSidebarFrame?: [before: string, after: string];
  /** What a Docusaurus site's swizzled Navbar/Layout, wrapping theme-classic's, draws before and after the navbar. */
  navbarFrame?: [before: string, after: string];
  /** A Docusaurus site's swizzled icons, drawn where sitegen draws its own (src/render/swizzled-parts.ts). */
  siteIcons?: SiteIcons;
  /** Global data files (`content/data/*.json`), by file name without extension. */
  data: Record<string, unknown>;
  /** Paths that exist in each locale (for hreflang and the language menu), keyed by route key. */
  alternates: Record<string, string[]>;
  /**
   * A Docusaurus site's: this locale's route keys a link may name in another case, by their lower-cased key
   * (src/routes/route-case.ts).
   */
  routeCase?: Record<string, string>;
}

/**
 * The markup of a Docusaurus site's swizzled icons, each drawn with theme-classic's props: the external-link icon
 * on the bar, in the mobile menu and the footer, and at 12px in a dropdown; the mobile menu's open and close icons.
 */
export interface SiteIcons {
  externalLink?: { link: string; dropdown: string };
  menu?: string;
  close?: string;
  /** Before "Edit this page" under each doc and post. */
  edit?: string;
  /** On the language menu, on the bar and in the mobile menu. */
  language?: string;
}

/** The props every page template receives. */
export interface PageProps {
  site: SiteData;
  route: Route;
  entry?: ContentEntry;
  /** Pre-rendered sidebar HTML for this page (docs and blog). */
  sidebarHtml?: string;
  prev?: PageLink | null;
  next?: PageLink | null;
  breadcrumbs?: PageLink[];
  /** List routes: the entries they list. */
  items?: ContentEntry[];
  metadata?: ListMetadata;
  /** Doc routes of a site with versions or sections: the page's docs version. */
  version?: DocVersionView;
  /** Page-module routes: the imported module. */
  page?: PageModule;
  /** Doc routes of a Docusaurus site with a swizzled DocVersionBanner: what it drew ('' for nothing), in place of sitegen's banner. */
  versionBannerHtml?: string;
  /**
   * Doc routes of a Docusaurus site with a swizzled DocItem/Layout: the doc's columns as it drew them, with sitegen's
   * pieces in it (src/render/doc-item-layout.ts), in place of sitegen's.
   */
  docItemHtml?: string;
  /** Doc routes of a Docusaurus site with a swizzled DocItem/Footer: what it drew, in place of sitegen's footer. */
  docFooterHtml?: string;
  /** Blog pages of a Docusaurus site with a swizzled BlogSidebar (or its Desktop): what it drew, in place of sitegen's sidebar. */
  blogSidebarHtml?: string;
  /** Blog pages of a Docusaurus site with a swizzled BlogSidebar/Mobile: what it drew, the mobile menu's list of posts. */
  blogMenuSidebarHtml?: string;
  /** Docs, generated indexes and posts of a Docusaurus site with a swizzled DocPaginator or BlogPostPaginator: what it drew, in place of sitegen's pager. */
  pagerHtml?: string;
  /** Docs with headings of a Docusaurus site with a swizzled TOC: what it drew, in place of sitegen's table of contents beside the doc. */
  tocHtml?: string;
  /** The same with a swizzled TOCCollapsible: what it drew, in place of sitegen's table of contents above the doc on phones. */
  tocMobileHtml?: string;
  /** Generated indexes of a Docusaurus site: the category's cards, as theme-classic's or the site's DocCard draws them. */
  cardsHtml?: string;
}

/** A blog's title and URL segments; `feeds` are those this locale links (none when the blog has no posts). */
export interface SiteBlog {
  title: string;
  description: string;
  /** The feeds' title and description (config `blog.feedTitle`, `feedDescription`; else the two above). */
  feedTitle: string;
  feedDescription: string;
  /** What the pages' feed links call the blog (config `blog.feedLinkTitle`); `title` when absent. */
  feedLinkTitle?: string;
  routeBasePath: string;
  pageBasePath: string;
  archiveBasePath: string;
  tagsBasePath: string;
  /** How tag labels become URL segments (blog-paths.ts). */
  tagRule: TagRule;
  sidebarTitle: string;
  /** The feeds written and linked, in the order pages link them. */
  feeds: FeedType[];
}
