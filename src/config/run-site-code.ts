/**
 * Code the site supplies (the sidebars file) runs with a time limit: an endless loop in it ends the build with an
 * error naming the file instead of hanging it forever. Synchronous code is stopped by V8 itself (`vm` timeout).
 */
import { rm, writeFile } from 'node:fs/promises';
import path from 'node:path';
import vm from 'node:vm';
import { SitegenError } from '../errors.js';

/** How long site code may run before it is stopped. */
const SITE_CODE_TIME_LIMIT_MS = 10_000;

/** Run CommonJS `code` from `file` (with `require`); returns its `module.exports`. */
export function runCommonJs(
  code: string,
  { file, require, timeoutMs = SITE_CODE_TIME_LIMIT_MS }: { file: string; require: NodeJS.Require; timeoutMs?: number },
): unknown {
  const module = { exports: {} as unknown };
  // The call itself must run inside the script for the time limit to cover it, so the arguments go in by a
  // one-use global slot.
  const slot = `__sitegenSiteCode${process.pid}${Math.random().toString(36).slice(2)}`;
  (globalThis as Record<string, unknown>)[slot] = { module, require };
  const wrapped = `(function (module, exports, require) {${code}\n})(globalThis.${slot}.module, globalThis.${slot}.module.exports, globalThis.${slot}.require);`;
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
