/**
 * The test files, and the group files that load several into one process (scripts/test-groups.mjs, members and all),
 * bundled with esbuild before the run: a process then loads one file and its shared chunks instead of some hundreds
 * of TypeScript modules one by one through tsx's loader thread, which took about 1.5 CPU-s of each process's start
 * (a round trip to that thread per module, on top of compiling it). A group bundled with its members took 1-1.7
 * machine CPU-s less than one whose members loaded through tsx (three groups, three runs each).
 *
 * Packages stay packages, loaded by Node as before. Each module's `import.meta.url`, `dirname` and `filename` are
 * its own source file's, so a module finds its files (fixtures, templates, its package root) where it always did and
 * tells source from compiled code as under tsx (`src/thread-entry.ts`). tsx stays loaded for what is imported at run
 * time.
 */
import { createRequire } from 'node:module';
import { mkdir, readFile, symlink } from 'node:fs/promises';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import * as esbuild from 'esbuild';

/** The name each module's own `import.meta` values go by (see `ownImportMeta`). */
const OWN_META = '__ownImportMeta';

/**
 * Each module's `import.meta` properties as its own source file's (see the module comment): the module starts with
 * a constant of them, on its first line so that lines keep their numbers, and `define` (in `bundleTestEntries`)
 * points `import.meta.url` and the others at it. esbuild replaces expressions, not text, and renames each module's
 * constant apart, so a string that names `import.meta.url` stays as it is.
 */
const ownImportMeta = {
  name: 'own-import-meta',
  setup(build) {
    build.onLoad({ filter: /\.(ts|tsx|mts|js|mjs|jsx)$/ }, async (args) => {
      if (args.path.includes(`${path.sep}node_modules${path.sep}`)) return undefined;
      const source = await readFile(args.path, 'utf8');
      const meta = { url: pathToFileURL(args.path).href, dirname: path.dirname(args.path), filename: args.path };
      const contents = source.includes('import.meta')
        ? `const ${OWN_META} = ${JSON.stringify(meta)}; ${source}`
        : source;
      const extension = path.extname(args.path).slice(1);
      const loader = { mts: 'ts', mjs: 'js' }[extension] ?? extension;
      return { contents, loader };
    });
  },
};

/**
 * `sitegen` and `sitegen/page` (the site's own config and pages import them) as the project's own files, bundled:
 * Node resolves a package's name to itself only from inside the package, and the bundles live outside it.
 * @param {string} root
 */
function ownPackage(root) {
  const require = createRequire(path.join(root, 'package.json'));
  return {
    name: 'own-package',
    setup(build) {
      build.onResolve({ filter: /^sitegen(\/|$)/ }, (args) => ({ path: require.resolve(args.path) }));
    },
  };
}

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
    define: Object.fromEntries(
      ['url', 'dirname', 'filename'].map((name) => [`import.meta.${name}`, `${OWN_META}.${name}`]),
    ),
    plugins: [ownImportMeta, ownPackage(root)],
  });
  const byEntry = new Map(
    Object.entries(result.metafile.outputs)
      .filter(([, output]) => output.entryPoint)
      .map(([file, output]) => [path.resolve(root, output.entryPoint), path.resolve(root, file)]),
  );
  return absolute.map((entry) => byEntry.get(entry));
}
