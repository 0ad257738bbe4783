/**
 * Heads kept between `sitegen dev` runs, in the site's cache folder (`node_modules/.cache/sitegen/dev-heads.bin`).
 * After loading sitegen, reading every file's front matter is most of what stands before the first page. A head
 * follows from its file alone (text, path, kind, locale, time) under one sitegen and one config, the cache's
 * scope: an entry is used only when its file's digest and the scope both match. The file is rewritten after the
 * first page is served (or five seconds after start), when some head was read afresh.
 */
import { createHash } from 'node:crypto';
import { existsSync } from 'node:fs';
import { readFile, rename, writeFile } from 'node:fs/promises';
import path from 'node:path';
import v8 from 'node:v8';
import { cacheFolder, ensureCacheFolder } from '../cache/cache-folder.js';
import { cacheScope } from '../cache/fingerprint.js';
import type { ResolvedConfig } from '../config/schema.js';
import type { Head } from '../content/parse-entries.js';
import type { ContentFile } from '../types.js';

/** A head as stored: everything but the file it was read from (and its edit URL, computed on use). */
type StoredHead = Omit<Head, 'file' | 'editUrl'>;

/** The heads of the last run, and the ones read in this one. */
export interface HeadCache {
  /** The stored head of `file`, when its digest matches. */
  get(file: ContentFile): Head | undefined;
  /** Remember a head read afresh. */
  set(file: ContentFile, head: Head): void;
  /** Write the heads of `files` when any was read afresh; failures are ignored (the cache is an optimisation). */
  save(files: Iterable<ContentFile>): Promise<void>;
}

const FILE = 'dev-heads.bin';

/** Open the cache of `config`'s site; an unreadable or foreign file is an empty cache. */
export async function openHeadCache(config: ResolvedConfig): Promise<HeadCache> {
  const where = cacheFolder(config.root);
  const scope = cacheScope(config);
  const stored = 'dir' in where ? await readStored(path.join(where.dir, FILE), scope) : new Map();
  const fresh = new Map<string, StoredHead>();
  return {
    get(file) {
      const head = stored.get(digest(file));
      return head && { ...head, fm: structuredClone(head.fm), file };
    },
    set(file, head) {
      // Copied first: a deferred edit URL is a getter that is not enumerable, and must not run here.
      const { file: _file, editUrl: _editUrl, ...rest } = { ...head };
      fresh.set(digest(file), rest);
    },
    async save(files) {
      if (fresh.size === 0 || !('dir' in where)) return;
      const heads: [string, StoredHead][] = [];
      for (const file of files) {
        const key = digest(file);
        const head = fresh.get(key) ?? stored.get(key);
        if (head) heads.push([key, head]);
      }
      fresh.clear();
      await writeStored(config.root, where.dir, v8.serialize({ scope, heads })).catch(() => undefined);
    },
  };
}

async function readStored(file: string, scope: string): Promise<Map<string, StoredHead>> {
  try {
    const data = v8.deserialize(await readFile(file)) as { scope: string; heads: [string, StoredHead][] };
    return data.scope === scope ? new Map(data.heads) : new Map();
  } catch {
    return new Map();
  }
}

/** Written beside and renamed over: a dev server started meanwhile never reads half a file. */
async function writeStored(root: string, dir: string, bytes: Buffer): Promise<void> {
  // A site removed while the server ran (a test's fixture) gets no cache folder made again.
  if (!existsSync(root) || !ensureCacheFolder(root, dir)) return;
  const temp = path.join(dir, `${FILE}.${process.pid}`);
  await writeFile(temp, bytes);
  await rename(temp, path.join(dir, FILE));
}

/** What a head follows from: the file's text and everything the scanner says of it. */
const digest = (file: ContentFile) =>
  createHash('sha1')
    .update(JSON.stringify({ ...file, source: undefined }))
    .update('\0')
    .update(file.source)
    .digest('base64');
