/**
 * What a cached result depends on besides its own source: sitegen itself and the site's config. Both go into one
 * digest, the cache's scope; an entry written under another scope is never read.
 *
 * sitegen is its version plus a digest of its own source files (src/ and templates/) and the versions of its
 * installed dependencies (markdown-it, highlight.js, ...): a changed sitegen, even at the same version number
 * (a checkout, a local edit), never reuses entries a different one wrote.
 */
import { createHash } from 'node:crypto';
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import type { ResolvedConfig } from '../config/schema.js';
import { VERSION } from '../version.js';

let sitegenDigest: string | null = null;

/** The digest of the running sitegen (computed once per process: ~1 MB of sources). */
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

/**
 * The compiled sitegen carries the digest of the sources it was compiled from (bin/compile.mjs takes it the way
 * `sourcesDigest` does, and compiles again whenever a source changes): reading and hashing ~1 MB of sources was a
 * tenth of a warm build's start. Run from source (tests), it is taken here.
 */
declare const __SITEGEN_SOURCES_DIGEST__: string | undefined;

function digestSitegen(root: string): string {
  const sources =
    typeof __SITEGEN_SOURCES_DIGEST__ === 'string' ? __SITEGEN_SOURCES_DIGEST__ : sourcesDigest(root, VERSION);
  return createHash('sha256').update(sources).update('\0').update(dependencyVersions(root)).digest('hex');
}

/** sitegen's version and every file of its src/ and templates/, by path and bytes (as bin/compile.mjs takes it). */
export function sourcesDigest(root: string, version: string): string {
  const hash = createHash('sha256').update(version);
  for (const folder of ['src', 'templates']) {
    for (const file of sourceFiles(path.join(root, folder))) {
      hash.update(path.relative(root, file)).update('\0').update(readFileSync(file)).update('\0');
    }
  }
  return hash.digest('hex');
}

/** Every file below `dir`, in a stable order. */
function sourceFiles(dir: string): string[] {
  if (!existsSync(dir)) return [];
  const out: string[] = [];
  const entries = readdirSync(dir, { withFileTypes: true }).sort((a, b) => (a.name < b.name ? -1 : 1));
  for (const entry of entries) {
    const file = path.join(dir, entry.name);
    if (entry.isDirectory()) out.push(...sourceFiles(file));
    else if (entry.isFile()) out.push(file);
  }
  return out;
}

/** `name@version` of each dependency as installed (where the running sitegen resolves it). */
function dependencyVersions(root: string): string {
  const pkg = JSON.parse(readFileSync(path.join(root, 'package.json'), 'utf8')) as {
    dependencies?: Record<string, string>;
  };
  const require = createRequire(path.join(root, 'package.json'));
  return Object.keys(pkg.dependencies ?? {})
    .sort()
    .map((name) => `${name}@${installedVersion(require, name)}`)
    .join('\n');
}

function installedVersion(require: NodeJS.Require, name: string): string {
  for (const base of require.resolve.paths(name) ?? []) {
    const file = path.join(base, name, 'package.json');
    if (existsSync(file)) return String(JSON.parse(readFileSync(file, 'utf8')).version);
  }
  return 'missing';
}
