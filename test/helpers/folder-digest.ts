/** sha256 of every file below a folder, for tests that compare whole outputs byte for byte. */
import { createHash } from 'node:crypto';
import { readFileSync } from 'node:fs';
import path from 'node:path';
import fg from 'fast-glob';

/** sha256 of every file below `dir` (dotfiles too), by relative path, in path order. */
export function folderDigest(dir: string): Record<string, string> {
  const files = fg.sync('**/*', { cwd: dir, dot: true }).sort();
  const sha = (file: string) =>
    createHash('sha256')
      .update(readFileSync(path.join(dir, file)))
      .digest('hex');
  return Object.fromEntries(files.map((file) => [file, sha(file)]));
}
