/**
 * The compiled site config, kept in the build cache (file-inputs-cache.ts) with every file esbuild read to make
 * it: reused while those files have the same bytes and sitegen (with its esbuild) is the same. Written as soon
 * as it is compiled: the script follows from its inputs alone, whatever the build then does.
 */
import type { KeepCompiledConfig } from '../config/compile-config.js';
import type { Logger } from '../logger.js';
import { cacheFolder } from './cache-folder.js';
import { metafileInputs, openFileInputsCache } from './file-inputs-cache.js';
import { sitegenFingerprint } from './fingerprint.js';

/** The keeper of `root`'s compiled config; undefined when the site gets no cache folder (the config compiles). */
export function configCache({ root, logger }: { root: string; logger: Logger }): KeepCompiledConfig | undefined {
  const folder = cacheFolder(root);
  if ('refused' in folder) return undefined;
  return async (file, compile) => {
    const kept = openFileInputsCache({ root, dir: folder.dir, scope: sitegenFingerprint(), logger });
    const code = await kept.through('config', file, async () => {
      const { code, metafile } = await compile();
      return { value: code, inputs: metafileInputs(metafile, process.cwd()) };
    });
    kept.save();
    return code;
  };
}
