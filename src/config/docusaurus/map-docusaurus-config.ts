/**
 * A Docusaurus config -> the equivalent sitegen config (`UserConfig`), plus what sitegen keeps beside it (custom
 * fields for pages, custom CSS) and the list of everything it cannot honour. Fields are mapped one group per
 * function, in the order Docusaurus documents them.
 */
import path from 'node:path';
import type { UserConfig } from '../schema.js';
import type {
  ClientRedirectsOptions,
  DocusaurusContext,
  LiveCodeBlock,
  StrippedImports,
} from '../../../templates/docusaurus/context-types.js';
import { DOTENV_PLUGIN, dotenvDefines } from './dotenv-plugin.js';
import { MISSING_FOLDER, obj, pick, str, type Obj } from './config-values.js';
import { configHtmlTags } from './html-tags.js';
import {
  fullPluginName,
  isLocalPluginPath,
  isStandIn,
  linkedPluginFile,
  pluginPackage,
  RUNNABLE_PACKAGES,
} from './load-plugins.js';
import { functionLabel, PRISM_THEME } from './import-docusaurus-config.js';
import { isSearchPlugin, mapSearch, type MappedSearch } from './map-search.js';
import { mapFooter, mapNavbar } from './map-theme-config.js';
import { hasPrismColours, MARK_TYPES, prismThemeCss, styledTypes } from './prism-css.js';
import { PRISM_THEMES } from './prism-themes.js';
import { prismLanguagesOf, type PrismLanguages } from './prism-languages.js';
import { DEFAULT_MAGIC_COMMENTS, type MagicComment } from '../../../templates/docusaurus/magic-comments.js';
import { admonitionKeywordsOf } from './admonition-options.js';
import { mapRemarkPlugins } from './remark-plugins.js';
import { isBlogPlugin, mapBlogs } from './blog-options.js';
import { themeFile } from '../../theme-files.js';
import { furtherPages } from './further-pages.js';
import { allRemarkOptions, isContentPlugin } from './content-plugins.js';
import { docLayoutFile } from './doc-layout.js';

/** The mapped config. */
export interface MappedDocusaurusConfig {
  config: UserConfig;
  context: DocusaurusContext;
  ignored: string[];
  /** `@docusaurus/plugin-client-redirects`'s options, when the config uses it. */
  redirects?: Omit<ClientRedirectsOptions, 'file'>;
  /** `docusaurus2-dotenv`'s values, as esbuild `define`s for the site's bundles (dotenv-plugin.ts). */
  define?: Record<string, string>;
  /** `searchPagePath` of `themeConfig.algolia` (theme-search-algolia's search page), unless it is `false`. */
  searchPage?: string;
  /** The colours of `themeConfig.prism`'s theme objects, as CSS for both colour modes (prism-css.ts). */
  prismCss: string;
  /** The token types of code-marks.ts the Prism themes colour. */
  prismMarks: string[];
  /** The languages the site's Prism colours, and its default one (prism-languages.ts). */
  prismLanguages: PrismLanguages;
  /** `prism.magicComments`, when not theme-classic's default (src/markdown/magic-comments.ts). */
  prismMagicComments?: MagicComment[];
  /**
   * The colour modes whose Prism theme has colours: `prismCss` colours their code alone, as theme-classic does, with
   * no highlight.js theme under it. A theme without any (Capacitor's) leaves the highlight.js theme's text colour.
   */
  prismModes: ColourMode[];
  /** `@docusaurus/theme-live-codeblock` is a theme: where its playgrounds put the result, their Prism themes. */
  liveCodeBlock?: LiveCodeBlock;
  /** remark-mdx-filter-imports's filter of Markdown's imports. */
  strippedImports?: StrippedImports;
  /** The sections whose remark plugins include an npm2yarn plugin (remark-plugins.ts). */
  npm2yarnSections: StrippedImports['sections'];
  /** docusaurus-plugin-internaldocs-fb's theme is among the themes (its Markdown components, internal-docs.ts). */
  internalDocs?: boolean;
  /** The content plugins' `admonitions` keywords, when set (admonition-options.ts). */
  admonitionKeywords?: string[];
  /** The docs' `docLayoutComponent`, where not theme-classic's DocPage: its file (doc-layout.ts). */
  docLayout?: string;
}

/** Top-level fields that change nothing in the output (deployment, checks), so they are not reported. */
const SILENT = new Set([
  'organizationName',
  'projectName',
  'deploymentBranch',
  'githubHost',
  'githubPort',
  'onBrokenLinks',
  'onBrokenMarkdownLinks',
  'onBrokenAnchors',
  'onDuplicateRoutes',
  'baseUrlIssueBanner',
  'future',
  'customFields',
  'title',
  'tagline',
  'titleDelimiter',
  'clientModules',
  'url',
  'baseUrl',
  'favicon',
  'i18n',
  'presets',
  'themeConfig',
  'themes',
  'plugins',
  'staticDirectories',
  'trailingSlash',
  'headTags',
  'scripts',
  'stylesheets',
  'markdown',
  'noIndex',
  // Its settings are named one by one below.
  'webpack',
]);
/** Plugins whose work sitegen does itself. */
const BUILT_IN_PLUGINS = new Set([
  'docusaurus-plugin-sass',
  '@docusaurus/plugin-ideal-image',
  '@docusaurus/plugin-client-redirects',
  DOTENV_PLUGIN,
]);

/**
 * What the navbar's items depend on besides the config: whether the site maps item types to its own components
 * (src/theme/NavbarItem/ComponentTypes), and whether theme-classic draws its search box (map-search.ts).
 */
function navbarOptions(root: string, search: MappedSearch): { customTypes: boolean; searchBox: boolean } {
  const theme = path.join(root, 'src/theme');
  return {
    customTypes: themeFile(theme, 'NavbarItem/ComponentTypes') !== undefined,
    searchBox: search.searchBox,
  };
}

