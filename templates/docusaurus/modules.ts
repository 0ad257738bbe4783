/**
 * The Docusaurus modules sitegen provides to page code, by import specifier: module -> file in this folder and
 * the export that is the module's default. Anything else under `@theme/` or `@docusaurus/` is an error naming it.
 */

/** Specifier -> `[file, default export name or null when the file's default is the module's]`. */
export const DOCUSAURUS_MODULES: Record<string, [file: string, named: string | null]> = {
  '@theme/Layout': ['layout.tsx', null],
  '@theme/Layout/Provider': ['layout-provider.tsx', null],
  '@theme/MDXComponents': ['mdx-components.tsx', null],
  '@theme-original/MDXComponents': ['mdx-components.tsx', null],
  '@theme/Tabs': ['tabs.tsx', null],
  '@theme/TabItem': ['tabs.tsx', 'TabItem'],
  '@theme/CodeBlock': ['code-block.tsx', null],
  '@theme/Admonition': ['admonition.tsx', null],
  '@theme/Heading': ['heading.tsx', null],
  '@theme/ThemedImage': ['themed-image.tsx', null],
  '@theme/IdealImage': ['ideal-image.tsx', null],
  '@theme/Navbar': ['site-chrome.tsx', null],
  '@theme/Footer': ['site-chrome.tsx', 'Footer'],
  '@theme-original/Footer': ['original-footer.tsx', null],
  '@theme-original/Layout': ['original-layout.tsx', null],
  '@theme-init/Layout': ['original-layout.tsx', null],
  '@theme-original/MDXContent': ['original-mdx-content.tsx', null],
  '@theme-original/DocSidebar': ['original-doc-sidebar.tsx', null],
  '@theme-init/DocSidebar': ['original-doc-sidebar.tsx', null],
  '@theme-original/DocPage': ['original-doc-page.tsx', null],
  '@theme-original/Navbar/Layout': ['original-navbar-layout.tsx', null],
  '@theme-init/Navbar/Layout': ['original-navbar-layout.tsx', null],
  '@theme-init/DocPage': ['original-doc-page.tsx', null],
  '@theme/Logo': ['logo.tsx', null],
  '@theme/ReactLiveScope': ['react-live-scope.ts', null],
  '@theme/Icon/ExternalLink': ['icon-external-link.tsx', null],
  '@theme/IconExternalLink': ['icon-external-link.tsx', null],
  '@theme/Icon/Language': ['icon-language.tsx', null],
  '@theme/EditThisPage': ['doc-item.tsx', 'EditThisPage'],
  '@theme/TagsListInline': ['doc-item.tsx', 'TagsListInline'],
  '@theme/Tag': ['doc-item.tsx', 'Tag'],
  '@theme/LastUpdated': ['doc-item.tsx', 'LastUpdated'],
  '@theme/Icon/Edit': ['doc-item.tsx', 'IconEdit'],
  '@theme/Icon/Copy': ['icons.tsx', null],
  '@theme/Icon/Success': ['icons.tsx', 'IconSuccess'],
  '@theme/DocPaginator': ['paginator.tsx', 'DocPaginator'],
  '@theme-original/DocItem/Layout': ['doc-item-layout.tsx', null],
  '@theme-init/DocItem/Layout': ['doc-item-layout.tsx', null],
  '@theme/DocItem/Content': ['doc-item-layout.tsx', 'DocItemContent'],
  '@theme/DocItem/Footer': ['doc-item-layout.tsx', 'DocItemFooter'],
  '@theme/DocItem/Paginator': ['doc-item-layout.tsx', 'DocItemPaginator'],
  '@theme/DocItem/TOC/Mobile': ['doc-item-layout.tsx', 'DocItemTOCMobile'],
  '@theme/DocItem/TOC/Desktop': ['doc-item-layout.tsx', 'DocItemTOCDesktop'],
  '@theme/DocVersionBanner': ['doc-item-layout.tsx', 'DocVersionBanner'],
  '@theme/DocVersionBadge': ['doc-item-layout.tsx', 'DocVersionBadge'],
  '@theme/DocBreadcrumbs': ['doc-item-layout.tsx', 'DocBreadcrumbs'],
  // What a swizzled DocItem/Layout copied from theme-classic styles its columns with (the lib/ and src/ paths).
  '@docusaurus/theme-classic/lib/theme/DocItem/Layout/styles.module.css': ['doc-item-layout.tsx', 'layoutStyles'],
  '@docusaurus/theme-classic/src/theme/DocItem/Layout/styles.module.css': ['doc-item-layout.tsx', 'layoutStyles'],
  '@theme/BlogPostPaginator': ['paginator.tsx', 'BlogPostPaginator'],
  '@theme/PaginatorNavLink': ['paginator.tsx', 'PaginatorNavLink'],
  '@theme/TOC': ['toc.tsx', null],
  '@theme/TOCItems': ['toc.tsx', 'TOCItems'],
  '@theme/TOCItems/Tree': ['toc.tsx', 'TOCItemTree'],
  '@theme/TOCCollapsible': ['toc.tsx', 'TOCCollapsible'],
  '@theme/Navbar/Search': ['navbar-search.tsx', null],
  '@theme-original/SearchBar': ['original-search-bar.tsx', null],
  '@theme/BlogSidebar': ['blog-sidebar.tsx', null],
  '@theme/BlogSidebar/Desktop': ['blog-sidebar.tsx', null],
  '@theme/BlogSidebar/Mobile': ['blog-sidebar.tsx', 'BlogSidebarMobile'],
  '@theme/NavbarItem/NavbarNavLink': ['navbar-item.tsx', 'NavbarNavLink'],
  '@theme/NavbarItem/DefaultNavbarItem': ['navbar-item.tsx', 'DefaultNavbarItem'],
  '@theme/NavbarItem/HtmlNavbarItem': ['navbar-item.tsx', 'HtmlNavbarItem'],
  '@theme/NavbarItem/ComponentTypes': ['navbar-item.tsx', 'ComponentTypes'],
  '@theme/NavbarItem/DocsVersionDropdownNavbarItem': ['docs-version-dropdown.tsx', null],
  '@docusaurus/Link': ['link.tsx', null],
  '@docusaurus/Head': ['head.tsx', null],
  '@docusaurus/useDocusaurusContext': ['use-docusaurus-context.ts', null],
  '@docusaurus/useBaseUrl': ['use-base-url.ts', null],
  '@docusaurus/isInternalUrl': ['is-internal-url.ts', null],
  '@docusaurus/Translate': ['translate.tsx', null],
  '@docusaurus/Interpolate': ['translate.tsx', 'Interpolate'],
  '@docusaurus/BrowserOnly': ['browser.tsx', null],
  '@docusaurus/useIsBrowser': ['browser.tsx', 'useIsBrowser'],
  '@docusaurus/ExecutionEnvironment': ['browser.tsx', 'ExecutionEnvironment'],
  '@docusaurus/router': ['router.tsx', null],
  '@docusaurus/useGlobalData': ['global-data.ts', null],
  '@docusaurus/theme-common': ['theme-common.ts', null],
  // Docusaurus 2.0 betas' hook for the colour mode (Recoil's and hermes's pages), the same object as useColorMode's.
  '@theme/hooks/useThemeContext': ['theme-common.ts', 'useColorMode'],
  '@docusaurus/theme-common/internal': ['theme-common-internal.ts', null],
  '@docusaurus/plugin-content-docs/client': ['docs-client.ts', 'useAllDocsData'],
};

