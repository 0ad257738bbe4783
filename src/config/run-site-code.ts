/**
 * Code the site supplies (the sidebars file) runs with a time limit: an endless loop in it ends the build with an
 * error naming the file instead of hanging it forever. Synchronous code is stopped by V8 itself (`vm` timeout).
 */
import { rm, writeFile } from 'node:fs/promises';
import path from 'node:path';
import vm from 'node:vm';
import { SitegenError } from '../errors.js';

/** How long site code may run before it is stopped. */
export const SITE_CODE_TIME_LIMIT_MS = 10_000;

/** Run CommonJS `code` from `file` (with `require`); returns its `module.exports`. */
export function runCommonJs(
  code: string,
  { file, require, timeoutMs = SITE_CODE_TIME_LIMIT_MS }: { file: string; require: NodeJS.Require; timeoutMs?: number },
): unknown {
  const module = { exports: {} as unknown };
  // The call itself must run inside the script for the time limit to cover it, so the arguments go in by a
  // one-use global slot.
  const slot = `__sitegenSiteCode${process.pid}${Math.random().toString(36).slice(2)}`;
  (globalThis as Record<string, unknown>)[slot] = { module, require, file, dir: path.dirname(file) };
  const s = `globalThis.${slot}`;
  const wrapped = `(function (module, exports, require, __filename, __dirname) {${code}\n})(${s}.module, ${s}.module.exports, ${s}.require, ${s}.file, ${s}.dir);`;
  try {
    new vm.Script(wrapped, { filename: file }).runInThisContext({ timeout: timeoutMs });
  } catch (error) {
    if ((error as { code?: string }).code === 'ERR_SCRIPT_EXECUTION_TIMEOUT') {
      throw new SitegenError(`${file} still ran after ${timeoutMs / 1000} s and was stopped`, {
        location: { file },
        hint: 'look for an endless loop in it: it must finish by itself.',
      });
    }
    throw new SitegenError(`${file} throws when it runs: ${(error as Error)?.message ?? String(error)}`, {
      location: { file },
      cause: error,
      hint: 'fix the error it throws; the file runs once, when the build starts.',
    });
  } finally {
    delete (globalThis as Record<string, unknown>)[slot];
  }
  return module.exports;
}

/**
 * Run a config's bundled code from a temporary file beside the config, so that its own imports of packages
 * resolve from the site's node_modules. An error it throws names the config and ends with `hint`; the temporary
 * file is always removed.
 */
export async function runBesideFile<T>(
  file: string,
  {
    code,
    extension,
    load,
    hint,
  }: { code: string; extension: 'cjs' | 'mjs'; load: (temp: string) => Promise<T>; hint: string },
): Promise<T> {
  const temp = path.join(path.dirname(file), `.${path.basename(file)}.${process.pid}.${Date.now()}.${extension}`);
  await writeFile(temp, code);
  try {
    return await load(temp);
  } catch (error) {
    throw new SitegenError(`${path.basename(file)} threw while loading: ${(error as Error).message}`, {
      location: { file },
      cause: error,
      hint,
    });
  } finally {
    await rm(temp, { force: true });
  }
}

/** What `callWithTimeLimit` and `settleWithTimeLimit` name when site code runs too long. */
export interface SiteCodeLabel {
  /** The file the code comes from. */
  file: string;
  /** What ran, as the error says it: `the plugin "x": loadContent`. */
  what: string;
  timeoutMs?: number;
}

/**
 * Call `fn` (site code: a plugin's function, a lifecycle method) with a time limit on its synchronous part: the
 * call runs inside a `vm` script, whose timeout V8 enforces even in an endless loop. Errors it throws pass through.
 */
export function callWithTimeLimit<T>(
  fn: () => T,
  { file, what, timeoutMs = SITE_CODE_TIME_LIMIT_MS }: SiteCodeLabel,
): T {
  const slot = `__sitegenSiteCall${process.pid}${Math.random().toString(36).slice(2)}`;
  const box: { fn: () => T; result?: T } = { fn };
  (globalThis as Record<string, unknown>)[slot] = box;
  try {
    new vm.Script(`globalThis.${slot}.result = globalThis.${slot}.fn();`, { filename: file }).runInThisContext({
      timeout: timeoutMs,
    });
    return box.result as T;
  } catch (error) {
    if ((error as { code?: string }).code === 'ERR_SCRIPT_EXECUTION_TIMEOUT') throw tooLong({ file, what, timeoutMs });
    throw error;
  } finally {
    delete (globalThis as Record<string, unknown>)[slot];
  }
}

/**
 * `value` awaited, raced with a timer: a promise site code returns that never settles (or settles too late) ends
 * the build with an error naming the file instead of hanging it. Non-promises pass through.
 */
export async function settleWithTimeLimit<T>(
  value: T | Promise<T>,
  { file, what, timeoutMs = SITE_CODE_TIME_LIMIT_MS }: SiteCodeLabel,
): Promise<T> {
  if (!value || typeof (value as Promise<T>).then !== 'function') return value;
  let timer: NodeJS.Timeout | undefined;
  const limit = new Promise<never>((_resolve, reject) => {
    timer = setTimeout(() => reject(tooLong({ file, what, timeoutMs })), timeoutMs);
  });
  try {
    return await Promise.race([value, limit]);
  } finally {
    clearTimeout(timer);
  }
}

function tooLong({ file, what, timeoutMs = SITE_CODE_TIME_LIMIT_MS }: SiteCodeLabel): SitegenError {
  return new SitegenError(`${what} (${file}) still ran after ${timeoutMs / 1000} s and was stopped`, {
    location: { file },
    hint: 'look for an endless loop or a promise that never settles in it: it must finish by itself.',
  });
}
