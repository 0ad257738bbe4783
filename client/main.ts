/**
 * The script every page runs. Each behaviour is its own small module; they are wired here once and re-wired
 * after client-side navigation swaps the page.
 */
import type {} from './build-flags.js';
import { initAnalytics } from './analytics.js';
import { initAnnouncement } from './announcement.js';
import { initCodeBlocks } from './code-blocks.js';
import { initCollapsibles } from './collapsibles.js';
import { initDocsVersions } from './docs-versions.js';
import { initLazySidebar } from './lazy-sidebar.js';
import { initLocaleSwitch } from './locale-switch.js';
import { initMarkdownWidgets } from './markdown-widgets.js';
import { initMobileMenu } from './mobile-menu.js';
import { initNavbar } from './navbar.js';
import { initNavigation } from './navigation.js';
import { initPrefetch } from './prefetch.js';
import { initProgressBar } from './progress-bar.js';
import { initScrollToTop } from './scroll-to-top.js';
import { initSearch } from './search/trigger.js';
import { initTabs } from './tabs.js';
import { initTocHighlight } from './toc-highlight.js';
import { followSystemTheme, initThemeToggle } from './theme.js';

initThemeToggle();
followSystemTheme();
initNavbar();
initMobileMenu();
initCodeBlocks();
initCollapsibles();
initLazySidebar();
initLocaleSwitch();
// Only sites with docs versions carry this (a build-time constant, src/bundle/bundle-client.ts).
if (SITEGEN_DOCS_VERSIONS) initDocsVersions();
initTabs();
initMarkdownWidgets();
initPrefetch();
initProgressBar();
initNavigation();
initAnnouncement();
initScrollToTop();
initTocHighlight();
initSearch();
// Last: the first page view is reported after every other behaviour has set the page up.
initAnalytics();