/**
 * `staticDirectories` as `paths.static` and `paths.staticMore`: every folder is copied, the first one's file winning,
 * as Docusaurus copies them (react-native-paper's `['public', 'static']`).
 */
function staticPaths(raw: Obj): { static: string; staticMore?: string[] } {
  const dirs = Array.isArray(raw.staticDirectories) ? (raw.staticDirectories as string[]) : ['static'];
  return { static: dirs[0] ?? 'static', ...(dirs.length > 1 && { staticMore: dirs.slice(1) }) };
}

/** The top-level settings of `raw` sitegen does not honour, as lines of the warning. */
function ignoredTopLevel(raw: Obj): string[] {
  const ignored: string[] = [];
  for (const key of Object.keys(raw)) if (!SILENT.has(key)) ignored.push(`${key}: not supported`);
  // `jsLoader` picks what compiles the site's JavaScript and TypeScript (swc-loader for speed): esbuild does it here.
  for (const key of Object.keys(obj(raw.webpack)))
    if (key !== 'jsLoader') ignored.push(`webpack.${key}: not supported`);
  return ignored;
}

/** The classic preset's docs, blog and pages options; null for one the site turned off (`docs: false`). */
function sectionOptions(preset: Obj): (Obj | null)[] {
  return (['docs', 'blog', 'pages'] as const).map((key) => (preset[key] === false ? null : obj(preset[key])));
}

/** Map `raw` (as exported by docusaurus.config.*) for the site in `root`. */
export function mapDocusaurusConfig(raw: Obj, { root }: { root: string }): MappedDocusaurusConfig {
  const ignored: string[] = [];
  const themeConfig = obj(raw.themeConfig);
  const preset = classicPreset(raw, ignored);
  const [docs, blog, pages] = sectionOptions(preset);
  ignored.push(...ignoredTopLevel(raw));
  const search = mapSearch(themeConfig, { root, searchPlugin: hasSearchPlugin(raw), ignored });
  const config: UserConfig = {
    title: str(raw.title) ?? 'Docusaurus site',
    tagline: str(raw.tagline) ?? '',
    url: str(raw.url) ?? 'https://example.com',
    baseUrl: str(raw.baseUrl) ?? '/',
    trailingSlash: typeof raw.trailingSlash === 'boolean' ? raw.trailingSlash : undefined,
    sitemap: mapSitemap(preset.sitemap, ignored),
    favicon: str(raw.favicon),
    i18n: mapI18n(obj(raw.i18n)),
    // Docusaurus's tag URLs (lodash kebabCase), kept by `sitegen migrate` too.
    tagSlugs: 'docusaurus',
    paths: {
      // A content plugin the site turned off (`docs: false`) reads a folder that does not exist.
      // The preset's docs with an id of their own are a docs section (docsSections): no main docs then.
      docs: docs && ownDocsId(docs) === undefined ? (str(docs.path) ?? 'docs') : `${MISSING_FOLDER}/docs`,
      blog: blog ? (str(blog.path) ?? 'blog') : `${MISSING_FOLDER}/blog`,
      pages: pages ? (str(pages.path) ?? 'src/pages') : `${MISSING_FOLDER}/pages`,
      // Docusaurus has no home readme or data folder: point at names that do not exist.
      home: `${MISSING_FOLDER}/README.md`,
      data: `${MISSING_FOLDER}/data`,
      i18n: 'i18n',
      ...staticPaths(raw),
      // versions.json, versioned_docs/ and versioned_sidebars/ live in the site folder, as in Docusaurus.
      versions: '.',
      sidebars: docs && ownDocsId(docs) === undefined ? sidebarsPathOf(docs.sidebarPath, root) : null,
    },
    navbar: mapNavbar(obj(themeConfig.navbar), ignored, navbarOptions(root, search)),
    footer: mapFooter(obj(themeConfig.footer), ignored),
    codeThemes: mapPrism(prismWithDefaults(themeConfig.prism), ignored),
    diagrams: hasMermaid(raw),
    colorMode: pick(obj(themeConfig.colorMode), ['defaultMode', 'respectPrefersColorScheme', 'disableSwitch']),
    docs: mapAllDocs({ raw, docs, themeConfig, root }, ignored),
    blog: mapBlogs({ blog, raw }, ignored),
    pages: furtherPages(labelledPlugins(raw), root, ignored),
    search: search.search,
    announcementBar: mapAnnouncementBar(themeConfig.announcementBar, ignored),
  };
  const { mermaid, mermaidTheme, mermaidOptions, strippedImports, admonitionKeywords, npm2yarnSections, ...markdown } =
    remarkPlugins({ docs, blog, pages, raw }, ignored, root);
  config.markdown = markdown;
  Object.assign(config, mapDiagrams(themeConfig.mermaid, { mermaid, mermaidTheme, mermaidOptions }, ignored));
  for (const key of Object.keys(themeConfig))
    if (!THEME_KEYS.has(key) && !readByListedPlugin(key, raw)) ignored.push(`themeConfig.${key}: not supported`);
  const trackingId = trackingIdOf(preset, themeConfig);
  if (trackingId) config.analytics = { trackingId };
  ignored.push(...pluginNotes(raw, root));
  config.customCss = customCssOf(obj(preset.theme), root);
  const context = { siteConfig: siteConfigOf(raw), globalData: {}, htmlTags: configHtmlTags(raw) };
  const prism = sitePrism(themeConfig.prism, root, ignored);
  const liveCodeBlock = hasTheme(raw, 'theme-live-codeblock') ? liveCodeBlockOf(themeConfig, prism.themes) : undefined;
  // The npm plugins sitegen does the work of itself, with their options.
  const plugins = { redirects: clientRedirects(raw), define: dotenv(raw, root, ignored) };
  const internalDocs = hasTheme(raw, INTERNAL_DOCS_THEME) || undefined;
  const markdownThemes = { strippedImports, npm2yarnSections, internalDocs, admonitionKeywords };
  const themes = { searchPage: search.searchPage, liveCodeBlock, ...markdownThemes };
  const docLayout = docLayoutFile({ docs, plugins: labelledPlugins(raw), root }, ignored);
  return { config, context, ignored, ...plugins, ...themes, ...prism.mapped, ...(docLayout && { docLayout }) };
}

