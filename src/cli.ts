/**
 * The `sitegen` command line: build, dev, check. Parses arguments, turns errors into readable messages and
 * exit codes (0 success, warnings allowed; 1 build error; 2 usage error). Environment is read here only.
 */
import path from 'node:path';
import { Command, CommanderError, Option } from 'commander';
import { build } from './commands/build.js';
import { checkCommand, runCheck } from './commands/check.js';
import { devCommand, runDev } from './commands/dev.js';
import { runWriteTranslations, writeTranslationsCommand } from './commands/write-translations.js';
import { migrateCommand, runMigrate } from './commands/migrate.js';
import { formatError, UsageError } from './errors.js';
import { createLogger } from './logger.js';
import { FileSystemWriter } from './output/writer.js';
import { printWarnings } from './check/report-warnings.js';
import { VERSION } from './version.js';

/** The programmatic API, for scripts that drive a build (benchmarks, tools). */
export { build } from './commands/build.js';
export { silentLogger, createLogger } from './logger.js';
export { FileSystemWriter, MemoryWriter } from './output/writer.js';

/** Run the CLI with `argv` (process.argv form). Resolves to the exit code. */
export async function main(argv: string[]): Promise<number> {
  const program = new Command('sitegen')
    .description('A fast static-site generator for documentation sites.')
    .version(VERSION, '-v, --version')
    .exitOverride()
    .configureOutput({ writeErr: (s) => process.stderr.write(s) })
    .showHelpAfterError('(run sitegen --help for usage)');

  let exitCode = 0;
  const common = (cmd: Command) =>
    cmd
      .option('--root <dir>', 'the site folder (holds site.config.ts)', '.')
      .option('--config <file>', 'config file, relative to --root (default: site.config.ts)')
      .option('--verbose', 'print stack traces and error causes');

  common(
    program
      .command('build')
      .description('Build the site into the output folder.')
      .option('--out <dir>', 'output folder, relative to --root', 'build')
      .addOption(new Option('--locale <code...>', 'build only these locales (default: all)'))
      .option('--workers <n>', 'render threads (default: one per core)', (v) => Number.parseInt(v, 10))
      .option('--profile [file]', 'write a CPU profile of the build (.cpuprofile)')
      .option('--no-cache', `render every page's Markdown anew, without reading or writing the build cache`)
      .option('--time-limit <seconds>', 'stop a page that renders longer than this (default 30)', (v) =>
        Number.parseFloat(v),
      )
      .addHelpText(
        'after',
        '\nExamples:\n  $ sitegen build\n  $ sitegen build --locale en --out dist\n  $ sitegen build --root ../other-site',
      ),
  ).action(async (opts) => {
    exitCode = await runBuild(opts);
  });

  common(checkCommand(program)).action(async (opts) => {
    exitCode = await runCheck(opts);
  });

  common(devCommand(program)).action(async (opts) => {
    exitCode = await runDev(opts);
  });

  common(writeTranslationsCommand(program)).action(async (opts) => {
    exitCode = await runWriteTranslations(opts);
  });

  migrateCommand(program).action(async (opts) => {
    exitCode = await runMigrate(opts);
  });

  try {
    await program.parseAsync(argv);
    return exitCode;
  } catch (error) {
    if (error instanceof CommanderError) return error.exitCode === 0 ? 0 : 2;
    throw error;
  }
}

async function runBuild(opts: {
  root: string;
  config?: string;
  out: string;
  locale?: string[];
  workers?: number;
  verbose?: boolean;
  profile?: string | boolean;
  timeLimit?: number;
  cache?: boolean;
}): Promise<number> {
  const logger = createLogger();
  const root = path.resolve(opts.root);
  const outDir = path.resolve(root, opts.out);
  const profile = opts.profile
    ? path.resolve(typeof opts.profile === 'string' ? opts.profile : path.join(root, 'sitegen-build.cpuprofile'))
    : undefined;
  const stopProfile = profile ? await startProfile(profile) : null;
  try {
    const result = await build({
      root,
      configFile: opts.config,
      locales: opts.locale,
      logger,
      writer: new FileSystemWriter(outDir),
      workers: opts.workers,
      profile,
      pageTimeLimitMs: opts.timeLimit ? opts.timeLimit * 1000 : undefined,
      cache: opts.cache !== false,
    });
    printWarnings(result.warnings, { root, logger });
    return 0;
  } catch (error) {
    logger.error(formatError(error, { verbose: opts.verbose }));
    if (error instanceof UsageError) return 2;
    logger.error('build failed; the previous output was left as it was.');
    return 1;
  } finally {
    await stopProfile?.();
  }
}

/** Profile the main thread with the inspector; returns a function that writes the profile. */
async function startProfile(file: string): Promise<() => Promise<void>> {
  const { Session } = await import('node:inspector/promises');
  const { writeFile } = await import('node:fs/promises');
  const session = new Session();
  session.connect();
  await session.post('Profiler.enable');
  await session.post('Profiler.start');
  return async () => {
    const { profile } = await session.post('Profiler.stop');
    await writeFile(file, JSON.stringify(profile));
    process.stderr.write(`CPU profile written to ${file} (open it in Chrome DevTools > Performance)\n`);
    session.disconnect();
  };
}
