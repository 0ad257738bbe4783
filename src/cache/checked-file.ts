/**
 * The build cache's file format, one source for every cache file that holds JSON: a header line (format, scope,
 * and the digest of the rest), then the body. A file is written to a temporary file and renamed into place; one
 * that fails to read, parse or match its digest is ignored (the caller's `warn` says why) and rewritten later.
 */
import { createHash } from 'node:crypto';
import { readFileSync, renameSync, rmSync } from 'node:fs';
import { writeChunks } from '../write-chunks.js';

/** What a cache file must have been written for: its format version and the build's scope (sitegen, config). */
export interface CheckedFileKind {
  format: number;
  scope: string;
}

/** A cache file read whole: its header line, parsed, and the bytes after it, which match the header's digest. */
export interface DigestedFile {
  header: Record<string, unknown>;
  body: Buffer;
}

/** A cache file's bytes; null when it is missing (silent) or unreadable (then `warn` is told why). */
export function readCacheBytes(file: string, warn: (why: string) => void): Buffer | null {
  try {
    return readFileSync(file);
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code !== 'ENOENT') warn((error as Error).message);
    return null;
  }
}

/**
 * `file` as a header line and the body it vouches for; null when it is missing (silent), or unreadable, without a
 * header or not matching its digest (then `warn` is told why).
 */
export function readDigestedFile(file: string, warn: (why: string) => void): DigestedFile | null {
  const bytes = readCacheBytes(file, warn);
  if (!bytes) return null;
  try {
    const newline = bytes.indexOf(0x0a);
    if (newline < 0) throw new Error('it has no header');
    const header = JSON.parse(bytes.toString('utf8', 0, newline)) as Record<string, unknown>;
    // The digest is of the body's UTF-8 bytes: checked on the bytes as read, before anything decodes them.
    const body = bytes.subarray(newline + 1);
    if (digest(body) !== header.digest) throw new Error('its contents do not match their digest');
    return { header, body };
  } catch (error) {
    warn((error as Error).message);
    return null;
  }
}

/**
 * The JSON body of `file`; null when it is missing, of another format or scope (both silent: the cache simply
 * does not hold it), or unreadable, damaged or not JSON (then `warn` is told why).
 */
export function readCheckedJson<T>(file: string, kind: CheckedFileKind, warn: (why: string) => void): T | null {
  const read = readDigestedFile(file, warn);
  if (!read || read.header.format !== kind.format || read.header.scope !== kind.scope) return null;
  try {
    return JSON.parse(read.body.toString('utf8')) as T;
  } catch (error) {
    warn((error as Error).message);
    return null;
  }
}

/** Write `body` (JSON text) to `file` with its header, through a temporary file renamed into place. */
export function writeCheckedFile(file: string, kind: CheckedFileKind, body: string): void {
  const temp = `${file}.tmp-${process.pid}`;
  try {
    // Encoded once, then hashed and written: hashing the string would encode it a second time (a first build's
    // shards of content/ are ~30 MB, ~30 ms of the build's thread).
    const bytes = Buffer.from(body);
    const header = JSON.stringify({ format: kind.format, scope: kind.scope, digest: digest(bytes) });
    writeChunks(temp, [Buffer.from(`${header}\n`), bytes]);
    renameSync(temp, file);
  } finally {
    rmSync(temp, { force: true });
  }
}

function digest(data: string | Uint8Array): string {
  return createHash('sha256').update(data).digest('hex');
}
