/**
 * The diagram chunk: the `mermaid` package's own prebuilt ES modules, copied into `assets/vendor/` instead of
 * being bundled again (esbuild takes ~0.7 s for them on every build; copying takes milliseconds). The files are
 * renamed `.mjs` -> `.js` with their relative imports rewritten, so every static host serves them as JavaScript.
 */
import { readdirSync, readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';
import type { Plugin } from 'esbuild';
import type { OutputFile } from '../types.js';

const IMPORT = /(["'])(\.{1,2}\/[^"']+?)\.mjs\1/g;

/** The copied files, and an esbuild plugin that points the client's `import('mermaid')` at them. */
export function diagramChunk(): { files: OutputFile[]; plugin: Plugin } {
  const require = createRequire(import.meta.url);
  const packageFile = require.resolve('mermaid/package.json');
  const { version } = JSON.parse(readFileSync(packageFile, 'utf8')) as { version: string };
  const dist = path.join(path.dirname(packageFile), 'dist');
  // The version in the folder name keeps long-cached copies of an older mermaid from mixing with a newer one.
  const folder = `vendor/mermaid-${version}`;
  const names = [
    'mermaid.esm.min.mjs',
    ...readdirSync(path.join(dist, 'chunks/mermaid.esm.min'))
      .filter((n) => n.endsWith('.mjs'))
      .map((n) => `chunks/mermaid.esm.min/${n}`),
  ];
  const files = names.map((name) => ({
    file: `assets/${folder}/${name.replace(/\.mjs$/, '.js')}`,
    content: readFileSync(path.join(dist, name), 'utf8')
      .replace(IMPORT, '$1$2.js$1')
      .replace(/\/\/# sourceMappingURL=\S+/g, ''),
  }));
  const plugin: Plugin = {
    name: 'mermaid-vendor',
    setup(build) {
      // Every client module is emitted into `assets/`, so the path is relative to the importing chunk.
      build.onResolve({ filter: /^mermaid$/ }, () => ({ path: `./${folder}/mermaid.esm.min.js`, external: true }));
    },
  };
  return { files, plugin };
}