/**
 * What the content plugins' remark plugins ask for, every blog's counting as the blog's (blog-options.ts), and
 * their admonition keywords.
 */
function remarkPlugins(
  { docs, blog, pages, raw }: Record<'docs' | 'blog' | 'pages', Obj | null> & { raw: Obj },
  ignored: string[],
  root: string,
): ReturnType<typeof mapRemarkPlugins> & { admonitionKeywords?: string[] } {
  const all = (kind: 'docs' | 'blog', section: Obj | null) => allRemarkOptions(kind, section, raw, pluginLabel);
  const plugins = mapRemarkPlugins({ docs: all('docs', docs), blog: all('blog', blog), pages }, ignored, root);
  return { ...plugins, admonitionKeywords: admonitionKeywordsOf({ docs, blog, pages }, ignored) };
}

/** The classic theme's `customCss` files, absolute. */
function customCssOf(theme: Obj, root: string): string[] {
  return ([] as unknown[])
    .concat(theme.customCss ?? [])
    .filter((f): f is string => typeof f === 'string')
    .map((f) => path.resolve(root, f));
}

const THEME_KEYS = new Set([
  'navbar',
  'footer',
  'prism',
  'colorMode',
  'algolia',
  'tableOfContents',
  'announcementBar',
  'docs',
  'image',
  'metadata',
  'mermaid',
  'liveCodeBlock',
  'sidebarCollapsible',
  'hideableSidebar',
  'gtag',
  'googleAnalytics',
]);

/**
 * The `themeConfig` keys that a plugin sitegen runs reads itself, by that plugin's package: when the config lists
 * the plugin, the key is the plugin's (run, or named in the warning as not installed).
 */
const PLUGIN_THEME_KEYS: Record<string, string> = { zoom: 'docusaurus-plugin-image-zoom' };

/** Whether `themeConfig[key]` is read by a plugin the config lists. */
function readByListedPlugin(key: string, raw: Obj): boolean {
  const reader = PLUGIN_THEME_KEYS[key];
  return (
    reader !== undefined &&
    ((raw.plugins as unknown[] | undefined) ?? []).some((p) => {
      const first = Array.isArray(p) ? p[0] : p;
      return typeof first === 'string' && pluginPackage(first) === reader;
    })
  );
}

/**
 * The analytics id of the preset's gtag or Google Analytics, or of themeConfig's, where Docusaurus 2.0's alphas and
 * betas read them (neutralino's `themeConfig.gtag`).
 */
function trackingIdOf(preset: Obj, themeConfig: Obj): string | undefined {
  return [preset.gtag, preset.googleAnalytics, themeConfig.gtag, themeConfig.googleAnalytics]
    .map((options) => str(obj(options).trackingID))
    .find(Boolean);
}

/** The options of `@docusaurus/preset-classic` (or 'classic'); other presets are reported. */
function classicPreset(raw: Obj, ignored: string[]): Obj {
  let found: Obj = {};
  for (const entry of (raw.presets as unknown[] | undefined) ?? []) {
    const [name, options] = Array.isArray(entry) ? entry : [entry, {}];
    if (typeof name === 'string' && isClassicPreset(name)) {
      found = obj(options);
      // @ionic-docs/preset-classic (capacitor-docs, ionic-docs) takes the same options and adds a theme of its own.
      if (!isDocusaurusClassicPreset(name))
        ignored.push(
          `presets: ${packageFileLabel(name)} is not Docusaurus's classic preset: sitegen reads its options as the classic preset's, and does not run the themes and plugins it adds of its own (their components and CSS)`,
        );
    } else
      ignored.push(`presets: ${typeof name === 'string' ? packageFileLabel(name) : String(name)} is not supported`);
  }
  for (const key of Object.keys(found))
    if (
      !['docs', 'blog', 'pages', 'theme', 'gtag', 'googleAnalytics', 'googleTagManager', 'sitemap', 'debug'].includes(
        key,
      )
    )
      ignored.push(`presets.classic.${key}: not supported`);
  return found;
}

/**
 * Whether the classic preset's sitemap plugin runs (`sitemap: false` turns it off; a config that lists the preset's
 * parts itself has it only when it lists it: classic-parts.ts). Its options shape `<url>` entries sitegen does not
 * write; `ignorePatterns` and `filename` are not applied either: each set is named.
 */
function mapSitemap(options: unknown, ignored: string[]): boolean {
  if (options === false) return false;
  const omitted: Record<string, string> = { changefreq: '<changefreq>', priority: '<priority>' };
  for (const key of Object.keys(obj(options)))
    ignored.push(
      `presets.classic.sitemap.${key}: not supported${key in omitted ? ` (sitegen writes no ${omitted[key]})` : ''}`,
    );
  return true;
}

/** `'classic'`, `@docusaurus/preset-classic`, or the file `require.resolve` gives for it. */
export function isClassicPreset(name: string): boolean {
  return /(^classic$|preset-classic)/.test(name);
}

/** Docusaurus's own classic preset, by its shorthand, its package name or the file `require.resolve` gives for it. */
function isDocusaurusClassicPreset(name: string): boolean {
  return /^(@docusaurus\/)?classic$|@docusaurus[/\\]preset-classic([/\\]|$)/.test(name);
}

