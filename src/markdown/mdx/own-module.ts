/**
 * A Markdown file's own module (its import/export blocks, the Docusaurus scope, one function per element),
 * compiled in-process to CommonJS whose `require` calls evaluate.ts answers, with the list of what it imports:
 * those are bundled together once for every file that imports the same things (mdx-bundle.ts). Sucrase compiles
 * a file in a fraction of a millisecond, where each esbuild call costs one or more through its synchronous
 * service, and a site has hundreds of such files. Sucrase does not check syntax: code it or the JavaScript engine
 * rejects is explained by the caller.
 */
import { parse } from 'es-module-lexer';
import { createRequire } from 'node:module';
import type * as Sucrase from 'sucrase';

const require = createRequire(import.meta.url);
let sucrase: typeof Sucrase | null = null;

/**
 * sucrase's `transform`, the package required on first use: its ~50 files cost ~0.12 s to load, which the start
 * of every build and of each render thread paid, with or without Markdown that imports anything.
 */
function transform(source: string, options: Sucrase.Options): Sucrase.TransformResult {
  sucrase ??= require('sucrase') as typeof Sucrase;
  return sucrase.transform(source, options);
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
