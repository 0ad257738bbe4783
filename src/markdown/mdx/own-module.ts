/**
 * A Markdown file's own module (its import/export blocks, the Docusaurus scope, one function per element),
 * compiled in-process to CommonJS whose `require` calls evaluate.ts answers, with the list of what it imports:
 * those are bundled together once for every file that imports the same things (mdx-bundle.ts). Sucrase compiles
 * a file in a fraction of a millisecond, where each esbuild call costs one or more through its synchronous
 * service, and a site has hundreds of such files. Sucrase does not check syntax: code it or the JavaScript engine
 * rejects is explained by the caller.
 */
import { parse } from 'es-module-lexer';
import { existsSync } from 'node:fs';
import { createRequire } from 'node:module';
import { fileURLToPath } from 'node:url';
import type * as Sucrase from 'sucrase';
import { requireWithCodeCache } from '../../code-cache.js';

const require = createRequire(import.meta.url);
let sucrase: Pick<typeof Sucrase, 'transform'> | null = null;

/**
 * sucrase's `transform`, loaded on first use: its ~50 files cost ~0.12 s to load, which the start of every build
 * and of each render thread paid, with or without Markdown that imports anything. sitegen's compiled build has it
 * as one file beside it (bin/compile.mjs), run through V8's code cache, whose cache is written after its first
 * transform; run from the TypeScript sources, it is the package.
 */
function transform(source: string, options: Sucrase.Options): Sucrase.TransformResult {
  if (sucrase) return sucrase.transform(source, options);
  const bundle = import.meta.url.endsWith('.ts') ? null : fileURLToPath(new URL('./sucrase.cjs', import.meta.url));
  if (!bundle || !existsSync(bundle)) {
    sucrase = require('sucrase') as typeof Sucrase;
    return sucrase.transform(source, options);
  }
  const loaded = requireWithCodeCache<Pick<typeof Sucrase, 'transform'>>(bundle);
  sucrase = loaded.exports;
  const result = sucrase.transform(source, options);
  loaded.saveCodeCache();
  return result;
}

/** The module as CommonJS, and the modules it imports, as written, in order. */
export interface OwnModule {
  code: string;
  imports: string[];
}

/** Compiled modules by source: the versions of one doc share one. Cleared when full. */
const compiled = new Map<string, OwnModule>();
/** The imports of a module's import declarations, by their source: the files of a site share a few. */
const imported = new Map<string, string[]>();
const COMPILED_MAX = 2000;

// MDX is JavaScript: an import a file does not use still runs (its CSS still loads), as in Docusaurus.
const keepUnusedImports = true;

/**
 * `source` (JSX and TypeScript, ES modules) as CommonJS with React's automatic runtime, in one pass of sucrase (two,
 * one to lex the imports from, took longer: react-native-website's 230 modules, 275 against 230 ms in a new process).
 * `declarations`: the part of `source` that holds every import declaration (an MDX file's import/export blocks);
 * its imports are lexed from it alone, once for all the files that import alike.
 */
export function compileOwnModule(source: string, declarations = source): OwnModule {
  let own = compiled.get(source);
  if (own === undefined) {
    const code = transform(source, {
      transforms: ['jsx', 'typescript', 'imports'],
      jsxRuntime: 'automatic',
      production: true,
      keepUnusedImports,
    }).code;
    own = { code, imports: importsOf(declarations) };
    remember(compiled, source, own);
  }
  return own;
}

/** The modules `declarations` imports, as written, in order: lexed once it is plain JavaScript. */
function importsOf(declarations: string): string[] {
  let imports = imported.get(declarations);
  if (imports === undefined) {
    const esm = transform(declarations, {
      transforms: ['jsx', 'typescript'],
      jsxRuntime: 'automatic',
      production: true,
      keepUnusedImports,
    }).code;
    const [found] = parse(esm);
    imports = [
      ...new Set(found.flatMap((i) => (i.type === 'static' || i.type === 'reexport-star' ? [i.specifier] : []))),
    ];
    remember(imported, declarations, imports);
  }
  return imports;
}

function remember<T>(memo: Map<string, T>, key: string, value: T): void {
  if (memo.size >= COMPILED_MAX) memo.clear();
  memo.set(key, value);
}
