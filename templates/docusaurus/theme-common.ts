/**
 * `@docusaurus/theme-common`: the parts pages use. The colour mode is the configured default on the server and while
 * the page hydrates; then the page's own (`data-theme` on the root element, which the theme toggle switches), as
 * Docusaurus's hook follows it.
 */
import { createElement, useSyncExternalStore, type ComponentType } from 'react';
import { useOptionalPageData, usePageData } from '../page-api.js';
import { docusaurusContext } from './runtime.js';
import { translatedThemeConfig } from './translated-theme-config.js';

export { usePluralForm, useWindowSize } from './window-size.js';
export { useCurrentSidebarCategory } from './page-sidebar.js';
export { Collapsible, useCollapsible } from './collapsible.js';
export { duplicates, isRegexpStringMatch, uniq } from './js-utils.js';

type Mode = 'light' | 'dark';

/** The page's colour mode and what switches it. */
export function useColorMode() {
  // A live code block's scope calls it in an island that carries no page data (templates/docusaurus/playground.tsx).
  const defaultMode = useOptionalPageData()?.site.colorMode?.defaultMode ?? 'light';
  const colorMode = useSyncExternalStore(
    watchTheme,
    () => pageTheme() ?? defaultMode,
    () => defaultMode,
  );
  return {
    colorMode,
    isDarkTheme: colorMode === 'dark',
    setColorMode,
    setLightTheme: () => setColorMode('light'),
    setDarkTheme: () => setColorMode('dark'),
  };
}

function pageTheme(): Mode | null {
  const theme = typeof document === 'undefined' ? null : document.documentElement.dataset.theme;
  return theme === 'dark' || theme === 'light' ? theme : null;
}

/** Call `onChange` when the page's mode changes; returns the unsubscribe. */
function watchTheme(onChange: () => void): () => void {
  if (typeof MutationObserver === 'undefined') return () => {};
  const observer = new MutationObserver(onChange);
  observer.observe(document.documentElement, { attributes: true, attributeFilter: ['data-theme'] });
  return () => observer.disconnect();
}

/** Switch the page's mode as the theme toggle does, remembered for the next page (client/theme.ts). */
function setColorMode(mode: Mode): void {
  if (typeof document === 'undefined') return;
  document.documentElement.dataset.theme = mode;
  try {
    localStorage.setItem('theme', mode);
  } catch {
    // Storage refused (private mode): the mode holds for this page.
  }
}

/** `themeConfig` of the Docusaurus config, its navbar and footer in the page's language. */
export function useThemeConfig(): Record<string, unknown> {
  const data = usePageData();
  return translatedThemeConfig(docusaurusContext(data).siteConfig.themeConfig, data.site.strings);
}

export { ThemeClassNames } from './theme-class-names.js';
// Where Docusaurus 2.0 to 2.1 exported them; later versions moved them to theme-common/internal.
export { findFirstCategoryLink, useDocById } from './theme-common-internal.js';
export { HtmlClassNameProvider, PageMetadata } from './page-metadata.js';

/**
 * What fills the mobile menu's secondary panel (a swizzled `BlogSidebar/Mobile`'s list): drawn where it stands,
 * for sitegen puts the markup of the part that uses it into that panel (src/render/swizzled-parts.ts).
 */
export function NavbarSecondaryMenuFiller<P extends object>({
  component,
  props,
}: {
  component: ComponentType<P>;
  props: P;
}) {
  return createElement(component, props);
}

/** The page title as Docusaurus formats it. */
export function useTitleFormatter(title?: string): string {
  const { site } = usePageData();
  return title ? `${title} | ${site.title}` : site.title;
}
