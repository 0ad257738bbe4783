/**
 * The persistent cache of rendered Markdown bodies (HTML, headings and anchors, links, first paragraph, ...),
 * kept on disk between builds in the site's cache folder (cache-folder.ts).
 *
 * A source's cached body is used when (1) its input digest matches: the file's bytes and where it lives;
 * (2) the file was written under this build's scope: the same sitegen and config (fingerprint.ts); (3) every
 * question the render asked other pages gets the same answer (recorded-calls.ts). Anything else renders anew.
 *
 * Entries sit in 64 shard files chosen by the source's path, so an edit rewrites one small file and 50,000 docs
 * stay far below any single-string limit. A shard is one header line (format, scope, digest of the rest) then
 * the entries as JSON; a shard that fails to read, parse or match its digest is ignored with a warning and
 * rewritten. Shards are written only by `save`, after the build's output was committed, each to a temporary
 * file renamed into place: a failed or interrupted build leaves the cache as it was. Until then the records a
 * build makes wait on disk, not in memory (staged-records.ts).
 */
import { existsSync } from 'node:fs';
import path from 'node:path';
import { readCheckedJson, writeCheckedFile } from './checked-file.js';
import { ensureCacheFolder, type CacheStoreOptions } from './cache-folder.js';
import type { Logger } from '../logger.js';
import { recording, sameAnswers, type Dependencies, type RecordedCall } from './recorded-calls.js';
import { readStaged, removeStaged, stagedRecords, type StagedRecords } from './staged-records.js';

/** Bumped when the layout of a shard changes. */
const FORMAT = 1;
const SHARDS = 64;

/** One source's cached render. */
interface CacheRecord<T> {
  /** Digest of the source's own input. */
  input: string;
  calls: RecordedCall[];
  value: T;
}

interface Shard<T> {
  /** What the file held when first needed (null until then). */
  loaded: Map<string, CacheRecord<T>> | null;
  /** Sources this build looked up. */
  seen: Set<string>;
}

/** What one source's lookup needs: its key (site-relative path), its input digest, and what its render asks. */
export interface CacheSource<D extends Dependencies> {
  key: string;
  input: string;
  deps: D;
}

/** How many sources were served from the cache and how many rendered. */
export interface CacheStats {
  hits: number;
  misses: number;
}

/** A render's result, whether a cache may keep it, and the dependency calls it made (see recorded-calls.ts). */
export interface RenderedResult<T> {
  value: T;
  cacheable: boolean;
  calls: RecordedCall[];
}

/** A persistent cache of per-source results of type `T`. */
export interface BodyCache<T> {
  /**
   * The cached result of `source` if it still holds, else `render`'s result (stored when `render` says it is
   * cacheable). `render` gets the dependencies to call, recorded.
   */
  through<D extends Dependencies>(source: CacheSource<D>, render: (deps: D) => { value: T; cacheable: boolean }): T;
  /** Whether `find` would find `source`, neither counted nor marked as looked up. */
  holds<D extends Dependencies>(source: CacheSource<D>): boolean;
  /** `through`'s look-up alone: the cached result if it still holds (counted as a hit), else null (a miss). */
  find<D extends Dependencies>(source: CacheSource<D>): { value: T } | null;
  /** `through`'s store alone: keep a result rendered elsewhere (another thread) with the calls it recorded. */
  keep<D extends Dependencies>(source: CacheSource<D>, rendered: RenderedResult<T>): void;
  /** Write the shards changed since the last save. Never throws: a cache that cannot be written is a warning. */
  save(): void;
  /** Drop what this build made without writing it (a failed build): the shards stay as they were. */
  discard(): void;
  /**
   * Read every shard now, and every value they hold (some maybe no longer current): for a thread with time to spare
   * before its look-ups come, which then find their shards read. Neither counted nor marked as looked up.
   */
  readAll(): T[];
  /**
   * What another thread needs to open the same store (`openBodyCache` with these and its own logger): a thread that
   * works on it hands back its `changes()`, which this store `adopt`s and writes at its `save`.
   */
  readonly where: Omit<BodyCacheOptions, 'logger'>;
  /** The records this store rendered and the keys it looked up since it was opened (or last saved). */
  changes(): StoreChanges;
  /** Take another instance's changes as if this one had made them: its records to write, its keys as seen. */
  adopt(changes: StoreChanges): void;
  stats: CacheStats;
}

