/**
 * The persistent cache of rendered pages. A page's HTML is a function of its render job (route, entry, paging
 * links, alternates...), its locale's bundle (site data, sidebars, asset names) and the running sitegen and config
 * (the cache's scope): a digest of those is the page's key, and a warm build renders only the pages whose key it
 * has no entry for. Whole-site values that would land in every page (the search index's digest) reach the pages
 * as placeholders filled in when a page is written, so an edit to one doc leaves the other pages' keys as they
 * were.
 *
 * Entries are files named by their key in `pages/`; each holds a header line (format, output file, digest of the
 * HTML) then the HTML. Render threads write them as they render, each to a temporary file renamed into place: a
 * key names its content, so an entry written by a build that then failed is still right. An entry that fails to
 * read or match its digest is a miss (with a warning) and is rendered and written again. After a committed build,
 * `save` writes the list of keys each built locale used and removes entries no locale's list names.
 */
import { createHash } from 'node:crypto';
import { mkdirSync, readdirSync, readFileSync, renameSync, rmSync, statSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { CACHE_FOLDER, ensureCacheFolder, type CacheStoreOptions } from './cache-folder.js';
import { readDigestedFile } from './checked-file.js';
import { writeChunks } from '../write-chunks.js';

/** Bumped when the layout of an entry changes (the page writing thread reads entries too: write-aside.ts). */
export const PAGE_FORMAT = 1;
const FORMAT = PAGE_FORMAT;

/** A cached page as read back: its HTML as UTF-8 bytes, never decoded (a warm build writes them as they are). */
export interface StoredPage {
  file: string;
  bytes: Buffer;
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
   * The file of the entry stored under `key` when there is one, counted as a hit, or null (a miss); for a reader
   * elsewhere (the page writing thread), which reports an entry it cannot use through `unusable`.
   */
  entryFile(key: string): string | null;
  /** An entry `entryFile` named turned out missing or corrupt (`why`, null when missing): a miss after all. */
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
  let names: Set<string> | null = null;
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
      const page = readPage(path.join(dir, key), (why) => warn(key, why));
      stats[page ? 'hits' : 'misses']++;
      return page;
    },
    entryFile(key) {
      // One listing of the folder instead of a look-up per page.
      names ??= new Set(readdirSync(dir));
      const found = names.has(key);
      stats[found ? 'hits' : 'misses']++;
      return found ? path.join(dir, key) : null;
    },
    unusable(key, why) {
      if (why !== null) warn(key, why);
      stats.hits--;
      stats.misses++;
    },
    save() {
      try {
        saveManifests(dir, used);
      } catch (error) {
        logger.warn(`the page cache could not be written (${(error as Error).message}); the next build renders anew`);
      }
    },
  };
}

/**
 * Store a rendered page under `key`, from its UTF-8 bytes (render threads call this; never throws: a cache that
 * fails is a miss).
 */
export function storePage(dir: string, key: string, page: StoredPage): void {
  const file = path.join(dir, key);
  const temp = `${file}.tmp-${process.pid}-${Math.random().toString(36).slice(2)}`;
  try {
    const header = JSON.stringify({ format: FORMAT, file: page.file, digest: digest(page.bytes) });
    writeChunks(temp, [Buffer.from(`${header}\n`), page.bytes]);
    renameSync(temp, file);
  } catch {
    rmSync(temp, { force: true });
  }
}

/**
 * An entry's header and HTML bytes. The HTML stays bytes: decoding ~50 KB a page into a string, only to encode it
 * again to write it, was most of what a warm build spent on a cached page. (The digest is of the same UTF-8 bytes
 * `storePage` hashed.)
 */
function readPage(file: string, warn: (why: string) => void): StoredPage | null {
  const read = readDigestedFile(file, warn);
  if (!read) return null;
  if (read.header.format !== FORMAT || typeof read.header.file !== 'string') {
    warn('its contents do not match their digest');
    return null;
  }
  return { file: read.header.file, bytes: read.body };
}

/**
 * Write `<locale>.keys` for each locale this build rendered, then remove every entry (and leftover temporary
 * file) that no locale's list names: pages of the locales not built this time stay for their next build.
 */
function saveManifests(dir: string, used: Map<string, Set<string>>): void {
  for (const [locale, keys] of used) {
    const temp = path.join(dir, `${locale}.keys.tmp-${process.pid}`);
    writeFileSync(temp, [...keys].join('\n'));
    renameSync(temp, path.join(dir, `${locale}.keys`));
  }
  const names = readdirSync(dir);
  const keep = new Set<string>();
  for (const name of names) {
    if (!name.endsWith('.keys')) continue;
    for (const key of readFileSync(path.join(dir, name), 'utf8').split('\n')) keep.add(key);
  }
  for (const name of names) {
    if (name.endsWith('.keys') || keep.has(name)) continue;
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
