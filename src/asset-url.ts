/**
 * The one name a file copied into the output gets, whoever refers to it: a Markdown image, an image a page or a
 * component imports, a stylesheet's `url()`. The same bytes are then one file at one URL, however many refer to them.
 */
import { createHash } from 'node:crypto';
import { readFileSync } from 'node:fs';
import path from 'node:path';

/** `{baseUrl}assets/images/{name}-{first 10 hex of the content's sha1}{ext}`. */
export function hashedAssetUrl(baseUrl: string, file: string): string {
  const hash = createHash('sha1').update(readFileSync(file)).digest('hex').slice(0, 10);
  const ext = path.extname(file);
  return `${baseUrl}assets/images/${path.basename(file, ext)}-${hash}${ext}`;
}
