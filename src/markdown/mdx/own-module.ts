/**
 * A Markdown file's own module (its import/export blocks, the Docusaurus scope, one function per element),
 * compiled in-process to CommonJS whose `require` calls evaluate.ts answers: each import is then one bundle
 * shared by every file that imports it (mdx-bundle.ts). Sucrase compiles a file in a fraction of a millisecond,
 * where each esbuild call costs one or more through its synchronous service, and a site has hundreds of such
 * files. Sucrase does not check syntax: code it or the JavaScript engine rejects is explained by the caller.
 */
import { transform } from 'sucrase';

/** Compiled code by source: the versions of one doc share it. Cleared when full. */
const compiled = new Map<string, string>();
const COMPILED_MAX = 2000;

/** `source` (JSX and TypeScript, ES modules) as CommonJS with React's automatic runtime. */
export function compileOwnModule(source: string): string {
  let code = compiled.get(source);
  if (code === undefined) {
    code = transform(source, {
      transforms: ['jsx', 'typescript', 'imports'],
      jsxRuntime: 'automatic',
      production: true,
      // MDX is JavaScript: an import a file does not use still runs (its CSS still loads), as in Docusaurus.
      keepUnusedImports: true,
    }).code;
    if (compiled.size >= COMPILED_MAX) compiled.clear();
    compiled.set(source, code);
  }
  return code;
}
