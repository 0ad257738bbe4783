/**
 * The browser side of islands, for the client bundle (src/bundle-client.ts):
 *
 * - React: one file, `assets/react.<hash>.js`, built once per process from sitegen's own `react` and `react-dom`
 *   (production builds). Every island and the hydration runtime import it, so a visitor downloads React once and
 *   caches it across pages; pages without islands never load it.
 * - `reactShims`: an esbuild plugin that points `react`, `react/jsx-runtime`, `react-dom` and `react-dom/client`
 *   at that file (external), so no other chunk carries a copy of React.
 * - `islandEntries`: one entry point per client module (see src/pages/client-modules.ts), named after its file.
 */
import { createHash } from 'node:crypto';
import { createRequire } from 'node:module';
import path from 'node:path';
import * as esbuild from '../lazy-esbuild.js';
import type { ClientModule } from '../types.js';
import { keepReactChunk, keptReactChunk } from './react-chunk-store.js';

/** The React file: its name below `assets/` and its content. */
export interface ReactChunk {
  name: string;
  content: string;
  /** Exported names of `react` and of `react-dom`, for the shims. */
  reactNames: string[];
  domNames: string[];
}

const built = new Map<string, Promise<ReactChunk>>();

/** Build (once per process and minify setting) the shared React file from the package at `packageRoot`. */
export function reactChunk(packageRoot: string, minify: boolean): Promise<ReactChunk> {
  const key = `${packageRoot}\u0000${minify}`;
  let chunk = built.get(key);
  if (!chunk) {
    chunk = buildReact(packageRoot, minify);
    built.set(key, chunk);
    chunk.catch(() => built.delete(key));
  }
  return chunk;
}

async function buildReact(packageRoot: string, minify: boolean): Promise<ReactChunk> {
  // Made by an earlier build from the same React files (react-chunk-store.ts).
  const kept = keptReactChunk(minify);
  if (kept) return kept;
  const require = createRequire(path.join(packageRoot, 'package.json'));
  const reactNames = Object.keys(require('react') as object).filter(isIdentifier);
  // react-dom's own createRoot and hydrateRoot warn when used; the file exports those of react-dom/client.
  const domNames = Object.keys(require('react-dom') as object).filter(
    (n) => isIdentifier(n) && !reactNames.includes(n) && n !== 'createRoot' && n !== 'hydrateRoot',
  );
  const contents = [
    `import React from 'react';`,
    `import ReactDOM from 'react-dom';`,
    `import { createRoot, hydrateRoot } from 'react-dom/client';`,
    `import { jsx, jsxs } from 'react/jsx-runtime';`,
    `export default React;`,
    `export { ReactDOM, createRoot, hydrateRoot, jsx, jsxs };`,
    `export const { ${reactNames.join(', ')} } = React;`,
    `export const { ${domNames.join(', ')} } = ReactDOM;`,
  ].join('\n');
  const result = await esbuild.build({
    stdin: { contents, resolveDir: packageRoot, loader: 'js' },
    bundle: true,
    write: false,
    format: 'esm',
    minify,
    target: 'es2020',
    legalComments: 'none',
    logLevel: 'silent',
    define: { 'process.env.NODE_ENV': '"production"' },
    metafile: true,
  });
  const content = result.outputFiles[0].text;
  const hash = createHash('sha256').update(content).digest('base64url').replace(/[-_]/g, '').slice(0, 8).toUpperCase();
  const chunk = { name: `react.${hash}.js`, content, reactNames, domNames };
  // The files esbuild read, and the package files whose export lists name the shims' exports.
  const inputs = Object.keys(result.metafile.inputs)
    .filter((input) => input !== '<stdin>')
    .map((input) => path.resolve(input));
  const packages = ['react', 'react-dom'].map((name) => require.resolve(name));
  keepReactChunk(minify, chunk, [...new Set([...inputs, ...packages])]);
  return chunk;
}

function isIdentifier(name: string): boolean {
  return /^[A-Za-z_$][\w$]*$/.test(name);
}

/**
 * Resolves React's entry points to small modules that re-export from the React file. `chunk` null: the site has
 * no islands, no page hydrates anything, and the imports stay unresolved (as `mermaid` does without diagrams).
 */
export function reactShims(chunk: ReactChunk | null): esbuild.Plugin {
  return {
    name: 'sitegen-react-shims',
    setup(build) {
      build.onResolve({ filter: /^react(-dom)?(\/client|\/jsx-runtime)?$/ }, (args) =>
        chunk ? { path: args.path, namespace: 'react-shim' } : { path: args.path, external: true },
      );
      if (!chunk) return;
      // Every client module is emitted into `assets/`, as the React file is: the path is relative to the chunk.
      const from = JSON.stringify(`./${chunk.name}`);
      const shims: Record<string, string> = {
        react: `export { default, ${chunk.reactNames.join(', ')} } from ${from};`,
        'react/jsx-runtime': `export { jsx, jsxs, Fragment } from ${from};`,
        'react-dom': `export { ReactDOM as default, ${chunk.domNames.join(', ')} } from ${from};`,
        'react-dom/client': `export { createRoot, hydrateRoot } from ${from};`,
      };
      build.onResolve({ filter: /^\.\/react\.\w+\.js$/, namespace: 'react-shim' }, (args) => ({
        path: args.path,
        external: true,
      }));
      build.onLoad({ filter: /.*/, namespace: 'react-shim' }, (args) => ({ contents: shims[args.path], loader: 'js' }));
    },
  };
}

/** esbuild entry points, `island-<file name>` -> file, one per client module. */
export function islandEntries(islands: ClientModule[]): Record<string, string> {
  const entries: Record<string, string> = {};
  for (const island of islands) {
    const base = `island-${path
      .basename(island.file)
      .replace(/\.[^.]+$/, '')
      .replace(/[^\w-]/g, '-')}`;
    let name = base;
    for (let i = 2; name in entries; i++) name = `${base}-${i}`;
    entries[name] = island.file;
  }
  return entries;
}

/** Client modules from several sources (page modules, Markdown), each once, sorted by id. */
export function mergeIslands(...lists: ClientModule[][]): ClientModule[] {
  const byId = new Map<string, ClientModule>();
  for (const island of lists.flat()) if (!byId.has(island.id)) byId.set(island.id, island);
  return [...byId.values()].sort((a, b) => (a.id < b.id ? -1 : 1));
}
