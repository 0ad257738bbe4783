/** Where sitegen's own client and templates live (the package, not the site): every stage that bundles them needs it. */
import { existsSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

/** The package folder: the first one up from this module with a package.json and sitegen's client/ folder. */
export const PACKAGE_ROOT = findPackageRoot();

function findPackageRoot(): string {
  let dir = path.dirname(fileURLToPath(import.meta.url));
  while (!existsSync(path.join(dir, 'package.json')) || !existsSync(path.join(dir, 'client'))) {
    const parent = path.dirname(dir);
    if (parent === dir) throw new Error('sitegen: cannot find its package folder');
    dir = parent;
  }
  return dir;
}
