/**
 * Whether a URL names a file the build emits that is not a route: something in the static folder, or a file a
 * later stage generated (feeds, search index). Links to those are not broken even though no page renders them.
 */
import { existsSync, statSync } from 'node:fs';
import path from 'node:path';
import type { ResolvedConfig } from '../config/schema.js';
import type { Writer } from '../output/writer.js';
import { staticFolders } from '../config/static-folders.js';

/** Looks up a URL path below the base URL (`/assets/app.zip`); answers are cached per path. */
export type OutputFiles = (urlPath: string) => Promise<boolean>;

/** A lookup over the static folder and, when given, the writer's output so far. */
export function outputFiles(config: ResolvedConfig, writer?: Writer): OutputFiles {
  const statics = staticFolders(config);
  const cache = new Map<string, Promise<boolean>>();
  return (urlPath) => {
    const clean = safeDecode(urlPath.split(/[?#]/)[0]).replace(/^\/+/, '');
    let answer = cache.get(clean);
    if (!answer) {
      answer = exists(clean);
      cache.set(clean, answer);
    }
    return answer;
  };

  async function exists(rel: string): Promise<boolean> {
    // `x.html`: a page or redirect written with `trailingSlash: false`.
    const candidates =
      rel === '' || rel.endsWith('/') ? [`${rel}index.html`] : [rel, `${rel}/index.html`, `${rel}.html`];
    for (const c of candidates) {
      // The static folders are copied to the output root; a path that climbs out of one is not part of the site.
      const inStatic = (dir: string, file = path.join(dir, c)) =>
        file.startsWith(dir + path.sep) && existsSync(file) && statSync(file).isFile();
      if (statics.some((dir) => inStatic(dir))) return true;
      if (writer && (await writer.read(c)) !== undefined) return true;
    }
    return false;
  }
}

function safeDecode(s: string): string {
  try {
    return decodeURIComponent(s);
  } catch {
    return s;
  }
}
