/**
 * The shared React file (islands.ts) kept beside sitegen's compiled code (`.sitegen/dist/react-<min|dev>.json`),
 * with a digest of each file esbuild read to make it: it depends on sitegen's own React alone, never on the site,
 * so every build can reuse it, `--no-cache` ones included (the build cache is the site's; this is sitegen's, like
 * the code cache). A cold build then neither bundles React with esbuild nor loads react-dom to list its exports
 * (~60-80 ms of CPU). An entry whose files changed (React updated or patched) is made again; a compile of sitegen
 * empties the folder. Run from TypeScript sources (tests) nothing is kept.
 */
import { createHash } from 'node:crypto';
import { readFileSync, renameSync, rmSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { threadId } from 'node:worker_threads';

/** The React file and its export lists (islands.ts's ReactChunk). */
export interface StoredReactChunk {
  name: string;
  content: string;
  reactNames: string[];
  domNames: string[];
}

interface Entry {
  chunk: StoredReactChunk;
  /** Absolute path -> sha256 of each file the chunk was made from. */
  inputs: Record<string, string>;
}

/** Where the chunk of this minify setting is kept, or null (run from sources). */
function storeFile(minify: boolean): string | null {
  if (import.meta.url.endsWith('.ts')) return null;
  return path.join(path.dirname(fileURLToPath(import.meta.url)), `react-${minify ? 'min' : 'dev'}.json`);
}

const digest = (file: string) => createHash('sha256').update(readFileSync(file)).digest('hex');

/** The kept chunk, when every file it was made from has the same bytes; else null. */
export function keptReactChunk(minify: boolean): StoredReactChunk | null {
  const file = storeFile(minify);
  if (!file) return null;
  try {
    const entry = JSON.parse(readFileSync(file, 'utf8')) as Entry;
    const same = Object.entries(entry.inputs).every(([input, hash]) => digest(input) === hash);
    return same && Object.keys(entry.inputs).length > 0 ? entry.chunk : null;
  } catch {
    return null;
  }
}

/** Keep `chunk`, made from `inputs` (absolute paths). Never throws: a read-only installation keeps nothing. */
export function keepReactChunk(minify: boolean, chunk: StoredReactChunk, inputs: string[]): void {
  const file = storeFile(minify);
  if (!file) return;
  const temp = `${file}.tmp-${process.pid}-${threadId}`;
  try {
    const entry: Entry = { chunk, inputs: Object.fromEntries(inputs.map((input) => [input, digest(input)])) };
    writeFileSync(temp, JSON.stringify(entry));
    renameSync(temp, file);
  } catch {
    rmSync(temp, { force: true });
  }
}
