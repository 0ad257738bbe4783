/**
 * The build cache's file format, one source for every cache file that holds JSON: a header line (format, scope,
 * and the digest of the rest), then the body. A file is written to a temporary file and renamed into place; one
 * that fails to read, parse or match its digest is ignored (the caller's `warn` says why) and rewritten later.
 */
import { createHash } from 'node:crypto';
import { readFileSync, renameSync, rmSync, writeFileSync } from 'node:fs';

/** What a cache file must have been written for: its format version and the build's scope (sitegen, config). */
export interface CheckedFileKind {
  format: number;
  scope: string;
}

/**
 * The JSON body of `file`; null when it is missing, of another format or scope (both silent: the cache simply
 * does not hold it), or unreadable, damaged or not JSON (then `warn` is told why).
 */
export function readCheckedJson<T>(file: string, kind: CheckedFileKind, warn: (why: string) => void): T | null {
  let bytes: Buffer;
  try {
    bytes = readFileSync(file);
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code !== 'ENOENT') warn((error as Error).message);
    return null;
  }
  try {
    const newline = bytes.indexOf(0x0a);
    const header = JSON.parse(bytes.toString('utf8', 0, newline)) as Partial<CheckedFileKind> & { digest?: string };
    if (header.format !== kind.format || header.scope !== kind.scope) return null;
    // The digest is of the body's UTF-8 bytes: checked on the bytes as read, before they are decoded (once).
    const body = bytes.subarray(newline + 1);
    if (newline < 0 || digest(body) !== header.digest) throw new Error('its contents do not match their digest');
    return JSON.parse(body.toString('utf8')) as T;
  } catch (error) {
    warn((error as Error).message);
    return null;
  }
}

/** Write `body` (JSON text) to `file` with its header, through a temporary file renamed into place. */
export function writeCheckedFile(file: string, kind: CheckedFileKind, body: string): void {
  const temp = `${file}.tmp-${process.pid}`;
  try {
    writeFileSync(temp, `${JSON.stringify({ format: kind.format, scope: kind.scope, digest: digest(body) })}\n${body}`);
    renameSync(temp, file);
  } finally {
    rmSync(temp, { force: true });
  }
}

function digest(data: string | Uint8Array): string {
  return createHash('sha256').update(data).digest('hex');
}
