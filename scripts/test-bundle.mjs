/**
 * The test processes' entries bundled with esbuild before the run: each process then loads one file and its shared
 * chunks instead of some hundreds of TypeScript modules one by one through tsx's loader thread, which took about
 * 1.5 CPU-s of each process's start (a round trip to that thread per module, on top of compiling it).
 *
 * Packages stay packages, loaded by Node as before. Each module's `import.meta.url`, `dirname` and `filename` are
 * its own source file's, written in as literals, so a module finds its files (fixtures, templates, its package
 * root) where it always did and tells source from compiled code as under tsx (`src/thread-entry.ts`). tsx stays
 * loaded for what a test imports by a computed path at run time.
 */
import { mkdir, readFile, symlink } from 'node:fs/promises';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import * as esbuild from 'esbuild';

/** `import.meta.<name>` outside a string: `'import.meta.url'` as a key (a `define` of site config) stays. */
const IMPORT_META = /(?<!['"`.\w])import\.meta\.(url|dirname|filename)\b/g;

/** Each module's `import.meta` properties as literals of its own source file's (see the module comment). */
const ownImportMeta = {
  name: 'own-import-meta',
  setup(build) {
    build.onLoad({ filter: /\.(ts|tsx|mts|js|mjs|jsx)$/ }, async (args) => {
      if (args.path.includes(`${path.sep}node_modules${path.sep}`)) return undefined;
      const source = await readFile(args.path, 'utf8');
      const values = {
        url: pathToFileURL(args.path).href,
        dirname: path.dirname(args.path),
        filename: args.path,
      };
      const contents = source.replace(IMPORT_META, (_, name) => JSON.stringify(values[name]));
      const extension = path.extname(args.path).slice(1);
      const loader = { mts: 'ts', mjs: 'js' }[extension] ?? extension;
      return { contents, loader };
    });
  },
};

/**
 * Bundle `entries` (test files and group files, absolute or relative to the project) into `outdir`; returns the
 * bundled entries in the same order. `root` is the project, where `require` in a bundle resolves packages from.
 * @param {{ entries: string[], outdir: string, root: string }} options
 * @returns {Promise<string[]>}
 */
export async function bundleTestEntries({ entries, outdir, root }) {
  const absolute = entries.map((entry) => path.resolve(root, entry));
  // A bundle's imports of packages resolve from its own folder up: the project's packages are found there.
  await mkdir(outdir, { recursive: true });
  await symlink(path.join(root, 'node_modules'), path.join(outdir, 'node_modules'), 'dir');
  const result = await esbuild.build({
    absWorkingDir: root,
    entryPoints: absolute,
    outdir,
    // Entries live in the project and in the run's temp folder: their paths below the file system's root keep
    // them apart.
    outbase: path.parse(root).root,
    bundle: true,
    splitting: true,
    platform: 'node',
    format: 'esm',
    target: 'node20',
    packages: 'external',
    jsx: 'automatic',
    sourcemap: 'linked',
    outExtension: { '.js': '.mjs' },
    metafile: true,
    logLevel: 'warning',
    // A bundled CommonJS `require` of a package resolves from the project, as the module's own would.
    banner: {
      js: `import { createRequire as __createRequire } from 'node:module'; const require = __createRequire(${JSON.stringify(path.join(root, 'package.json'))});`,
    },
    plugins: [ownImportMeta],
  });
  const byEntry = new Map(
    Object.entries(result.metafile.outputs)
      .filter(([, output]) => output.entryPoint)
      .map(([file, output]) => [path.resolve(root, output.entryPoint), path.resolve(root, file)]),
  );
  return absolute.map((entry) => byEntry.get(entry));
}
