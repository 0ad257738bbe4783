/**
 * Highlighted code blocks kept between builds (`highlights.json` in the cache folder), by grammar and code: the
 * HTML highlight.js gives is a function of those and of highlight.js itself, which the cache's scope covers. A
 * warm build renders only the docs that changed; their code blocks mostly did not, and highlighting them again
 * (compiling each grammar first) was most of rendering such a doc.
 *
 * The file is read only when a code block is first highlighted (a build that renders no doc never reads it), and
 * written after a committed build only when it gained blocks: this build's and the file's, until it holds more
 * than `LIMIT`, when it starts again from this build's. A header line (format, scope, digest of the rest) guards it
 * like the other cache files: one that fails to read, parse or match is ignored with a warning and rewritten.
 */
import path from 'node:path';
import { readCheckedJson, writeCheckedFile } from './checked-file.js';
import { ensureCacheFolder, type CacheStoreOptions } from './cache-folder.js';

const FORMAT = 1;
const LIMIT = 50_000;

/** The kept highlights of one build (what `keepHighlights` of src/markdown/highlight.ts takes), and how to save them. */
export interface HighlightCache {
  memo: { get(key: string): string | undefined; set(key: string, html: string): void };
  save(): void;
}

/** Open `highlights.json` in `dir` (read on the first look-up). */
export function openHighlightCache({ root, dir, scope, logger }: CacheStoreOptions): HighlightCache {
  const file = path.join(dir, 'highlights.json');
  let loaded: Map<string, string> | null = null;
  const fresh = new Map<string, string>();
  const kept = () =>
    (loaded ??= readKept(file, scope, (why) =>
      logger.warn(`cache file ${path.relative(root, file)} is ignored (${why}); it will be rewritten`),
    ));
  return {
    memo: {
      get: (key) => fresh.get(key) ?? kept().get(key),
      set: (key, html) => void fresh.set(key, html),
    },
    save() {
      if (!fresh.size) return;
      try {
        if (!ensureCacheFolder(root, dir)) return;
        const all = kept().size + fresh.size > LIMIT ? fresh : new Map([...kept(), ...fresh]);
        const body = JSON.stringify(Object.fromEntries(all));
        writeCheckedFile(file, { format: FORMAT, scope }, body);
      } catch (error) {
        logger.warn(`the build cache could not be written (${(error as Error).message}); the next build renders anew`);
      }
    },
  };
}

function readKept(file: string, scope: string, warn: (why: string) => void): Map<string, string> {
  const kept = readCheckedJson<Record<string, string>>(file, { format: FORMAT, scope }, warn);
  return new Map(kept ? Object.entries(kept) : []);
}