function mapI18n(i18n: Obj): UserConfig['i18n'] {
  const locales = Array.isArray(i18n.locales) ? (i18n.locales as string[]) : ['en'];
  const configs = obj(i18n.localeConfigs);
  return {
    defaultLocale: str(i18n.defaultLocale) ?? locales[0],
    locales,
    localeConfigs: Object.fromEntries(
      [...new Set([...locales, ...Object.keys(configs)])].map((code) => {
        const o = obj(configs[code]);
        return [
          code,
          {
            label: str(o.label) ?? defaultLocaleLabel(code),
            htmlLang: str(o.htmlLang) ?? code,
            ...pick(o, ['direction', 'calendar', 'path']),
          },
        ];
      }),
    ),
  };
}

/** Docusaurus's label for a locale without one: the language's name in itself, capitalised ('English', 'Français'). */
function defaultLocaleLabel(code: string): string {
  try {
    const name = new Intl.DisplayNames(code, { type: 'language' }).of(code) ?? code;
    return name.charAt(0).toLocaleUpperCase(code) + name.slice(1);
  } catch {
    return code;
  }
}

/**
 * `themeConfig.docs.sidebar`: `hideable` folds the docs sidebar; `autoCollapseCategories` folds a category's
 * siblings when it is expanded. Docusaurus 2's betas read `hideable` as `themeConfig.hideableSidebar` (rematch's).
 */
function docsSidebar(themeConfig: Obj): { hideableSidebar?: boolean; autoCollapseCategories?: boolean } {
  const sidebar = obj(obj(themeConfig.docs).sidebar);
  const hideable = sidebar.hideable ?? themeConfig.hideableSidebar;
  return {
    ...(hideable === true ? { hideableSidebar: true } : {}),
    ...(sidebar.autoCollapseCategories === true ? { autoCollapseCategories: true } : {}),
  };
}

function mapDocs(docs: Obj, themeConfig: Obj, ignored: string[]): UserConfig['docs'] {
  const toc = obj(themeConfig.tableOfContents);
  const out: NonNullable<UserConfig['docs']> = {
    ...pick(docs, ['routeBasePath', 'showLastUpdateTime', 'showLastUpdateAuthor', 'breadcrumbs']),
    ...docsSidebar(themeConfig),
  };
  if (typeof docs.routeBasePath === 'string') out.routeBasePath = docs.routeBasePath.replace(/^\/+|\/+$/g, '');
  // sitegen reads editUrl as Docusaurus does (a string gets the folder and the file appended; a function gets
  // Docusaurus's arguments), so it passes through as written.
  if (typeof docs.editUrl === 'string' || typeof docs.editUrl === 'function') out.editUrl = docs.editUrl as never;
  if (docs.editLocalizedFiles === true) out.editLocalizedFiles = true;
  if (typeof docs.sidebarItemsGenerator === 'function') out.sidebarItemsGenerator = docs.sidebarItemsGenerator as never;
  // Docusaurus 2's alphas read `sidebarCollapsible` from themeConfig (react-native-navigation's); the docs'
  // own option wins.
  Object.assign(out, docsPluginFields({ sidebarCollapsible: themeConfig.sidebarCollapsible, ...docs }));
  // Docusaurus's default levels (sitegen's own default goes one deeper).
  out.toc = Object.assign(
    { minHeadingLevel: 2, maxHeadingLevel: 3 },
    pick(toc, ['minHeadingLevel', 'maxHeadingLevel']),
  );
  Object.assign(out, versioningOf(docs));
  ignored.push(...unappliedDocsOptions(docs, 'presets.classic.docs'));
  return out;
}

/** Nearest highlight.js theme of each prism-react-renderer theme. */
const PRISM_TO_HLJS: Record<string, string> = {
  github: 'github',
  dracula: 'base16/dracula',
  vsDark: 'vs2015',
  vsLight: 'vs',
  nightOwl: 'night-owl',
  nightOwlLight: 'github',
  oceanicNext: 'base16/oceanicnext',
  okaidia: 'monokai',
  palenight: 'base16/material-palenight',
  shadesOfPurple: 'shades-of-purple',
  synthwave84: 'base16/outrun-dark',
  ultramin: 'github',
  duotoneDark: 'base16/atelier-dune',
  duotoneLight: 'base16/atelier-dune-light',
  oneDark: 'atom-one-dark',
  oneLight: 'atom-one-light',
  jettwaveDark: 'tokyo-night-dark',
  jettwaveLight: 'tokyo-night-light',
  gruvboxMaterialDark: 'base16/gruvbox-dark-medium',
  gruvboxMaterialLight: 'base16/gruvbox-light-medium',
  vsCode: 'vs2015',
};

/**
 * `themeConfig.prism` as theme-classic 2.4.3 reads it: `theme` defaults to palenight, and `darkTheme` to `theme`
 * (its `usePrismTheme`), so code blocks of a site that names no theme are palenight in both modes.
 */
function prismWithDefaults(value: unknown): Obj {
  const prism = obj(value);
  const theme = prism.theme ?? { [PRISM_THEME]: 'palenight' };
  return { ...prism, theme, darkTheme: prism.darkTheme ?? theme };
}

/** Prism's theme keys and the colour mode each one is for. */
const PRISM_MODES = [
  ['theme', 'light'],
  ['darkTheme', 'dark'],
] as const;

/**
 * The nearest highlight.js theme of each Prism theme, by name. A theme whose colours are known (an installed
 * theme, or an object of the site's own) is drawn from them instead (`prismColours`), so it is not reported.
 */
