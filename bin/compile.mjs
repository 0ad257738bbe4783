/**
 * Compiles sitegen's own TypeScript (src/, templates/) into `.sitegen/dist` with esbuild, only when a source
 * (or this script) is newer than the last compile. Takes ~0.1 s when it runs and ~10 ms when it does not, so the
 * CLI never type-checks or compiles at start-up beyond that. esbuild itself is imported only to compile: loading
 * its API costs ~50 ms of CPU that every other start would pay for nothing.
 */
import { existsSync, readdirSync, readFileSync, rmSync, statSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const outdir = path.join(root, '.sitegen/dist');
const stamp = path.join(outdir, 'cli.mjs');

/**
 * The newest change below `dir`, over every file: the compiled files carry the digest of all of them
 * (sources-digest.mjs), plain JavaScript modules and stylesheets included, so any edit must compile again.
 */
function newestMtime(dir) {
  let newest = 0;
  for (const entry of readdirSync(dir, { withFileTypes: true })) {
    const file = path.join(dir, entry.name);
    if (entry.isDirectory()) newest = Math.max(newest, newestMtime(file));
    else if (entry.isFile()) newest = Math.max(newest, statSync(file).mtimeMs);
  }
  return newest;
}

/**
 * Packages compiled into sitegen's own files. Node resolves, reads and wraps each file of a package separately
 * (yaml has 72, fast-glob and its helpers ~40): loading these as one file costs ~50 ms instead of ~0.23 s at every
 * start. The others stay packages: React must be the one instance site code shares, esbuild and sass load their
 * own files, and the rest load only in some commands.
 */
const BUNDLED = new Set([
  'yaml',
  'fast-glob',
  'markdown-it',
  'markdown-it-footnote',
  'markdown-it-emoji',
  'zod',
  'commander',
  // ES modules, one file per function: the writer every command loads reaches kebabCase.
  'lodash-es',
]);

/**
 * Packages that are ES modules only: the CommonJS bundles (see `compileCommonJs`) compile them in, since
 * `require` would hand it their namespace where it expects their default export.
 */
const ESM_ONLY = new Set(['github-slugger']);

/**
 * CommonJS packages that the ES module build `require`s instead of importing. Node imports a CommonJS module by
 * first lexing its source (and the sources it re-exports) for export names, then wrapping it: for React's server
 * renderer that is ~50 ms of CPU in every thread that loads it (the build's and each render thread), which
 * `require` (through the `require` of the banner) does not pay. Same files, same module cache: one React.
 */
const REQUIRED = /^(react|react-dom|highlight\.js|lunr|lunr-languages)(\/|$)/;

/**
 * Whether `file` is a dependency's (whose own imports are bundled with it) rather than one of sitegen's own files.
 * Not by a node_modules folder in its path: installed in a site, sitegen itself is below one, and its own files'
 * imports of React must stay imports (one React, the one the site's pages require). Its dependencies are below its
 * folder's node_modules, or beside it (hoisted).
 */
export function inDependency(file, packageRoot = root) {
  // Not a file: a module of the plugin's own (`required:react`).
  if (!path.isAbsolute(file)) return false;
  const rel = path.relative(packageRoot, file);
  return rel.startsWith('..') || path.isAbsolute(rel) || rel.split(path.sep).includes('node_modules');
}

/**
 * An esbuild plugin that leaves every package but `names` (and their own imports) to be imported at run time, or,
 * for REQUIRED (`requireExternals`), required.
 */
function bundleOnly(names, { requireExternals = false } = {}) {
  return {
    name: 'bundle-only',
    setup(build) {
      build.onResolve({ filter: /^[^./]/ }, (args) => {
        if (inDependency(args.importer) && !args.path.startsWith('node:')) return undefined;
        const name = args.path.startsWith('@') ? args.path.split('/').slice(0, 2).join('/') : args.path.split('/')[0];
        if (names.has(name)) return undefined;
        if (requireExternals && REQUIRED.test(args.path) && args.namespace !== 'required')
          return { path: args.path, namespace: 'required' };
        return { path: args.path, external: true };
      });
      // A CommonJS module of one `require`: esbuild keeps the call, and gives importers its exports.
      build.onLoad({ filter: /.*/, namespace: 'required' }, (args) => ({
        contents: `module.exports = require(${JSON.stringify(args.path)});`,
        loader: 'js',
      }));
    },
  };
}

/**
 * markdown-it's published bundle declares its class fields through Babel's `_defineProperty(this, "name", value)`:
 * a call with a computed key for every field of every token (eight per `Token`), which V8 cannot turn into the
 * plain stores an assignment compiles to. That was ~6% of a parse. Each such field becomes `this.name = value`:
 * the same own, writable, enumerable property on a fresh object whose prototype has no setter of that name.
 */
function plainClassFields() {
  const fields = /_defineProperty\(\s*this,\s*(?:\/\*\*[\s\S]*?\*\/\s*)?"(\w+)",\s*([^;]*?)\s*\);/g;
  return {
    name: 'plain-class-fields',
    setup(build) {
      build.onLoad({ filter: /[\\/]markdown-it[\\/]dist[\\/]markdown-it\.mjs$/ }, (args) => ({
        contents: readFileSync(args.path, 'utf8').replace(fields, 'this.$1 = $2;'),
        loader: 'js',
      }));
    },
  };
}

/** Compile when needed; returns the folder holding cli.mjs and the bundles. */
export async function ensureCompiled({ force = false } = {}) {
  // An installed sitegen (below a node_modules folder) runs the compiled code its package holds: installing sets
  // its files' dates in no useful order, and nobody edits its sources there.
  if (!force && existsSync(stamp) && root.split(path.sep).includes('node_modules')) return outdir;
  const sourcesTime = Math.max(
    newestMtime(path.join(root, 'src')),
    newestMtime(path.join(root, 'templates')),
    statSync(path.join(root, 'package.json')).mtimeMs,
    // An updated dependency that is compiled in (BUNDLED) changes the lockfile of a checkout.
    existsSync(path.join(root, 'package-lock.json')) ? statSync(path.join(root, 'package-lock.json')).mtimeMs : 0,
    statSync(fileURLToPath(import.meta.url)).mtimeMs,
  );
  if (!force && existsSync(stamp) && statSync(stamp).mtimeMs >= sourcesTime) return outdir;
  // Chunks of an older compile would pile up beside the new ones.
  rmSync(outdir, { recursive: true, force: true });
  const esbuild = await import('esbuild');
  // The caches' digest of these sources (src/cache/fingerprint.ts), so that a start need not read them all.
  const { sourcesDigest } = await import('../src/cache/sources-digest.mjs');
  const define = { SITEGEN_SOURCES_DIGEST: JSON.stringify(sourcesDigest(root)) };
  await Promise.all([
    compileCli(esbuild, define),
    compileCommonJs(esbuild, 'dev', 'src/dev-cli.ts', { define }),
    compileCommonJs(esbuild, 'build', 'src/commands/run-build.ts', { define }),
    // Render threads start from these two (see `workerEntry` in src/render/render-pool.ts).
    compileCommonJs(esbuild, 'render-worker', 'src/render/render-worker.ts', { define }),
    // The bundle thread's script (src/site/bundle-thread.ts), started the same way.
    compileCommonJs(esbuild, 'bundle-worker', 'src/site/bundle-worker.ts', { define }),
    // The thread compiling the stylesheets Markdown's components import (src/markdown/mdx/stylesheet-modules.ts).
    compileCommonJs(esbuild, 'stylesheet-worker', 'src/markdown/mdx/stylesheet-worker.ts', { define }),
    // The search analysis thread's (src/search/analysis-thread.ts).
    compileCommonJs(esbuild, 'search-worker', 'src/search/analysis-worker.ts', { define }),
    compileCommonJs(esbuild, 'code-cache', 'src/code-cache.ts', { define }),
    // sucrase, required on the first Markdown module that imports anything (src/markdown/mdx/own-module.ts): its
    // ~60 files as one, through the code cache (~50 ms of jest's parse as a package).
    compileCommonJs(esbuild, 'sucrase', 'src/markdown/mdx/sucrase-bundle.ts', { define, packages: ['sucrase'] }),
  ]);
  // The service grew to ~320 MB compiling sitegen, and the build that follows in this process would keep it for
  // its whole run (its own bundles need a fraction of that): esbuild starts a service afresh when next asked.
  await esbuild.stop();
  return outdir;
}

/** The CLI, as ES modules sharing chunks. */
function compileCli(esbuild, define) {
  return esbuild.build({
    entryPoints: {
      cli: path.join(root, 'src/cli.ts'),
      // What bin/sitegen.mjs loads to run `dev` and `build` from their bundles, without the CLI's modules.
      'code-cache': path.join(root, 'src/code-cache.ts'),
    },
    outdir,
    outExtension: { '.js': '.mjs' },
    define,
    bundle: true,
    platform: 'node',
    format: 'esm',
    target: 'node20',
    plugins: [bundleOnly(BUNDLED, { requireExternals: true }), plainClassFields()],
    // Bundled CommonJS packages `require` Node's modules; an ES module has no `require` of its own.
    banner: {
      js: "import { createRequire as __sitegenRequire } from 'node:module';\nconst require = __sitegenRequire(import.meta.url);",
    },
    jsx: 'automatic',
    sourcemap: 'linked',
    logLevel: 'warning',
    // The entries share modules; splitting keeps one copy of each. Chunks sit beside the entries.
    splitting: true,
    chunkNames: '[name]-[hash]',
  });
}

/**
 * `sitegen dev` and `sitegen build` each as one CommonJS script, `dev.cjs` and `build.cjs`, which the CLI loads
 * through V8's code cache (src/code-cache.ts): Node 20 keeps no compiled code between runs of ES modules, and
 * compiling sitegen's code again at every start was a third of the time to dev's first page (and a sixth of a warm
 * build's). Render threads start the same way, from `render-worker.cjs` through `code-cache.cjs`. Each sits beside
 * the chunks, so the render pool finds its worker the same way from any of them.
 */
function compileCommonJs(esbuild, name, entry, { define, packages = [] }) {
  return esbuild.build({
    entryPoints: { [name]: path.join(root, entry) },
    outdir,
    outExtension: { '.js': '.cjs' },
    bundle: true,
    platform: 'node',
    format: 'cjs',
    target: 'node20',
    plugins: [bundleOnly(new Set([...BUNDLED, ...ESM_ONLY, ...packages])), plainClassFields()],
    // The sources are ES modules: strict, and `import.meta.url` names the file they run from.
    define: { ...define, 'import.meta.url': '__sitegenModuleUrl' },
    banner: { js: `"use strict";\nconst __sitegenModuleUrl = require('node:url').pathToFileURL(__filename).href;` },
    jsx: 'automatic',
    sourcemap: 'linked',
    logLevel: 'warning',
  });
}

if (process.argv[1] === fileURLToPath(import.meta.url)) await ensureCompiled({ force: true });
