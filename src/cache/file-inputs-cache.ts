/**
 * A persistent cache of results made from files, such as esbuild bundles: each result is kept with the files it
 * read (esbuild's metafile lists them) and a digest of each one's bytes. A result is reused when its key (what the
 * caller passes in: entry points, options) is the same, the build's scope (sitegen and config) is the same, and
 * every file it read still has the same bytes; an added file that a changed import would now read shows up as a
 * changed importer first.
 *
 * One file per result name (`<name>.json`: a header line with format, scope and the digest of the rest, then the
 * record), written by `save` after the build's output was committed, to a temporary file renamed into place. A
 * file that fails to read, parse or match its digest is ignored with a warning and rewritten.
 *
 * Another thread may open the same folder (the bundle thread, src/site/bundle-thread.ts): it hands what it made
 * and reused, and what it warned about, to the build's instance (`handOver`, `adopt`), which writes them with its
 * own after the commit.
 */
import { createHash } from 'node:crypto';
import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { readCheckedJson, writeCheckedFile } from './checked-file.js';
import { CACHE_FOLDER, ensureCacheFolder, type CacheStoreOptions } from './cache-folder.js';

const FORMAT = 1;

interface InputsRecord<T> {
  key: string;
  /** Absolute file -> digest of its bytes. */
  inputs: Record<string, string>;
  value: T;
}

/** A result and the files it was made from (absolute paths). */
export interface MadeFromFiles<T> {
  value: T;
  inputs: string[];
}

/** Results kept by name; see the file comment. */
export interface FileInputsCache {
  /** The kept result `name` if its key and input files are unchanged, else `make`'s (kept for the next build). */
  through<T>(name: string, key: string, make: () => Promise<MadeFromFiles<T>>): Promise<T>;
  /** `through` for a result made synchronously. */
  throughSync<T>(name: string, key: string, make: () => MadeFromFiles<T>): T;
  /** Write the results made since the last save. Never throws: a cache that cannot be written is a warning. */
  save(): void;
  /** The names this build reused. */
  reused: Set<string>;
  /**
   * Whether the kept result `name`, whatever its key, was made from files that are all unchanged: a build whose
   * results all hold makes none, and needs no thread to make them. The record read is used by `through`.
   */
  holds(name: string): boolean;
  /** What this instance made and reused since it last handed over, and its warnings; forgotten here. */
  handOver(): HandedOver;
  /** What another instance handed over: written by this one's `save`, its warnings given to this one's logger. */
  adopt(handed: HandedOver): void;
}

/** What one instance hands another (`FileInputsCache.handOver`): plain data, posted between threads. */
export interface HandedOver {
  /** Name -> the record as it is written. */
  records: [string, string][];
  reused: string[];
  warnings: string[];
}

/** Where a cache's files are, and the scope they are written under: what another thread opens the same cache by. */
export type FileInputsPlace = Omit<CacheStoreOptions, 'logger'>;

/** Open the cache in `dir` (files are read when a name is looked up). */
export function openFileInputsCache({ root, dir, scope, logger }: CacheStoreOptions): FileInputsCache {
  const fresh = new Map<string, string>();
  const reused = new Set<string>();
  const warned: string[] = [];
  const warn = (message: string) => {
    warned.push(message);
    logger.warn(message);
  };
  const file = (name: string) => resultFile(dir, name);
  const unchanged = unchangedRecords({ root, scope, file, warn });
  /** The kept record of `name` if it still holds. */
  const lookup = <T>(name: string, key: string): InputsRecord<T> | null => {
    const kept = unchanged<T>(name);
    const holds = kept?.key === key;
    if (holds) reused.add(name);
    return holds ? kept : null;
  };
  const keep = <T>(name: string, key: string, made: MadeFromFiles<T>): T => {
    const inputs = Object.fromEntries(made.inputs.map((f) => [f, fileDigest(f)]));
    fresh.set(name, JSON.stringify({ key, inputs, value: made.value }));
    return made.value;
  };
  return {
    reused,
    holds: (name) => unchanged(name) !== null,
    handOver() {
      const handed = { records: [...fresh], reused: [...reused], warnings: warned.splice(0) };
      fresh.clear();
      reused.clear();
      return handed;
    },
    adopt(handed) {
      for (const [name, record] of handed.records) fresh.set(name, record);
      for (const name of handed.reused) reused.add(name);
      for (const message of handed.warnings) logger.warn(message);
    },
    async through(name, key, make) {
      const kept = lookup<never>(name, key);
      return kept ? kept.value : keep(name, key, await make());
    },
    throughSync(name, key, make) {
      const kept = lookup<never>(name, key);
      return kept ? kept.value : keep(name, key, make());
    },
    save() {
      try {
        if (fresh.size === 0 || !ensureCacheFolder(root, dir)) return;
        for (const [name, body] of fresh) writeCheckedFile(file(name), { format: FORMAT, scope }, body);
        // Written: a later `save` (dev saves more than once) writes only what was made since.
        fresh.clear();
      } catch (error) {
        logger.warn(`the build cache could not be written (${(error as Error).message}); the next build bundles anew`);
      }
    },
  };
}

/**
 * The kept record of a name if the files it was made from are unchanged, whatever its key; read once per name and
 * remembered when it holds (`holds`, then `through`, read it once).
 */
function unchangedRecords({
  root,
  scope,
  file,
  warn,
}: {
  root: string;
  scope: string;
  file: (name: string) => string;
  warn: (message: string) => void;
}) {
  const checked = new Map<string, InputsRecord<unknown>>();
  return <T>(name: string): InputsRecord<T> | null => {
    const known = checked.get(name) as InputsRecord<T> | undefined;
    if (known) return known;
    const kept = readRecord<T>(file(name), scope, (why) =>
      warn(`cache file ${path.relative(root, file(name))} is ignored (${why}); it will be rewritten`),
    );
    const holds = kept && Object.entries(kept.inputs).every(([f, d]) => fileDigest(f) === d);
    if (holds) checked.set(name, kept);
    return holds ? kept : null;
  };
}

/** Where the result `name` is kept in the cache folder `dir`. */
function resultFile(dir: string, name: string): string {
  return path.join(dir, `${name}.json`);
}

/**
 * Whether the site `root` has a result named `name` kept, whatever its scope and files: a guess made before the
 * config is read (build.ts starts the bundle thread ahead when the client bundle is not kept).
 */
export function hasKeptResult(root: string, name: string): boolean {
  return existsSync(resultFile(path.join(root, CACHE_FOLDER), name));
}

function readRecord<T>(file: string, scope: string, warn: (why: string) => void): InputsRecord<T> | null {
  return readCheckedJson<InputsRecord<T>>(file, { format: FORMAT, scope }, warn);
}

/** The digest of a file's bytes; 'missing' when it cannot be read. */
export function fileDigest(file: string): string {
  try {
    return createHash('sha256').update(readFileSync(file)).digest('hex');
  } catch {
    return 'missing';
  }
}

/**
 * The files an esbuild metafile lists as inputs, absolute: `?suffix`es (sitegen's island references) dropped, and
 * plugin-made modules (`namespace:path`), whose contents follow from the key and scope, left out.
 */
export function metafileInputs(metafile: { inputs: Record<string, unknown> }, workingDir: string): string[] {
  return Object.keys(metafile.inputs)
    .filter((f) => !/^[\w-]+:/.test(f) || /^[A-Za-z]:[\\/]/.test(f))
    .map((f) => path.resolve(workingDir, f.replace(/\?.*$/, '')));
}
