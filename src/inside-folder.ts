/** Whether a file lies inside a folder, as the real file system has it (symlinks resolved). */
import path from 'node:path';
import { realpathSync } from 'node:fs';

/**
 * Whether `file` really lies inside `dir`, symlinks resolved on both sides (compared as resolved paths, never as
 * string prefixes: `/x/site` does not contain `/x/sitesecret`). A missing file is judged by its written path.
 */
export function isInsideFolder(dir: string, file: string): boolean {
  return isInsideReal(realOr(path.resolve(dir)), realOr(path.resolve(file)));
}

/** Whether the resolved path `realFile` lies inside the resolved folder `realDir`. */
export function isInsideReal(realDir: string, realFile: string): boolean {
  const rel = path.relative(realDir, realFile);
  return rel === '' || (!rel.startsWith(`..${path.sep}`) && rel !== '..' && !path.isAbsolute(rel));
}

export function realOr(p: string): string {
  try {
    return realpathSync.native(p);
  } catch {
    return p;
  }
}
