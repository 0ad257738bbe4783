/**
 * What `dev` keeps between runs in the site's cache folder (besides the heads, head-cache.ts): the bundles it
 * compiled at start (sidebars file, page modules, their messages, the client bundle), reused while the files they
 * were made from are unchanged; rendered Markdown bodies, shared with `build` (body-cache.ts): a page whose
 * body an earlier run rendered (and nothing it links to changed) is served without rendering its Markdown again;
 * and which locales have each route (`dev/alternates.json`), so that the first page needs only its own locale's
 * route table (see site-state.ts, which checks the map against every table after that page).
 */
import path from 'node:path';
import { openBodyCache } from '../cache/body-cache.js';
import { cacheFolder, ensureCacheFolder, type CacheStoreOptions } from '../cache/cache-folder.js';
import { readCheckedJson, writeCheckedFile } from '../cache/checked-file.js';
import { openFileInputsCache, type FileInputsCache } from '../cache/file-inputs-cache.js';
import { cacheScope } from '../cache/fingerprint.js';
import type { ResolvedConfig } from '../config/schema.js';
import type { ParseCaches } from '../content/parse-entries.js';
import type { Logger } from '../logger.js';

/** The caches of one site and config; none when the site gets no cache folder. */
export interface DevCaches {
  bundles?: FileInputsCache;
  parse?: ParseCaches;
  alternates?: AlternatesCache;
  /** Write what this run added. Never throws: a cache that cannot be written is a warning. */
  save(): void;
}

/** Route key -> the locales that have it, as the last run found it for the same sources (`signature`). */
export interface AlternatesCache {
  get(signature: string): Map<string, string[]> | null;
  set(signature: string, alternates: Map<string, string[]>): void;
}

/** Open `config`'s caches (files are read when first looked up). */
export function openDevCaches(config: ResolvedConfig, logger: Logger): DevCaches {
  const folder = cacheFolder(config.root);
  if ('refused' in folder) return { save: () => {} };
  const scope = cacheScope(config);
  const { root } = config;
  // Its own folder: `build` keeps its minified client bundle under the same name, and one would evict the
  // other's at every switch between them.
  const bundles = openFileInputsCache({ root, dir: path.join(folder.dir, 'dev'), scope, logger });
  const parse: ParseCaches = {
    bodies: openBodyCache({ root, dir: folder.dir, name: 'bodies', scope, logger }),
    summaries: openBodyCache({ root, dir: folder.dir, name: 'summaries', scope, logger }),
  };
  const alternates = openAlternatesCache({ root, dir: path.join(folder.dir, 'dev'), scope, logger });
  return {
    bundles,
    parse,
    alternates,
    save() {
      bundles.save();
      parse.bodies.save();
      parse.summaries.save();
      alternates.save();
    },
  };
}

const ALTERNATES_FORMAT = 1;

/** The map of alternates in `dir/alternates.json`, read on the first `get`, written by `save` when `set` changed it. */
function openAlternatesCache({ root, dir, scope, logger }: CacheStoreOptions): AlternatesCache & { save(): void } {
  const file = path.join(dir, 'alternates.json');
  const kind = { format: ALTERNATES_FORMAT, scope };
  type Stored = { signature: string; alternates: [string, string[]][] };
  let stored: Stored | null | undefined;
  let fresh: Stored | null = null;
  const warn = (why: string) =>
    logger.warn(`cache file ${path.relative(root, file)} is ignored (${why}); it will be rewritten`);
  return {
    get(signature) {
      if (stored === undefined) stored = readCheckedJson<Stored>(file, kind, warn);
      return stored?.signature === signature ? new Map(stored.alternates) : null;
    },
    set(signature, alternates) {
      stored = fresh = { signature, alternates: [...alternates] };
    },
    save() {
      if (!fresh) return;
      try {
        if (ensureCacheFolder(root, dir)) writeCheckedFile(file, kind, JSON.stringify(fresh));
        fresh = null;
      } catch (error) {
        logger.warn(`the dev cache could not be written (${(error as Error).message})`);
      }
    },
  };
}
