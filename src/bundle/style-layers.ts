/** sitegen's stylesheets that go under a Docusaurus site's own CSS (site-css.ts), minified once per process. */
import { readFileSync } from 'node:fs';
import path from 'node:path';
import * as esbuild from '../lazy-esbuild.js';
import { PACKAGE_ROOT } from '../package-root.js';
import { withoutOverridden } from './overridden-declarations.js';

/** Infima's variables, then the ones sitegen's theme reads and Infima's common classes. */
export const INFIMA_LAYER = ['infima-vars.css', 'infima.css'];

let infimaMade: Promise<string> | undefined;

/**
 * The Infima layer (INFIMA_LAYER), minified: infima.css sets some of Infima's variables again with values of its
 * own, which leaves infima-vars.css's of those dead.
 */
export function infimaLayer(): Promise<string> {
  infimaMade ??= Promise.all(INFIMA_LAYER.map((file) => styleLayer([file]))).then(
    ([vars, rest]) => withoutOverridden(vars, rest) + rest,
  );
  return infimaMade;
}

/** A layer's files, as absolute paths (what it is made from). */
export function layerFiles(files: string[]): string[] {
  return files.map((f) => path.join(PACKAGE_ROOT, 'templates/styles', f));
}

const layersMade = new Map<string, Promise<string>>();

/** Files of templates/styles/, minified once per process (their comments are most of their bytes). */
export function styleLayer(files: string[]): Promise<string> {
  const key = files.join();
  let css = layersMade.get(key);
  if (!css) {
    css = esbuild
      .transform(
        layerFiles(files)
          .map((f) => readFileSync(f, 'utf8'))
          .join('\n'),
        { loader: 'css', minify: true },
      )
      .then((result) => result.code);
    layersMade.set(key, css);
  }
  return css;
}