/** What one instance of a store did, for the instance that saves it (see `BodyCache.adopt`). */
export interface StoreChanges {
  /** Keys of the records rendered (kept). */
  kept: string[];
  /** The folders holding those records until a `save` writes them (staged-records.ts). */
  staged: string[];
  /** The shards those records belong to. */
  shards: number[];
  /** Keys looked up: their records stay in the shard even where no file of that name exists. */
  seen: string[];
  stats: CacheStats;
  /** Files it could not use (each message names the file, why, and that it will be rewritten). */
  warnings: string[];
}

/** Where a store lives and what its entries must have been written under. */
export type BodyCacheOptions = CacheStoreOptions & {
  name: string;
  /** How many files the entries are spread over (default 64): fewer for a cache of a few large entries. */
  shardCount?: number;
};

/** Open the cache `name` in `dir` (nothing is read until a source is looked up). */
export function openBodyCache<T>({
  root,
  dir,
  name,
  scope,
  logger,
  shardCount = SHARDS,
}: BodyCacheOptions): BodyCache<T> {
  const shards: Shard<T>[] = Array.from({ length: shardCount }, () => ({ loaded: null, seen: new Set() }));
  const made = madeRecords({ root, dir, name, shardCount });
  const stats: CacheStats = { hits: 0, misses: 0 };
  const file = (i: number) => path.join(dir, `${name}-${String(i).padStart(2, '0')}.json`);
  // Kept too for `changes`: a store read on another thread reports through the instance that saves it.
  const warned: string[] = [];
  const warn = (i: number, why: string) => {
    const message = `cache file ${path.relative(root, file(i))} is ignored (${why}); it will be rewritten`;
    warned.push(message);
    logger.warn(message);
  };
  const shardAt = (i: number) => {
    shards[i].loaded ??= readShard<T>(file(i), scope, (why) => warn(i, why));
    return shards[i];
  };
  const shardOf = (key: string) => shardAt(shardIndex(key, shardCount));
  const cache: BodyCache<T> = {
    stats,
    where: { root, dir, name, scope, shardCount },
    ...handOver({ shards, made, stats, warned, logger }),
    holds: (source) => holds(shardOf(source.key), source),
    readAll: () => shards.flatMap((_, i) => [...shardAt(i).loaded!.values()].map((record) => record.value)),
    find: (source) => findIn(shardOf(source.key), source, stats),
    keep(source, { value, cacheable, calls }) {
      if (cacheable) made.add(source.key, JSON.stringify({ input: source.input, calls, value }));
    },
    through(source, render) {
      const hit = cache.find(source);
      if (hit) return hit.value;
      const calls: RecordedCall[] = [];
      const { value, cacheable } = render(recording(source.deps, calls));
      cache.keep(source, { value, cacheable, calls });
      return value;
    },
    save() {
      try {
        const changed = made.shards();
        if (!changed.size) return;
        if (!made.staged.flush()) throw new Error(made.staged.failure ?? 'its records could not be staged');
        if (!ensureCacheFolder(root, dir)) return;
        const folders = made.folders();
        for (const i of changed)
          writeShard({ file: file(i), scope, root, shard: shards[i], fresh: readStaged(folders, i) });
      } catch (error) {
        logger.warn(`the build cache could not be written (${(error as Error).message}); the next build renders anew`);
      } finally {
        // Written (or not writable): a later `save` (dev saves more than once) writes only what was made since.
        made.clear();
      }
    },
    discard: () => made.clear(),
  };
  return cache;
}

/** The records an instance made and adopted since it was opened or last saved (staged on disk). */
interface MadeRecords {
  staged: StagedRecords;
  kept: Set<string>;
  /** Folders of other instances' records, adopted. */
  adopted: string[];
  adoptedShards: Set<number>;
  /** Stage a record (JSON text) this instance made. */
  add(key: string, text: string): void;
  /** The shards with records to write. */
  shards(): Set<number>;
  /** Every folder with records to write: adopted ones, then this instance's (whose records then win). */
  folders(): string[];
  /** Remove the staged records and start anew. */
  clear(): void;
}

