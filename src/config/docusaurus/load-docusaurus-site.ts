/**
 * A site folder with `docusaurus.config.*` and no `site.config.*`: import the Docusaurus config, map it to
 * sitegen's config and validate that like any other. What could not be honoured travels with the config and is
 * reported once by the build (`docusaurusWarnings`).
 */
import path from 'node:path';
import { resolveConfig } from '../load-config.js';
import type { ResolvedConfig } from '../schema.js';
import type { BuildWarning } from '../../types.js';
import { importDocusaurusConfig } from './import-docusaurus-config.js';
import { mapDocusaurusConfig } from './map-docusaurus-config.js';
import { loadLocalPlugins } from './load-plugins.js';
import { runPlugins } from './run-plugins.js';
import { clientModulesScript } from './client-script.js';

/**
 * Load `file` (a docusaurus.config.*) as the config of the site in `root`, and run the site's own plugins: what
 * they add (routes, global data, tags, client modules) travels with the config.
 */
export async function loadDocusaurusSite({ root, file }: { root: string; file: string }): Promise<ResolvedConfig> {
  const { raw, missingPackages } = await importDocusaurusConfig(file);
  const mapped = mapDocusaurusConfig(raw, { root: path.resolve(root) });
  const config = resolveConfig(mapped.config, { root, configFile: file });
  const missing = new Set(missingPackages);
  const local = await loadLocalPlugins((raw.plugins as unknown[] | undefined) ?? [], {
    root: config.root,
    configFile: file,
    missing,
  });
  const results = await runPlugins(local, pluginContext(raw, config));
  mapped.ignored.push(...results.notes);
  if (missing.size)
    mapped.ignored.push(
      `not installed, so replaced by inert stand-ins while reading the config and plugins: ${[...missing].sort().join(', ')}`,
    );
  const tags = mapped.context.htmlTags;
  const { routes, clientModules, pathsToWatch } = results;
  const script = await clientModulesScript(clientModules, config);
  return {
    ...config,
    docusaurus: {
      configFile: file,
      context: {
        ...mapped.context,
        globalData: results.globalData,
        htmlTags: {
          head: (tags?.head ?? '') + results.htmlTags.head,
          preBody: (tags?.preBody ?? '') + results.htmlTags.preBody,
          postBody: (tags?.postBody ?? '') + results.htmlTags.postBody + (script?.tag ?? ''),
        },
      },
      ignored: mapped.ignored,
      customCss: mapped.customCss,
      plugins: { routes, clientModules, pathsToWatch, clientScript: script?.file },
      redirects: mapped.redirects && { ...mapped.redirects, file },
    },
  };
}

/** The `context` plugins are called with, as Docusaurus's `LoadContext` (for the default locale). */
function pluginContext(raw: Record<string, unknown>, config: ResolvedConfig) {
  const { i18n, root, baseUrl } = config;
  return {
    siteDir: root,
    siteConfig: raw,
    siteConfigPath: config.configFile,
    outDir: path.join(root, 'build'),
    baseUrl,
    generatedFilesDir: path.join(root, '.sitegen', 'generated'),
    i18n: { ...i18n, currentLocale: i18n.defaultLocale },
    localizationDir: path.join(root, config.paths.i18n, i18n.defaultLocale),
    codeTranslations: {},
  };
}

/** The one warning that lists what the Docusaurus config asks for and sitegen does not do. */
export function docusaurusWarnings(config: ResolvedConfig): BuildWarning[] {
  const d = config.docusaurus;
  if (!d || d.ignored.length === 0) return [];
  const lines = d.ignored.map((line) => `\n  - ${line}`).join('');
  return [
    {
      code: 'other',
      file: d.configFile,
      message: `${d.ignored.length} setting${d.ignored.length === 1 ? '' : 's'} of ${path.basename(d.configFile)} ${d.ignored.length === 1 ? 'is' : 'are'} not honoured:${lines}`,
    },
  ];
}
