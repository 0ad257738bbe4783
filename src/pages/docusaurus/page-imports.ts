/**
 * What page code written for Docusaurus imports, resolved for sitegen's page bundle (an esbuild plugin):
 * `@theme/*` from the site's src/theme (a component sitegen does not provide), then the plugins' and themes'
 * `getThemePath()` folders (the last first), then templates/docusaurus/, `@docusaurus/*` from templates/docusaurus/
 * (anything else there is an error naming the module and the importing file), `@site/*` from the site root, SVG
 * files as React components, images as URLs (copied to the output), raw-loader requests as the file's text, what stylesheets name as
 * src/bundle/stylesheet-imports.ts resolves it (SCSS through `sass`). Plain CSS is esbuild's own; CSS modules (`*.module.css`, `*.module.scss`) are src/bundle/css-modules.ts's, in every bundle that has
 * page code. `clsx`, used by nearly every Docusaurus page, falls back to a copy when the site lacks it.
 */
import { readFileSync } from 'node:fs';
import { fileInRoots, resolveRoots } from '../../config/docusaurus/webpack-resolve.js';
import { createRequire } from 'node:module';
import path from 'node:path';
import type * as esbuild from 'esbuild';
import { DOCUSAURUS_MODULES, DRAWN_BY_SITEGEN, SITE_REPLACEABLE } from '../../../templates/docusaurus/modules.js';
import { fillGlyphs } from '../../../templates/placeholders.js';
import { PACKAGE_ROOT } from '../../bundle/bundle-client.js';
import { inlineLoaders } from '../../bundle/inline-loaders.js';
import { narrowBarrelImports, type BarrelCache } from './barrel-imports.js';
import { assetUrlOf, stylesheetImports, type ImportedAssets } from '../../bundle/stylesheet-imports.js';
import { siteSourceFilter } from '../../bundle/source-filter.js';
import { compiledBySiteBabel, compileWithSiteBabel, SiteBabelError } from '../../config/docusaurus/site-babel.mjs';
import type { ResolvedConfig } from '../../config/schema.js';
import { SitegenError } from '../../errors.js';
import { themeFile, wrapsOriginal } from '../../theme-files.js';
import { DRAWN_NAMESPACE, drawnStandIn } from './drawn-imports.js';
import type { ImportedMarkdown } from './imported-markdown.js';
import { isSelfContainedScript, sloppyModule } from './sloppy-scripts.js';
import { withSiteContexts } from './site-contexts.js';
import { svgComponentSource } from './svg-component.js';

export type { ImportedAssets };

/** Files a page imports as their URL, as Docusaurus 2's webpack gives images, fonts, media and documents. */
const IMAGE =
  /\.(png|jpe?g|gif|webp|avif|ico|bmp|mp4|webm|ogv|wav|mp3|m4a|aac|oga|flac|woff2?|ttf|eot|pdf|docx?|xlsx?|zip|rar|wasm)$/i;

/**
 * The plugin, for the site in `root` served under `baseUrl`; `assets` collects imported images, `markdown` renders
 * imported Markdown files (imported-markdown.ts).
 */
export function docusaurusPageImports({
  config,
  assets,
  markdown,
}: {
  config: ResolvedConfig;
  assets: ImportedAssets;
  markdown: ImportedMarkdown;
}): esbuild.Plugin {
  const shims = path.join(PACKAGE_ROOT, 'templates/docusaurus');
  return {
    name: 'docusaurus-page-imports',
    setup(build) {
      // First: `!!raw-loader!./file.js` must not reach the resolvers below as a package name.
      inlineLoaders().setup(build);
      // What stylesheets name (url(), @import, Sass), as Markdown's components' stylesheets get it too.
      stylesheetImports({ root: config.root, baseUrl: config.baseUrl, assets }).setup(build);
      const themePaths = config.docusaurus?.plugins?.themePaths ?? [];
      const docLayout = config.docusaurus?.docLayout;
      resolveSiteModules(build, { root: config.root, shims, themePaths, docLayout });
      resolveFromRoots(build, resolveRoots(config));
      loadSiteFiles(build, { config, shims, assets, markdown });
      livePrismThemes(build, config);
    },
  };
}

/** `sitegen:live-prism-themes`: the Prism theme of each colour mode, for live code blocks' editors (playground.tsx). */
function livePrismThemes(build: esbuild.PluginBuild, config: ResolvedConfig): void {
  build.onResolve({ filter: /^sitegen:live-prism-themes$/ }, (args) => ({ path: args.path, namespace: 'sitegen' }));
  build.onLoad({ filter: /^sitegen:live-prism-themes$/, namespace: 'sitegen' }, () => ({
    contents: JSON.stringify(config.docusaurus?.liveCodeBlock?.prismThemes ?? { light: null, dark: null }),
    loader: 'json',
  }));
}

