/**
 * Page modules: every `*.tsx` / `*.jsx` below the pages folder (names starting with `_` are partials) becomes a
 * route at its path (`community/index.tsx` -> `/community/`, `governance.tsx` -> `/governance`). They are
 * bundled here, once per build, into `<root>/.sitegen/pages/` so that render workers can load them by URL.
 * React is left external and points at sitegen's own copy: the pages and the renderer share one React, which
 * hooks and context need. Other imports are bundled, so they resolve from the site at build time. The bundles
 * are CommonJS, one file per page: a page module's top level then runs inside a synchronous call that the time
 * limit of site code covers (see import-page-modules.ts), which an ES module's evaluation never does.
 */
import { existsSync, mkdirSync, readdirSync, renameSync, rmSync, statSync, writeFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';
import { pathToFileURL, fileURLToPath } from 'node:url';
import * as esbuild from '../lazy-esbuild.js';
import fg from 'fast-glob';
import { PACKAGE_ROOT } from '../bundle/bundle-client.js';
import { drawnImportWarnings } from './docusaurus/drawn-imports.js';
import { cssModules, type CssModuleCache } from '../bundle/css-modules.js';
import { metafileInputs, type FileInputsCache, type MadeFromFiles } from '../cache/file-inputs-cache.js';
import type { ResolvedConfig } from '../config/schema.js';
import { pluginClass } from '../config/docusaurus/plugin-routes.js';
import { pagePermalink } from '../content/permalinks.js';
import { pageCompileError } from './page-compile-error.js';
import { pageSectionComponents } from './page-section-components.js';
import { filesAwaitingAtTopLevel, serverOnlyThrows } from '../top-level-await.js';
import { clientModules } from './client-modules.js';
import { sharedContexts } from '../bundle/shared-contexts.js';
import type { BuildWarning, ClientModule } from '../types.js';
import type { ImportedMarkdown } from './docusaurus/imported-markdown.js';
import { SERVER_MAIN_FIELDS, siteResolveOptions } from '../config/docusaurus/webpack-resolve.js';
import { docusaurusPageImports, type ImportedAssets } from './docusaurus/page-imports.js';
import { siteRootFile, type SiteRootFile } from '../site-root-file.js';
import { themeFile } from '../theme-files.js';
import { browserImports, browserReason, ownBrowserReason } from './part-needs-browser.js';
import { ISLAND_PARTS, layoutPartFiles, type LayoutParts } from '../layout-parts.js';
import type { DocusaurusSite } from '../../templates/docusaurus/context-types.js';

/** A page module, bundled. */
export interface PageModuleFile {
  /** Absolute path of the source file. */
  file: string;
  /** Site path it is served at (`/community/`). */
  path: string;
  /** `file:` URL of the bundled module, what render workers load. */
  url: string;
  /** A plugin route's props (the values of its `modules`), passed to the component beside the page data. */
  props?: Record<string, unknown>;
  /** Its bundle imports Node's own modules (`fs`...): it may read what no page-cache key covers. */
  readsNode?: boolean;
  /** A plugin route's locale: the page exists in that locale only. */
  locale?: string;
  /** Locale -> its translation of the page (Docusaurus's `i18n/<locale>/docusaurus-plugin-content-pages/`). */
  translations?: Record<string, { file: string; url: string }>;
  /** The not-found page (a Docusaurus site's swizzled `src/theme/NotFound`). */
  notFound?: boolean;
  /** A Docusaurus site's page that is not the pages plugin's: the `<html>` classes of its plugin (html-class.ts). */
  htmlClass?: string;
  /** The component of a further pages folder, by its id: it draws each of the folder's pages, and has no route. */
  pagesOf?: string;
}

const PAGE_GLOBS = ['**/*.tsx', '**/*.jsx'];
/** A Docusaurus site's pages folder also holds `.js` and `.ts` pages; tests are not pages there. */
const DOCUSAURUS_GLOBS = ['**/*.{js,jsx,ts,tsx}'];
const IGNORE = ['**/_*', '**/_*/**', '**/node_modules/**'];
const DOCUSAURUS_IGNORE = ['**/*.test.{js,jsx,ts,tsx}', '**/__tests__/**', '**/*.d.ts'];

/** Bundles older than this and not part of the current build are removed (a concurrent build may still use newer ones). */
const STALE_MS = 60 * 60 * 1000;

/**
 * The bundled page modules, the client modules (islands) they import, sorted by id, the CSS their imports pulled
 * in, and the images they import (URL -> file).
 */
export interface PageModules {
  modules: PageModuleFile[];
  islands: ClientModule[];
  css: string;
  assets: ImportedAssets;
  /** What the islands' browser bundle needs to resolve their imports as the server bundle did. */
  islandPlugins: esbuild.Plugin[];
  /** A Docusaurus site's swizzled Footer, MDXContent and DocItem/Footer, bundled (src/layout-parts.ts). */
  parts: LayoutParts;
  /** The CSS modules this bundle compiled, for the browser bundle of the same build to reuse. */
  cssModules: CssModuleCache;
}

/** The bundles this build's page modules load from (pages, their translations, the layout parts), as files. */
export function pageBundleFiles({ modules, parts }: Pick<PageModules, 'modules' | 'parts'>): string[] {
  const urls = [
    ...modules.flatMap((m) => [m.url, ...Object.values(m.translations ?? {}).map((t) => t.url)]),
    ...Object.values(parts).map((part) => part!.url),
  ];
  return [...new Set(urls)].map((url) => fileURLToPath(url));
}

/** The parts of `PageModules` the build cache keeps (the plugins are made anew: functions). */
type KeptPageModules = Omit<PageModules, 'assets' | 'islandPlugins' | 'cssModules'> & {
  assets: [string, string][];
  /** What bundling found to warn about, kept to be reported again when the bundle is reused. */
  warnings: BuildWarning[];
};

/**
 * Find, bundle and check the site's page modules. With the build cache, a bundle is reused while the files it
 * was made from (sources, imported images) and the bundles it wrote are unchanged.
 */
export async function bundlePageModules({
  config,
  cache,
  warnings,
  markdown,
}: {
  config: ResolvedConfig;
  cache?: FileInputsCache;
  /** Where a translated page that translates no page is reported. */
  warnings?: BuildWarning[];
  /** Renders the Markdown files Docusaurus pages import (`importedMarkdown(config)`, or a request to the thread that has it). */
  markdown: ImportedMarkdown;
}): Promise<PageModules> {
  const dir = path.join(config.root, config.paths.pages);
  const assets: ImportedAssets = new Map();
  const compiledCss: CssModuleCache = new Map();
  const docusaurus = config.docusaurus !== undefined;
  // Markdown's islands need the Docusaurus modules too (a live code block's scope), pages or not.
  const extra = docusaurus ? [docusaurusPageImports({ config, assets, markdown })] : [];
  const none: PageModules = {
    modules: [],
    islands: [],
    css: '',
    assets,
    islandPlugins: extra,
    cssModules: compiledCss,
    parts: {},
  };
  const rels = await pageFilesIn(dir, docusaurus);
  if (docusaurus) warnings?.push(...(await unmatchedTranslatedPages(config, rels)));
  const pluginRoutes = config.docusaurus?.plugins?.routes ?? [];
  // A plugin's route components, and those of further pages folders, are bundled with the pages and, like them,
  // hydrate as a whole.
  const drawing = pageSectionComponents(config).map((c) => c.file);
  const components = [...new Set([...pluginRoutes.map((r) => r.component), ...drawing])].sort();
  const builtIns = builtInPages(config, rels);
  const parts = docusaurus ? layoutPartFiles(config.root, config.docusaurus?.docLayout) : {};
  const partFiles = Object.values(parts);
  if (rels.length === 0 && components.length === 0 && builtIns.size === 0 && !partFiles.length) return none;
  const translated = docusaurus ? translatedPages(config, rels) : [];
  const entryPoints = [
    ...rels.map((r) => path.join(dir, r)),
    ...builtIns.keys(),
    ...translated.map((t) => t.file),
    ...components,
    ...partFiles,
  ];
  const pages = { dir, rels, builtIns, translated, components, parts };
  const make = () => bundleEntries({ config, pages, entryPoints, plugins: extra, assets, compiledCss });
  const kept = cache ? await cache.through('page-modules', JSON.stringify(entryPoints), make) : (await make()).value;
  for (const [url, file] of kept.assets) assets.set(url, file);
  const { warnings: found, ...rest } = kept;
  warnings?.push(...found);
  return { ...rest, assets, islandPlugins: extra, cssModules: compiledCss };
}

/** Bundle the page modules (see `bundlePageModules`); the result and the files it depends on. */
async function bundleEntries({
  config,
  pages,
  entryPoints,
  plugins: extra,
  assets,
  compiledCss,
}: {
  config: ResolvedConfig;
  pages: PageEntries;
  entryPoints: string[];
  plugins: esbuild.Plugin[];
  assets: ImportedAssets;
  compiledCss: CssModuleCache;
}): Promise<MadeFromFiles<KeptPageModules>> {
  const outdir = path.join(config.root, '.sitegen', 'pages');
  const outbase =
    pages.components.length || pages.translated.length || Object.keys(pages.parts).length
      ? commonFolder(config.root, entryPoints)
      : pages.dir;
  const warnings: BuildWarning[] = [];
  const compiling = { config, pages, entryPoints, outbase, outdir, extra, compiledCss, warnings };
  const { found, result } = await compileEntries(compiling);
  const modules = moduleFiles({ config, pages, outputs: result.metafile.outputs });
  writeBundles(result.outputFiles, outdir);
  const css = onceEach(
    result.outputFiles
      .filter((f) => f.path.endsWith('.css'))
      .map((f) => f.text.replace(/\/\*# sourceMappingURL=[^*]*\*\/\s*$/, '')),
  );
  const value: KeptPageModules = {
    // Pages by file; plugin routes after them, in the order they were added.
    modules: [
      ...modules.filter((m) => !m.props).sort((a, b) => (a.file < b.file ? -1 : 1)),
      ...modules.filter((m) => m.props),
    ],
    // The Root is built for the browser too: islands hydrate inside it.
    islands: [...found.values(), ...rootModule(config.root)].sort((a, b) => (a.id < b.id ? -1 : 1)),
    css,
    assets: [...assets],
    parts: Object.fromEntries(
      Object.entries(pages.parts).map(([name, file]) => [
        name,
        { ...partBundle(config.root, result.metafile, file), ...(name === 'Root' ? rootPart(config.root) : {}) },
      ]),
    ),
    warnings,
  };
  // The bundles written count as inputs too: one removed from .sitegen/pages makes the pages bundle again.
  const written = result.outputFiles.map((f) => f.path);
  return { value, inputs: [...metafileInputs(result.metafile, config.root), ...assets.values(), ...written] };
}

/**
 * Compile the entry points, each island module recorded in `found`; once more with the swizzled parts that can be
 * islands (the Footer, a doc's footer) islands when their code needs the browser (part-needs-browser.ts), which only
 * the first bundle's metafile tells. An MDXContent that needs the browser is a warning: it is drawn around Markdown
 * as HTML only; so are a DocSidebar wrapper, the navbar items of a NavbarItem/ComponentTypes map and its version dropdown, the search
 * box's frame, a blog sidebar and the icons.
 */
async function compileEntries({
  config,
  pages,
  entryPoints,
  outbase,
  outdir,
  extra,
  compiledCss,
  warnings,
}: {
  config: ResolvedConfig;
  pages: PageEntries;
  entryPoints: string[];
  outbase: string;
  outdir: string;
  extra: esbuild.Plugin[];
  compiledCss: CssModuleCache;
  warnings: BuildWarning[];
}) {
  const partFiles = new Set(Object.values(pages.parts));
  const once = async (wholeIslands: string[]) => {
    const found = new Map<string, ClientModule>();
    const islands = clientModules({
      root: config.root,
      pages: entryPoints.filter((file) => !partFiles.has(file)),
      wholeIslands,
      found,
      referenceModule: path.join(PACKAGE_ROOT, 'src/bundle/island-reference.ts'),
    });
    // CSS modules get the names the browser bundle of islands gives them too (src/bundle/css-modules.ts).
    // With a Root, its context is the pages' (shared-contexts.ts): that plugin answers before the others.
    const plugins = [
      ...(pages.parts.Root ? [sharedContexts()] : []),
      islands,
      cssModules({ root: config.root, css: true, compiled: compiledCss }),
      ...extra,
    ];
    const { root, docusaurus } = config;
    const result = await compile(entryPoints, {
      root,
      outbase,
      outdir,
      plugins,
      docusaurus,
      define: docusaurus?.define,
    });
    return { found, result };
  };
  const first = await once([]);
  const inBrowser = (file: string | undefined) => file && browserReason(config.root, first.result.metafile, file);
  warnings.push(...htmlOnlyWarnings(pages.parts, inBrowser, siteRootFile(config.root)));
  warnings.push(...drawnImportWarnings(config.root, first.result.metafile));
  const islandParts = ISLAND_PARTS.map((name) => pages.parts[name]).filter((file) => file && inBrowser(file));
  const islands = [
    ...(islandParts as string[]),
    ...frameIslands(config.root, first.result.metafile, pages.parts, warnings),
  ];
  return islands.length ? once(islands) : first;
}

/**
 * A DocItem/Layout is HTML around each doc, a DocPage (the docs' docLayoutComponent) around each doc page: what they
 * import that needs the browser (a demo beside the doc, a banner's close button) is an island, and their own script
 * a warning.
 */
function frameIslands(
  root: string,
  metafile: esbuild.Metafile,
  parts: Partial<Record<keyof LayoutParts, string>>,
  warnings: BuildWarning[],
): string[] {
  const islands: string[] = [];
  for (const [name, what] of HTML_FRAMES) {
    const file = parts[name];
    if (!file) continue;
    islands.push(...browserImports(root, metafile, file));
    const reason = ownBrowserReason(root, file);
    if (reason) warnings.push({ code: 'other', file, message: frameHtmlOnly(what, reason) });
  }
  return islands;
}

/** The parts drawn as HTML around each page's own parts, and what messages call them. */
const HTML_FRAMES: [keyof LayoutParts, string][] = [
  ['DocItem/Layout', 'the swizzled DocItem/Layout is drawn around each doc'],
  [
    'DocPage',
    "the docs' layout component (docLayoutComponent, or a DocPage that wraps theme-classic's) is drawn around each doc page",
  ],
];

function frameHtmlOnly(what: string, reason: string): string {
  return `${what} as HTML, as it first renders, and its own script does not run in the browser (${reason}); what it shows after the page loads is not shown: move what needs the browser into a component of its own, which hydrates as an island`;
}

const BLOG_SIDEBAR_HTML_ONLY =
  'the blog sidebar is drawn as HTML, as it first renders, and its script does not run in the browser (%s); what it shows after the page loads is not shown; draw it from its props alone';

const ICON_HTML_ONLY =
  'the icon is drawn as HTML where sitegen draws its own, and its script does not run in the browser (%s); draw it from its props alone';

/** What the parts drawn as HTML only lose in the browser (src/pages/part-needs-browser.ts), one warning each. */
function htmlOnlyWarnings(
  parts: Partial<Record<keyof LayoutParts, string>>,
  inBrowser: (file: string) => string | null | undefined,
  siteRoot: SiteRootFile | undefined,
): BuildWarning[] {
  const lost = {
    MDXContent:
      "the swizzled MDXContent is drawn around each page's Markdown as HTML, and its script does not run in the browser (%s); give what needs the browser its own component in the Markdown, or a Footer",
    DocSidebar:
      "the swizzled DocSidebar is drawn around each doc's sidebar as HTML, and its script does not run in the browser (%s); draw it from its props alone",
    'NavbarItem/ComponentTypes':
      'the navbar items of this map are drawn as HTML, as they first render, and their script does not run in the browser (%s); what they show after the page loads is not shown',
    'NavbarItem/DocsVersionDropdownNavbarItem':
      "the navbar's version dropdown is drawn as HTML, as it first renders on each page, and its script does not run in the browser (%s); what it shows after the page loads is not shown (sitegen's own menu inside it still opens and remembers the version chosen)",
    BlogSidebar: BLOG_SIDEBAR_HTML_ONLY,
    'BlogSidebar/Desktop': BLOG_SIDEBAR_HTML_ONLY,
    'BlogSidebar/Mobile': BLOG_SIDEBAR_HTML_ONLY,
    'Navbar/Search':
      "the box around the navbar's search is drawn as HTML, as it first renders, and its script does not run in the browser (%s); draw it from its props alone",
    'Navbar/Layout':
      'the swizzled Navbar/Layout is drawn around the navbar as HTML, as it first renders, and its script does not run in the browser (%s); what it shows after the page loads is not shown',
    'Icon/ExternalLink': ICON_HTML_ONLY,
    'Icon/Menu': ICON_HTML_ONLY,
    'Icon/Close': ICON_HTML_ONLY,
    'Icon/Edit': ICON_HTML_ONLY,
    'Icon/Language': ICON_HTML_ONLY,
    Root: "the swizzled %n's script runs in the browser only around each island, which hydrates inside it, not once around the page (%s); what it draws beside its children is HTML: give what needs the browser there its own component, or a Footer",
  } as const;
  return (Object.keys(lost) as (keyof typeof lost)[]).flatMap((name) => {
    const file = parts[name];
    const reason = file && inBrowser(file);
    if (!file || !reason) return [];
    // The Root part may be a module sitegen generated (site-root-file.ts): the warning names the site's file.
    const [shown, called] = name === 'Root' && siteRoot ? [siteRoot.file, siteRoot.name] : [file, name];
    return [{ code: 'other' as const, file: shown, message: lost[name].replace('%s', reason).replace('%n', called) }];
  });
}

/** The entry points that are pages, by kind. */
interface PageEntries {
  /** The pages folder, and the page files below it. */
  dir: string;
  rels: string[];
  /** Pages sitegen adds (file -> site path). */
  builtIns: Map<string, string>;
  /** Translations of pages, each loaded in place of its source in its locale. */
  translated: TranslatedPage[];
  /** Plugin routes' components. */
  components: string[];
  /** The swizzled layout parts, rendered into every page: name -> file. */
  parts: Partial<Record<keyof LayoutParts, string>>;
}

/** The site's Root as a client module, named by the site's own file (none without one). */
function rootModule(root: string): ClientModule[] {
  const found = siteRootFile(root);
  return found ? [{ id: clientId(root, found.file), file: found.module }] : [];
}

/** What the Root part's messages and client id name: the site's own file, not a generated module. */
function rootPart(root: string): { file: string; id: string; name: string } | Record<string, never> {
  const found = siteRootFile(root);
  return found ? { file: found.file, id: clientId(root, found.file), name: found.name } : {};
}

/** A file's client module id: its path from the site root, `/`-separated (client-modules.ts). */
function clientId(root: string, file: string): string {
  return path.relative(root, file).split(path.sep).join('/');
}

/** The bundle of the layout part `file`: its `file:` URL, and whether it imports Node's modules, as pages do. */
function partBundle(root: string, metafile: esbuild.Metafile, file: string): NonNullable<LayoutParts['Footer']> {
  const [out, meta] = Object.entries(metafile.outputs).find(
    ([, m]) => m.entryPoint && path.resolve(root, m.entryPoint) === file,
  )!;
  const url = pathToFileURL(path.resolve(root, out)).href;
  return { file, url, ...(importsNode(meta) ? { readsNode: true } : {}) };
}

/** Bundled, site code imports nothing but React (by absolute path) and Node's built-in modules. */
function importsNode(meta: esbuild.Metafile['outputs'][string]): boolean {
  return meta.imports.some((i) => i.external && !path.isAbsolute(i.path));
}

/** Each page's and plugin route's module, from the metafile's outputs. */
function moduleFiles({
  config,
  pages: { dir, rels, builtIns, translated, components },
  outputs,
}: {
  config: ResolvedConfig;
  pages: PageEntries;
  outputs: esbuild.Metafile['outputs'];
}): PageModuleFile[] {
  const pluginRoutes = config.docusaurus?.plugins?.routes ?? [];
  const modules: PageModuleFile[] = [];
  const entries = new Set([...rels.map((r) => path.join(dir, r)), ...builtIns.keys()]);
  const componentUrls = new Map<string, string>();
  for (const [out, meta] of Object.entries(outputs)) {
    // A dynamic import() in page code is an entry point of its own chunk too, but not a page.
    const file = meta.entryPoint ? path.resolve(config.root, meta.entryPoint) : '';
    // Like pages, a component without a default export is refused when it loads (import-page-modules.ts).
    // A translated page is loaded in place of its source, in its locale only.
    if (components.includes(file) || translated.some((t) => t.file === file))
      componentUrls.set(file, pathToFileURL(path.resolve(config.root, out)).href);
    if (!entries.has(file)) continue;
    const rel = path.relative(dir, file).split(path.sep).join('/');
    const builtIn = builtIns.get(file);
    modules.push({
      file,
      path: builtIn ?? pagePermalink(rel.replace(/\.[jt]sx?$/, '')),
      ...(builtIn === NOT_FOUND_PATH ? { notFound: true } : {}),
      ...(builtIn !== undefined && builtIn !== NOT_FOUND_PATH ? { htmlClass: SEARCH_PAGE_CLASS } : {}),
      url: pathToFileURL(path.resolve(config.root, out)).href,
      ...(importsNode(meta) ? { readsNode: true } : {}),
    });
  }
  attachTranslations(modules, translated, componentUrls);
  for (const r of pluginRoutes)
    modules.push({
      file: r.component,
      path: r.path,
      url: componentUrls.get(r.component)!,
      props: r.props,
      locale: r.locale,
      htmlClass: r.htmlClass,
    });
  for (const { id, file } of pageSectionComponents(config))
    modules.push({ file, path: '', url: componentUrls.get(file)!, pagesOf: id });
  return modules;
}

/** A page's translation: `file` replaces `source` in `locale`. */
interface TranslatedPage {
  locale: string;
  file: string;
  source: string;
}

/**
 * Pages sitegen adds to a Docusaurus site (file -> site path): the search page of theme-search-algolia, unless a
 * page of the site is at its path, and the site's swizzled `src/theme/NotFound`, the not-found page.
 */
function builtInPages(config: ResolvedConfig, rels: string[]): Map<string, string> {
  const pages = new Map<string, string>();
  if (!config.docusaurus) return pages;
  const notFound = themeFile(path.join(config.root, 'src/theme'), 'NotFound');
  if (notFound) pages.set(notFound, NOT_FOUND_PATH);
  const search = config.docusaurus.searchPage;
  if (search === undefined) return pages;
  const at = pagePermalink(search.replace(/\/+$/, ''));
  if (!rels.some((r) => pagePermalink(r.replace(/\.[jt]sx?$/, '')) === at))
    pages.set(path.join(PACKAGE_ROOT, 'templates/docusaurus/search-page.tsx'), at);
  return pages;
}

/** theme-search-algolia's search page's `<html>` classes. */
const SEARCH_PAGE_CLASS = `search-page-wrapper ${pluginClass('docusaurus-theme-search-algolia')}`;

/** The not-found route's path (written as `404.html`): the swizzled NotFound's page module is served there. */
export const NOT_FOUND_PATH = '/404';

/**
 * The translations of the React pages in Docusaurus's layout: `i18n/<locale>/docusaurus-plugin-content-pages/`
 * with the page's own path and name (`index.js` translates `src/pages/index.js`), as Docusaurus reads them, in
 * every locale (the default one included). A file there that translates no page is not a page.
 */
function translatedPages(config: ResolvedConfig, rels: string[]): TranslatedPage[] {
  const dir = path.join(config.root, config.paths.pages);
  return config.i18n.locales.flatMap((locale) => {
    const folder = path.join(config.root, config.paths.i18n, locale, 'docusaurus-plugin-content-pages');
    return rels
      .map((rel) => ({ locale, file: path.join(folder, rel), source: path.join(dir, rel) }))
      .filter((t) => existsSync(t.file));
  });
}

/**
 * A React page in `i18n/<locale>/docusaurus-plugin-content-pages/` with no page at its path in the pages folder:
 * it is not built (Docusaurus builds only translations of pages), so each is a warning naming it.
 */
async function unmatchedTranslatedPages(config: ResolvedConfig, rels: string[]): Promise<BuildWarning[]> {
  const sources = new Set(rels);
  const warnings: BuildWarning[] = [];
  for (const locale of config.i18n.locales) {
    const folder = path.join(config.root, config.paths.i18n, locale, 'docusaurus-plugin-content-pages');
    for (const rel of await pageFilesIn(folder, true)) {
      if (sources.has(rel)) continue;
      const original = path.join(config.paths.pages, rel).split(path.sep).join('/');
      warnings.push({
        code: 'unmatched-translation',
        file: path.join(folder, rel),
        message: `${locale}: this translation matches no source (${original} does not exist), so it is not built; move it to the path of the page it translates, or delete it`,
      });
    }
  }
  return warnings;
}

/** Each page's translations, with the URL of their bundles. */
function attachTranslations(modules: PageModuleFile[], translated: TranslatedPage[], urls: Map<string, string>): void {
  for (const m of modules) {
    const own = translated.filter((t) => t.source === m.file);
    if (own.length)
      m.translations = Object.fromEntries(own.map((t) => [t.locale, { file: t.file, url: urls.get(t.file)! }]));
  }
}

/** Page files below `dir`, relative to it, sorted. */
export async function pageFilesIn(dir: string, docusaurus: boolean): Promise<string[]> {
  if (!existsSync(dir)) return [];
  const ignore = docusaurus ? [...IGNORE, ...DOCUSAURUS_IGNORE] : IGNORE;
  return (await fg(docusaurus ? DOCUSAURUS_GLOBS : PAGE_GLOBS, { cwd: dir, ignore })).sort();
}

/** The deepest folder holding `root` and every file in `files`: entry points beside the pages need one outbase. */
function commonFolder(root: string, files: string[]): string {
  let common = root;
  for (const f of files)
    while (!f.startsWith(common + path.sep) && common !== path.dirname(common)) common = path.dirname(common);
  return common;
}

async function compile(
  entryPoints: string[],
  {
    root,
    outbase,
    outdir,
    plugins,
    docusaurus,
    define,
  }: {
    root: string;
    outbase: string;
    outdir: string;
    plugins: esbuild.Plugin[];
    docusaurus: DocusaurusSite | undefined;
    define?: Record<string, string>;
  },
  awaiting: string[] = [],
): Promise<esbuild.BuildResult<{ write: false; metafile: true }>> {
  try {
    return await esbuild.build({
      entryPoints,
      absWorkingDir: root,
      outbase,
      outdir,
      bundle: true,
      format: 'cjs',
      platform: 'node',
      target: 'node20',
      jsx: 'automatic',
      write: false,
      metafile: true,
      sourcemap: 'inline',
      // Stacks need the map's positions only; the sources' text was 2/3 of the map, decoded by every thread that
      // loads the bundle (a jest page: 1.5 MB of bundle, 0.6 MB of it sources).
      sourcesContent: false,
      entryNames: '[dir]/[name]-[hash]',
      outExtension: { '.js': '.cjs' },
      logLevel: 'silent',
      // Docusaurus pages are often JSX in `.js` files.
      loader: { '.js': 'jsx' },
      define,
      ...siteResolveOptions(docusaurus, root),
      ...(docusaurus && { mainFields: SERVER_MAIN_FIELDS }),
      plugins: [pageImports(), ...(awaiting.length ? [serverOnlyThrows(awaiting)] : []), ...plugins],
    });
  } catch (error) {
    // Built again once, with each module that awaits at its top level left to the browser (top-level-await.ts).
    const awaitingNow = awaiting.length ? [] : filesAwaitingAtTopLevel(error, root);
    if (awaitingNow.length)
      return compile(entryPoints, { root, outbase, outdir, plugins, docusaurus, define }, awaitingNow);
    throw pageCompileError(error, { root, outbase });
  }
}

/** React (and `react-dom`) resolve to sitegen's copy by absolute path; `sitegen/page` is the page API. */
export function pageImports(): esbuild.Plugin {
  const require = createRequire(path.join(PACKAGE_ROOT, 'package.json'));
  return {
    name: 'sitegen-page-imports',
    setup(build) {
      build.onResolve({ filter: /^react(-dom)?(\/.*)?$/ }, (args) => ({
        path: require.resolve(args.path),
        external: true,
      }));
      build.onResolve({ filter: /^sitegen\/page$/ }, () => ({
        path: path.join(PACKAGE_ROOT, 'templates/page-api.ts'),
      }));
    },
  };
}

/**
 * Write each bundle once: names carry a content hash, so an existing file already has the right content. The few
 * files are written at once (synchronously): each awaited step would wait for a turn of the event loop, which parse
 * hands out only between its slices, and the client bundle waits for this one.
 */
function writeBundles(files: esbuild.OutputFile[], outdir: string): void {
  const keep = new Set(files.map((f) => f.path));
  for (const f of files) {
    if (existsSync(f.path)) continue;
    mkdirSync(path.dirname(f.path), { recursive: true });
    // Written aside and renamed: a concurrent build importing the same name never sees half a file.
    const temp = `${f.path}.${process.pid}.tmp`;
    writeFileSync(temp, f.contents);
    renameSync(temp, f.path);
  }
  pruneStale(outdir, keep);
}

function pruneStale(dir: string, keep: Set<string>): void {
  const now = Date.now();
  for (const e of readdirSync(dir, { recursive: true, withFileTypes: true })) {
    const file = path.join(e.parentPath, e.name);
    if (!e.isFile() || keep.has(file)) continue;
    const info = statSync(file, { throwIfNoEntry: false });
    if (info && now - info.mtimeMs > STALE_MS) rmSync(file, { force: true });
  }
}

/**
 * The pages' stylesheets as one, each file's CSS once: every page bundle holds the CSS of every file it imports,
 * each under a comment line of esbuild's that names the file, so a stylesheet or CSS module that several pages
 * import came once per page. A file's CSS stays where it first came.
 */
function onceEach(sheets: string[]): string {
  const seen = new Set<string>();
  const out: string[] = [];
  for (const sheet of sheets)
    for (const chunk of sheet.split(/^(?=\/\* [^\n]* \*\/$)/m)) {
      const file = /^\/\* ([^\n]*) \*\/$/m.exec(chunk.slice(0, chunk.indexOf('\n') + 1 || undefined))?.[1];
      if (file !== undefined && seen.has(file)) continue;
      if (file !== undefined) seen.add(file);
      out.push(chunk);
    }
  return out.join('\n');
}
