/**
 * Files that are not pages, client assets, images or static files (feeds, sitemaps, search indexes: whatever
 * later stages of `build` write) come from a full in-memory build, made when one is first asked for and kept
 * until the next change. Pages never wait for it.
 */
import type { Logger } from '../logger.js';
import { silentLogger } from '../logger.js';
import { MemoryWriter, type Writer } from '../output/writer.js';
import type { DevSiteOptions } from './dev-site.js';

/**
 * The build pipeline (`build` in commands/build.ts), passed in by the `dev` command: dev sits below the commands,
 * so it takes the pipeline as an argument rather than importing the command layer.
 */
export type RunBuild = (
  options: DevSiteOptions & { logger: Logger; writer: Writer; includeDrafts: boolean; minify: boolean },
) => Promise<unknown>;

/** Read generated files; `invalidate` after each change. */
export interface FallbackOutput {
  read(file: string): Promise<string | undefined>;
  invalidate(): void;
}

/** A lazily built copy of the whole output. */
export function fallbackOutput({ build, ...options }: DevSiteOptions & { build: RunBuild }): FallbackOutput {
  let output: Promise<MemoryWriter | null> | null = null;
  return {
    async read(file) {
      output ??= (async () => {
        const writer = new MemoryWriter();
        // A site that does not build shows the overlay on its pages; generated files are then simply absent.
        const built = await build({
          ...options,
          logger: silentLogger,
          writer,
          includeDrafts: true,
          minify: false,
        }).catch(() => null);
        return built ? writer : null;
      })();
      return (await output)?.read(file);
    },
    invalidate: () => void (output = null),
  };
}