function mapPrism(prism: Obj, ignored: string[]): UserConfig['codeThemes'] {
  const out: NonNullable<UserConfig['codeThemes']> = {};
  for (const [key, target] of PRISM_MODES) {
    if (!prism[key]) continue;
    const name = str(obj(prism[key])[PRISM_THEME]);
    const hljs = name ? PRISM_TO_HLJS[name] : undefined;
    if (hljs) out[target] = hljs;
    else if (!knownColours(obj(prism[key])))
      ignored.push(
        `themeConfig.prism.${key}: ${name ? `no highlight.js theme close to ${name}` : 'a custom theme object'}; using the default`,
      );
  }
  return out;
}

/** `themeConfig.prism`'s themes whose colours are known, and what the site keeps of it: colours, marks, languages. */
function sitePrism(prism: unknown, root: string, ignored: string[]) {
  const themes = knownPrismThemes(prismWithDefaults(prism));
  const magicComments = magicCommentsOf(obj(prism).magicComments, ignored);
  const prismLanguages = prismLanguagesOf(obj(prism), root, ignored);
  return { themes, mapped: { ...prismColours(themes), prismLanguages, prismMagicComments: magicComments } };
}

/**
 * `prism.magicComments` as sitegen applies them (src/markdown/magic-comments.ts); none when the site keeps
 * theme-classic's. An entry without a class, or without a line or block directive, is named and left out.
 */
function magicCommentsOf(value: unknown, ignored: string[]): MagicComment[] | undefined {
  if (!Array.isArray(value)) return undefined;
  const valid = value.flatMap((entry): MagicComment[] => {
    const { className, line, block } = obj(entry);
    const { start, end } = obj(block);
    const blockOf = typeof start === 'string' && typeof end === 'string' ? { block: { start, end } } : {};
    if (typeof className !== 'string' || (typeof line !== 'string' && !blockOf.block)) {
      ignored.push(
        'themeConfig.prism.magicComments: an entry with no className, or with no line or block, is left out',
      );
      return [];
    }
    return [{ className, ...(typeof line === 'string' ? { line } : {}), ...blockOf }];
  });
  return JSON.stringify(valid) === JSON.stringify(DEFAULT_MAGIC_COMMENTS) ? undefined : valid;
}

/**
 * CSS of the Prism themes whose colours are known, each scoped to its colour mode, and the token types of
 * code-marks.ts those themes colour (the marks the code needs).
 */
function prismColours(known: PrismThemes): { prismCss: string; prismMarks: string[]; prismModes: ColourMode[] } {
  const themes = PRISM_MODES.flatMap(([, mode]) => (known[mode] ? [{ theme: known[mode], mode }] : []));
  const css = themes.map(({ theme, mode }) => prismThemeCss(theme, `[data-theme=${mode}]`)).join('\n');
  return {
    prismCss: css,
    prismModes: themes.filter(({ theme }) => hasPrismColours(theme)).map(({ mode }) => mode),
    prismMarks: styledTypes(
      themes.map(({ theme }) => theme),
      MARK_TYPES,
    ),
  };
}

/** A colour mode, as `[data-theme]` names it. */
type ColourMode = (typeof PRISM_MODES)[number][1];

/** The colours of each colour mode's Prism theme, where they are known (`knownColours`). */
type PrismThemes = Record<ColourMode, Obj | null>;

function knownPrismThemes(prism: Obj): PrismThemes {
  return { light: knownColours(obj(prism.theme)), dark: knownColours(obj(prism.darkTheme)) };
}

/**
 * A theme's own colours (installed, or the site's object), else those of the prism-react-renderer theme it names.
 * An object of the site's own with no colours at all (Capacitor's `{ plain: {}, styles: [] }`) is a theme too:
 * code without colours, which the site's CSS gives it.
 */
function knownColours(theme: Obj): Obj | null {
  if (hasPrismColours(theme)) return theme;
  const name = str(theme[PRISM_THEME]);
  if (name) return Object.hasOwn(PRISM_THEMES, name) ? (PRISM_THEMES[name] as unknown as Obj) : null;
  return typeof theme.plain === 'object' || Array.isArray(theme.styles) ? theme : null;
}

/**
 * The announcement bar; without colours of its own, theme-classic's: Infima's white and black (its CSS, which sets
 * them where the config does not), not sitegen's defaults.
 */
function mapAnnouncementBar(value: unknown, ignored: string[]): UserConfig['announcementBar'] {
  if (!value) return undefined;
  const a = obj(value);
  // theme-classic 2.0-alpha's bar draws nothing without content (2.4 refuses such a config); an empty bar would show.
  const content = str(a.content);
  if (!content) {
    ignored.push('themeConfig.announcementBar: no content, so no bar is drawn');
    return undefined;
  }
  return {
    id: str(a.id) ?? 'announcement-bar',
    content,
    backgroundColor: str(a.backgroundColor) ?? 'var(--ifm-color-white)',
    textColor: str(a.textColor) ?? 'var(--ifm-color-black)',
    ...pick(a, ['isCloseable']),
  };
}

/**
 * `themeConfig.liveCodeBlock` (@docusaurus/theme-live-codeblock), with the Prism theme of each colour mode, which
 * the playground's editor draws its code in (as `usePrismTheme()` gives it).
 */
function liveCodeBlockOf(themeConfig: Obj, prismThemes: PrismThemes): LiveCodeBlock {
  const position = obj(themeConfig.liveCodeBlock).playgroundPosition === 'top' ? 'top' : 'bottom';
  return { position, prismThemes };
}

/** Themes sitegen honours, by a part of their package name (Algolia's search is drawn from themeConfig.algolia). */
const HONOURED_THEMES = ['theme-mermaid', 'theme-live-codeblock', 'theme-search-algolia'];

/** Meta's theme, which docusaurus-plugin-internaldocs-fb's preset adds. */
const INTERNAL_DOCS_THEME = 'docusaurus-plugin-internaldocs-fb/';

/** Whether a theme whose name contains `name` is in the config's `themes`. */
function hasTheme(raw: Obj, name: string): boolean {
  return ((raw.themes as unknown[]) ?? []).some((t) => pluginLabel(t).includes(name));
}

