/**
 * The digest a page cache entry is checked by: the SHA-256 of its bytes, less the content hashes of its links to
 * the site's stylesheets. A Docusaurus site's build sets those once its whole output is written
 * (src/output/output-css.ts), in the page's file, which the entry is a hard link to: the entry stays valid, and the
 * pass sets them on every page it writes again. Self-contained, taking what it uses: the page writing thread runs
 * its source too (src/render/write-aside.ts).
 */
import type { createHash as CreateHash } from 'node:crypto';

export function pageDigest(bytes: Uint8Array, createHash: typeof CreateHash, sheetLink: RegExp): string {
  const digest = createHash('sha256');
  const text = Buffer.from(bytes.buffer, bytes.byteOffset, bytes.byteLength).toString('latin1');
  let from = 0;
  for (const m of text.matchAll(sheetLink)) {
    // The hash is the last group, before `.css`.
    const at = m.index + m[0].length - m[m.length - 1].length - 4;
    digest.update(bytes.subarray(from, at));
    from = at + m[m.length - 1].length;
  }
  digest.update(bytes.subarray(from));
  return digest.digest('hex');
}
