/**
 * The Docusaurus context a locale reads: the site config, and the global data of that locale's plugin run beside
 * the docs plugin's own. Pages read it from their site data (src/render/site-data.ts); Markdown's components,
 * rendered before any page, from their file's MDX state (src/content/parse-entries.ts).
 */
import type { SiteData } from '../../../templates/site-data.js';
import { docsSections } from '../docs-versions.js';
import type { ResolvedConfig } from '../schema.js';

/** A locale's URL prefix below the base URL, without a trailing slash (`/fr`, or '' for the default locale). */
export function localeBaseOf(config: ResolvedConfig, locale: string): string {
  const base = config.baseUrl.replace(/\/$/, '');
  const info = config.i18n.resolved.find((l) => l.code === locale);
  return info?.path ? `${base}/${info.path}` : base;
}

/**
 * The context of `locale` (its pages at `localeBase`): the global data of that locale's plugin run, and the docs plugin's
 * own (each section's path and versions, as `@docusaurus/plugin-content-docs/client` reads them).
 */
export function docusaurusContextOf(
  config: ResolvedConfig,
  locale: string,
  localeBase: string,
): SiteData['docusaurus'] {
  const context = config.docusaurus?.context;
  if (!context) return undefined;
  const { globalDataByLocale, ...rest } = context;
  const globalData = globalDataByLocale?.[locale] ?? rest.globalData;
  return { ...rest, globalData: { [DOCS_PLUGIN]: docsGlobalData(config, localeBase), ...globalData } };
}

const DOCS_PLUGIN = 'docusaurus-plugin-content-docs';

/** The docs plugin's global data as Docusaurus sets it: by plugin id, the section's path and its versions. */
function docsGlobalData(config: ResolvedConfig, localeBase: string): Record<string, unknown> {
  return Object.fromEntries(
    docsSections(config).map((s) => [
      s.pluginId,
      {
        path: `${localeBase}/${s.routeBasePath}`.replace(/\/+$/, '') || '/',
        versions: s.versions.map((v) => ({
          name: v.name,
          label: v.label,
          isLast: v.isLast,
          path: `${localeBase}${v.base}` || '/',
          mainDocId: '',
          docs: [],
        })),
        breadcrumbs: config.docs.breadcrumbs,
      },
    ]),
  );
}
