/**
 * Named imports from a "barrel" package, narrowed to the files that define them. An icon package's entry is often a
 * list of thousands of `export { default as Twitter } from './components/Twitter.js'` lines: esbuild reads and
 * parses every file such an entry names before it can leave out the ones nothing uses, and it does so for each
 * bundle that imports it (jellyfin.org's pages import five icons from @icons-pack/react-simple-icons, whose entry
 * names 2,400 files: about 3 s of its 5.5 s build). `import { Twitter } from 'pkg'` becomes
 * `import { default as Twitter } from '/abs/pkg/dist/esm/components/Twitter.js'`, which is what the entry would have
 * given: only when the package declares `"sideEffects": false` (so the files it does not import need not run) and
 * every name the statement imports is such a re-export. The same rewrite webpack's and Next.js's barrel
 * optimisations make.
 *
 * Only the import statements a file starts with are read (where nearly every file has them all), by a scanner that
 * stops at the first other statement: past that a page is JSX, which no JavaScript lexer reads reliably, and a
 * string that looks like an import must not be rewritten.
 */
import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { parse } from 'es-module-lexer';

/** Where a barrel's names come from: name -> the file that defines it and the name it has there. */
type Barrel = Map<string, { file: string; imported: string }>;

/** Barrels by package folder, for one build (null: not a barrel that can be narrowed). */
export type BarrelCache = Map<string, Barrel | null>;

/** Comments and whitespace between statements; directives (`'use client';`) too. */
const GAP = /(?:\s+|\/\/[^\n]*|\/\*[\s\S]*?\*\/|(['"])use [\w ]+\1;?)*/y;

/** An import statement: default name, braces, namespace, the quote and the module it names. */
const IMPORT =
  /import\b\s*(type\s+)?(?:([\w$]+)\s*,?\s*)?(?:\{([^}]*)\}|\*\s*as\s+[\w$]+)?\s*(?:from\s*)?(['"])([^'"\n]+)\4\s*;?/y;

/** A package name with no path inside it: `pkg`, `@scope/pkg`. */
const PACKAGE = /^(?:@[\w.-]+\/)?[\w][\w.-]*$/;

/** `source` with the named imports of its leading import statements narrowed where their package allows it. */
export function narrowBarrelImports(source: string, file: string, barrels: BarrelCache): string {
  if (!source.includes('import')) return source;
  let out = '';
  let done = 0;
  let at = 0;
  for (;;) {
    GAP.lastIndex = at;
    GAP.exec(source);
    IMPORT.lastIndex = GAP.lastIndex;
    const match = IMPORT.exec(source);
    if (!match) break;
    at = IMPORT.lastIndex;
    const [statement, typeOnly, defaultName, braces, , specifier] = match;
    if (typeOnly || defaultName || braces === undefined || !PACKAGE.test(specifier)) continue;
    const narrowed = narrowStatement(braces, barrelOf(specifier, file, barrels));
    if (!narrowed) continue;
    // The same number of lines, so that what esbuild reports below keeps its line.
    const lines = statement.split('\n').length - 1;
    out += source.slice(done, match.index) + narrowed + '\n'.repeat(lines);
    done = at;
  }
  return done === 0 ? source : out + source.slice(done);
}

/** The statements importing `braces` from the files that define them, or null unless every name is in `barrel`. */
function narrowStatement(braces: string, barrel: Barrel | null): string | null {
  if (!barrel) return null;
  const names = braces
    .split(',')
    .map((n) => n.trim())
    .filter(Boolean);
  const values = names.filter((n) => !/^type\s/.test(n));
  if (values.length === 0) return null;
  const statements: string[] = [];
  for (const name of values) {
    const [imported, local = imported] = name.split(/\s+as\s+/);
    const source = barrel.get(imported);
    // Checked as it is used: an entry names thousands of files, of which a page imports a few.
    if (!source || !existsSync(source.file)) return null;
    statements.push(`import { ${source.imported} as ${local} } from ${JSON.stringify(source.file)};`);
  }
  return statements.join(' ');
}

/** The barrel of package `name` as `importer` finds it, analysed once per build. */
function barrelOf(name: string, importer: string, barrels: BarrelCache): Barrel | null {
  const folder = packageFolder(name, importer);
  if (!folder) return null;
  let barrel = barrels.get(folder);
  if (barrel === undefined) barrels.set(folder, (barrel = readBarrel(folder)));
  return barrel;
}

/** The folder of package `name` in the `node_modules` folders above `importer`, as Node looks for it. */
function packageFolder(name: string, importer: string): string | null {
  for (let dir = path.dirname(importer); ; dir = path.dirname(dir)) {
    const folder = path.join(dir, 'node_modules', name);
    if (existsSync(path.join(folder, 'package.json'))) return folder;
    if (path.dirname(dir) === dir) return null;
  }
}

/**
 * The re-exports of the package's ES module entry, when the package declares no side effects and has one entry for
 * every platform (no `browser` field or `browser`/`node` conditions that would pick another file than the one read).
 */
function readBarrel(folder: string): Barrel | null {
  try {
    const manifest = JSON.parse(readFileSync(path.join(folder, 'package.json'), 'utf8')) as Record<string, unknown>;
    if (manifest.sideEffects !== false || manifest.browser !== undefined) return null;
    const entry = moduleEntry(manifest);
    if (!entry) return null;
    const file = path.resolve(folder, entry);
    const barrel: Barrel = new Map();
    const [, exports] = parse(readFileSync(file, 'utf8'));
    for (const e of exports) {
      if (e.type !== 'reexport' || !e.importName || e.importName === '*' || !e.from?.startsWith('.')) continue;
      barrel.set(e.name, { file: path.resolve(path.dirname(file), e.from), imported: e.importName });
    }
    return barrel.size ? barrel : null;
  } catch {
    return null;
  }
}

/** The ES module file a package's `exports` (its `.`) or `module` field names, when no platform condition splits it. */
function moduleEntry(manifest: Record<string, unknown>): string | null {
  const { exports } = manifest;
  if (exports === undefined) return typeof manifest.module === 'string' ? manifest.module : null;
  const root =
    exports && typeof exports === 'object' && '.' in exports ? (exports as Record<string, unknown>)['.'] : exports;
  return esmTarget(root);
}

/** The file an export target gives an `import`, or null when it depends on the platform. */
function esmTarget(target: unknown): string | null {
  if (typeof target === 'string') return target;
  if (!target || typeof target !== 'object' || Array.isArray(target)) return null;
  const conditions = target as Record<string, unknown>;
  if (['browser', 'node', 'worker', 'react-native', 'react-server'].some((c) => c in conditions)) return null;
  for (const condition of ['import', 'module', 'default'])
    if (condition in conditions) return esmTarget(conditions[condition]);
  return null;
}