function hasMermaid(raw: Obj): boolean {
  return hasTheme(raw, 'theme-mermaid') || obj(raw.markdown).mermaid === true;
}

/** The docs plugin's versioning options, as sitegen's (`docs` and `docs.sections` share them). */
function versioningOf(docs: Obj): Partial<NonNullable<UserConfig['docs']>> {
  const out: Partial<NonNullable<UserConfig['docs']>> = pick(docs, ['lastVersion', 'includeCurrentVersion']);
  if (Array.isArray(docs.onlyIncludeVersions)) out.onlyIncludeVersions = docs.onlyIncludeVersions as string[];
  // Docusaurus then reads no versions.json: the current docs are the only version, and the last.
  if (docs.disableVersioning === true) Object.assign(out, { onlyIncludeVersions: ['current'], lastVersion: 'current' });
  const versions = obj(docs.versions);
  if (Object.keys(versions).length)
    out.versions = Object.fromEntries(
      Object.entries(versions).map(([name, v]) => [name, pick(obj(v), ['label', 'path', 'banner', 'badge'])]),
    );
  return out;
}

type DocsSection = NonNullable<NonNullable<UserConfig['docs']>['sections']>[number];

/**
 * The docs sections: the preset's docs when they have an id of their own (Docusaurus then has no docs plugin
 * "default", and names their versions and i18n folders after that id), then every further
 * `@docusaurus/plugin-content-docs` instance in `plugins`.
 */
function docsSections(raw: Obj, presetDocs: Obj | null, root: string, ignored: string[]): DocsSection[] {
  const out: DocsSection[] = [];
  if (presetDocs && ownDocsId(presetDocs) !== undefined) {
    ignored.push(...unappliedDocsOptions(presetDocs, 'presets.classic.docs'));
    out.push(docsSection(presetDocs, root));
  }
  for (const p of (raw.plugins as unknown[]) ?? []) {
    if (!Array.isArray(p) || !isDocsPlugin(p)) continue;
    const options = obj(p[1]);
    if (ownDocsId(options) === undefined) continue;
    ignored.push(...unappliedDocsOptions(options, `plugins: ${pluginLabel(p)} (id ${String(options.id)})`));
    out.push(docsSection(options, root));
  }
  return out;
}

/** The main docs and the docs sections, from the preset's docs options and the config's docs plugins. */
function mapAllDocs(
  { raw, docs, themeConfig, root }: { raw: Obj; docs: Obj | null; themeConfig: Obj; root: string },
  ignored: string[],
): UserConfig['docs'] {
  return {
    ...mapDocs(mainDocsOptions(docs), themeConfig, ignored),
    sections: docsSections(raw, docs, root, ignored),
  };
}

/**
 * The options of the main docs: the preset's, unless they have an id of their own; then only those sitegen reads for
 * every docs plugin (last-update lines, breadcrumbs), the rest being the section's.
 */
function mainDocsOptions(docs: Obj | null): Obj {
  if (!docs) return {};
  return ownDocsId(docs) === undefined
    ? docs
    : pick(docs, ['showLastUpdateTime', 'showLastUpdateAuthor', 'breadcrumbs']);
}

/** A docs plugin's id, unless it is the main docs' ("default", or none). */
function ownDocsId(options: Obj): string | undefined {
  return typeof options.id === 'string' && options.id !== 'default' ? options.id : undefined;
}

/** A docs plugin instance with an id of its own, as a docs section. */
function docsSection(options: Obj, root: string): DocsSection {
  return {
    id: String(options.id),
    path: str(options.path) ?? 'docs',
    routeBasePath: str(options.routeBasePath) ?? 'docs',
    sidebars: sidebarsPathOf(options.sidebarPath, root) ?? undefined,
    ...(typeof options.editUrl === 'string' || typeof options.editUrl === 'function'
      ? { editUrl: options.editUrl as never }
      : {}),
    ...(options.editLocalizedFiles === true ? { editLocalizedFiles: true } : {}),
    ...(typeof options.sidebarItemsGenerator === 'function'
      ? { sidebarItemsGenerator: options.sidebarItemsGenerator as never }
      : {}),
    ...docsPluginFields(options),
    ...versioningOf(options),
  };
}

/**
 * A docs plugin's `include` and `exclude` globs, its categories' defaults (`sidebarCollapsed`,
 * `sidebarCollapsible`) and its `numberPrefixParser`, where it sets them.
 */
function docsPluginFields(options: Obj): {
  include?: string[];
  exclude?: string[];
  underscorePartials?: boolean;
  sidebarCollapsed?: boolean;
  sidebarCollapsible?: boolean;
  numberPrefixParser?: false | ((...args: unknown[]) => unknown);
} {
  const globs = (value: unknown) => (value as unknown[]).filter((g): g is string => typeof g === 'string');
  const parser = options.numberPrefixParser;
  return {
    // `true` is Docusaurus's default parser, sitegen's too.
    ...(parser === false || typeof parser === 'function'
      ? { numberPrefixParser: parser as false | ((...args: unknown[]) => unknown) }
      : {}),
    ...(Array.isArray(options.include) ? { include: globs(options.include) } : {}),
    // An `exclude` of the site's own replaces Docusaurus's default one, and with it the rule that `_` files are none.
    ...(Array.isArray(options.exclude) ? { exclude: globs(options.exclude), underscorePartials: false } : {}),
    ...(typeof options.sidebarCollapsed === 'boolean' ? { sidebarCollapsed: options.sidebarCollapsed } : {}),
    ...(typeof options.sidebarCollapsible === 'boolean' ? { sidebarCollapsible: options.sidebarCollapsible } : {}),
  };
}

