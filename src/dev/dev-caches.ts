/**
 * What `dev` keeps between runs in the site's cache folder (besides the heads, head-cache.ts): the bundles it
 * compiled at start (sidebars file, page modules, their messages, the client bundle), reused while the files they
 * were made from are unchanged, and rendered Markdown bodies, shared with `build` (body-cache.ts): a page whose
 * body an earlier run rendered (and nothing it links to changed) is served without rendering its Markdown again.
 */
import path from 'node:path';
import { openBodyCache } from '../cache/body-cache.js';
import { cacheFolder } from '../cache/cache-folder.js';
import { openFileInputsCache, type FileInputsCache } from '../cache/file-inputs-cache.js';
import { cacheScope } from '../cache/fingerprint.js';
import type { ResolvedConfig } from '../config/schema.js';
import type { ParseCaches } from '../content/parse-entries.js';
import type { Logger } from '../logger.js';

/** The caches of one site and config; none when the site gets no cache folder. */
export interface DevCaches {
  bundles?: FileInputsCache;
  parse?: ParseCaches;
  /** Write what this run added. Never throws: a cache that cannot be written is a warning. */
  save(): void;
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
  return {
    bundles,
    parse,
    save() {
      bundles.save();
      parse.bodies.save();
      parse.summaries.save();
    },
  };
}
