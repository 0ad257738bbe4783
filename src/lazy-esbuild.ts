/**
 * esbuild's API, loaded on its first call. Importing the package costs ~40 ms of CPU at start-up, which every
 * start paid even when each bundle it would make comes from a cache (`dev`'s first page, a warm build). Modules
 * import this as they would import esbuild (`import * as esbuild from '../lazy-esbuild.js'`); its types
 * are esbuild's own.
 */
import { createRequire } from 'node:module';
import type * as Esbuild from 'esbuild';

export type * from 'esbuild';

const require = createRequire(import.meta.url);
let api: typeof Esbuild | null = null;

/** The package, required once (one instance with any `import 'esbuild'` elsewhere in the process). */
function load(): typeof Esbuild {
  api ??= require('esbuild') as typeof Esbuild;
  return api;
}

/** `esbuild.build`. */
export const build = ((options) => load().build(options)) as typeof Esbuild.build;
/**
 * A synchronous call, on a new instance of esbuild's service when the current one lost track of its answers.
 * Site code runs with a time limit that V8 enforces by stopping whatever runs: a call stopped while it waits for
 * esbuild (the first one of a process starts esbuild, which takes a while) leaves its answer unread, and every
 * later call of that instance would read the answer before its own ("Expected id 1 but got id 0").
 */
function sync<T>(call: (esbuild: typeof Esbuild) => T): T {
  try {
    return call(load());
  } catch (error) {
    if (!/^Internal error: Expected id \d+ but got id \d+/.test((error as Error)?.message ?? '')) throw error;
    api?.stop();
    delete require.cache[require.resolve('esbuild')];
    api = null;
    return call(load());
  }
}

let syncStarted = false;

/**
 * Start esbuild's synchronous service now, before code with a time limit calls it: a first call stopped while the
 * service's thread is being made leaves that thread behind, and it keeps the process from ever exiting.
 */
export function startSyncService(): void {
  if (syncStarted) return;
  syncStarted = true;
  sync((esbuild) => esbuild.transformSync(''));
}

/**
 * Start esbuild's synchronous service without waiting for it: its thread and esbuild's process start on another
 * core while this one works, and the first synchronous call finds them ready instead of waiting for them (~50 ms
 * of jest's parse). esbuild makes the thread on the first synchronous call and checks a build's options before it
 * waits: a build with a plugin, which the synchronous API refuses, makes the thread and throws at once.
 */
export function prepareSyncService(): void {
  if (syncStarted) return;
  try {
    load().buildSync({ plugins: [{ name: 'sitegen-prepare', setup() {} }] });
  } catch {
    // Refused, as meant.
  }
}

/** `esbuild.buildSync`. */
export const buildSync = ((options) => sync((esbuild) => esbuild.buildSync(options))) as typeof Esbuild.buildSync;
/** `esbuild.transform`. */
export const transform = ((input, options) => load().transform(input, options)) as typeof Esbuild.transform;
/** `esbuild.transformSync`. */
export const transformSync = ((input, options) =>
  sync((esbuild) => esbuild.transformSync(input, options))) as typeof Esbuild.transformSync;
