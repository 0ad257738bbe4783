/**
 * What a Docusaurus site's stylesheets name, resolved as webpack's css-loader and sass-loader do, for every bundle
 * that takes a site's CSS: page modules (page-imports.ts) and the stylesheets of Markdown's components
 * (compile-stylesheet.ts). `url(/img/x.svg)` is a path on the site; `url(./hero.png)` is a file copied under a
 * hashed name; `@import 'pkg'` and `url(~pkg/x)` name packages (css-packages.ts); Sass compiles to CSS.
 */
import { existsSync } from 'node:fs';
import path from 'node:path';
import type * as esbuild from 'esbuild';
import { hashedAssetUrl } from '../asset-url.js';
import { cssPackages } from './css-packages.js';
import { compileSass } from '../sass.js';

/** Files a bundle's code or CSS names: public URL -> source file, for the writer to copy. */
export type ImportedAssets = Map<string, string>;

/** `url(/img/x.png)` in CSS is a path on the site (its static folder), not a file to bundle. */
export const sitePathUrls: esbuild.Plugin = {
  name: 'site-path-urls',
  setup(build) {
    build.onResolve({ filter: /^\// }, (args) =>
      args.kind === 'url-token' || args.kind === 'import-rule' ? { path: args.path, external: true } : undefined,
    );
  },
};

/** The URL a file gets when copied into the output (src/asset-url.ts), kept in `assets`. */
export function assetUrlOf(baseUrl: string, assets: ImportedAssets): (file: string) => string {
  return (file) => {
    const url = hashedAssetUrl(baseUrl, file);
    assets.set(url, file);
    return url;
  };
}

/**
 * The plugin for the site in `root` served under `baseUrl`; `assets` collects the files `url()`s name. Sass
 * modules (`*.module.scss`) are src/bundle/css-modules.ts's, which must come ahead of this plugin.
 */
export function stylesheetImports({
  root,
  baseUrl,
  assets,
}: {
  root: string;
  baseUrl: string;
  assets: ImportedAssets;
}): esbuild.Plugin {
  const assetUrl = assetUrlOf(baseUrl, assets);
  return {
    name: 'sitegen-stylesheet-imports',
    setup(build) {
      sitePathUrls.setup(build);
      cssPackages.setup(build);
      // `url(./hero.svg)` is a file the browser fetches (an SVG there is no component): it is copied under a hashed
      // name, as an imported image is. `url(@site/static/x.svg)` names it from the site folder, as css-loader
      // resolves webpack's alias (Detox's).
      build.onResolve({ filter: /\.(svg|png|jpe?g|gif|webp|avif|ico|bmp|woff2?|ttf|eot)([?#].*)?$/i }, (args) => {
        if (args.kind !== 'url-token' || /^(\/|[a-z][a-z\d+.-]*:)/i.test(args.path)) return undefined;
        const written = args.path.replace(/[?#].*$/, '');
        const file = written.startsWith('@site/')
          ? path.join(root, written.slice('@site/'.length))
          : path.resolve(args.resolveDir, written);
        return existsSync(file) ? { path: assetUrl(file), external: true } : undefined;
      });
      build.onLoad({ filter: /\.s[ac]ss$/ }, async (args) => ({
        contents: await compileSass(args.path, root),
        loader: 'css',
        resolveDir: path.dirname(args.path),
      }));
    },
  };
}
