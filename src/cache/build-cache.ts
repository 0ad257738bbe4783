/**
 * The build's caches, opened for one site and config (see body-cache.ts): rendered Markdown bodies, and the
 * summaries structure link previews show. None when the build runs without them (`--no-cache`, `dev`, the
 * programmatic API by default) or when the site's cache folder would lie outside it.
 */
import type { ResolvedConfig } from '../config/schema.js';
import type { Logger } from '../logger.js';
import { openBodyCache, type BodyCache } from './body-cache.js';
import { cacheFolder } from './cache-folder.js';
import { cacheScope } from './fingerprint.js';

/** The caches of `config.root`, or null (with a warning when the site cannot have them). */
export function openBuildCache<B>({
  config,
  logger,
}: {
  config: ResolvedConfig;
  logger: Logger;
}): { bodies: BodyCache<B>; summaries: BodyCache<string> } | null {
  const folder = cacheFolder(config.root);
  if ('refused' in folder) {
    logger.warn(folder.refused);
    return null;
  }
  const scope = cacheScope(config);
  const open = <T>(name: string) => openBodyCache<T>({ root: config.root, dir: folder.dir, name, scope, logger });
  return { bodies: open<B>('bodies'), summaries: open<string>('summaries') };
}
