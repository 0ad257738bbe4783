/**
 * A site folder with `docusaurus.config.*` and no `site.config.*`: import the Docusaurus config, map it to
 * sitegen's config and validate that like any other. What could not be honoured travels with the config and is
 * reported once by the build (`docusaurusWarnings`).
 */
import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { warmSass } from '../../sass.js';
import { resolveConfig } from '../load-config.js';
import { inSiteFolder } from '../run-site-code.js';
import type { ResolvedConfig } from '../schema.js';
import type { BuildWarning } from '../../types.js';
import { importDocusaurusConfig } from './import-docusaurus-config.js';
import { mapDocusaurusConfig, type MappedDocusaurusConfig } from './map-docusaurus-config.js';
import { loadLocalPlugins, type LocalPlugin } from './load-plugins.js';
import { generatedFilesDir } from '../../generated-files.js';
import { runPlugins, type PluginResults, type PostBuild } from './run-plugins.js';
import { providedModulesFile } from './provided-modules.js';
import type { SiteResolve } from '../../../templates/docusaurus/context-types.js';
import { sitePostCss } from './configure-postcss.js';
import { clientModulesScript } from './client-script.js';
import { ignoredSwizzledComponents } from './swizzled.js';
import { unwrapPresets } from './wrapper-presets.js';
import { classicPresetPlugins, foldClassicParts } from './classic-parts.js';
import { withDocusaurusDefaults } from './site-config-defaults.js';

/**
 * Load `file` (a docusaurus.config.*) as the config of the site in `root`, and run the site's own plugins: what
 * they add (routes, global data, tags, client modules) travels with the config.
 */
export function loadDocusaurusSite({ root, file }: { root: string; file: string }): Promise<ResolvedConfig> {
  return inSiteFolder(root, () => loadInSiteFolder({ root, file }));
}

async function loadInSiteFolder({ root, file }: { root: string; file: string }): Promise<ResolvedConfig> {
  // Sass loads on its thread while the config runs here: Docusaurus compiles SCSS only with this plugin.
  if (dependsOn(root, 'docusaurus-plugin-sass')) warmSass();
  const imported = await importDocusaurusConfig(file);
  const missing = new Set(imported.missingPackages);
  const unwrapped = await unwrapPresets(imported.raw, { root: path.resolve(root), configFile: file, missing });
  const { notes } = unwrapped;
  const raw = foldClassicParts(unwrapped.raw);
  const mapped = mapDocusaurusConfig(raw, { root: path.resolve(root) });
  mapped.ignored.unshift(...notes);
  const config = resolveConfig(mapped.config, { root, configFile: file });
  // Themes are plugins too; Docusaurus orders the preset's plugins first, and the site's plugins before its themes.
  const entries = [
    ...classicPresetPlugins(raw),
    ...((raw.plugins as unknown[] | undefined) ?? []),
    ...((raw.themes as unknown[] | undefined) ?? []),
  ];
  const local = await loadLocalPlugins(entries, {
    root: config.root,
    configFile: file,
    missing,
  });
  const { results, globalDataByLocale, postCss, postBuild } = await runForEveryLocale(local, raw, config);
  mapped.ignored.push(...results.notes);
  mapped.ignored.push(...ignoredSwizzledComponents(config.root));
  if (missing.size)
    mapped.ignored.push(
      `not installed, so replaced by inert stand-ins while reading the config and plugins: ${[...missing].sort().join(', ')}`,
    );
  const tags = mapped.context.htmlTags;
  const { routes, pathsToWatch, themePaths } = results;
  // Docusaurus loads the config's own client modules after the plugins' (so the site's CSS wins).
  const clientModules = [...results.clientModules, ...siteClientModules(raw, config.root)];
  // The plugins' DefinePlugin constants, then the .env values (docusaurus2-dotenv), for every bundle.
  const defined = results.webpack.define;
  const define = mapped.define || Object.keys(defined).length ? { ...defined, ...mapped.define } : undefined;
  // What the plugins' configureWebpack ask of every bundle of the site's code, the client modules' too.
  const resolve = await siteResolve(results.webpack, config.root);
  const siteConfig = mapped.context.siteConfig;
  const script = await clientModulesScript(clientModules, { ...config, define, siteConfig, resolve });
  return {
    ...config,
    docusaurus: {
      configFile: file,
      context: {
        ...mapped.context,
        globalData: results.globalData,
        globalDataByLocale,
        htmlTags: {
          head: (tags?.head ?? '') + results.htmlTags.head,
          preBody: (tags?.preBody ?? '') + results.htmlTags.preBody,
          postBody: (tags?.postBody ?? '') + results.htmlTags.postBody + (script?.tag ?? ''),
        },
      },
      ignored: mapped.ignored,
      ...carried(mapped),
      plugins: { routes, clientModules, pathsToWatch, themePaths, clientScript: script?.file, postCss, postBuild },
      redirects: mapped.redirects && { ...mapped.redirects, file },
      // The page and MDX bundles also get the Prism token types the theme colours, for their CodeBlock.
      define: withPrismMarks(define, mapped),
      resolve,
    },
  };
}

/**
 * `define`, the Prism token types the site's theme colours, its Prism languages and its magic comments
 * (templates/docusaurus/code-block.tsx).
 */
function withPrismMarks(
  define: Record<string, string> | undefined,
  {
    prismMarks,
    prismLanguages,
    prismMagicComments,
  }: Pick<MappedDocusaurusConfig, 'prismMarks' | 'prismLanguages' | 'prismMagicComments'>,
): Record<string, string> {
  const marks: Record<string, string> = prismMarks.length
    ? { __SITEGEN_PRISM_MARKS__: JSON.stringify(prismMarks) }
    : {};
  const comments: Record<string, string> = prismMagicComments
    ? { __SITEGEN_MAGIC_COMMENTS__: JSON.stringify(prismMagicComments) }
    : {};
  return { ...define, ...marks, ...comments, __SITEGEN_PRISM_LANGUAGES__: JSON.stringify(prismLanguages) };
}

