/**
 * What a written page holds for the stylesheet pass of a Docusaurus site's build (src/output/output-css.ts): the
 * names its markup gives that the stylesheets ask about (classes, custom properties), and where it links the site's
 * stylesheets. A render thread scans each page as it writes it, while the bytes are at hand; the page cache keeps
 * the scan with the page's entry (a page's content is its entry's, see src/cache/page-digest.ts), so a build that
 * takes a page from the cache does not read it again.
 *
 * The page is read as Latin-1, one character per byte: offsets are byte offsets into the file, and every name a
 * stylesheet can ask about is ASCII, which reads the same.
 */
import { namesIn } from '../bundle/unused-rules.js';
import type { PageScan } from '../cache/page-cache.js';
import { SHEET_HASH_LENGTH, SHEET_LINK } from '../../templates/feature-sheets.js';

export type { PageScan };

/**
 * An attribute that can name a class or read a custom property (`class`, `style`, quoted or not: Markdown's raw
 * HTML may write `class=note`), an inline script or style, or a custom property another attribute reads (an SVG's
 * `stroke="var(--ifm-color-emphasis-600)"`): one expression, so that a page is read once.
 */
const MARKUP =
  /[\s"'](?:[cC][lL][aA][sS][sS]|[sS][tT][yY][lL][eE])\s*=\s*(?:"([^"]*)"|'([^']*)'|([^\s"'=<>`]+))|<(script|style|SCRIPT|STYLE)(?=[\s>])[^>]*>([\s\S]*?)<\/\4>|var\(\s*(--[\w-]+)/g;

/**
 * A scanner of pages for the names of `asked` (unused-rules.ts `namesAsked`). Pages repeat most of their markup
 * (navbar, sidebar, footer): each text's names are found once per scanner.
 */
export function pageScanner(asked: ReadonlySet<string>): (bytes: Uint8Array) => PageScan {
  const namesOf = new Map<string, string[]>();
  return (bytes) => {
    const text = Buffer.from(bytes.buffer, bytes.byteOffset, bytes.byteLength).toString('latin1');
    const names = new Set<string>();
    for (const m of text.matchAll(MARKUP)) {
      const found = m[1] ?? m[2] ?? m[3] ?? m[5] ?? m[6];
      let known = namesOf.get(found);
      if (!known) namesOf.set(found, (known = namesIn(found, asked)));
      for (const name of known) names.add(name);
    }
    const sheets: PageScan['sheets'] = [];
    for (const m of text.matchAll(SHEET_LINK)) sheets.push([m.index + m[0].length - SHEET_HASH_LENGTH - 4, m[1]]);
    return { names: [...names], sheets };
  };
}
