/**
 * `@docusaurus/theme-common`: the parts pages use. The colour mode is the configured default at build time; the
 * page's theme toggle switches it in the browser through CSS (`[data-theme=dark]`).
 */
import { usePageData } from '../page-api.js';
import { docusaurusContext } from './runtime.js';

/** The configured default mode; `setColorMode` has nothing to do at build time. */
export function useColorMode() {
  const { site } = usePageData();
  const colorMode = site.colorMode.defaultMode;
  return {
    colorMode,
    isDarkTheme: colorMode === 'dark',
    setColorMode: () => {},
    setLightTheme: () => {},
    setDarkTheme: () => {},
  };
}

/** `themeConfig` of the Docusaurus config. */
export function useThemeConfig(): Record<string, unknown> {
  return docusaurusContext(usePageData()).siteConfig.themeConfig;
}

/** Class names Docusaurus puts on its layout, for sites that select them in CSS. */
export const ThemeClassNames = {
  page: {
    blogListPage: 'blog-list-page',
    blogPostPage: 'blog-post-page',
    blogTagsListPage: 'blog-tags-list-page',
    blogTagPostListPage: 'blog-tags-post-list-page',
    docsDocPage: 'docs-doc-page',
    docsTagsListPage: 'docs-tags-list-page',
    docsTagDocListPage: 'docs-tags-doc-list-page',
    mdxPage: 'mdx-page',
  },
  wrapper: { main: 'main-wrapper', blogPages: 'blog-wrapper', docsPages: 'docs-wrapper', mdxPages: 'mdx-wrapper' },
  common: {
    editThisPage: 'theme-edit-this-page',
    lastUpdated: 'theme-last-updated',
    backToTopButton: 'theme-back-to-top-button',
    codeBlock: 'theme-code-block',
    admonition: 'theme-admonition',
    admonitionType: (type: string) => `theme-admonition-${type}`,
  },
  layout: {},
  docs: {
    docVersionBanner: 'theme-doc-version-banner',
    docVersionBadge: 'theme-doc-version-badge',
    docMarkdown: 'theme-doc-markdown',
    docTocMobile: 'theme-doc-toc-mobile',
    docTocDesktop: 'theme-doc-toc-desktop',
    docFooter: 'theme-doc-footer',
  },
  blog: {},
};

/** The page title as Docusaurus formats it. */
export function useTitleFormatter(title?: string): string {
  const { site } = usePageData();
  return title ? `${title} | ${site.title}` : site.title;
}
