/**
 * Runs a CommonJS bundle through V8's code cache, kept beside it (`<file>.cache`). Node 20 compiles every module
 * afresh at each start; with the cache V8 skips parsing and reuses the bytecode of every function the cache was
 * made after, so a start pays neither for compiling sitegen nor for compiling, lazily, each function the first page
 * runs. The cache is written by the process once that work is done (`saveCodeCache`), only when there was none or
 * V8 refused it (another Node version, other flags, another bundle); V8 checks it against the source itself.
 */
import { readFileSync, renameSync, rmSync, writeFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';
import vm from 'node:vm';
import { threadId } from 'node:worker_threads';

/** A loaded bundle. */
export interface CachedScript<T> {
  exports: T;
  /** Write the code cache, with every function compiled so far, unless V8 used the one there. Never throws. */
  saveCodeCache(): void;
}

/** Run `file` (CommonJS) as `require` would, compiled through its code cache when there is a usable one. */
export function requireWithCodeCache<T>(file: string): CachedScript<T> {
  const cacheFile = `${file}.cache`;
  const source = readFileSync(file, 'utf8');
  const cachedData = readOrNothing(cacheFile);
  // Node's own wrapper, on the first line: the bundle's line numbers stay as they are.
  const script = new vm.Script(`(function (exports, require, module, __filename, __dirname) {${source}\n})`, {
    filename: file,
    cachedData,
    // `import()` in the bundle (site code by URL) goes through Node's loader, as in any module.
    importModuleDynamically: vm.constants.USE_MAIN_CONTEXT_DEFAULT_LOADER,
  });
  const module = { exports: {} as T };
  const run = script.runInThisContext() as (...args: unknown[]) => void;
  run(module.exports, createRequire(file), module, file, path.dirname(file));
  const used = cachedData !== undefined && !script.cachedDataRejected;
  return {
    exports: module.exports,
    saveCodeCache() {
      if (used) return;
      // Written beside and renamed over: a start at the same moment reads a whole file or none. Render threads of
      // one process may write at once, each to its own temporary file.
      const temp = `${cacheFile}.tmp-${process.pid}-${threadId}`;
      try {
        writeFileSync(temp, script.createCachedData());
        renameSync(temp, cacheFile);
      } catch {
        // A read-only installation runs without the cache.
        rmSync(temp, { force: true });
      }
    },
  };
}

function readOrNothing(file: string): Buffer | undefined {
  try {
    return readFileSync(file);
  } catch {
    return undefined;
  }
}