/** What the site keeps of the mapped config as it is. */
function carried(mapped: MappedDocusaurusConfig) {
  const { prismCss, prismMarks, prismModes, searchPage, liveCodeBlock, strippedImports, internalDocs } = mapped;
  const { admonitionKeywords, prismLanguages, prismMagicComments, docLayout, npm2yarnSections } = mapped;
  return {
    prismCss,
    prismMarks,
    prismLanguages,
    ...(prismMagicComments && { prismMagicComments }),
    prismModes,
    searchPage,
    liveCodeBlock,
    strippedImports,
    npm2yarnSections,
    internalDocs,
    admonitionKeywords,
    ...(docLayout && { docLayout }),
  };
}

/** What the plugins' `configureWebpack` ask of every bundle of the site's code; none when nothing. */
async function siteResolve(
  { alias, extensions, provide }: PluginResults['webpack'],
  root: string,
): Promise<SiteResolve | undefined> {
  const inject = await providedModulesFile(provide, generatedFilesDir(root));
  return Object.keys(alias).length || extensions.length || inject ? { alias, extensions, inject } : undefined;
}

/**
 * Run the plugins once per locale, as `docusaurus build` does (it loads the whole site for each locale): each run
 * gets its locale's context, its routes are that locale's pages and its global data what that locale's pages
 * read. Tags, client modules, paths to watch, PostCSS plugins and notes are those of the default locale's run.
 */
async function runForEveryLocale(local: LocalPlugin[], raw: Record<string, unknown>, config: ResolvedConfig) {
  const { defaultLocale, locales } = config.i18n;
  const results = await runPlugins(local, pluginContext(raw, config, defaultLocale));
  const globalDataByLocale: Record<string, PluginResults['globalData']> = { [defaultLocale]: results.globalData };
  const postBuilds: Record<string, PostBuild[]> = { [defaultLocale]: results.postBuilds };
  const routes = results.routes.map((r) => ({ ...r, locale: defaultLocale }));
  for (const locale of locales) {
    if (locale === defaultLocale || local.length === 0) continue;
    const run = await runPlugins(local, pluginContext(raw, config, locale));
    routes.push(...run.routes.map((r) => ({ ...r, locale })));
    globalDataByLocale[locale] = run.globalData;
    postBuilds[locale] = run.postBuilds;
  }
  // The default locale's PostCSS plugins, made ready to run (or named in the notes).
  const postCss = sitePostCss(results.postCssOptions, { root: config.root, notes: results.notes });
  // As Docusaurus calls them once a locale is built: all of that locale's run at once.
  const postBuild = Object.values(postBuilds).some((hooks) => hooks.length)
    ? async (locale: string, props: Parameters<PostBuild>[0]) =>
        void (await Promise.all((postBuilds[locale] ?? []).map((hook) => hook(props))))
    : undefined;
  return { results: { ...results, routes }, globalDataByLocale, postCss, postBuild };
}

/**
 * The `context` plugins are called with, as Docusaurus's `LoadContext` for `locale`: the base URL (also in
 * `siteConfig`) has the locale's path, `localizationDir` is `i18n/<locale>` and `codeTranslations` its code.json.
 */
function pluginContext(raw: Record<string, unknown>, config: ResolvedConfig, locale: string) {
  const { i18n, root } = config;
  const localePath = i18n.localeConfigs[locale]?.path ?? locale;
  const baseUrl = locale === i18n.defaultLocale ? config.baseUrl : `${config.baseUrl}${localePath}/`;
  const localizationDir = path.join(root, config.paths.i18n, localePath);
  return {
    siteDir: root,
    siteConfig: withDocusaurusDefaults({ ...raw, baseUrl }),
    siteConfigPath: config.configFile,
    outDir: path.join(root, 'build', locale === i18n.defaultLocale ? '' : localePath),
    baseUrl,
    generatedFilesDir: generatedFilesDir(root),
    i18n: { ...i18n, currentLocale: locale },
    localizationDir,
    codeTranslations: codeTranslations(path.join(localizationDir, 'code.json')),
  };
}

/** `code.json` as id -> message, as Docusaurus passes it to plugins; none when it is missing or unreadable. */
function codeTranslations(file: string): Record<string, string> {
  if (!existsSync(file)) return {};
  try {
    const json = JSON.parse(readFileSync(file, 'utf8')) as Record<string, unknown>;
    return Object.fromEntries(
      Object.entries(json).map(([id, v]) => [
        id,
        typeof v === 'string' ? v : String((v as { message?: unknown })?.message ?? ''),
      ]),
    );
  } catch {
    return {};
  }
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

/** The config's `clientModules`, absolute (Docusaurus resolves relative ones from the site folder). */
function siteClientModules(raw: Record<string, unknown>, root: string): string[] {
  const list = Array.isArray(raw.clientModules) ? raw.clientModules : [];
  return list.filter((m): m is string => typeof m === 'string').map((m) => path.resolve(root, m));
}

/** Whether the site's package.json lists `name` among its dependencies. */
function dependsOn(root: string, name: string): boolean {
  try {
    const json = JSON.parse(readFileSync(path.join(root, 'package.json'), 'utf8')) as Record<string, unknown>;
    return ['dependencies', 'devDependencies'].some((field) => name in ((json[field] as object | undefined) ?? {}));
  } catch {
    return false;
  }
}
