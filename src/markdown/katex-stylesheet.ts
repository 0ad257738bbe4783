/**
 * KaTeX's stylesheet for a sitegen site's formulas (`markdown.math`): KaTeX's HTML needs it to look like math.
 * sitegen copies the installed `katex` package's `katex.min.css` and the fonts it names into the output, under a
 * folder named by KaTeX's version (`assets/katex-0.16.47/`), so the stylesheet's relative font URLs resolve as they
 * are and a new KaTeX gets new URLs. Only the pages that show a formula link it (src/render/page-stylesheets.ts). A
 * Docusaurus site links KaTeX itself, through its `stylesheets` setting, as Docusaurus's documentation has it:
 * sitegen adds nothing there, even where a site lists rehype-katex and no stylesheet, as Docusaurus does.
 */
import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';
import type { ResolvedConfig } from '../config/schema.js';

/** The stylesheet's public URL, and every file to copy for it: public URL -> installed file. */
export interface KatexStylesheet {
  url: string;
  copies: [url: string, file: string][];
}

/** What in a page's HTML says KaTeX drew a formula there: the class of its root element. */
export const KATEX_MARK = 'class="katex"';

const require = createRequire(import.meta.url);

/** KaTeX's stylesheet for `config`'s site; null unless it is a sitegen site whose `markdown.math` draws with KaTeX. */
export function katexStylesheet(config: ResolvedConfig): KatexStylesheet | null {
  if (config.docusaurus || !config.markdown.math?.katex) return null;
  // The dev server asks for each font it serves.
  let found = made.get(config);
  if (!found) made.set(config, (found = installedStylesheet(config.baseUrl)));
  return found;
}

const made = new WeakMap<ResolvedConfig, KatexStylesheet>();

function installedStylesheet(baseUrl: string): KatexStylesheet {
  const packageFile = require.resolve('katex/package.json');
  const { version } = JSON.parse(readFileSync(packageFile, 'utf8')) as { version: string };
  const dist = path.join(path.dirname(packageFile), 'dist');
  const folder = `${baseUrl}assets/katex-${version}/`;
  const css = path.join(dist, 'katex.min.css');
  const fonts = [...new Set(readFileSync(css, 'utf8').match(FONT_URL) ?? [])].map((m) => m.slice(4, -1));
  return {
    url: `${folder}katex.min.css`,
    copies: [
      [`${folder}katex.min.css`, css],
      ...fonts.map((font): [string, string] => [`${folder}${font}`, path.join(dist, font)]),
    ],
  };
}

// The fonts the stylesheet names, relative to it: `url(fonts/KaTeX_AMS-Regular.woff2)`.
const FONT_URL = /url\(fonts\/[\w.-]+\)/g;

/** Whether any of `htmls` shows a formula KaTeX drew. */
export function showsFormula(htmls: Iterable<string>): boolean {
  for (const html of htmls) if (html.includes(KATEX_MARK)) return true;
  return false;
}

/** The installed file served at `url` as part of KaTeX's stylesheet, if it is one. */
export function katexFile(config: ResolvedConfig, url: string): string | undefined {
  return katexStylesheet(config)?.copies.find(([at]) => at === url)?.[1];
}
