/** `sitegen build` as the command line runs it: options in, the pipeline run, warnings and errors printed. */
import path from 'node:path';
import { printWarnings } from '../check/report-warnings.js';
import { formatError, UsageError } from '../errors.js';
import { createLogger } from '../logger.js';
import { FileSystemWriter } from '../output/writer.js';
import { startProfile as startThreadProfile } from '../cpu-profile.js';
import { build, warningsBeforeFailure } from './build.js';

/** Run `build` for the CLI; returns the exit code (1 build error, 2 usage error). */
export async function runBuild(opts: {
  root: string;
  config?: string;
  out: string;
  locale?: string[];
  workers?: number;
  /** The site is small: render threads start only if its pages prove many (src/render/render-threads.ts). */
  lateRenderThreads?: boolean;
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
      lateRenderThreads: opts.lateRenderThreads,
      profile,
      pageTimeLimitMs: opts.timeLimit ? opts.timeLimit * 1000 : undefined,
      cache: opts.cache !== false,
    });
    printWarnings(result.warnings, { root, logger });
    return 0;
  } catch (error) {
    // What the site asks for and sitegen does not do may be why it failed: said first.
    printWarnings(warningsBeforeFailure(error), { root, logger });
    logger.error(formatError(error, { verbose: opts.verbose }));
    if (error instanceof UsageError) return 2;
    logger.error('build failed; the previous output was left as it was.');
    return 1;
  } finally {
    await stopProfile?.();
  }
}

/** Profile the main thread; the returned function writes the profile and says where. */
async function startProfile(file: string): Promise<() => Promise<void>> {
  const stop = await startThreadProfile(file);
  return async () => {
    await stop();
    process.stderr.write(`CPU profile written to ${file} (open it in Chrome DevTools > Performance)\n`);
  };
}
