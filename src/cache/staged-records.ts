/**
 * The records a build made for a store (body-cache.ts), waiting on disk for the `save` that writes them into the
 * store's shards. Kept in memory instead, they were a copy of every body and search analysis a cold build made:
 * 10,000 docs, 1.7 GB at the peak against 1.2 GB without the cache.
 *
 * Each instance of a store (one per thread that renders into it) writes to a folder of its own,
 * `staged/<pid>-<thread>-<n>-<name>/`, a file per shard with a record a line (`"key":{...}`: JSON text holds no raw
 * newline), appended in batches. The folders are not the cache: nothing reads them but the `save` of the instance
 * that made or adopted them, which removes them after. A build that fails removes them unsaved (`discard`), and a
 * process that died before either leaves folders the next one removes (their pid is gone).
 */
import { appendFileSync, mkdirSync, readdirSync, readFileSync, rmSync } from 'node:fs';
import path from 'node:path';
import { threadId } from 'node:worker_threads';
import { ensureCacheFolder } from './cache-folder.js';
import { isAlive } from '../process-alive.js';

/** Records of a shard are written once this many characters wait. */
const BATCH = 1 << 18;

/** Instances opened by this thread so far, to name their folders. */
let opened = 0;

/** One instance's staged records (see the file comment). */
export interface StagedRecords {
  /** Where they are written: `folder` is handed to the instance that will save them. */
  readonly folder: string;
  /** Stage a record of shard `shard`. */
  add(shard: number, key: string, text: string): void;
  /**
   * Write what waits in memory, for a reader now. False when records could not be staged (the cache folder lies
   * outside the site, or a write failed: `failure` says why); they are then dropped, and the next build renders anew.
   */
  flush(): boolean;
  /** Why records could not be staged, once one could not. */
  readonly failure: string | null;
  /** The shards this instance staged records for since it was opened. */
  readonly shards: ReadonlySet<number>;
}

/** Stage the records of store `name` in `dir` (nothing is written until a batch fills or `flush`). */
export function stagedRecords({ root, dir, name }: { root: string; dir: string; name: string }): StagedRecords {
  const folder = path.join(dir, 'staged', `${process.pid}-${threadId}-${opened++}-${name}`);
  const waiting = new Map<number, { lines: string[]; size: number }>();
  const shards = new Set<number>();
  let usable: boolean | undefined;
  let failure: string | null = null;
  const write = (shard: number) => {
    const batch = waiting.get(shard);
    if (!batch?.lines.length) return;
    waiting.delete(shard);
    try {
      usable ??= prepare(root, dir, folder);
      if (usable) appendFileSync(shardFile(folder, shard), batch.lines.join(''));
      else failure ??= `${path.relative(root, dir)} leads outside the site folder`;
    } catch (error) {
      // A cache that cannot be written never stops a build: what it would have kept is rendered again next time.
      usable = false;
      failure ??= (error as Error).message;
    }
  };
  return {
    folder,
    shards,
    get failure() {
      return failure;
    },
    add(shard, key, text) {
      shards.add(shard);
      let batch = waiting.get(shard);
      if (!batch) waiting.set(shard, (batch = { lines: [], size: 0 }));
      const line = `${JSON.stringify(key)}:${text}\n`;
      batch.lines.push(line);
      batch.size += line.length;
      if (batch.size >= BATCH) write(shard);
    },
    flush() {
      for (const shard of [...waiting.keys()]) write(shard);
      return failure === null;
    },
  };
}

/**
 * The records staged for `shard` in `folders` (by key, as JSON text): later lines and later folders win, as a
 * record kept again replaces the one before.
 */
export function readStaged(folders: Iterable<string>, shard: number): Map<string, string> {
  const records = new Map<string, string>();
  for (const folder of folders) {
    let text: string;
    try {
      text = readFileSync(shardFile(folder, shard), 'utf8');
    } catch {
      continue;
    }
    for (const line of text.split('\n')) {
      if (!line) continue;
      // The key is a JSON string; its closing quote is the first one not escaped.
      const end = keyEnd(line);
      records.set(JSON.parse(line.slice(0, end)) as string, line.slice(end + 1));
    }
  }
  return records;
}

/** Remove staged folders (saved, or of a build that failed). */
export function removeStaged(folders: Iterable<string>): void {
  for (const folder of folders) {
    try {
      rmSync(folder, { recursive: true, force: true });
    } catch {
      // Left for a later build to remove: nothing reads a staged folder but the save that made it.
    }
  }
}

function shardFile(folder: string, shard: number): string {
  return path.join(folder, `${String(shard).padStart(2, '0')}.lines`);
}

/** Make the instance's folder, once the cache folder is known to lie in the site; clear dead processes' folders. */
function prepare(root: string, dir: string, folder: string): boolean {
  if (!ensureCacheFolder(root, dir)) return false;
  removeOrphans(path.dirname(folder));
  mkdirSync(folder, { recursive: true });
  return true;
}

/** Folders left by processes that died before saving or discarding them. */
function removeOrphans(staged: string): void {
  let names: string[];
  try {
    names = readdirSync(staged);
  } catch {
    return;
  }
  for (const name of names) {
    const pid = Number(name.split('-')[0]);
    if (Number.isInteger(pid) && pid > 0 && !isAlive(pid)) {
      rmSync(path.join(staged, name), { recursive: true, force: true });
    }
  }
}

/** Where the JSON string a line starts with ends (the index of its closing quote). */
function keyEnd(line: string): number {
  let i = 1;
  while (line[i] !== '"') i += line[i] === '\\' ? 2 : 1;
  return i + 1;
}
