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
const COMPILED_MAX = 2000;

/** `source` (JSX and TypeScript, ES modules) as CommonJS with React's automatic runtime. */
export function compileOwnModule(source: string): OwnModule {
  let own = compiled.get(source);
  if (own === undefined) {
    // MDX is JavaScript: an import a file does not use still runs (its CSS still loads), as in Docusaurus.
    const keepUnusedImports = true;
    const esm = transform(source, {
      transforms: ['jsx', 'typescript'],
      jsxRuntime: 'automatic',
      production: true,
      keepUnusedImports,
    }).code;
    const [found] = parse(esm);
    const imports = [
      ...new Set(found.flatMap((i) => (i.type === 'static' || i.type === 'reexport-star' ? [i.specifier] : []))),
    ];
    own = { code: transform(esm, { transforms: ['imports'], keepUnusedImports }).code, imports };
    if (compiled.size >= COMPILED_MAX) compiled.clear();
    compiled.set(source, own);
  }
  return own;
}
