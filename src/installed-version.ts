/**
 * The version of a package as installed where `require` looks, read from its package.json found on Node's lookup
 * paths: resolving `<name>/package.json` fails for a package whose `exports` leave it out (theme-search-algolia 2.4.3).
 */
import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';

/** `name`'s installed version; undefined when it is not installed. */
export function installedVersion(require: NodeJS.Require, name: string): string | undefined {
  for (const base of require.resolve.paths(name) ?? []) {
    const file = path.join(base, name, 'package.json');
    if (existsSync(file)) return String((JSON.parse(readFileSync(file, 'utf8')) as { version?: unknown }).version);
  }
  return undefined;
}
