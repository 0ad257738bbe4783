/**
 * The persistent cache of rendered pages. A page's HTML is a function of its render job (route, entry, paging
 * links, alternates...), its locale's bundle (site data, sidebars, asset names) and the running sitegen and config
 * (the cache's scope): a digest of those is the page's key, and a warm build renders only the pages whose key it
 * has no entry for. Whole-site values that would land in every page (the search index's digest) reach the pages
 * as placeholders filled in when a page is written, so an edit to one doc leaves the other pages' keys as they
 * were.
 *
 * Entries are files named by their key in `pages/`, each the page's HTML as it was written. A render thread that
 * wrote its page into the output folder stores the entry as a hard link to that file: creating a file is what costs
 * on many disks (a first build of wails.io's 1,841 pages spent 1.7 s storing copies of them), and a link shares the
 * bytes. Otherwise it writes a copy, to a temporary file renamed into place. What an entry is for (its page's
 * output file, the digest of its HTML, whether it is a link) is kept in the list of keys each locale used, written
 * after a committed build; entries no list names are removed then. An entry that fails to read or match its digest
 * is a miss and is rendered and stored again: with a warning when it was a copy, silently when it was a link, since
 * its bytes are the output page's, which a script run after the build may rewrite in place.
 */
import { createHash } from 'node:crypto';
import { linkSync, mkdirSync, readdirSync, readFileSync, renameSync, rmSync, statSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { CACHE_FOLDER, ensureCacheFolder, type CacheStoreOptions } from './cache-folder.js';
import { readCacheBytes } from './checked-file.js';
import { writeChunks } from '../write-chunks.js';
import { SHEET_LINK } from '../../templates/feature-sheets.js';
import { pageDigest } from './page-digest.js';

/** Bumped when the layout of an entry or of the lists of keys changes (it is part of every key). 4: pageDigest. */
const FORMAT = 4;

/** A cached page as read back: its HTML as UTF-8 bytes, never decoded (a warm build writes them as they are). */
export interface StoredPage {
  file: string;
  bytes: Buffer;
}

/**
 * What a page holds for a Docusaurus site's stylesheet pass (src/render/page-scan.ts, src/output/output-css.ts). An
 * entry's scan was made for the stylesheets its page was rendered with: their name is in the page's key.
 */
export interface PageScan {
  /** The names the page's markup gives that the stylesheets ask about, and prefixes. */
  names: string[];
  /** Each link to a site stylesheet: the byte offset of its hash in the file, and the stylesheet's name. */
  sheets: [at: number, name: string][];
  /** Scanned as a render thread wrote it, this build (its file's only other link can be its page cache entry). */
  fresh?: true;
}

/**
 * What the cache knows of an entry: its page's output file, the digest of its HTML, whether it is a link, and, in
 * a Docusaurus site's build, the page's scan for the stylesheet pass (src/render/page-scan.ts).
 */
export interface EntryRecord {
  file: string;
  digest: string;
  linked: boolean;
  scan?: PageScan;
}

/** An entry for a reader elsewhere (the page writing thread): its path and its record. */
export interface EntryRef extends EntryRecord {
  entry: string;
}

/** The page cache of one build. */
export interface PageCache {
  /** Where render threads store the pages they render (see `storePage`). */
  readonly dir: string;
  /** The digest of a locale's render bundle, the part of every key its pages share. */
  bundleDigest(locale: string, bundle: unknown): string;
  /**
   * The key of a render job of a locale whose bundle digest is `bundle`; recorded as used by this build. A job may
   * name a part many jobs share (an entry listed on many pages) by its `digestOf` instead of its contents.
   */
  keyOf(locale: string, bundle: string, job: unknown): string;
  /** The digest of a value as `keyOf` reads it (objects' keys sorted), to stand for it in jobs. */
  digestOf(value: unknown): string;
  /** The page stored under `key`, or null. */
  read(key: string): StoredPage | null;
  /**
   * The entry stored under `key` when the cache knows one, counted as a hit, or null (a miss); for a reader
   * elsewhere (the page writing thread), which reports an entry it cannot use through `unusable`.
   */
  entryOf(key: string): EntryRef | null;
  /** A render thread stored the page of `key` (see `storePage`): listed with this build's keys by `save`. */
  stored(key: string, record: EntryRecord): void;
  /** An entry `entryOf` named turned out missing or corrupt (`why`, null when missing): a miss after all. */
  unusable(key: string, why: string | null): void;
  /** After the output was committed: record the keys this build used, remove entries no locale uses. */
  save(): void;
  stats: { hits: number; misses: number };
}

/**
 * Whether the site's page cache holds pages of an earlier build: then most pages will come from it, and a build
 * need not start its render threads before it knows how many pages are left to render.
 */
export function hasCachedPages(root: string): boolean {
  try {
    return readdirSync(path.join(root, CACHE_FOLDER, 'pages')).some((name) => name.endsWith('.keys'));
  } catch {
    return false;
  }
}

/** Open the page cache in `<dir>/pages`, or null when the cache folder cannot be made inside the site. */
export function openPageCache({ root, dir: cacheDir, scope, logger }: CacheStoreOptions): PageCache | null {
  const dir = path.join(cacheDir, 'pages');
  if (!ensureCacheFolder(root, cacheDir)) return null;
  mkdirSync(dir, { recursive: true });
  const used = new Map<string, Set<string>>();
  const stats = { hits: 0, misses: 0 };
  const warn = (key: string, why: string) =>
    logger.warn(`cache file ${path.relative(root, path.join(dir, key))} is ignored (${why}); it will be rewritten`);
  // The entries earlier builds listed (read once, when first asked), and those this build stored.
  let known: Map<string, EntryRecord> | null = null;
  const made = new Map<string, EntryRecord>();
  const recordOf = (key: string) => made.get(key) ?? (known ??= readLists(dir).records).get(key);
  return {
    dir,
    stats,
    bundleDigest: (locale, bundle) => digest(`${FORMAT}\0${scope}\0${locale}\0${JSON.stringify(sortedKeys(bundle))}`),
    keyOf(locale, bundle, job) {
      // The job as JSON with its objects' keys sorted: an entry read from the body cache lists its fields in another
      // order than a fresh one. (V8's serializer is no help: it writes a string as its internal representation.)
      const key = digest(`${bundle}\0${JSON.stringify(sortedKeys(job))}`);
      if (!used.has(locale)) used.set(locale, new Set());
      used.get(locale)!.add(key);
      return key;
    },
    digestOf: (value) => digest(JSON.stringify(sortedKeys(value))),
    read(key) {
      const record = recordOf(key);
      const page = record ? readEntry(path.join(dir, key), record, (why) => warn(key, why)) : null;
      stats[page ? 'hits' : 'misses']++;
      return page;
    },
    entryOf(key) {
      const record = recordOf(key);
      stats[record ? 'hits' : 'misses']++;
      return record ? { entry: path.join(dir, key), ...record } : null;
    },
    unusable(key, why) {
      if (why !== null) warn(key, why);
      stats.hits--;
      stats.misses++;
    },
    stored(key, record) {
      made.set(key, record);
    },
    save() {
      try {
        saveLists(dir, used, recordOf);
      } catch (error) {
        logger.warn(`the page cache could not be written (${(error as Error).message}); the next build renders anew`);
      }
    },
  };
}

/**
 * Store a rendered page under `key`, from its UTF-8 bytes: as a link to `output`, the page's file just written
 * with the same bytes, when there is one and the cache's folder is on its disk, else as a copy. Render threads call
 * this; it never throws: a page it could not store (null) is a miss next time.
 */
export function storePage(
  dir: string,
  key: string,
  page: StoredPage & { scan?: PageScan },
  output?: string,
): EntryRecord | null {
  const file = path.join(dir, key);
  const temp = `${file}.tmp-${process.pid}-${Math.random().toString(36).slice(2)}`;
  try {
    const record: EntryRecord = {
      file: page.file,
      digest: pageDigest(page.bytes, createHash, SHEET_LINK),
      linked: output !== undefined && linked(output, temp),
      ...(page.scan && { scan: { names: page.scan.names, sheets: page.scan.sheets } }),
    };
    if (!record.linked) writeChunks(temp, [page.bytes]);
    renameSync(temp, file);
    return record;
  } catch {
    rmSync(temp, { force: true });
    return null;
  }
}

/** Whether `to` could be made a hard link to `from` (not across disks, nor where links are refused). */
function linked(from: string, to: string): boolean {
  try {
    linkSync(from, to);
    return true;
  } catch {
    return false;
  }
}

/**
 * An entry's HTML bytes, checked against its record. The HTML stays bytes: decoding ~50 KB a page into a string,
 * only to encode it again to write it, was most of what a warm build spent on a cached page.
 */
function readEntry(file: string, record: EntryRecord, warn: (why: string) => void): StoredPage | null {
  const bytes = readCacheBytes(file, warn);
  if (!bytes) return null;
  if (pageDigest(bytes, createHash, SHEET_LINK) === record.digest) return { file: record.file, bytes };
  if (!record.linked) warn('its contents do not match their digest');
  return null;
}

/** The lists of keys in `dir`: every entry they name, with its record, and the files that are not such lists. */
function readLists(dir: string): { records: Map<string, EntryRecord>; stale: string[] } {
  const records = new Map<string, EntryRecord>();
  const stale: string[] = [];
  let names: string[] = [];
  try {
    names = readdirSync(dir).filter((name) => name.endsWith(LIST));
  } catch {
    // No folder: no entries.
  }
  for (const name of names) {
    const list = readList(path.join(dir, name));
    if (!list) stale.push(name);
    else
      for (const [key, [file, digest, linked, scan]] of Object.entries(list))
        records.set(key, { file, digest, linked: linked === 1, ...(scan && { scan }) });
  }
  return { records, stale };
}

/** A list of keys as `saveLists` writes it: key -> [file, digest, 1 when linked, scan?]; null when of another format. */
type KeyList = Record<string, [file: string, digest: string, linked: 0 | 1, scan?: PageScan]>;

function readList(file: string): KeyList | null {
  try {
    const list = JSON.parse(readFileSync(file, 'utf8')) as { format?: number; pages?: KeyList };
    return list.format === FORMAT && list.pages && typeof list.pages === 'object' ? list.pages : null;
  } catch {
    return null;
  }
}

/** The suffix of a locale's list of keys (its name is the locale's). */
const LIST = '.keys';

/**
 * Write `<locale>.keys` for each locale this build rendered, listing each key it used that has an entry, with its
 * record (`recordOf`); then remove every entry (and leftover temporary file) that no locale's list names, and lists
 * of another format: pages of the locales not built this time stay for their next build.
 */
function saveLists(
  dir: string,
  used: Map<string, Set<string>>,
  recordOf: (key: string) => EntryRecord | undefined,
): void {
  for (const [locale, keys] of used) {
    const pages: KeyList = {};
    for (const key of keys) {
      const record = recordOf(key);
      if (record)
        pages[key] = record.scan
          ? [record.file, record.digest, record.linked ? 1 : 0, record.scan]
          : [record.file, record.digest, record.linked ? 1 : 0];
    }
    const temp = path.join(dir, `${locale}${LIST}.tmp-${process.pid}`);
    writeFileSync(temp, JSON.stringify({ format: FORMAT, pages }));
    renameSync(temp, path.join(dir, `${locale}${LIST}`));
  }
  const { records, stale } = readLists(dir);
  for (const name of stale) rmSync(path.join(dir, name), { force: true });
  for (const name of readdirSync(dir)) {
    if (name.endsWith(LIST) || records.has(name)) continue;
    // A temporary file of a render thread of a build still running elsewhere is young: leave those.
    if (name.includes('.tmp-') && Date.now() - statMs(path.join(dir, name)) < 60_000) continue;
    rmSync(path.join(dir, name), { force: true });
  }
}

function statMs(file: string): number {
  try {
    return statSync(file).mtimeMs;
  } catch {
    return 0;
  }
}

/**
 * `value` ready for JSON: every plain object's keys in sorted order, Maps and Sets as tagged lists of their
 * contents (in their order, which means something, as an array's does).
 */
function sortedKeys(value: unknown): unknown {
  if (value === null || typeof value !== 'object') return value;
  if (Array.isArray(value)) return value.map(sortedKeys);
  if (value instanceof Map) return { '\0map': [...value].map(([k, v]) => [sortedKeys(k), sortedKeys(v)]) };
  if (value instanceof Set) return { '\0set': [...value].map(sortedKeys) };
  if (Object.getPrototypeOf(value) !== Object.prototype) return value;
  const out: Record<string, unknown> = {};
  for (const key of Object.keys(value).sort()) out[key] = sortedKeys((value as Record<string, unknown>)[key]);
  return out;
}

function digest(data: string | Uint8Array): string {
  return createHash('sha256').update(data).digest('hex');
}
