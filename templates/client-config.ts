/**
 * The per-locale settings the browser client needs, as one small JSON object inlined in `<head>`. It is the same
 * on every page of a locale (no per-page data), so it costs a few hundred bytes and no extra request.
 */
import { SEARCH_MODAL, sheetChunk } from './feature-sheets.js';
import { href } from './i18n.js';
import type { SearchClientConfig } from './search/index-format.js';
import type { SiteData } from './site-data.js';

/** What the client reads from `<script type="application/json" id="sitegen-config">`. */
export interface ClientConfig {
  /** The site's base URL (`/` or `/docs-site/`). */
  base: string;
  /** This page's locale path segment (`de`), empty for the default locale. */
  locale: string;
  /** Path segments of every non-default locale, so links into another locale load the whole page. */
  locales: string[];
  /** Follow the system colour scheme while the visitor has not chosen one. */
  followSystemTheme: boolean;
  /** Page-view analytics, or null when no tracking id is configured (then nothing is sent). */
  analytics: { trackingId: string; endpoint: string } | null;
  /** Search: the provider, this locale's search file, the search page; null when the build wrote no search files. */
  search: SearchClientConfig | null;
  /** Mermaid's theme in each colour mode, when the site chose them (else `default` and `dark`). */
  diagramThemes?: { light: string; dark: string };
  /** Mermaid's settings, when the site gave some, under the theme. */
  diagramOptions?: Record<string, unknown>;
}

/** The element id the client looks the config up by. */
export { CLIENT_CONFIG_ID } from './client-config-id.js';

/** The client settings of one locale. */
function clientConfig(site: SiteData): ClientConfig {
  const { trackingId, endpoint } = site.analytics;
  return {
    base: site.baseUrl,
    locale: site.locale.path,
    locales: site.locales.map((l) => l.path).filter(Boolean),
    followSystemTheme: site.colorMode.respectPrefersColorScheme,
    analytics: trackingId ? { trackingId, endpoint } : null,
    search: searchConfig(site),
    ...(site.diagramThemes && { diagramThemes: site.diagramThemes }),
    ...(site.diagramOptions && { diagramOptions: site.diagramOptions }),
  };
}

/** Search is off where the site has none, and where no search files were planned (`dev`). */
function searchConfig(site: SiteData): SearchClientConfig | null {
  const ui = site.assets.search;
  const { provider } = site.search;
  if (!ui || provider === 'none') return null;
  return {
    provider,
    ui,
    page: href(site, `/${site.search.pagePath.replace(/^\//, '')}`),
    css: site.assets.chunks[sheetChunk(SEARCH_MODAL)] ?? null,
  };
}

/** The config as JSON that is safe inside `<script>` (no `</script>` can close it early). */
export function clientConfigJson(site: SiteData): string {
  return JSON.stringify(clientConfig(site)).replace(/</g, '\\u003c');
}
