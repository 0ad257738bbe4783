/**
 * Site files that webpack runs as sloppy code: a file with no import or export is not an ES module to webpack, and
 * its module function is not strict, so a plain call's `this` is the window (flow.org's vendored require_2_3_3.js
 * sets `this.requirejs`). The browser's bundle is an ES module, where all code is strict. Such a file that also
 * requires nothing is run from a function of its own, made by `new Function` (sloppy), with webpack's arguments.
 */
import path from 'node:path';
import * as esbuild from '../../lazy-esbuild.js';

/** A line that starts an import or export statement: most files have one, and need no closer look. */
const MODULE_LINE = /^\s*(import|export)[\s{*'"]/m;

/**
 * Whether `file` is plain JavaScript with no import or export and no `require()` call (a local function named
 * `require`, as requirejs defines, is not one): esbuild's metafile says whether it is an ES module and lists what
 * it imports.
 */
export function isSelfContainedScript(file: string, source: string): boolean {
  if (!/\.(js|cjs)$/.test(file) || MODULE_LINE.test(source)) return false;
  try {
    const { metafile } = esbuild.buildSync({
      stdin: { contents: source, loader: 'js', resolveDir: path.dirname(file) },
      bundle: true,
      external: ['*'],
      write: false,
      metafile: true,
      logLevel: 'silent',
    });
    const input = metafile.inputs['<stdin>'];
    return input?.format !== 'esm' && input?.imports.length === 0;
  } catch {
    // Not plain JavaScript (JSX, Flow): the usual loader reads it.
    return false;
  }
}

/** `source` run as webpack runs it: sloppy, `this` its exports, with `module` and `exports`. */
export function sloppyModule(root: string, file: string, source: string): esbuild.OnLoadResult {
  const name = path.relative(root, file).split(path.sep).join('/');
  const body = JSON.stringify(`${source}\n//# sourceURL=${name}`);
  return {
    contents: `new Function('module', 'exports', ${body}).call(module.exports, module, module.exports);\n`,
    loader: 'js',
  };
}