/** A stylesheet inside a package under `@docusaurus/`: `@docusaurus/theme-classic/src/theme/X/styles.module.css`. */
const PACKAGE_STYLESHEET = /^@docusaurus\/[^/]+\/.+\.(css|scss|sass)$/;

/** `@site/`, the Docusaurus modules sitegen provides (an error naming any other), and `clsx`. */
function resolveSiteModules(
  build: esbuild.PluginBuild,
  { root, shims, themePaths, docLayout }: { root: string; shims: string; themePaths: string[]; docLayout?: string },
): void {
  // esbuild's own alias: a callback would cost a round trip to this thread and another for `build.resolve`.
  build.initialOptions.alias = { ...build.initialOptions.alias, '@site': root };
  build.onResolve({ filter: /^@theme-(original|init)\// }, (args) => {
    const name = args.path.replace(/^@theme-(original|init)\//, '');
    const below = args.path.startsWith('@theme-init/') ? [] : themeFoldersBelow(args.importer, themePaths);
    const file = below.map((dir) => themeFile(dir, name)).find(Boolean);
    if (file) return { path: file };
    // What a swizzled layout part wraps (`@theme-original/Footer`), where sitegen's differs from what pages get.
    if (DOCUSAURUS_MODULES[args.path]) return { path: args.path, namespace: 'docusaurus-module' };
    if (DOCUSAURUS_MODULES[`@theme/${name}`]) return { path: `@theme/${name}`, namespace: 'docusaurus-module' };
    return { errors: [{ text: `no theme below ${path.relative(root, args.importer)} provides ${args.path}` }] };
  });
  build.onResolve({ filter: /^@(theme|docusaurus)\// }, (args) => {
    // A stylesheet inside an installed Docusaurus package (ionic-docs' swizzled Icon/Edit spaces itself with
    // theme-classic's `src/theme/Icon/Edit/styles.module.css`) is the package's file, found as any package's is;
    // the DocItem/Layout's is sitegen's class names, which its doc column carries.
    if (PACKAGE_STYLESHEET.test(args.path))
      return DOCUSAURUS_MODULES[args.path] ? { path: args.path, namespace: 'docusaurus-module' } : undefined;
    const name = args.path.slice('@theme/'.length);
    const site =
      DOCUSAURUS_MODULES[args.path] && !SITE_REPLACEABLE.has(args.path) ? [] : [path.join(root, 'src/theme')];
    const file = args.path.startsWith('@theme/')
      ? [...site, ...[...themePaths].reverse()].map((dir) => themeFile(dir, name)).find(Boolean)
      : undefined;
    // The docs' docLayoutComponent wraps the doc page as a swizzled DocPage does (`@theme-original/DocPage`), through
    // the site's DocPage where that wraps theme-classic's too (a DocPage of its own is not used: swizzled.ts).
    if (args.path === '@theme/DocPage' && args.importer === docLayout && !(file && wrapsOriginal(file, 'DocPage')))
      return { path: '@theme-original/DocPage', namespace: 'docusaurus-module' };
    if (file) return { path: file };
    if (DOCUSAURUS_MODULES[args.path]) return { path: args.path, namespace: 'docusaurus-module' };
    if (DRAWN_BY_SITEGEN.has(args.path)) return { path: args.path, namespace: DRAWN_NAMESPACE };
    const from = path.relative(root, args.importer) || args.importer;
    return {
      errors: [
        {
          text: `sitegen does not provide ${args.path} (imported by ${from}); the Docusaurus modules it provides are: ${Object.keys(DOCUSAURUS_MODULES).join(', ')}`,
        },
      ],
    };
  });
  build.onLoad({ filter: /.*/, namespace: 'docusaurus-module' }, (args) => {
    const [file, named] = DOCUSAURUS_MODULES[args.path];
    // Relative: an absolute path would be offered to the callback of every plugin whose filter is /^\//.
    const target = JSON.stringify(`./${file}`);
    return {
      contents: `export * from ${target};\nexport { ${named ?? 'default'} as default } from ${target};\n`,
      loader: 'ts',
      resolveDir: shims,
    };
  });
  build.onLoad({ filter: /.*/, namespace: DRAWN_NAMESPACE }, (args) => ({
    contents: drawnStandIn(args.path),
    loader: 'js',
  }));
  build.onResolve({ filter: /^clsx$/ }, (args) => {
    try {
      return { path: createRequire(args.importer || path.join(root, 'x')).resolve('clsx') };
    } catch {
      return { path: path.join(shims, 'clsx.ts') };
    }
  });
}

/**
 * webpack's `resolve.roots` as Docusaurus sets them: a path from the root (`/data/users.json`) is looked up in the
 * static folder, then the site folder, before it is taken as a path of the machine (casbin's users page imports
 * its `static/data/users.json` so). Only imports written in the site's code are read this way.
 */
function resolveFromRoots(build: esbuild.PluginBuild, roots: string[]): void {
  build.onResolve({ filter: /^\/[^/]/ }, (args) => {
    if (args.kind === 'entry-point' || args.importer.includes(`${path.sep}node_modules${path.sep}`)) return undefined;
    const file = fileInRoots(args.path, roots, build.initialOptions.resolveExtensions);
    return file ? { path: file } : undefined;
  });
}

/**
 * The plugin theme folders below the one `importer` is in, nearest first (`@theme-original/X` is the X that the
 * importer's own X overrides): for the site's src/theme all of them, for a file outside any, none.
 */
function themeFoldersBelow(importer: string, themePaths: string[]): string[] {
  const i = themePaths.findIndex((dir) => importer.startsWith(dir + path.sep));
  return (i === -1 ? themePaths : themePaths.slice(0, i)).slice().reverse();
}

const AUTOMATIC_JSX = '/* @jsxRuntime automatic */ ';

/**
 * A site's own source file, through the site's Babel first where it strips Flow types (site-babel.mjs), its named
 * imports from barrel packages narrowed (barrel-imports.ts).
 */
function loadSiteSource(
  root: string,
  file: string,
  { browser, barrels }: { browser: boolean; barrels: BarrelCache },
): esbuild.OnLoadResult {
  const source = readFileSync(file, 'utf8');
  if (browser && isSelfContainedScript(file, source)) return sloppyModule(root, file, source);
  try {
    const compiled = compiledBySiteBabel(root, file) ? compileWithSiteBabel(root, file, source) : source;
    const code = withSiteContexts(narrowBarrelImports(compiled, file, barrels), { root, file, loadable: IMAGE });
    return {
      contents: AUTOMATIC_JSX + code,
      loader: file.endsWith('.tsx') ? 'tsx' : 'jsx',
      resolveDir: path.dirname(file),
    };
  } catch (error) {
    if (error instanceof SiteBabelError) return { errors: error.errors };
    throw error;
  }
}

/** SVG as React components, images as hashed URLs, Markdown as rendered HTML, and Sass as CSS. */
function loadSiteFiles(
  build: esbuild.PluginBuild,
  {
    config,
    shims,
    assets,
    markdown,
  }: { config: ResolvedConfig; shims: string; assets: ImportedAssets; markdown: ImportedMarkdown },
): void {
  const { root, baseUrl } = config;
  // The browser's bundle is an ES module (strict); the server's is CommonJS.
  const browser = build.initialOptions.format === 'esm';
  const barrels: BarrelCache = new Map();
  // Docusaurus sites write JSX in `.js` files, and compile all their JSX with React's automatic runtime (its Babel
  // preset) whatever their tsconfig says (`@tsconfig/docusaurus` says "jsx": "react"): the pragma, on the first line
  // so that error lines stay right, wins over the tsconfig esbuild would read.
  // Read at once, as client-modules.ts does: an awaited read costs esbuild another turn of a busy event loop.
  build.onLoad({ filter: siteSourceFilter('\\.(js|jsx|tsx)', { under: root }) }, (args) =>
    args.path.includes(`${path.sep}node_modules${path.sep}`) || !args.path.startsWith(root + path.sep)
      ? undefined
      : loadSiteSource(root, args.path, { browser, barrels }),
  );
  build.onLoad({ filter: /\.svg$/ }, (args) => ({
    contents: AUTOMATIC_JSX + svgComponentSource(readFileSync(args.path, 'utf8')),
    loader: 'jsx',
    resolveDir: path.dirname(args.path),
  }));
  const assetUrl = assetUrlOf(baseUrl, assets);
  build.onLoad({ filter: IMAGE }, (args) => ({
    contents: `export default ${JSON.stringify(assetUrl(args.path))};`,
    loader: 'js',
  }));
  build.onLoad({ filter: /\.mdx?$/ }, async (args) => {
    let html: string;
    try {
      html = fillGlyphs(await markdown(args.path));
    } catch (error) {
      return { errors: [markdownError(error, args.path)] };
    }
    const helper = JSON.stringify(path.join(shims, 'markdown-content.tsx'));
    return {
      contents: `import { markdownComponent } from ${helper};\nexport default markdownComponent(${JSON.stringify(html)});\n`,
      loader: 'ts',
      resolveDir: shims,
    };
  });
}

/**
 * A Markdown file that does not render, as esbuild's error: at the file and line its error names (its front
 * matter), else at the file. esbuild would place an error thrown here at the line of sitegen that threw it.
 */
function markdownError(error: unknown, file: string): esbuild.PartialMessage {
  const location = error instanceof SitegenError ? error.location : undefined;
  const text = error instanceof Error ? error.message : String(error);
  return { text, location: { file: location?.file ?? file, line: location?.line ?? 1 } };
}