/**
 * Docs plugin options sitegen reads (here, or as remark plugins and versions); the others are named unless they
 * hold Docusaurus's default (`sidebarCollapsible: true`), which is what sitegen does anyway.
 */
const APPLIED_DOCS_OPTIONS = new Set([
  'id',
  'path',
  'routeBasePath',
  'sidebarPath',
  'editUrl',
  'editLocalizedFiles',
  'sidebarItemsGenerator',
  'numberPrefixParser',
  'include',
  'exclude',
  'sidebarCollapsed',
  'sidebarCollapsible',
  'showLastUpdateTime',
  'showLastUpdateAuthor',
  'breadcrumbs',
  'versions',
  'lastVersion',
  'includeCurrentVersion',
  'onlyIncludeVersions',
  'disableVersioning',
  'remarkPlugins',
  'rehypePlugins',
  'beforeDefaultRemarkPlugins',
  'beforeDefaultRehypePlugins',
  'admonitions',
  'docLayoutComponent',
]);

const DEFAULT_DOCS_OPTIONS: Obj = {
  sidebarCollapsible: true,
  sidebarCollapsed: true,
  editLocalizedFiles: false,
  docItemComponent: '@theme/DocItem',
};

/** What the warning says of a docs option sitegen does not read, where more than that it is not supported. */
const UNAPPLIED_DOCS_NOTES: Record<string, string> = {
  docItemComponent:
    "not used: sitegen draws each doc as theme-classic's DocItem (a swizzled src/theme/DocItem/Layout or DocItem/Footer draws parts of it)",
};

function unappliedDocsOptions(options: Obj, where: string): string[] {
  return Object.keys(options)
    .filter((key) => !APPLIED_DOCS_OPTIONS.has(key) && options[key] !== DEFAULT_DOCS_OPTIONS[key])
    .filter((key) => options[key] !== undefined)
    .map((key) => `${where}.${key}: ${UNAPPLIED_DOCS_NOTES[key] ?? 'not supported'}`);
}

/**
 * The sidebars file of a docs plugin's `sidebarPath`, as Docusaurus 2.4.3 reads the option: a path is that file;
 * false, no sidebars (a file that does not exist); unset, one autogenerated sidebar (null), whatever files exist.
 */
function sidebarsPathOf(sidebarPath: unknown, root: string): string | null {
  if (typeof sidebarPath === 'string') return path.relative(root, path.resolve(root, sidebarPath));
  return sidebarPath === false ? `${MISSING_FOLDER}/sidebars.js` : null;
}

/**
 * Mermaid's theme in each mode: theme-mermaid's `themeConfig.mermaid.theme` (`{light, dark}`, its defaults
 * `default` and `dark` for a mode it leaves out), else mdx-mermaid's one theme for both; its `options` are named.
 */
function mermaidThemes(
  themeMermaid: Obj,
  mdxMermaidTheme: string | undefined,
): { light: string; dark: string } | undefined {
  const theme = obj(themeMermaid.theme);
  if (typeof theme.light === 'string' || typeof theme.dark === 'string')
    return { light: str(theme.light) ?? 'default', dark: str(theme.dark) ?? 'dark' };
  return mdxMermaidTheme ? { light: mdxMermaidTheme, dark: mdxMermaidTheme } : undefined;
}

/** The diagram settings: on with mdx-mermaid, Mermaid's themes and its other settings, each only when set. */
function mapDiagrams(
  themeMermaid: unknown,
  mdx: { mermaid?: boolean; mermaidTheme?: string; mermaidOptions?: Obj },
  ignored: string[],
): Pick<UserConfig, 'diagrams' | 'diagramThemes' | 'diagramOptions'> {
  const diagramThemes = mermaidThemes(obj(themeMermaid), mdx.mermaidTheme);
  const diagramOptions = mermaidSettings(themeMermaid, mdx.mermaidOptions, ignored);
  return {
    ...(mdx.mermaid && { diagrams: true }),
    ...(diagramThemes && { diagramThemes }),
    ...(diagramOptions && { diagramOptions }),
  };
}

/**
 * Mermaid's settings: theme-mermaid's `themeConfig.mermaid.options`, else mdx-mermaid's `mermaid` settings besides
 * its theme, as each passes them to `mermaid.initialize`. They travel in the page as JSON: a value JSON cannot
 * hold (a function) is a line of the warning.
 */
function mermaidSettings(
  themeMermaid: unknown,
  mdxMermaid: Obj | undefined,
  ignored: string[],
): Record<string, unknown> | undefined {
  const options = obj(themeMermaid).options;
  const [settings, where] =
    options !== undefined ? [obj(options), 'themeConfig.mermaid.options'] : [mdxMermaid, 'mdx-mermaid: mermaid'];
  if (!settings || Object.keys(settings).length === 0) return undefined;
  const kept: Record<string, unknown> = {};
  for (const [key, value] of Object.entries(settings)) {
    if (jsonSafe(value)) kept[key] = value;
    else ignored.push(`${where}.${key}: not supported (a function or a value JSON cannot carry to the page)`);
  }
  return Object.keys(kept).length ? kept : undefined;
}

/** Whether JSON carries `value` as it is: no function, RegExp, symbol or big integer in it, which it would lose. */
function jsonSafe(value: unknown): boolean {
  if (value === null || ['string', 'number', 'boolean'].includes(typeof value)) return true;
  if (Array.isArray(value)) return value.every(jsonSafe);
  if (typeof value !== 'object' || value instanceof RegExp) return false;
  return Object.values(value).every(jsonSafe);
}

function isDocsPlugin(entry: unknown[]): boolean {
  return isContentPlugin(pluginLabel(entry), 'docs');
}

/** The config's `[plugin, options]` entries, each with its plugin's label. */
function labelledPlugins(raw: Obj): { label: string; options: unknown }[] {
  const entries = ((raw.plugins as unknown[]) ?? []).filter(Array.isArray);
  return entries.map((entry) => ({ label: pluginLabel(entry), options: entry[1] }));
}

