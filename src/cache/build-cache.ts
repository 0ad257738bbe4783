/**
 * The build's cache of rendered Markdown bodies, opened for one site and config (see body-cache.ts), or none
 * when the build runs without it (`--no-cache`, `dev`, the programmatic API by default) or the site's cache
 * folder would lie outside it.
 */
import type { ResolvedConfig } from '../config/schema.js';
import type { Logger } from '../logger.js';
import { openBodyCache, type BodyCache } from './body-cache.js';
import { cacheFolder } from './cache-folder.js';
import { cacheScope } from './fingerprint.js';

/** Open the cache of rendered bodies (of type `T`) of `config.root`, or null (with a warning when the site cannot have one). */
export function openBuildCache<T>({ config, logger }: { config: ResolvedConfig; logger: Logger }): BodyCache<T> | null {
  const folder = cacheFolder(config.root);
  if ('refused' in folder) {
    logger.warn(folder.refused);
    return null;
  }
  return openBodyCache<T>({
    root: config.root,
    dir: folder.dir,
    name: 'bodies',
    scope: cacheScope(config),
    logger,
  });
}
