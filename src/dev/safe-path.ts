/**
 * Request paths the dev server will look up, and files it will send: never `..` (written or percent-encoded),
 * encoded slashes or NUL, dotfiles, or a file whose real path (after symlinks) is outside the folder served.
 */
import { realpathSync } from 'node:fs';
import path from 'node:path';

/** A checked path (decoded, `/`-separated), or the status to answer with. */
export type PathCheck = { ok: true; path: string } | { ok: false; status: 400 | 403 | 404 };

/** Decode and check a raw request path (without the query). */
export function checkRequestPath(raw: string): PathCheck {
  if (!raw.startsWith('/')) return { ok: false, status: 400 };
  const segments: string[] = [];
  for (const part of raw.split('/')) {
    let segment: string;
    try {
      segment = decodeURIComponent(part);
    } catch {
      return { ok: false, status: 400 };
    }
    // `%2F`, `%5C` and `%00` would let one segment act as several, or end a path early.
    if (/[/\\\0]/.test(segment) || segment === '..' || segment === '.') return { ok: false, status: 403 };
    if (segment.startsWith('.')) return { ok: false, status: 404 };
    segments.push(segment);
  }
  return { ok: true, path: segments.join('/') };
}

/** Whether `file` exists and really lies inside `dir` (symlinks resolved); false when it does not exist. */
export function isInside(dir: string, file: string): 'inside' | 'outside' | 'missing' {
  let real: string;
  try {
    real = realpathSync(file);
  } catch {
    return 'missing';
  }
  const realDir = realpathSync(dir);
  return real === realDir || real.startsWith(realDir + path.sep) ? 'inside' : 'outside';
}

/** Host names a loopback-bound server answers to: a rebinding attack's own name is refused. */
export function isLoopbackHost(hostHeader: string | undefined): boolean {
  if (!hostHeader) return false;
  const name = hostHeader
    .replace(/:\d+$/, '')
    .replace(/^\[|\]$/g, '')
    .toLowerCase();
  return name === 'localhost' || name.endsWith('.localhost') || name === '::1' || /^127(\.\d{1,3}){3}$/.test(name);
}
