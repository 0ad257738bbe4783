/**
 * The browser bundle: `client/main.ts` (the small script every page runs) plus on-demand chunks (search,
 * diagrams), and the stylesheets from `templates/styles/`: the one every page links, with the configured code themes
 * and the site's own CSS, its variants for pages that need a part of it, and the search modal's sheet
 * (templates/feature-sheets.ts). esbuild builds both in memory; names are content-hashed so they can be cached
 * forever.
 */
import { createHash } from 'node:crypto';
import { existsSync, readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';
import * as esbuild from '../lazy-esbuild.js';
import { PACKAGE_ROOT } from '../package-root.js';
import { withoutOverridden } from './overridden-declarations.js';
import { featureOff, featuresOffKey, withoutFeaturesOff } from './feature-classes.js';
import { INFIMA_LAYER, infimaLayer, layerFiles } from './style-layers.js';
import { metafileInputs, type FileInputsCache, type MadeFromFiles } from '../cache/file-inputs-cache.js';
import type { KeptFiles } from '../cache/kept-files.js';
import { siteBlogs } from '../config/blogs.js';
import { isVersioned } from '../config/docs-versions.js';
import { DOCUSAURUS_BROWSER_DEFINE, siteResolveOptions } from '../config/docusaurus/webpack-resolve.js';
import { diagramChunk, type DiagramChunk } from './bundle-diagrams.js';
import { clientEntry } from './client-entry.js';
import { cssModules, type CssModuleCache } from './css-modules.js';
import { dynamicCommonJs } from './dynamic-commonjs.js';
import { islandEntries, reactChunk, reactShims, type ReactChunk } from './islands.js';
import { mergeEntryChunks, type ScriptOutput } from './merge-entry-chunks.js';
import { ownBundle } from './own-bundles.js';
import { ISLANDS_NOW } from '../../templates/early-islands.js';
import {
  PAGE_PARTS,
  SEARCH_MODAL,
  SHEETS,
  sheetChunk,
  sheetFileName,
  type PagePart,
} from '../../templates/feature-sheets.js';
import { CODE_SCOPE } from '../../templates/code-lines.js';
import type { ResolvedConfig } from '../config/schema.js';
import type { ClientModule } from '../types.js';
import type { OutputFile } from '../types.js';
import { siteCssText, type SiteCss } from './site-css.js';

/** Where sitegen's own client and templates live (the package, not the site). */
export { PACKAGE_ROOT };

/** The client's entry URLs and every file to write. */
export interface ClientBundle {
  css: string;
  js: string;
  /**
   * Chunk name -> public URL, for code that loads on demand; `island:<client module id>` for each island,
   * `islands-now` for a Docusaurus site's pages to mount their islands before the load event (client/islands-now.ts),
   * and `sheet:<name>` for each stylesheet variant and the search modal's sheet (templates/feature-sheets.ts).
   */
  chunks: Record<string, string>;
  files: OutputFile[];
  /** Files copied as they are, public URL -> source file (the fonts the site's stylesheets name). */
  copies?: [url: string, file: string][];
  /** Islands left out because their browser code did not build (src/site/early-bundles.ts), and the error. */
  dropped?: { ids: string[]; files: string[]; reason: string };
  /** A Docusaurus site's build: what its stylesheets are made from, for src/output/output-css.ts. */
  prunable?: PrunableSheets;
}

/**
 * What a Docusaurus site's stylesheet and its variants are made from: sitegen's theme (with the code themes), the
 * page parts of the variants the site has, the Infima layer as the site's sources keep it, and the site's own CSS
 * (minified: every part is, and pruning keeps them so).
 */
export interface PrunableSheets extends SiteCss {
  theme: string;
  parts: Partial<Record<PagePart, string>>;
}

/** What `bundleClient` takes. */
export interface BundleOptions {
  config: ResolvedConfig;
  minify?: boolean;
  /**
   * Add the diagram chunk (src/bundle/bundle-diagrams.ts, 3.6 MB of files): the build passes whether any page has a
   * diagram; without one the import stays unresolved, and no page ever runs it. Default: `config.diagrams`.
   */
  diagrams?: boolean;
  /** The site's client modules (islands): each becomes an entry of its own, React one shared file. */
  islands?: ClientModule[];
  /**
   * Point the island runtime at the React file even with no islands: `sitegen dev` learns of Markdown's islands
   * after it built the bundle a page loads, and that page's island runtime must still find React.
   */
  withReact?: boolean;
  /** The site's own CSS, appended after sitegen's (a Docusaurus site's Infima layer, customCss and page styles). */
  extraCss?: SiteCss;
  /** The files `extraCss` links to, public URL -> source file, copied with the bundle. */
  copies?: [url: string, file: string][];
  /** What the site's island code needs to bundle (a Docusaurus site's `@theme/*` and `@docusaurus/*` modules). */
  islandPlugins?: esbuild.Plugin[];
  /** Bundles of earlier builds, reused while the files they were made from are unchanged. */
  cache?: FileInputsCache;
  /** The build cache's kept files: the diagram chunk's copies are kept there and copied from there. */
  kept?: KeptFiles;
  /** CSS modules the page bundle of the same build compiled already (`PageModules.cssModules`). */
  cssModules?: CssModuleCache;
  /** sitegen's stylesheet, when it was started earlier (`startStylesheet`, with the same config and minify). */
  stylesheet?: Promise<Stylesheet>;
}

/** sitegen's stylesheets and the files they were made from. */
export interface Stylesheet {
  /** sitegen's part of the stylesheet every page links. */
  text: string;
  /** The parts some pages add to it, and the search modal's sheet (templates/feature-sheets.ts). */
  parts: Record<PagePart, string>;
  modal: string;
  inputs: string[];
}

/** The client bundle's name in the build cache. */
export const CLIENT_BUNDLE = 'client-bundle';

/** Build the client script and stylesheet. */
export async function bundleClient(options: BundleOptions): Promise<ClientBundle> {
  const { config, diagrams = config.diagrams, cache } = options;
  const chunk = diagrams ? diagramChunk(options.kept) : null;
  const make = () => buildClient({ ...options, chunk });
  // The config and sitegen are the cache's scope; the rest of what the bundle is made from is the key.
  const key = JSON.stringify([
    options.minify ?? true,
    Boolean(chunk),
    options.islands ?? [],
    options.extraCss ?? null,
    Boolean(options.withReact),
  ]);
  const built = cache ? await cache.through(CLIENT_BUNDLE, key, make) : (await make()).value;
  // The diagram files are copies of the installed mermaid (its version is in the scope), not in the bundle's record:
  // written again, or copied from where the build cache keeps them.
  const kept = (chunk?.kept ?? []).map(([file, from]): [string, string] => [`${config.baseUrl}${file}`, from]);
  return { ...built, files: [...(chunk?.files ?? []), ...built.files], copies: [...kept, ...(options.copies ?? [])] };
}

type ClientOptions = BundleOptions & { chunk: DiagramChunk | null };

/** The bundle's esbuild part, and the files it read. */
async function buildClient(options: ClientOptions): Promise<MadeFromFiles<ClientBundle>> {
  const { config, minify = true, islands = [], withReact = false, extraCss = NO_SITE_CSS, stylesheet } = options;
  const react = islands.length > 0 || withReact ? await reactChunk(PACKAGE_ROOT, minify) : null;
  const result = await bundleScripts(options, react);
  const base = config.baseUrl;
  const { files, js, chunks } = scriptFiles(result, { base, islands });
  if (react) files.unshift({ file: `assets/${react.name}`, content: react.content });
  const css = await (stylesheet ?? startStylesheet(config, minify));
  // The site's own CSS is minified alone: the Infima layer before it is already (style-layers.ts), and the
  // stylesheet pass joins the two again as they are here.
  const ownCss = minify ? await minifiedCss(extraCss.own) : extraCss.own;
  const siteCss = siteCssText({ infima: extraCss.infima, own: ownCss });
  const sheet = (name: string, text: string) => {
    const file = sheetFile(name, text);
    files.push({ file, content: text });
    return `${base}${file}`;
  };
  const cssUrl = sheet('site', css.text + siteCss);
  // The variants and the modal's sheet the site can use: none for a feature it does not have.
  const searches = config.search.provider !== 'none';
  const parts = PAGE_PARTS.filter((name) => (name === 'blog' ? siteBlogs(config).length > 0 : searches));
  for (const part of parts) chunks[sheetChunk(part)] = sheet(sheetFileName(part), css.text + css.parts[part] + siteCss);
  // The modal's sheet comes after the site's own CSS, where what that CSS sets again for the same selector would no
  // longer apply: left out, so that it still does.
  const modal = siteCss ? withoutOverridden(css.modal, siteCss) : css.modal;
  if (searches) chunks[sheetChunk(SEARCH_MODAL)] = sheet(sheetFileName(SEARCH_MODAL), modal);
  // A Docusaurus site's script client modules (bundled when its plugins ran; their tag is in every page).
  const clientScript = config.docusaurus?.plugins?.clientScript;
  if (clientScript) files.push(clientScript);
  const inputs = [...metafileInputs(result.metafile, PACKAGE_ROOT), ...css.inputs];
  // A Docusaurus site's build prunes sitegen's theme and the Infima layer again by what its output uses.
  const prunable: PrunableSheets | undefined =
    config.docusaurus && minify
      ? {
          theme: css.text,
          parts: Object.fromEntries(parts.map((p) => [p, css.parts[p]])),
          infima: extraCss.infima,
          own: ownCss,
        }
      : undefined;
  return { value: { css: cssUrl, js, chunks, files, prunable }, inputs };
}

const NO_SITE_CSS: SiteCss = { infima: '', own: '' };

/** A stylesheet's file in the output: named by its content, so that it can be cached forever. */
export function sheetFile(name: string, text: string): string {
  return `assets/${name}.${hash(text)}.css`;
}

/**
 * What follows sitegen's theme (site-css.ts: the site's customCss and pages' CSS, after the Infima layer) minified,
 * as Docusaurus ships a site's CSS: their comments and spaces cost 0.2-0.4 KB gzip a page on the sites measured.
 * CSS esbuild cannot read is shipped as it is.
 */
async function minifiedCss(css: string): Promise<string> {
  if (!css) return css;
  try {
    return (await esbuild.transform(css, { loader: 'css', minify: true, logLevel: 'silent' })).code;
  } catch {
    return css;
  }
}

/** The browsers the page script is compiled for. */
const TARGET = 'es2020';

type ScriptsResult = Omit<esbuild.BuildResult, 'outputFiles'> & {
  outputFiles: ScriptOutput[];
  metafile: esbuild.Metafile;
};

/** The page script and the islands' modules, as esbuild bundled them. */
async function bundleScripts(
  { config, minify = true, islands = [], islandPlugins = [], cssModules: compiledCss, chunk }: ClientOptions,
  react: ReactChunk | null,
): Promise<ScriptsResult> {
  // Behaviours only some sites ask for (a foldable sidebar) come in through an entry of their own, so other sites'
  // script is byte for byte what it was.
  const { entry, plugins: entryPlugins, modules } = clientEntry(config, PACKAGE_ROOT);
  const entries = islandEntries(islands);
  // A Docusaurus site's islands mount before the window's load event, through an entry of their own: other
  // sites' scripts stay as they were.
  if (config.docusaurus && Object.keys(entries).length > 0)
    entries[ISLANDS_NOW] = path.join(PACKAGE_ROOT, 'client/islands-now.ts');
  const resolve = siteResolveOptions(config.docusaurus, config.root);
  // A constant, so sites without docs versions get the same script as before those existed (dead code dropped).
  const define = {
    ...(config.docusaurus && DOCUSAURUS_BROWSER_DEFINE),
    ...config.docusaurus?.define,
    'process.env.NODE_ENV': '"production"',
    SITEGEN_DOCS_VERSIONS: String(isVersioned(config)),
    SITEGEN_THEME_CLASSIC: String(config.docusaurus !== undefined),
  };
  const external = chunk ? [] : ['mermaid'];
  const bundle = async () => {
    const result = await esbuild.build({
      entryPoints: { main: entry, ...entries },
      // Chunk hashes include paths relative to the working folder: pinned, the output is the same from any cwd.
      absWorkingDir: PACKAGE_ROOT,
      bundle: true,
      write: false,
      format: 'esm',
      splitting: true,
      minify,
      target: TARGET,
      // A package may await at its top level (yoga-layout 3 awaits its WebAssembly); webpack builds it for Docusaurus.
      // Only the chunk of such a module keeps the await, which browsers run from 2021 on (Chrome 89, Safari 15).
      supported: { 'top-level-await': true },
      outdir: 'out',
      entryNames: '[name].[hash]',
      chunkNames: 'chunk.[hash]',
      legalComments: 'none',
      logLevel: 'silent',
      metafile: true,
      // Island modules are the site's TSX, or JSX in `.js` files as Docusaurus sites write; the client's own modules have no JSX.
      jsx: 'automatic',
      loader: { '.js': 'jsx' },
      ...resolve,
      define,
      external,
      // An island's CSS modules: the class names its server render used; their CSS is in the site's stylesheet. An
      // island the server never bundled (a swizzled Playground) takes their CSS with its own, as it does plain CSS.
      plugins: [
        dynamicCommonJs(),
        ...entryPlugins,
        ...(chunk ? [chunk.plugin] : []),
        reactShims(react),
        sitePageApi(),
        cssModules({ root: config.root, css: islands.some((i) => i.css), compiled: compiledCss }),
        ...islandPlugins,
      ],
    });
    const joined = await mergeEntryChunks(result, { minify, target: TARGET, workingDir: PACKAGE_ROOT });
    return { value: { ...result, ...joined }, inputs: metafileInputs(result.metafile, PACKAGE_ROOT) };
  };
  // With no island (and no file the site injects into every entry), the script is made of sitegen's files alone:
  // the site's plugins resolve only its islands' imports. Kept for the process (own-bundles.ts) by what else it is
  // made from. A Docusaurus site's `nodePaths` (its own node_modules, a folder per site) serve only imports that
  // sitegen's package cannot resolve: left out of the key, so sites share the script, which is not kept when its
  // files show such an import.
  if (Object.keys(entries).length > 0 || resolve.inject) return (await bundle()).value;
  const { nodePaths: _sitePaths, ...sharedResolve } = resolve;
  const madeFrom = [entry, modules, minify, sharedResolve, define, external, react?.name, chunk?.entry];
  const sitegensOwn = (inputs: string[]) => inputs.every((file) => file.startsWith(PACKAGE_ROOT + path.sep));
  return ownBundle(JSON.stringify(['client', ...madeFrom]), bundle, sitegensOwn);
}

/** The bundle's script files, the main script's URL and the URL of each island's module. */
function scriptFiles(
  result: ScriptsResult,
  { base, islands }: { base: string; islands: ClientModule[] },
): { files: OutputFile[]; js: string; chunks: Record<string, string> } {
  const files: OutputFile[] = [];
  const chunks: Record<string, string> = {};
  const byFile = new Map(islands.map((i) => [path.resolve(i.file), i]));
  let js = '';
  for (const out of result.outputFiles) {
    const name = path.basename(out.path);
    files.push({ file: `assets/${name}`, content: out.text });
    if (name.startsWith('main.')) js = `${base}assets/${name}`;
    if (name.startsWith(`${ISLANDS_NOW}.`)) chunks[ISLANDS_NOW] = `${base}assets/${name}`;
    // The metafile names files relative to the working folder, pinned in buildClient.
    const output = result.metafile.outputs[path.relative(PACKAGE_ROOT, out.path)];
    const island = output?.entryPoint && byFile.get(path.resolve(PACKAGE_ROOT, output.entryPoint));
    if (!island) continue;
    chunks[`island:${island.id}`] = `${base}assets/${name}`;
    if (island.css && output.cssBundle)
      chunks[`island-css:${island.id}`] = `${base}assets/${path.basename(output.cssBundle)}`;
  }
  return { files, js, chunks };
}

/** `sitegen/page` in island code: the page API, which also runs in the browser. */
function sitePageApi(): esbuild.Plugin {
  return {
    name: 'sitegen-page-api',
    setup(build) {
      build.onResolve({ filter: /^sitegen\/page$/ }, () => ({
        path: path.join(PACKAGE_ROOT, 'templates/page-api.ts'),
      }));
    },
  };
}

/**
 * Start building sitegen's stylesheet (templates/styles/ and the code themes), which needs nothing of the site's
 * pages: the build starts it beside the page modules (site/early-bundles.ts). It rejects where it is awaited.
 */
export function startStylesheet(config: ResolvedConfig, minify = true): Promise<Stylesheet> {
  const css = buildCss(config, minify);
  css.catch(() => {});
  return css;
}

async function buildCss(config: ResolvedConfig, minify: boolean): Promise<Stylesheet> {
  const docusaurus = config.docusaurus !== undefined;
  const off = featureOff(config);
  const key = JSON.stringify(['stylesheet', minify, docusaurus, featuresOffKey(config)]);
  const own = await ownBundle(key, async () => {
    const result = await esbuild.build({
      entryPoints: ['index', ...SHEETS].map((name) => path.join(PACKAGE_ROOT, `templates/styles/${name}.css`)),
      outdir: path.join(PACKAGE_ROOT, 'stylesheets'),
      absWorkingDir: PACKAGE_ROOT,
      bundle: true,
      write: false,
      minify,
      logLevel: 'silent',
      metafile: true,
      loader: { '.svg': 'dataurl' },
      plugins: docusaurus ? [withoutOwnMarkup()] : [],
    });
    const inputs = metafileInputs(result.metafile, PACKAGE_ROOT);
    const output = (name: string) =>
      withoutFeaturesOff(result.outputFiles.find((out) => path.basename(out.path) === `${name}.css`)!.text, off);
    // The Infima layer comes after sitegen's part on a Docusaurus site: what it sets again there never applies.
    const infima = docusaurus ? await infimaLayer() : '';
    const beforeInfima = (css: string) => (docusaurus ? withoutOverridden(css, infima) : css);
    const parts = Object.fromEntries(PAGE_PARTS.map((part) => [part, beforeInfima(output(part))]));
    const value = {
      text: beforeInfima(output('index')),
      parts: parts as Stylesheet['parts'],
      modal: output(SEARCH_MODAL),
    };
    const all = docusaurus ? [...inputs, ...layerFiles(INFIMA_LAYER)] : inputs;
    return { value: { ...value, inputs: all }, inputs: all };
  });
  // A Docusaurus site's code takes a colour mode's colours from its Prism theme when they are known (prismCss
  // gives every highlight.js class one), as theme-classic draws it: that mode's highlight.js theme would be overridden.
  const prismModes = new Set(config.docusaurus?.prismModes);
  const modes = (['light', 'dark'] as const).filter((mode) => !prismModes.has(mode));
  const text =
    own.text + modes.map((mode) => codeThemeCss(config.codeThemes[mode], `[data-theme=${mode}]`, minify)).join('');
  return { ...own, text };
}

/**
 * The styles of markup only sitegen's own layout draws, left out of a Docusaurus site's stylesheet: the framework
 * site's own pages (own-pages.css, home.css), whose rules would restyle its common class names (babel's
 * `page-header`), and the parts theme-classic draws its own way (mobile-menu.css, not-found.css).
 */
function withoutOwnMarkup(): esbuild.Plugin {
  return {
    name: 'sitegen-without-own-markup',
    setup(build) {
      build.onResolve({ filter: /^\.\/(own-pages|home|mobile-menu|not-found)\.css$/ }, (args) => ({
        path: args.path,
        namespace: 'left-out',
      }));
      build.onLoad({ filter: /.*/, namespace: 'left-out' }, () => ({ contents: '', loader: 'css' }));
    },
  };
}

/** A highlight.js theme scoped to one colour mode. */
function codeThemeCss(theme: string, scope: string, minify: boolean): string {
  const require = createRequire(import.meta.url);
  let file: string;
  try {
    file = require.resolve(`highlight.js/styles/${theme}.css`);
  } catch {
    throw new Error(
      `unknown code theme "${theme}": use a highlight.js theme name such as github, github-dark, atom-one-dark`,
    );
  }
  // The theme's contrast fixes on sitegen's code surface, where it has some (templates/styles/code-themes/).
  const fixes = path.join(PACKAGE_ROOT, `templates/styles/code-themes/${theme}.css`);
  const css = (readFileSync(file, 'utf8') + (existsSync(fixes) ? readFileSync(fixes, 'utf8') : ''))
    .replace(/\/\*[\s\S]*?\*\//g, '')
    // Scope every selector, and keep the theme's background off: the site's own code-block colours apply.
    .replace(
      /([^{}]+)\{/g,
      (_m, selectors: string) =>
        `${selectors
          .split(',')
          .map((s) => `${scope} ${s.trim()}`)
          .join(',')}{`,
    )
    .replace(/background(-color)?:[^;}]+;?/g, '')
    // The theme's `.hljs` is highlighted code's <pre>, which is theme-classic's `prism-code` on a Docusaurus site.
    .replace(/\.hljs(?![\w-])/g, CODE_SCOPE);
  return minify ? css.replace(/\s+/g, ' ') : css;
}

function hash(text: string): string {
  return createHash('sha256').update(text).digest('hex').slice(0, 10);
}
