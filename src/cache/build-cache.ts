/**
 * The build's caches, opened for one site and config (see body-cache.ts): rendered Markdown bodies, the
 * summaries structure link previews show, each page's search analysis, bundles (file-inputs-cache.ts) and rendered pages (page-cache.ts). None when the build runs without them (`--no-cache`, `dev`, the
 * programmatic API by default) or when the site's cache folder would lie outside it.
 */
import type { ResolvedConfig } from '../config/schema.js';
import type { Logger } from '../logger.js';
import { openBodyCache, type BodyCache } from './body-cache.js';
import { cacheFolder } from './cache-folder.js';
import { cacheScope } from './fingerprint.js';
import { openFileInputsCache, type FileInputsCache, type FileInputsPlace } from './file-inputs-cache.js';
import { openHighlightCache, type HighlightCache } from './highlight-cache.js';
import { openKeptFiles, type KeptFiles } from './kept-files.js';
import { openPageCache, type PageCache } from './page-cache.js';

/** The build's caches: Markdown bodies, structure summaries and search analyses (typed by their stages). */
export interface BuildCache<B, S, G = unknown> {
  bodies: BodyCache<B>;
  summaries: BodyCache<string>;
  search: BodyCache<S>;
  /** The search index's joined postings of runs of pages (src/search/postings-groups.ts). */
  searchGroups: BodyCache<G>;
  /** Bundles (esbuild's), kept with the files they were made from. */
  bundles: FileInputsCache;
  /** Highlighted code blocks (highlight-cache.ts). */
  highlights: HighlightCache;
  /** Files derived from installed packages, copied from there (kept-files.ts). */
  kept: KeptFiles;
  /** Rendered pages; null when the cache folder cannot be made. */
  pages: PageCache | null;
  /** The site, the cache folder and the scope: what the bundle thread opens its `bundles` and `kept` by. */
  place: FileInputsPlace;
  /** Write what this build added (after its output was committed). */
  save(): void;
  /** Drop what this build added without writing it (the build failed). */
  discard(): void;
}

/** The caches of `config.root`, or null (with a warning when the site cannot have them). */
export function openBuildCache<B, S, G = unknown>({
  config,
  logger,
}: {
  config: ResolvedConfig;
  logger: Logger;
}): BuildCache<B, S, G> | null {
  const folder = cacheFolder(config.root);
  if ('refused' in folder) {
    logger.warn(folder.refused);
    return null;
  }
  const scope = cacheScope(config);
  const open = <T>(name: string, shardCount?: number) =>
    openBodyCache<T>({ root: config.root, dir: folder.dir, name, scope, logger, shardCount });
  const caches = {
    bodies: open<B>('bodies'),
    summaries: open<string>('summaries'),
    search: open<S>('search'),
    // A few dozen groups a locale, ~1 MB in all: a warm build reads them all, so few files.
    searchGroups: open<G>('search-groups', 8),
    bundles: openFileInputsCache({ root: config.root, dir: folder.dir, scope, logger }),
    highlights: openHighlightCache({ root: config.root, dir: folder.dir, scope, logger }),
  };
  const pages = openPageCache({ root: config.root, dir: folder.dir, scope, logger });
  const kept = openKeptFiles({ root: config.root, dir: folder.dir, scope });
  const stores = [caches.bodies, caches.summaries, caches.search, caches.searchGroups];
  return {
    ...caches,
    pages,
    kept,
    place: { root: config.root, dir: folder.dir, scope },
    save: () => [...Object.values(caches), pages].forEach((c) => c?.save()),
    discard: () => stores.forEach((store) => store.discard()),
  };
}
