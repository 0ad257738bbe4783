/**
 * The diagram chunk: the `mermaid` package's own prebuilt ES modules, copied into `assets/vendor/` instead of
 * being bundled again (esbuild takes ~0.7 s for them on every build; copying takes milliseconds). The files are
 * renamed `.mjs` -> `.js` with their relative imports rewritten, so every static host serves them as JavaScript.
 */
import { readdirSync, readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';
import type { Plugin } from 'esbuild';
import type { KeptFiles, KeptSource } from '../cache/kept-files.js';
import type { OutputFile } from '../types.js';

const IMPORT = /(["'])(\.{1,2}\/[^"']+?)\.mjs\1/g;

/** The diagram chunk's files and the plugin that points the client's `import('mermaid')` at them. */
export interface DiagramChunk {
  /** The copies to write, with their contents: all of them, unless they are `kept`. */
  files: OutputFile[];
  /** With the build cache: the copies as kept there (output file -> kept file), to copy from there. */
  kept: [file: string, from: string][];
  /** The output file `import('mermaid')` loads. */
  entry: string;
  plugin: Plugin;
}

/**
 * The copied files, and an esbuild plugin that points the client's `import('mermaid')` at them. With `store` (a
 * build with its cache), the copies are kept in the cache folder, rewritten only when mermaid or sitegen changed,
 * and copied from there: a warm build then links each from the previous output instead of reading, rewriting and
 * writing 3 MB again.
 */
export function diagramChunk(store?: KeptFiles): DiagramChunk {
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
  const sources: KeptSource[] = names.map((name) => ({
    file: `assets/${folder}/${name.replace(/\.mjs$/, '.js')}`,
    source: path.join(dist, name),
  }));
  const kept = store?.keep(folder, sources, rewritten) ?? null;
  const plugin: Plugin = {
    name: 'mermaid-vendor',
    setup(build) {
      // Every client module is emitted into `assets/`, so the path is relative to the importing chunk.
      build.onResolve({ filter: /^mermaid$/ }, () => ({ path: `./${folder}/mermaid.esm.min.js`, external: true }));
    },
  };
  return {
    files: kept ? [] : sources.map((s) => ({ file: s.file, content: rewritten(s) })),
    kept: kept ?? [],
    entry: sources[0].file,
    plugin,
  };
}

/** A mermaid module as served: its imports of `.mjs` files renamed `.js`, its source map comment dropped. */
function rewritten({ source }: KeptSource): string {
  return readFileSync(source, 'utf8')
    .replace(IMPORT, '$1$2.js$1')
    .replace(/\/\/# sourceMappingURL=\S+/g, '');
}
