/**
 * Bundles made from sitegen's own files alone, kept for the life of the process: its stylesheet, and its client
 * script for a site without islands. A process that builds more than once (`sitegen dev` after each edit, a test
 * process building fixture site after fixture site) makes each once per set of options, where esbuild took
 * ~130 ms of CPU for the script and ~15 ms for the stylesheet at every build. The build cache cannot serve these:
 * it is the site's, and it is empty for a site built for the first time.
 *
 * A kept bundle is used while every file esbuild read to make it has the same bytes, so an edit of sitegen's
 * client or styles is bundled anew; the key holds everything else the bundle is made from.
 */
import { fileDigest, type MadeFromFiles } from '../cache/file-inputs-cache.js';

interface Kept {
  made: Promise<MadeFromFiles<unknown>>;
  /** Absolute file -> sha256 of its bytes, once made. */
  digests?: Map<string, string>;
}

const kept = new Map<string, Kept>();

/**
 * The bundle kept under `key` if the files it was made from are unchanged, else `make`'s: then kept, unless
 * `keep` refuses the files it was made from (what the key leaves out may have chosen them).
 */
export async function ownBundle<T>(
  key: string,
  make: () => Promise<MadeFromFiles<T>>,
  keep: (inputs: string[]) => boolean = () => true,
): Promise<T> {
  const entry = kept.get(key);
  if (entry && (!entry.digests || unchanged(entry.digests))) return ((await entry.made) as MadeFromFiles<T>).value;
  const fresh: Kept = { made: make() };
  kept.set(key, fresh);
  try {
    const made = await fresh.made;
    if (!keep(made.inputs) && kept.get(key) === fresh) kept.delete(key);
    fresh.digests = new Map(made.inputs.map((file) => [file, fileDigest(file)]));
    return made.value as T;
  } catch (error) {
    // A failed bundle (a syntax error being fixed in dev) is made again next time.
    if (kept.get(key) === fresh) kept.delete(key);
    throw error;
  }
}

function unchanged(digests: Map<string, string>): boolean {
  for (const [file, value] of digests) if (fileDigest(file) !== value) return false;
  return true;
}