/**
 * theme-classic's page components, which sitegen draws itself from its own templates (the docs, blog and tag pages,
 * their sidebars and tables of contents): page code may import one, as react-navigation's page that wraps
 * `@theme/DocItem` and renders it only in the browser does, but rendering it is an error that names it. Each
 * import is a warning (src/pages/docusaurus/drawn-imports.ts).
 */
export const DRAWN_BY_SITEGEN = new Set(
  [
    'DocItem',
    'DocItem/Layout',
    'DocPage',
    'DocRoot',
    'DocSidebar',
    'DocTagsListPage',
    'DocTagDocListPage',
    'BlogPostPage',
    'BlogListPage',
    'BlogPostItem',
    'BlogLayout',
    'BlogTagsListPage',
    'BlogTagsPostsPage',
    'NotFound',
  ].map((name) => `@theme/${name}`),
);

/**
 * Modules a site is meant to replace with its own in `src/theme/` (theme-live-codeblock's scope of names for live
 * code; the map of Markdown's components; the external-link, edit and language icons, which sitegen's navbar, footer and doc footer draw with the site's too; the blog sidebars, whose
 * index imports its own Desktop and Mobile; the docs version dropdown, which the navbar draws with the site's): the
 * site's file wins, where for the others sitegen's does.
 */
export const SITE_REPLACEABLE = new Set([
  '@theme/ReactLiveScope',
  '@theme/MDXComponents',
  '@theme/Icon/ExternalLink',
  '@theme/Icon/Edit',
  '@theme/Icon/Language',
  '@theme/BlogSidebar',
  '@theme/BlogSidebar/Desktop',
  '@theme/BlogSidebar/Mobile',
  '@theme/NavbarItem/DocsVersionDropdownNavbarItem',
]);
