/**
 * What a written page holds for the stylesheet pass of a Docusaurus site's build (src/output/output-css.ts): the
 * parts of its markup that can put a class on an element or read a custom property, and where it links the site's
 * stylesheets. A render thread scans each page as it writes it, while the bytes are at hand; the pass reads only
 * the pages no thread rendered.
 *
 * The page is read as Latin-1, one character per byte: offsets are byte offsets into the file, and every name a
 * stylesheet can ask for is ASCII, which reads the same.
 */
import { SHEET_HASH_LENGTH, SHEET_LINK } from '../../templates/feature-sheets.js';

/** What `scanPage` finds. */
export interface PageScan {
  /** The markup texts (see MARKUP) not seen before on the pages scanned with the same `seen`. */
  drawn: string[];
  /** Each link to a site stylesheet: the byte offset of its hash in the file, the stylesheet's name, the hash. */
  sheets: [at: number, name: string, hash: string][];
}

/**
 * An attribute that can name a class or read a custom property (`class`, `style`, quoted or not: Markdown's raw
 * HTML may write `class=note`), an inline script or style, or a custom property another attribute reads (an SVG's
 * `stroke="var(--ifm-color-emphasis-600)"`): one expression, so that a page is read once.
 */
const MARKUP =
  /[\s"'](?:[cC][lL][aA][sS][sS]|[sS][tT][yY][lL][eE])\s*=\s*(?:"([^"]*)"|'([^']*)'|([^\s"'=<>`]+))|<(script|style|SCRIPT|STYLE)(?=[\s>])[^>]*>([\s\S]*?)<\/\4>|var\(\s*(--[\w-]+)/g;

/** Scan a page's bytes; `seen` carries the markup texts of the pages scanned before, which are not repeated. */
export function scanPage(bytes: Uint8Array, seen: Set<string> = new Set()): PageScan {
  const text = Buffer.from(bytes.buffer, bytes.byteOffset, bytes.byteLength).toString('latin1');
  const drawn: string[] = [];
  for (const m of text.matchAll(MARKUP)) {
    const found = m[1] ?? m[2] ?? m[3] ?? m[5] ?? m[6];
    if (seen.has(found)) continue;
    seen.add(found);
    drawn.push(found);
  }
  const sheets: PageScan['sheets'] = [];
  for (const m of text.matchAll(SHEET_LINK)) sheets.push([m.index + m[0].length - SHEET_HASH_LENGTH - 4, m[1], m[2]]);
  return { drawn, sheets };
}
