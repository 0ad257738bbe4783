/**
 * What a cached result depends on besides its own source: sitegen itself and the site's config. Both go into one
 * digest, the cache's scope; an entry written under another scope is never read.
 *
 * sitegen is its version plus a digest of its own source files (src/ and templates/) and the versions of its
 * installed dependencies (markdown-it, highlight.js, ...): a changed sitegen, even at the same version number
 * (a checkout, a local edit), never reuses entries a different one wrote.
 */
import { createHash } from 'node:crypto';
import { existsSync, readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';
import { installedVersion } from '../installed-version.js';
import { fileURLToPath } from 'node:url';
import type { ResolvedConfig } from '../config/schema.js';
import { VERSION } from '../version.js';
import { sourcesDigest } from './sources-digest.mjs';

/** The digest of the sources a compiled sitegen was compiled from (bin/compile.mjs); undefined run from source. */
declare const SITEGEN_SOURCES_DIGEST: string | undefined;

let sitegenDigest: string | null = null;

/**
 * The digest of the running sitegen, once per process. Its sources' digest (~1.3 MB of files) is the one compiled
 * into a compiled sitegen, computed from the same files when it was compiled; run from source, it is computed here.
 */
export function sitegenFingerprint(): string {
  sitegenDigest ??= digestSitegen(packageRoot(path.dirname(fileURLToPath(import.meta.url))));
  return sitegenDigest;
}

/** The cache scope of one build: sitegen and the config, as one hex digest. */
export function cacheScope(config: ResolvedConfig): string {
  return createHash('sha256').update(sitegenFingerprint()).update('\0').update(configFingerprint(config)).digest('hex');
}

/**
 * The resolved config as stable text: keys sorted, functions by their source (`markdown.plugins`, `editUrl`),
 * regular expressions by their pattern; the config file's own bytes; and the site's lockfile, so that updating
 * a markdown-it plugin package (whose function source the config may not show) renders every page again.
 */
export function configFingerprint(config: ResolvedConfig): string {
  const hash = createHash('sha256').update(stableText(config));
  for (const file of [config.configFile, ...LOCKFILES.map((name) => path.join(config.root, name))]) {
    hash.update('\0');
    if (file && existsSync(file)) hash.update(readFileSync(file));
  }
  return hash.digest('hex');
}

const LOCKFILES = ['package-lock.json', 'yarn.lock', 'pnpm-lock.yaml', 'bun.lockb'];

/** JSON-like text of any value, with sorted keys, that never throws (cycles and functions included). */
export function stableText(value: unknown): string {
  const seen = new WeakSet<object>();
  const walk = (v: unknown): string => {
    if (typeof v === 'function') return `fn:${JSON.stringify(v.toString())}`;
    if (typeof v === 'bigint' || typeof v === 'symbol') return String(v);
    if (v === undefined) return 'undefined';
    if (v === null || typeof v !== 'object') return JSON.stringify(v);
    if (v instanceof RegExp) return `re:${JSON.stringify(v.toString())}`;
    if (v instanceof Date) return `date:${v.toISOString()}`;
    if (seen.has(v)) return '"[cycle]"';
    seen.add(v);
    if (v instanceof Map) return `map:${walk([...v.entries()])}`;
    if (v instanceof Set) return `set:${walk([...v])}`;
    if (Array.isArray(v)) return `[${v.map(walk).join(',')}]`;
    const keys = Object.keys(v).sort();
    return `{${keys.map((k) => `${JSON.stringify(k)}:${walk((v as Record<string, unknown>)[k])}`).join(',')}}`;
  };
  return walk(value);
}

/** The folder holding sitegen's package.json, found upward from `dir` (src/cache/ or the compiled .sitegen/dist/). */
function packageRoot(dir: string): string {
  for (let at = dir; ; at = path.dirname(at)) {
    const file = path.join(at, 'package.json');
    if (existsSync(file) && JSON.parse(readFileSync(file, 'utf8')).name === 'sitegen') return at;
    if (path.dirname(at) === at) return dir;
  }
}

function digestSitegen(root: string): string {
  const sources = typeof SITEGEN_SOURCES_DIGEST === 'string' ? SITEGEN_SOURCES_DIGEST : sourcesDigest(root);
  return createHash('sha256').update(VERSION).update(sources).update(dependencyVersions(root)).digest('hex');
}

/** `name@version` of each dependency as installed (where the running sitegen resolves it). */
function dependencyVersions(root: string): string {
  const pkg = JSON.parse(readFileSync(path.join(root, 'package.json'), 'utf8')) as {
    dependencies?: Record<string, string>;
  };
  const require = createRequire(path.join(root, 'package.json'));
  return Object.keys(pkg.dependencies ?? {})
    .sort()
    .map((name) => `${name}@${installedVersion(require, name) ?? 'missing'}`)
    .join('\n');
}
