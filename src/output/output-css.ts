/**
 * A Docusaurus site's stylesheets, made again once the whole output is written: sitegen's theme and the Infima
 * layer keep only the rules some element of the output can match, and the custom properties something reads.
 *
 * Before any page renders, the stylesheet can only keep what the site's sources or sitegen's might draw
 * (src/bundle/site-vocabulary.ts): every class any template of sitegen's names, for features the site never shows.
 * The output names what is drawn: its pages' class and style attributes, their inline scripts and styles, and
 * every script of the output (which holds what components draw once they run: a dropdown opened, the search modal,
 * a class built at run time counts through its prefix). The site's own CSS is shipped whole, as it always was.
 *
 * The pages were written linking the stylesheets of the sources' guess (or, linked from the previous output, that
 * build's): each link is set to the final stylesheet, named by its content like every asset. A build made from the
 * same sources writes the same bytes, whatever the cache held.
 */
import { finishedSiteCss, sheetFile, type PrunableSheets } from '../bundle/bundle-client.js';
import { namesAsked, namesIn, vocabularyOf, withoutUnused } from '../bundle/unused-rules.js';
import { escapeRegExp } from '../escape-regexp.js';
import { PAGE_PARTS, sheetFileName } from '../../templates/feature-sheets.js';
import type { Writer } from './writer.js';

/** The stylesheets' file names before their hash: the site's, and each page part's variant of it. */
const SHEET_NAMES = ['site', ...PAGE_PARTS.map(sheetFileName)];

/** Whether `file` (relative to the output root) is one of the stylesheets `writeOutputCss` makes again. */
export function isOutputSheet(file: string): boolean {
  const m = /^assets\/([\w-]+)\.[0-9a-f]{10}\.css$/.exec(file);
  return m !== null && SHEET_NAMES.includes(m[1]);
}

/** Write the stylesheets of `sheets` as the output in `writer` uses them, and point every page at them. */
export async function writeOutputCss({
  sheets,
  writer,
  baseUrl,
}: {
  sheets: PrunableSheets;
  writer: Writer;
  baseUrl: string;
}): Promise<void> {
  const files = await writer.list();
  const pages = files.filter((file) => file.endsWith('.html'));
  const scripts = files.filter((file) => /\.[cm]?js$/.test(file));
  const html = await Promise.all(pages.map(async (file) => (await writer.read(file)) ?? ''));
  const parts = Object.entries(sheets.parts);
  const asked = namesAsked([sheets.theme, ...parts.map(([, css]) => css), sheets.infima].join('\n'));
  const drawn = new Set<string>();
  for (const text of markupTexts(html)) for (const name of namesIn(text, asked)) drawn.add(name);
  for (const file of scripts) for (const name of namesIn((await writer.read(file)) ?? '', asked)) drawn.add(name);
  // Of the stylesheets around each part, what counts is the custom properties they read or set.
  const named = (...css: string[]) => vocabularyOf([], [...drawn, ...css.flatMap(customProperties)], asked);
  const themeWords = named(sheets.own, sheets.infima);
  const theme = withoutUnused(sheets.theme, themeWords);
  const themed = parts.map(([part, css]) => [part, withoutUnused(sheets.theme + css, themeWords)]);
  const infimaWords = named(sheets.own, theme, ...themed.map(([, css]) => css));
  const site = await finishedSiteCss({ infima: withoutUnused(sheets.infima, infimaWords), own: sheets.own }, true);

  const urls = new Map<string, string>();
  const write = async (name: string, text: string) => {
    const file = sheetFile(name, text);
    await writer.write(file, text);
    urls.set(name, `${baseUrl}${file}`);
  };
  await write('site', theme + site);
  for (const [part, css] of themed) await write(sheetFileName(part as keyof PrunableSheets['parts']), css + site);

  const link = new RegExp(`${escapeRegExp(baseUrl)}assets/(${SHEET_NAMES.join('|')})\\.[0-9a-f]{10}\\.css`, 'g');
  await Promise.all(
    pages.map(async (file, i) => {
      const page = html[i];
      const found = [...page.matchAll(link)];
      if (found.length === 0) return;
      // A name is replaced by one as long: the bytes from the first link to the end of the last are all that change.
      const text = page.replace(link, (old, name: string) => urls.get(name) ?? old);
      const start = found[0].index;
      const end = found[found.length - 1].index + found[found.length - 1][0].length;
      const bytes = Buffer.from(text.slice(start, end));
      if (!(await writer.patch?.(file, Buffer.byteLength(page.slice(0, start)), bytes))) await writer.write(file, text);
    }),
  );
}

/** The custom properties `css` names. */
function customProperties(css: string): string[] {
  return css.match(/--[\w-]+/g) ?? [];
}

/**
 * The parts of pages that can put a class on an element or read a custom property: class and style attributes
 * (quoted or not: Markdown's raw HTML may write `class=note`), the text of inline scripts and styles, and the
 * custom properties other attributes read.
 */
function markupTexts(pages: string[]): Set<string> {
  const texts = new Set<string>();
  for (const html of pages) for (const m of html.matchAll(MARKUP)) texts.add(m[1] ?? m[2] ?? m[3] ?? m[5] ?? m[6]);
  return texts;
}

/**
 * An attribute `markupTexts` reads, an inline script or style, or a custom property another attribute reads (an
 * SVG's `stroke="var(--ifm-color-emphasis-600)"`): one expression, so that a page is read once.
 */
const MARKUP =
  /[\s"'](?:[cC][lL][aA][sS][sS]|[sS][tT][yY][lL][eE])\s*=\s*(?:"([^"]*)"|'([^']*)'|([^\s"'=<>`]+))|<(script|style|SCRIPT|STYLE)(?=[\s>])[^>]*>([\s\S]*?)<\/\4>|var\(\s*(--[\w-]+)/g;