function madeRecords({ shardCount, ...where }: { root: string; dir: string; name: string; shardCount: number }) {
  const made: MadeRecords = {
    staged: stagedRecords(where),
    kept: new Set(),
    adopted: [],
    adoptedShards: new Set(),
    add(key, text) {
      made.kept.add(key);
      made.staged.add(shardIndex(key, shardCount), key, text);
    },
    shards: () => new Set([...made.adoptedShards, ...made.staged.shards]),
    folders: () => [...made.adopted, made.staged.folder],
    clear() {
      removeStaged(made.folders());
      made.staged = stagedRecords(where);
      made.kept.clear();
      made.adopted = [];
      made.adoptedShards.clear();
    },
  };
  return made;
}

/** A store's `changes` and `adopt`: what one instance did, and another taking it over. */
function handOver<T>({
  shards,
  made,
  stats,
  warned,
  logger,
}: {
  shards: Shard<T>[];
  made: MadeRecords;
  stats: CacheStats;
  warned: string[];
  logger: Logger;
}): Pick<BodyCache<T>, 'changes' | 'adopt'> {
  return {
    changes: () => ({
      kept: [...made.kept],
      // Staged records the cache folder could not take are lost, as the `save` of this instance would lose them.
      staged: made.staged.flush() ? made.folders() : made.adopted,
      shards: [...made.shards()],
      seen: shards.flatMap((s) => [...s.seen]),
      stats: { ...stats },
      warnings: [...warned],
    }),
    adopt({ kept, staged, shards: theirShards, seen, stats: theirs, warnings }) {
      for (const message of warnings) logger.warn(message);
      // Only the shards' lists: their records are read at `save`, as the files are then.
      for (const key of seen) shards[shardIndex(key, shards.length)].seen.add(key);
      for (const key of kept) made.kept.add(key);
      made.adopted.push(...staged);
      for (const i of theirShards) made.adoptedShards.add(i);
      stats.hits += theirs.hits;
      stats.misses += theirs.misses;
    },
  };
}

/** A source's cached result in its shard, if it still holds; counts the hit or miss. */
function findIn<T, D extends Dependencies>(shard: Shard<T>, source: CacheSource<D>, stats: CacheStats) {
  shard.seen.add(source.key);
  if (holds(shard, source)) {
    stats.hits++;
    return { value: shard.loaded!.get(source.key)!.value };
  }
  stats.misses++;
  return null;
}

/** Whether a shard holds a result for `source` that still holds. */
function holds<T, D extends Dependencies>(shard: Shard<T>, source: CacheSource<D>): boolean {
  const cached = shard.loaded!.get(source.key);
  return Boolean(cached && cached.input === source.input && sameAnswers(source.deps, cached.calls));
}

/** The shard of a key: FNV-1a of its text. */
function shardIndex(key: string, count: number): number {
  let h = 0x811c9dc5;
  for (let i = 0; i < key.length; i++) h = Math.imul(h ^ key.charCodeAt(i), 0x01000193);
  return (h >>> 0) % count;
}

/** A shard's records; empty when it is missing, of another scope, or unreadable (then `warn` says why). */
function readShard<T>(file: string, scope: string, warn: (why: string) => void): Map<string, CacheRecord<T>> {
  const records = readCheckedJson<Record<string, CacheRecord<T>>>(file, { format: FORMAT, scope }, warn);
  return new Map(records ? Object.entries(records) : []);
}

/**
 * Write a shard: this build's records, plus the records of the file as it is now that this build did not
 * replace (sources of other locales, or not rendered this time) while their source still exists.
 */
function writeShard<T>({
  file,
  scope,
  root,
  shard,
  fresh,
}: {
  file: string;
  scope: string;
  root: string;
  shard: Shard<T>;
  /** This build's records, by key, as JSON text. */
  fresh: Map<string, string>;
}) {
  const parts: string[] = [];
  const current = readShard<T>(file, scope, () => {});
  for (const [key, record] of current) {
    if (fresh.has(key) || (!shard.seen.has(key) && !existsSync(path.join(root, key)))) continue;
    parts.push(`${JSON.stringify(key)}:${JSON.stringify(record)}`);
  }
  // In key order: the order sources rendered in (one thread or two, see content/shared-parse.ts) does not show.
  const sorted = [...fresh].sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0));
  for (const [key, text] of sorted) parts.push(`${JSON.stringify(key)}:${text}`);
  const body = `{${parts.join(',')}}`;
  writeCheckedFile(file, { format: FORMAT, scope }, body);
}
