/**
 * The stylesheet a site adds to sitegen's theme: its `customCss` files (CSS or SCSS, their `@import`s bundled),
 * then the CSS its pages import, in that order, as Docusaurus loads them. A Docusaurus site's starts with all of
 * Infima's variables (templates/styles/infima-vars.css), then the ones sitegen's theme reads and Infima's common
 * classes (templates/styles/infima.css), and ends with the colours of its Prism themes; its own CSS goes through
 * the PostCSS plugins of its `configurePostCss`, if any; of Infima it keeps what some page can use. Appended after sitegen's theme, so the site's rules and
 * its Infima variable overrides win.
 */
import { existsSync } from 'node:fs';
import path from 'node:path';
import * as esbuild from '../lazy-esbuild.js';
import type { ResolvedConfig } from '../config/schema.js';
import { SitegenError } from '../errors.js';
import { cssFonts, cssPackages } from './css-packages.js';
import { sitePathUrls, type ImportedAssets } from './stylesheet-imports.js';
import { compileSass } from '../sass.js';
import { infimaLayer, styleLayer } from './style-layers.js';
import { siteVocabulary } from './site-vocabulary.js';
import { withoutUnused } from './unused-rules.js';

/**
 * Infima's layer (a Docusaurus site's), then `customCss`, then `pageCss`. The font files the stylesheets name go
 * into `assets` (public URL -> file), for the writer to copy.
 */
export async function siteCss({
  config,
  pageCss,
  assets,
  bundles,
}: {
  config: ResolvedConfig;
  pageCss: string;
  assets: ImportedAssets;
  /** The page bundles of this build (`pageBundleFiles`), whose class names keep Infima's rules for them. */
  bundles: string[];
}): Promise<SiteCss> {
  return startSiteCss(config, assets).withPages(pageCss, bundles);
}

/**
 * The site's stylesheet in two parts: the Infima layer (a Docusaurus site's), of which a build keeps only what its
 * output uses (src/output/output-css.ts), and the site's own CSS after it, which is shipped whole.
 */
export interface SiteCss {
  infima: string;
  own: string;
}

/** The stylesheet `css` is, as one text. */
export function siteCssText({ infima, own }: SiteCss): string {
  return infima ? `${infima}\n${own}` : own;
}

/** The site's stylesheet under way: the layers that need no page, and the whole once the pages' CSS is known. */
export interface SiteCssStarted {
  /** Settles when the layers have been made (or failed). */
  layers: Promise<unknown>;
  /** The stylesheet with `pageCss`, of the pages in `bundles` (rejects with the layers' error). */
  withPages(pageCss: string, bundles: string[]): Promise<SiteCss>;
}

/**
 * `siteCss` in two steps: the layers that need no page (Infima, customCss) are made from now on, and `withPages`
 * adds the pages' CSS. The build starts them beside the page modules (site/early-bundles.ts).
 */
export function startSiteCss(config: ResolvedConfig, assets: ImportedAssets): SiteCssStarted {
  const docusaurus = config.docusaurus;
  if (!docusaurus && !config.customCss.length)
    return { layers: Promise.resolve(), withPages: async (css) => ({ infima: '', own: css }) };
  const infima = docusaurus ? infimaLayer() : '';
  // Live code blocks' own rules (theme-live-codeblock's), under the site's CSS as the theme's are.
  const live = docusaurus?.liveCodeBlock ? styleLayer(['playground.css']).then((css) => `${css}\n`) : '';
  const layers = Promise.all([infima, live, customCss(config, assets)]);
  layers.catch(() => {});
  return {
    layers,
    withPages: async (pageCss, bundles) => {
      const [infimaCss, liveCss, custom] = await layers;
      // The site's own CSS, through the PostCSS plugins its plugins add (Tailwind): all of it at once, so that a
      // page's `@tailwind utilities` sees the classes and `@apply`s of every file. sitegen's layers stay out.
      const own = `${custom}\n${pageCss}`;
      const site = docusaurus?.plugins?.postCss ? await docusaurus.plugins.postCss(own) : own;
      // Prism's colours are inline styles under Docusaurus, which no stylesheet overrides: they come last.
      const prism = docusaurus?.prismCss ?? '';
      // Of Infima, what some page of the site can use (unused-rules.ts).
      const infimaUsed =
        infimaCss && withoutUnused(infimaCss, await siteVocabulary(config, [liveCss, site, prism], bundles, infimaCss));
      return { infima: infimaUsed, own: `${liveCss}${site}\n${prism}` };
    },
  };
}

async function customCss(config: ResolvedConfig, assets: ImportedAssets): Promise<string> {
  // Docusaurus loads customCss as the classic theme's client module, then the other plugins' CSS client modules.
  const pluginCss = (config.docusaurus?.plugins?.clientModules ?? []).filter((f) => /\.(css|s[ac]ss)$/.test(f));
  const own = config.customCss.map((f) => path.resolve(config.root, f));
  const files = [...own, ...pluginCss];
  if (files.length === 0) return '';
  const configFile = config.docusaurus?.configFile ?? config.configFile ?? path.join(config.root, 'site.config.ts');
  const configName = path.basename(configFile);
  // A file's path from the site's folder, with forward slashes (as @import and messages write it).
  const fromRoot = (f: string) => path.relative(config.root, f).split(path.sep).join('/');
  const missing = own.find((f) => !existsSync(f));
  if (missing)
    throw new SitegenError(`the customCss of ${configName} names ${fromRoot(missing)}, which does not exist`, {
      location: { file: configFile },
      hint: "correct the path in customCss; relative paths are read from the site's folder, as Docusaurus reads them.",
    });
  // Relative: an `@import "/..."` is a URL on the site (see sitePathUrls), not a file.
  const contents = files.map((f) => `@import ${JSON.stringify(`./${fromRoot(f)}`)};`).join('\n');
  try {
    const result = await esbuild.build({
      stdin: { contents, loader: 'css', resolveDir: config.root, sourcefile: 'customCss' },
      bundle: true,
      // `url(@site/static/x.svg)` names a file of the site folder, as css-loader resolves webpack's alias (Detox's).
      alias: { '@site': config.root },
      write: false,
      logLevel: 'silent',
      loader: {
        '.svg': 'dataurl',
        '.png': 'dataurl',
        '.jpg': 'dataurl',
        '.gif': 'dataurl',
        '.jpeg': 'dataurl',
        '.webp': 'dataurl',
        '.avif': 'dataurl',
        '.woff': 'dataurl',
        '.woff2': 'dataurl',
        '.otf': 'dataurl',
        '.ttf': 'dataurl',
        '.eot': 'dataurl',
      },
      plugins: [cssFonts(config.baseUrl, assets), sitePathUrls, cssPackages, scss(config.root)],
    });
    return result.outputFiles[0].text;
  } catch (error) {
    const first = (error as esbuild.BuildFailure).errors?.[0];
    throw new SitegenError(
      `the customCss or a plugin's CSS client module of ${configName} does not compile: ${first?.text ?? String(error)}`,
      {
        location: first?.location
          ? {
              file: path.resolve(config.root, first.location.file),
              line: first.location.line,
              column: first.location.column + 1,
            }
          : { file: files[0] },
        cause: error,
        hint: 'fix the stylesheet at the place shown.',
      },
    );
  }
}

function scss(root: string): esbuild.Plugin {
  return {
    name: 'scss',
    setup(build) {
      build.onLoad({ filter: /\.s[ac]ss$/ }, async (args) => ({
        contents: await compileSass(args.path, root),
        loader: 'css',
        resolveDir: path.dirname(args.path),
      }));
    },
  };
}
