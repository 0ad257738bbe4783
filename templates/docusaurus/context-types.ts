/**
 * What the Docusaurus compatibility modules (templates/docusaurus/) read about a site built from
 * `docusaurus.config.*`: its config as pages see it through `useDocusaurusContext()`, and the plugins' global data.
 * Serialisable: it travels to the render workers inside `SiteData`.
 */
import type { MagicComment } from './magic-comments.js';

/** `useDocusaurusContext()`'s site part, and the global data of `useGlobalData()`. */
export interface DocusaurusContext {
  /** The config as Docusaurus exposes it to pages (functions dropped), `customFields` and `themeConfig` included. */
  siteConfig: Record<string, unknown> & { customFields: Record<string, unknown>; themeConfig: Record<string, unknown> };
  /** Plugin name -> plugin id -> data (`setGlobalData`). */
  globalData: Record<string, Record<string, unknown>>;
  /** Each locale's global data (the plugins run once per locale); the site data of a locale carries its own. */
  globalDataByLocale?: Record<string, Record<string, Record<string, unknown>>>;
  /** HTML every page carries: the config's `headTags`, `scripts`, `stylesheets` and the plugins' `injectHtmlTags`. */
  htmlTags?: HtmlTags;
}

/** Markup put into every page, as `injectHtmlTags` returns it, already serialised. */
export interface HtmlTags {
  /** Before `</head>`. */
  head: string;
  /** Right after `<body>`. */
  preBody: string;
  /** Before `</body>`. */
  postBody: string;
}

/** A route a plugin added with `addRoute`, resolved: its component file and the props its `modules` give. */
export interface PluginRoute {
  /** Site path without the base URL (`/apps`). */
  path: string;
  /** The component's file, absolute. */
  component: string;
  /** Module name -> its value (the data `createData` wrote, parsed when JSON). */
  props: Record<string, unknown>;
  /** The plugin that added it, as the warning names it, and its file. */
  plugin: string;
  pluginFile: string;
  /** The locale whose plugin run added it: a page of that locale only (absent: every locale). */
  locale?: string;
  /** The plugin's `<html>` classes on the page (`plugin-my-plugin plugin-id-default`). */
  htmlClass: string;
}

/** `@docusaurus/plugin-client-redirects` options. */
export interface ClientRedirectsOptions {
  redirects: { from: string | string[]; to: string }[];
  createRedirects?: (existingPath: string) => string | string[] | null | undefined;
  fromExtensions: string[];
  toExtensions: string[];
  /** Where the options were written (the config file). */
  file: string;
}

/** What the site's plugins produced. */
export interface DocusaurusPlugins {
  routes: PluginRoute[];
  /** `getClientModules()`: CSS and script files loaded on every page, absolute. */
  clientModules: string[];
  /** `getPathsToWatch()` and the plugins' own files: a change reloads the site in `sitegen dev`. */
  pathsToWatch: string[];
  /**
   * `getThemePath()` of each plugin and theme, in config order (plugins, then themes): their components are
   * `@theme/<Name>`, a later folder's over an earlier one's, the site's `src/theme` over all, sitegen's below.
   */
  themePaths: string[];
  /** The script client modules, bundled: written beside the other assets, loaded by every page. */
  clientScript?: { file: string; content: string };
  /**
   * The site's CSS through the PostCSS plugins that the plugins' `configurePostCss` add (configure-postcss.ts);
   * none when they add none. A function: it stays on the thread that ran the config (see bundle-thread.ts).
   */
  postCss?: (css: string) => Promise<string>;
  /**
   * The plugins' `postBuild` of one locale's run, called once its pages are in `outDir` (the locale's folder of the
   * output, before it replaces the previous one). A function: it stays on the thread that ran the config.
   */
  postBuild?: (locale: string, props: { outDir: string; routesPaths: string[] }) => Promise<void>;
}

/** What sitegen keeps of a Docusaurus config beyond its own fields. */
export interface DocusaurusSite {
  /** The `docusaurus.config.*` file. */
  configFile: string;
  context: DocusaurusContext;
  /** Everything in the config that sitegen does not honour, one line each, for one warning. */
  ignored: string[];
  /** CSS of `themeConfig.prism`'s theme colours, for both colour modes (empty when only names are known). */
  prismCss?: string;
  /** The Prism token types those themes colour, which code blocks mark (src/markdown/code-marks.ts). */
  prismMarks?: string[];
  /** The languages the site's Prism colours, and its default one (src/config/docusaurus/prism-languages.ts). */
  prismLanguages?: { known: string[]; defaultLanguage?: string };
  /** `prism.magicComments`, when not theme-classic's default (src/markdown/magic-comments.ts). */
  prismMagicComments?: MagicComment[];
  /** The colour modes `prismCss` colours: their code needs no highlight.js theme (bundle-client.ts). */
  prismModes?: ('light' | 'dark')[];
  /** What the site's local plugins produced (none until they have run). */
  plugins?: DocusaurusPlugins;
  /** `@docusaurus/plugin-client-redirects`, when the config uses it. */
  redirects?: ClientRedirectsOptions;
  /** `docusaurus2-dotenv`'s values and the plugins' DefinePlugin constants, as esbuild `define`s for every bundle of the site's code. */
  define?: Record<string, string>;
  /** The plugins' `configureWebpack` aliases and extensions, for every bundle of the site's code. */
  resolve?: SiteResolve;
  /** The site path (`search`) of theme-search-algolia's search page, which sitegen's search page takes. */
  searchPage?: string;
  /** `@docusaurus/theme-live-codeblock` is among the themes: ```jsx live fences are playgrounds. */
  liveCodeBlock?: LiveCodeBlock;
  /** remark-mdx-filter-imports among a section's remark plugins: the imports it removes (src/markdown/mdx/stripped-imports.ts). */
  strippedImports?: StrippedImports;
  /** The sections whose remark plugins include an npm2yarn plugin: their npm2yarn fences become tabs, others' do not. */
  npm2yarnSections?: StrippedImports['sections'];
  /** docusaurus-plugin-internaldocs-fb's theme: FbInternalOnly and OssOnly are in every Markdown file's scope. */
  internalDocs?: boolean;
  /** The content plugins' `admonitions` keywords, when set: `:::` opens a box with these only. */
  admonitionKeywords?: string[];
  /** The docs' `docLayoutComponent`, where not theme-classic's DocPage: its file, drawn around each doc page. */
  docLayout?: string;
}

/** remark-mdx-filter-imports's `strippedFilePattern`, as source and flags (the config is cached as JSON), and the sections it runs in. */
export interface StrippedImports {
  source: string;
  flags: string;
  sections: ('docs' | 'blog' | 'pages')[];
}

/** What @docusaurus/theme-live-codeblock's playgrounds take from the config. */
export interface LiveCodeBlock {
  /** Where the result goes: below the editor or above it (`themeConfig.liveCodeBlock.playgroundPosition`). */
  position: 'top' | 'bottom';
  /** The prism-react-renderer theme of each colour mode (null: only a name sitegen has no colours for). */
  prismThemes: { light: Record<string, unknown> | null; dark: Record<string, unknown> | null };
}

/** What a Docusaurus site's plugins ask of every bundle of its code, through `configureWebpack`. */
export interface SiteResolve {
  alias: Record<string, string>;
  extensions: string[];
  /** The file that gives ProvidePlugin's free names their modules, as an esbuild `inject` (provided-modules.ts). */
  inject?: string;
}
