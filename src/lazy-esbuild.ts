/**
 * esbuild's API, loaded on its first call. Importing the package costs ~40 ms of CPU at start-up, which every
 * start paid even when each bundle it would make comes from a cache (`dev`'s first page, a warm build). Modules
 * import this as they would import esbuild (`import * as esbuild from '../lazy-esbuild.js'`); its types
 * are esbuild's own.
 */
import { createRequire } from 'node:module';
import type * as Esbuild from 'esbuild';

export type * from 'esbuild';

const require = createRequire(import.meta.url);
let api: typeof Esbuild | null = null;

/** The package, required once (one instance with any `import 'esbuild'` elsewhere in the process). */
function load(): typeof Esbuild {
  api ??= require('esbuild') as typeof Esbuild;
  return api;
}

/** `esbuild.build`. */
export const build = ((options) => load().build(options)) as typeof Esbuild.build;
/** `esbuild.buildSync`. */
export const buildSync = ((options) => load().buildSync(options)) as typeof Esbuild.buildSync;
/** `esbuild.transform`. */
export const transform = ((input, options) => load().transform(input, options)) as typeof Esbuild.transform;
/** `esbuild.transformSync`. */
export const transformSync = ((input, options) => load().transformSync(input, options)) as typeof Esbuild.transformSync;
