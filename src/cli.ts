/**
 * The `sitegen` command line: build, dev, check. Parses arguments, turns errors into readable messages and
 * exit codes (0 success, warnings allowed; 1 build error; 2 usage error). Environment is read here only.
 * A command's module is imported when it runs: `--version` and `--help` load no command, and `build` none of
 * dev's or migrate's packages.
 */
import { existsSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { Command, CommanderError } from 'commander';
import { hasCachedPages } from './cache/page-cache.js';
import { requireWithCodeCache } from './code-cache.js';
import type { BuildOptions, BuildResult } from './commands/build.js';
import {
  buildCommand,
  checkCommand,
  devCommand,
  migrateCommand,
  siteFolder,
  writeTranslationsCommand,
} from './commands/command-line.js';
import {
  defaultRenderThreads,
  hasFewSources,
  prestartRenderThreads,
  renderThreadsToStart,
} from './render/render-threads.js';
import { VERSION } from './version.js';

/** The programmatic API, for scripts that drive a build (benchmarks, tools). */
export { silentLogger, createLogger } from './logger.js';
export { FileSystemWriter, MemoryWriter } from './output/writer.js';

/** Run the build pipeline (src/commands/build.ts), loading it on the first call. */
export async function build(options: BuildOptions): Promise<BuildResult> {
  const pipeline = await import('./commands/build.js');
  return pipeline.build(options);
}

/**
 * Run the CLI with `argv` (process.argv form). Resolves to the exit code. `afterDevFirstPage`: this CLI is the
 * one compiled into dev's own bundle, which bin/sitegen.mjs runs for `sitegen dev` (see `loadDev`); called once
 * dev's first page is served (the bin writes the bundle's code cache).
 */
export async function main(
  argv: string[],
  { afterDevFirstPage }: { afterDevFirstPage?: () => void } = {},
): Promise<number> {
  const program = new Command('sitegen')
    .description('A fast static-site generator for documentation sites.')
    .version(VERSION, '-v, --version')
    .exitOverride()
    .configureOutput({ writeErr: (s) => process.stderr.write(s) })
    .showHelpAfterError('(run sitegen --help for usage)');

  let exitCode = 0;
  const common = (cmd: Command) =>
    cmd
      .option('--root <dir>', 'the site folder (holds site.config.ts)', siteFolder, '.')
      .option('--config <file>', 'config file, relative to --root (default: site.config.ts)')
      .option('--verbose', 'print stack traces and error causes');
  /** The action that imports its command's module, then runs it. */
  const lazily =
    <O>(load: (opts: O) => Promise<(opts: O) => Promise<number>>) =>
    async (opts: O) => {
      const run = await load(opts);
      siteCodeSourceMaps();
      exitCode = await run(opts);
    };

  common(buildCommand(program)).action(lazily(loadBuild));
  common(checkCommand(program)).action(lazily(async () => (await import('./commands/check.js')).runCheck));
  common(devCommand(program)).action(lazily(() => loadDev(afterDevFirstPage)));
  common(writeTranslationsCommand(program)).action(
    lazily(async () => (await import('./commands/write-translations.js')).runWriteTranslations),
  );
  migrateCommand(program).action(lazily(async () => (await import('./commands/migrate.js')).runMigrate));

  try {
    await program.parseAsync(argv);
    return exitCode;
  } catch (error) {
    if (error instanceof CommanderError) return error.exitCode === 0 ? 0 : 2;
    throw error;
  }
}

/**
 * The `dev` command. Compiled, it runs from its own CommonJS bundle through V8's code cache (see
 * src/code-cache.ts and bin/compile.mjs): its first page comes a third sooner. The cache is written once the
 * first page is served, when the functions that page ran are compiled. bin/sitegen.mjs runs `sitegen dev` through
 * the bundle's own copy of this CLI (`afterFirstPage` given: the bundle is running), so that a start does not load
 * the ES module CLI too; another way in (`main` called by a script) loads the bundle here. Run from source (tests),
 * it is imported.
 */
async function loadDev(afterFirstPage?: () => void): Promise<(opts: DevOptions) => Promise<number>> {
  if (afterFirstPage) {
    const { runDev } = await import('./commands/dev.js');
    return (opts) => runDev({ ...opts, afterFirstPage });
  }
  const bundle = new URL('./dev.cjs', import.meta.url);
  if (!import.meta.url.endsWith('.mjs') || !existsSync(bundle)) return (await import('./commands/dev.js')).runDev;
  const loaded = requireWithCodeCache<typeof import('./commands/dev.js')>(fileURLToPath(bundle));
  return (opts) => loaded.exports.runDev({ ...opts, afterFirstPage: loaded.saveCodeCache });
}

type DevOptions = Parameters<typeof import('./commands/dev.js').runDev>[0];

/**
 * The `build` command, from its own CommonJS bundle through V8's code cache like `dev`: a warm build after a
 * one-doc edit spent a sixth of its time compiling sitegen. The cache is written after the first build run through
 * the bundle (with every function that build compiled), and again only when V8 refuses it.
 */
async function loadBuild(opts: BuildCliOptions): Promise<(opts: BuildCliOptions) => Promise<number>> {
  const lateRenderThreads = opts.workers === undefined && hasFewSources(path.resolve(opts.root), opts.out);
  const bundle = new URL('./build.cjs', import.meta.url);
  if (!import.meta.url.endsWith('.mjs') || !existsSync(bundle)) {
    const { runBuild } = await import('./commands/run-build.js');
    return (opts) => runBuild({ ...opts, lateRenderThreads });
  }
  // The render threads load on the other core while this one loads the bundle (src/render/render-threads.ts).
  if (startsRenderPool(opts) && !lateRenderThreads)
    prestartRenderThreads(renderThreadsToStart(opts.workers ?? defaultRenderThreads()));
  const loaded = requireWithCodeCache<typeof import('./commands/run-build.js')>(fileURLToPath(bundle));
  return async (opts) => {
    try {
      return await loaded.exports.runBuild({ ...opts, lateRenderThreads });
    } finally {
      loaded.saveCodeCache();
    }
  };
}

type BuildCliOptions = Parameters<typeof import('./commands/run-build.js').runBuild>[0];

/**
 * Whether `build` starts its render threads up front, as src/commands/build.ts decides: always, unless the page
 * cache holds an earlier build's pages (a warm build starts threads only when many pages are left to render).
 */
function startsRenderPool(opts: BuildCliOptions): boolean {
  return opts.cache === false || !hasCachedPages(path.resolve(opts.root));
}

/**
 * Turn on source maps for what loads from now on: site code (page modules carry inline maps), whose stack lines
 * must name its sources (a failed page's error reads its line there). sitegen's own modules, loaded by now, keep
 * their compiled lines: Node would parse their maps (~1 MB) at every start for stacks printed only with
 * `--verbose`, which turns maps on before they load (bin/sitegen.mjs).
 */
function siteCodeSourceMaps(): void {
  process.setSourceMapsEnabled(true);
}