function isPagesPlugin(entry: unknown[]): boolean {
  return isContentPlugin(pluginLabel(entry), 'pages');
}

const SEARCH_STAND_IN = 'is not run; sitegen’s own search takes its place';

/** Whether a plugin or theme of the site is a search of its own (map-search.ts). */
function hasSearchPlugin(raw: Obj): boolean {
  const entries = [...((raw.plugins as unknown[]) ?? []), ...((raw.themes as unknown[]) ?? [])];
  return entries.some((entry) => {
    const first = Array.isArray(entry) ? entry[0] : entry;
    return !(typeof first === 'string' && isLocalPluginPath(first)) && isSearchPlugin(pluginLabel(entry));
  });
}

/** One line per plugin or theme sitegen does not run: packages it does not know (local plugins and those linked from the site's folder run). */
function pluginNotes(raw: Obj, root: string): string[] {
  const notes: string[] = [];
  for (const p of (raw.plugins as unknown[]) ?? []) {
    const first = Array.isArray(p) ? p[0] : p;
    if (!first || (typeof first === 'function' && !isStandIn(first))) continue;
    if (typeof first === 'string' && (isLocalPluginPath(first) || linkedPluginFile(first, root))) continue;
    const label = pluginLabel(p);
    const id = Array.isArray(p) ? obj(p[1]).id : undefined;
    // Further docs, blogs and pages (a content plugin with an id of its own) are built as sections, and
    // further-pages.ts names what of a pages instance is not honoured.
    if (Array.isArray(p) && (isDocsPlugin(p) || isBlogPlugin(p) || isPagesPlugin(p)) && typeof id === 'string')
      continue;
    if (typeof first === 'string' && RUNNABLE_PACKAGES.has(fullPluginName(pluginPackage(first)))) continue;
    if (isSearchPlugin(label)) notes.push(`plugins: ${label} ${SEARCH_STAND_IN}`);
    else if (label.includes('@docusaurus/plugin-pwa'))
      notes.push(
        `plugins: ${label}: its pwaHead tags are in every page's head; its service worker and offline mode are not built`,
      );
    else if (![...BUILT_IN_PLUGINS].some((b) => fullPluginName(label).includes(b)))
      notes.push(`plugins: ${label}${typeof id === 'string' ? ` (id ${id})` : ''} is not run`);
  }
  for (const t of (raw.themes as unknown[]) ?? []) {
    const first = Array.isArray(t) ? t[0] : t;
    if (typeof first === 'string' && isLocalPluginPath(first)) continue;
    const label = pluginLabel(t);
    if (isSearchPlugin(label)) notes.push(`themes: ${label} ${SEARCH_STAND_IN}`);
    else if (label.includes(INTERNAL_DOCS_THEME))
      notes.push(
        `themes: ${label}: of what it adds, its Markdown components FbInternalOnly and OssOnly are drawn, as in a public build; the rest is not supported`,
      );
    else if (!HONOURED_THEMES.some((name) => label.includes(name))) notes.push(`themes: ${label} is not supported`);
  }
  return notes;
}

/** The options of `@docusaurus/plugin-client-redirects`, if it is in `plugins`. */
function clientRedirects(raw: Obj): MappedDocusaurusConfig['redirects'] {
  const entry = ((raw.plugins as unknown[]) ?? []).find((p) =>
    fullPluginName(pluginLabel(p)).includes('plugin-client-redirects'),
  );
  if (!entry) return undefined;
  const o = obj(Array.isArray(entry) ? entry[1] : {});
  const strings = (v: unknown) => (Array.isArray(v) ? v.filter((x): x is string => typeof x === 'string') : []);
  return {
    redirects: Array.isArray(o.redirects) ? (o.redirects as ClientRedirectsOptions['redirects']) : [],
    createRedirects: typeof o.createRedirects === 'function' ? (o.createRedirects as never) : undefined,
    fromExtensions: strings(o.fromExtensions),
    toExtensions: strings(o.toExtensions),
  };
}

/** `docusaurus2-dotenv`'s `define`s, if it is in `plugins` (its notes join `ignored`). */
function dotenv(raw: Obj, root: string, ignored: string[]): Record<string, string> | undefined {
  const entry = ((raw.plugins as unknown[]) ?? []).find((p) => pluginLabel(p) === DOTENV_PLUGIN);
  if (!entry) return undefined;
  const { define, notes } = dotenvDefines(obj(Array.isArray(entry) ? entry[1] : {}), root);
  ignored.push(...notes);
  return define;
}

/** A plugin entry's name: a package name, a path, a function's name. */
export function pluginLabel(entry: unknown): string {
  const first = Array.isArray(entry) ? entry[0] : entry;
  if (typeof first === 'string') return packageFileLabel(first);
  if (typeof first === 'function') return functionLabel(first);
  return '(inline plugin)';
}

/**
 * A plugin, theme or preset named by the file `require.resolve` gave (`/site/node_modules/x/lib/index.js`): from its
 * package's folder (`x/lib/index.js`). Other names are shown as written.
 */
export function packageFileLabel(name: string): string {
  const inPackages = /[\\/]node_modules[\\/](.*)$/.exec(name);
  return inPackages ? inPackages[1].split(path.sep).join('/') : name;
}

/** The config as `useDocusaurusContext().siteConfig`: JSON-safe (functions and stand-ins dropped). */
function siteConfigOf(raw: Obj): DocusaurusContext['siteConfig'] {
  const safe = JSON.parse(JSON.stringify(raw, (_k, v) => (typeof v === 'function' ? undefined : v)) ?? '{}') as Obj;
  return { ...safe, customFields: obj(safe.customFields), themeConfig: obj(safe.themeConfig) };
}
