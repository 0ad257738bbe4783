/**
 * The template-dependent code `dev` renders with. At start it is the copy compiled into the CLI (no extra cost
 * before the first page); after an edit under templates/ it is a fresh esbuild bundle of render-entry.ts,
 * imported under a new file name. Why this rather than a render worker: a worker would load the same compiled
 * CLI modules (so it needs a fresh bundle anyway) and would need every job serialised, which forces lazily
 * parsed pages to parse; a fresh bundle in this thread takes tens of milliseconds and keeps rendering lazy.
 * Old bundles stay loaded (ES modules cannot be unloaded); a few hundred kilobytes per template edit.
 */
import { mkdir, rm, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import * as esbuild from '../lazy-esbuild.js';
import { PACKAGE_ROOT } from '../bundle/bundle-client.js';
import * as compiled from './render-entry.js';

/** The functions `dev` renders through. */
export type RenderModule = typeof compiled;

/** The copy compiled into the CLI. */
export const compiledRenderModule: RenderModule = compiled;

let generation = 0;

/** Bundle templates and the render path afresh and import the result. Build errors are thrown (shown in the overlay). */
export async function bundleRenderModule(): Promise<RenderModule> {
  const source = path.join(PACKAGE_ROOT, 'src/dev/render-entry.ts');
  const result = await esbuild.build({
    entryPoints: [source],
    bundle: true,
    write: false,
    platform: 'node',
    format: 'esm',
    target: 'node20',
    // React stays external: page modules and the renderer must share one React.
    packages: 'external',
    jsx: 'automatic',
    sourcemap: 'inline',
    logLevel: 'silent',
  });
  // Written inside the package so that its bare imports (react) resolve from sitegen's node_modules.
  const dir = path.join(PACKAGE_ROOT, '.sitegen', 'dev');
  await mkdir(dir, { recursive: true });
  const file = path.join(dir, `render-${process.pid}-${++generation}.mjs`);
  await writeFile(file, result.outputFiles[0].text);
  try {
    return (await import(pathToFileURL(file).href)) as RenderModule;
  } finally {
    await rm(file, { force: true });
  }
}
