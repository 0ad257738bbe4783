/**
 * Where the build cache lives: `node_modules/.cache/sitegen/` in the site folder, where Babel, webpack and
 * Docusaurus keep theirs. Every site repository already ignores `node_modules/` in git, removing node_modules
 * clears it, and file watchers skip it. The cache is written only when that folder resolves (symlinks followed)
 * to a place inside the site folder: a build never writes outside the site (a `node_modules` that is a symlink
 * elsewhere, as in some monorepos, gets no cache).
 */
import { existsSync, mkdirSync, realpathSync } from 'node:fs';
import path from 'node:path';
import type { Logger } from '../logger.js';

/** The cache folder of a site, relative to it. */
/**
 * What every store in the cache folder opens with: the site folder (no cache file is written outside it), the cache
 * folder, the scope its entries must have been written under (sitegen and config), and where an unreadable file is
 * reported.
 */
export interface CacheStoreOptions {
  root: string;
  dir: string;
  scope: string;
  logger: Logger;
}

export const CACHE_FOLDER = path.join('node_modules', '.cache', 'sitegen');

/** The cache folder of `root`, or a reason why the site gets none. Creates nothing. */
export function cacheFolder(root: string): { dir: string } | { refused: string } {
  const dir = path.join(root, CACHE_FOLDER);
  if (!insideSite(root, dir)) {
    return { refused: `${CACHE_FOLDER} leads outside the site folder (a symlink), so nothing is cached` };
  }
  return { dir };
}

/** Create the cache folder, checking again once it exists (a symlink may have appeared meanwhile). */
export function ensureCacheFolder(root: string, dir: string): boolean {
  mkdirSync(dir, { recursive: true });
  return insideSite(root, dir);
}

/** Whether `dir` (or, while it does not exist, its nearest existing parent) resolves inside `root`. */
function insideSite(root: string, dir: string): boolean {
  let existing = dir;
  while (!existsSync(existing) && path.dirname(existing) !== existing) existing = path.dirname(existing);
  const realRoot = realpathSync.native(root);
  const rel = path.relative(realRoot, realpathSync.native(existing));
  return rel === '' || (!rel.startsWith(`..${path.sep}`) && rel !== '..' && !path.isAbsolute(rel));
}
