/**
 * Client modules: the site's React modules that run in the browser as islands. A module is one when
 *
 * - it starts with the `'use client'` directive (React's own marker for components that need the browser), or
 * - it is a Docusaurus page: a page module that imports `@theme/...` or `@docusaurus/...`. Such pages use hooks
 *   with no marker, so the whole page is one island and works as written.
 *
 * In the server bundle (page modules, and anything else that renders site components) this plugin replaces such a
 * module by a proxy whose component exports are `clientReference`s (island-reference.ts); the real module is
 * imported behind it. Every client module met is recorded, so that the client bundle builds each one for the
 * browser (src/bundle/islands.ts) and pages can name its URL.
 */
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { flowBabelConfig, siteBabelPlugin } from '../config/docusaurus/site-babel.mjs';
import * as esbuild from '../lazy-esbuild.js';
import { isClientModule } from '../markdown/mdx/client-directive.js';
import type { ClientModule } from '../types.js';
import { siteSourceFilter } from '../bundle/source-filter.js';

const SOURCE_SUFFIX = '?sitegen-client-source';
/** JavaScript and TypeScript modules outside packages: a package's module is never a client module. */
const SOURCES = siteSourceFilter('\\.[cm]?[jt]sx?');

/** Options of `clientModules`. */
export interface ClientModulesOptions {
  /** The site root, which ids are relative to. */
  root: string;
  /** Page module files: a Docusaurus page among them is a client module as a whole. */
  pages?: Iterable<string>;
  /** Files that are islands whatever they import (a swizzled Footer that needs the browser). */
  wholeIslands?: Iterable<string>;
  /** Receives every client module the build imports. */
  found: Map<string, ClientModule>;
  /** Where sitegen's `src/bundle/island-reference.ts` is (its source, which bundles into the page code). */
  referenceModule: string;
}

/** The esbuild plugin for server bundles: client modules become island references. */
export function clientModules({
  root,
  pages = [],
  wholeIslands = [],
  found,
  referenceModule,
}: ClientModulesOptions): esbuild.Plugin {
  const whole = new Set([...wholeIslands].map((p) => path.resolve(p)));
  // A whole island is not a page: its props are its own (none, for a swizzled part), and its island carries only
  // what it read of the page data.
  const pageFiles = new Set([...pages].map((p) => path.resolve(p)));
  return {
    name: 'sitegen-client-modules',
    setup(build) {
      build.onLoad({ filter: SOURCES }, async (args) => {
        if (
          args.suffix === SOURCE_SUFFIX ||
          args.namespace !== 'file' ||
          args.path.includes(`${path.sep}node_modules${path.sep}`)
        )
          return undefined;
        // Read at once: an awaited read would answer esbuild one turn of the event loop later, and while parse
        // shares the thread every turn waits for a slice of it (SLICE_MS).
        const source = readFileSync(args.path, 'utf8');
        if (!whole.has(args.path) && !isClientModule(source, { page: pageFiles.has(args.path) })) return undefined;
        const id = path.relative(root, args.path).split(path.sep).join('/');
        found.set(id, { id, file: args.path });
        const page = pageFiles.has(args.path);
        return {
          contents: proxySource({
            file: args.path,
            id,
            names: await exportNames(args.path, root),
            referenceModule,
            page,
          }),
          loader: 'js',
          resolveDir: path.dirname(args.path),
        };
      });
    },
  };
}

/** The proxy: components become references, other exports pass through. */
function proxySource({
  file,
  id,
  names,
  referenceModule,
  page,
}: {
  file: string;
  id: string;
  names: string[];
  referenceModule: string;
  page: boolean;
}): string {
  // Relative to the module's folder (the proxy's): an absolute path would be offered to the callback of every plugin
  // whose filter is /^\//, each a round trip to the thread that runs the plugins.
  const lines = [
    `import * as real from ${JSON.stringify(relativeImport(file, file + SOURCE_SUFFIX))};`,
    `import { clientReference } from ${JSON.stringify(relativeImport(file, referenceModule))};`,
  ];
  for (const name of names) {
    // A page module's default export is the page: its props are the page data, rebuilt in the browser.
    const options = page && name === 'default' ? ', { page: true }' : '';
    const value =
      name === 'default' || /^[A-Z]/.test(name)
        ? `clientReference(real[${JSON.stringify(name)}], ${JSON.stringify(id)}, ${JSON.stringify(name)}${options})`
        : `real[${JSON.stringify(name)}]`;
    lines.push(name === 'default' ? `export default ${value};` : `export const ${name} = ${value};`);
  }
  return lines.join('\n');
}

/** `target` as an import from the module `from`: `./x.tsx`, `../../y.ts` (`/`-separated). */
function relativeImport(from: string, target: string): string {
  const rel = path.relative(path.dirname(from), target).split(path.sep).join('/');
  return rel.startsWith('../') ? rel : `./${rel}`;
}

/** The names a module exports, read by esbuild without bundling it. */
async function exportNames(file: string, root: string): Promise<string[]> {
  const result = await esbuild.build({
    // Flow is read by the site's own Babel (site-babel.mjs).
    plugins: flowBabelConfig(root) ? [siteBabelPlugin(root)] : [],
    entryPoints: [file],
    // Its messages name files from the site's folder, as the page bundle's do (page-compile-error.ts reads them).
    absWorkingDir: root,
    bundle: false,
    write: false,
    metafile: true,
    format: 'esm',
    outdir: 'out',
    jsx: 'automatic',
    // Docusaurus sites write JSX in `.js` files, as the page bundle allows.
    loader: { '.js': 'jsx' },
    logLevel: 'silent',
  });
  return Object.values(result.metafile.outputs)[0]?.exports ?? [];
}
