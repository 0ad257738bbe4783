/**
 * `import()` of a CommonJS module in the browser, as webpack (which Docusaurus builds with) gives it: a
 * Babel-compiled package's `exports.default` as `default`, any other module's `module.exports`, and its named
 * exports by name. esbuild splits such a module into a chunk whose only export is `default`, its whole
 * `module.exports`: `React.lazy(() => import('react-monaco-editor'))` got an object where React needs a component
 * (hermes's playground crashed with React error #306), and `(await import('pkg')).name` was undefined.
 *
 * Here each such `import()` loads a small ES module instead, which imports the CommonJS module statically (where
 * esbuild's interop treats `__esModule` as webpack does) and exports its default and the names Node's own lexer
 * (cjs-module-lexer) finds in it, following `module.exports = require(...)` as Node does.
 */
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { init as initCommonJsLexer, parse as parseCommonJs } from 'cjs-module-lexer';
import type * as esbuild from 'esbuild';
import { init as initEsmLexer, parse as parseEsm } from 'es-module-lexer';

const WRAPPER = 'sitegen-dynamic-commonjs';
/** The wrapper's import of the module itself, resolved to the file without this plugin's help. */
const ORIGINAL = `${WRAPPER}-original:`;
/** Marks this plugin's own resolution of an `import()`, which it leaves to the others. */
const INNER = Symbol('dynamic-commonjs');
/** How many `module.exports = require(...)` steps are followed for names. */
const REEXPORT_DEPTH = 4;

/** The esbuild plugin; first in the list, so that it sees each `import()` before the plugins that resolve it. */
export function dynamicCommonJs(): esbuild.Plugin {
  return {
    name: WRAPPER,
    setup(build) {
      build.onResolve({ filter: /.*/ }, async (args) => {
        if (args.kind !== 'dynamic-import' || args.pluginData === INNER) return undefined;
        const { importer, namespace, resolveDir } = args;
        const resolved = await build.resolve(args.path, {
          kind: args.kind,
          importer,
          namespace,
          resolveDir,
          pluginData: INNER,
        });
        if (resolved.errors.length || resolved.external || resolved.namespace !== 'file') return undefined;
        if (!(await isCommonJs(resolved.path))) return undefined;
        // Named as esbuild names a file, from its working folder: chunk hashes include the name, and the same site
        // builds the same chunks from any folder or checkout.
        const name = path.relative(build.initialOptions.absWorkingDir ?? process.cwd(), resolved.path);
        return { path: name, namespace: WRAPPER, sideEffects: resolved.sideEffects, pluginData: resolved.path };
      });
      build.onResolve({ filter: new RegExp(`^${ORIGINAL}`) }, (args) => ({ path: args.path.slice(ORIGINAL.length) }));
      build.onLoad({ filter: /.*/, namespace: WRAPPER }, async (args) => {
        const file = args.pluginData as string;
        return {
          contents: wrapperSource(file, await exportNames(build, file)),
          resolveDir: path.dirname(file),
          loader: 'js',
        };
      });
    },
  };
}

/** A `.js` or `.cjs` file with no `import` or `export` statement that uses `module` or `exports`. */
async function isCommonJs(file: string): Promise<boolean> {
  if (file.endsWith('.cjs')) return true;
  if (!file.endsWith('.js')) return false;
  const source = readFileSync(file, 'utf8');
  if (!/\b(?:module|exports)\b/.test(source)) return false;
  await initEsmLexer();
  try {
    return !parseEsm(source)[3];
  } catch {
    // Syntax the lexer does not read (JSX in a site's own `.js`): a component file, an ES module.
    return false;
  }
}

/** The names `file` exports as Node would find them, `default` aside, through its re-exports. */
async function exportNames(build: esbuild.PluginBuild, file: string, depth = 0): Promise<string[]> {
  await initCommonJsLexer();
  let found: { exports: string[]; reexports: string[] };
  try {
    found = parseCommonJs(readFileSync(file, 'utf8'));
  } catch {
    return [];
  }
  const names = new Set(found.exports);
  if (depth < REEXPORT_DEPTH) {
    for (const spec of found.reexports) {
      const next = await build.resolve(spec, { kind: 'require-call', resolveDir: path.dirname(file) });
      if (!next.errors.length && next.namespace === 'file' && !next.external)
        for (const name of await exportNames(build, next.path, depth + 1)) names.add(name);
    }
  }
  return [...names].filter((name) => name !== 'default' && name !== '__esModule' && /^[A-Za-z_$][\w$]*$/.test(name));
}

/** The ES module an `import()` of `file` loads. */
function wrapperSource(file: string, names: string[]): string {
  const lines = [`import * as cjs from ${JSON.stringify(ORIGINAL + file)};`, 'export default cjs.default;'];
  if (names.length) {
    lines.push(`const ${names.map((name, i) => `name${i} = cjs[${JSON.stringify(name)}]`).join(', ')};`);
    lines.push(`export { ${names.map((name, i) => `name${i} as ${name}`).join(', ')} };`);
  }
  return lines.join('\n');
}
