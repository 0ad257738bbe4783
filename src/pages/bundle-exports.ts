/**
 * Whether a page bundle can have a `meta` export, read from its text without running it. The build's thread loads
 * page modules only for `meta` (describe-page-routes.ts), and loading one is the costly part: compiling a bundle of
 * ~0.4 MB and decoding its inline source map of ~1 MB (jest's pages: ~0.1 s of CPU), which the render threads do
 * again anyway. esbuild ends the CommonJS bundle of an ES module with `module.exports = __toCommonJS(<ns>);`, its
 * export names listed in `__export(<ns>, { default: () => ..., meta: () => ... });` above, both unindented.
 */
import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';

/**
 * False only when the bundle at `url` (a file URL) plainly has no `meta` export. A bundle written otherwise (a
 * CommonJS page, exports re-exported from a CommonJS module, another esbuild's output) answers true: load it and see.
 */
export function mayExportMeta(url: string): boolean {
  let code: string;
  try {
    code = readFileSync(fileURLToPath(url), 'utf8');
  } catch {
    return true;
  }
  const ends = [...code.matchAll(/^module\.exports = __toCommonJS\((\w+)\);$/gm)];
  if (ends.length !== 1) return true;
  const namespace = ends[0][1];
  if (code.includes(`__reExport(${namespace},`)) return true;
  const listed = new RegExp(`^__export\\(${namespace}, \\{\\n([^]*?)\\n\\}\\);$`, 'm').exec(code);
  if (!listed) return true;
  return listed[1]
    .split('\n')
    .some((line) => !/^ {2}(?:default|[\w$]+|"[^"]*"): \(\) => [\w$]+,?$/.test(line) || /^ {2}"?meta"?:/.test(line));
}
