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
import path from 'node:path';
import { sheetFile, type PrunableSheets } from '../bundle/bundle-client.js';
import { siteCssText } from '../bundle/site-css.js';
import { namesAsked, namesIn, vocabularyOf, withoutUnused } from '../bundle/unused-rules.js';
import { pagePath } from '../render/cached-pages.js';
import { pageScanner, type PageScan } from '../render/page-scan.js';
import type { DiskTarget, LocalePage } from '../render/render-pool.js';
import { SHEET_FILE, SHEET_HASH_LENGTH, sheetFileName } from '../../templates/feature-sheets.js';
import type { Writer } from './writer.js';

/** Whether `file` (relative to the output root) is one of the stylesheets `writeOutputCss` makes again. */
export function isOutputSheet(file: string): boolean {
  return new RegExp(`^${SHEET_FILE}$`).test(file);
}

/** The names the stylesheets of `sheets` can ask about: what a page scan looks for (src/render/page-scan.ts). */
export function namesTheSheetsAsk(sheets: PrunableSheets): Set<string> {
  return namesAsked([sheets.theme, ...Object.values(sheets.parts), sheets.infima].join('\n'));
}

/**
 * Write the stylesheets of `sheets` as the output in `writer` uses them, and point every page at them. The pages
 * scanned as they were written, or taken from the page cache with their scan (`pages`, with `disk`), are not read.
 */
export async function writeOutputCss({
  sheets,
  writer,
  pages,
  disk,
}: {
  sheets: PrunableSheets;
  writer: Writer;
  pages: LocalePage[];
  disk?: DiskTarget;
}): Promise<void> {
  const asked = namesTheSheetsAsk(sheets);
  const scanned = new Map<string, PageScan>();
  for (const page of pages)
    if (page.scan && disk) scanned.set(path.relative(disk.dir, pagePath(disk, page.locale, page.file)), page.scan);
  const files = (await writer.list()).map((file) => file.split(path.sep).join('/'));
  // The pages with no scan (redirect pages, the static folder's, any in memory), 64 at a time.
  const scan = pageScanner(asked);
  const unscanned = files.filter((f) => f.endsWith('.html') && !scanned.has(f));
  for (let i = 0; i < unscanned.length; i += 64) {
    const batch = unscanned.slice(i, i + 64);
    const bytes = await Promise.all(batch.map((file) => writer.readBytes(file)));
    batch.forEach((file, j) => scanned.set(file, scan(bytes[j] ?? new Uint8Array())));
  }
  const drawn = new Set<string>();
  for (const { names } of scanned.values()) for (const name of names) drawn.add(name);
  for (const file of files.filter((f) => /\.[cm]?js$/.test(f)))
    for (const name of namesIn((await writer.read(file)) ?? '', asked)) drawn.add(name);
  // Of the stylesheets around each part, what counts is the custom properties they read or set.
  const parts = Object.entries(sheets.parts);
  const named = (...css: string[]) => vocabularyOf([], [...drawn, ...css.flatMap(customProperties)], asked);
  const themeWords = named(sheets.own, sheets.infima);
  const theme = withoutUnused(sheets.theme, themeWords);
  const themed = parts.map(([part, css]) => [part, withoutUnused(sheets.theme + css, themeWords)]);
  const infimaWords = named(sheets.own, theme, ...themed.map(([, css]) => css));
  const site = siteCssText({ infima: withoutUnused(sheets.infima, infimaWords), own: sheets.own });

  // Each stylesheet's hash, by its name: a page's link to it is set by writing the hash over the one it has.
  const hashes = new Map<string, Buffer>();
  const write = async (name: string, text: string) => {
    const file = sheetFile(name, text);
    await writer.write(file, text);
    hashes.set(name, Buffer.from(file.slice(-SHEET_HASH_LENGTH - 4, -4)));
  };
  await write('site', theme + site);
  for (const [part, css] of themed) await write(sheetFileName(part as keyof PrunableSheets['parts']), css + site);
  await Promise.all(
    [...scanned].map(([file, { sheets: links, fresh }]) => relink(writer, { file, links, fresh }, hashes)),
  );
}

/**
 * Set a page's stylesheet links to `hashes`, in place where the writer can (a link already right is left as it
 * is): in a page rendered this build (`fresh`), whose file may share its bytes with its page cache entry only (see
 * src/cache/page-digest.ts), and in any page the writer knows to be its own. A page that may share them with the
 * previous output (linked from it, or from a cache entry that is) is written whole, as is one in memory.
 */
async function relink(
  writer: Writer,
  { file, links, fresh = false }: { file: string; links: PageScan['sheets']; fresh?: boolean },
  hashes: Map<string, Buffer>,
): Promise<void> {
  const changes = links.filter(([, name]) => hashes.has(name));
  if (changes.length === 0) return;
  let inPlace = Boolean(writer.patch);
  for (const [at, name] of changes) inPlace &&= await writer.patch!(file, at, hashes.get(name)!, fresh);
  if (inPlace) return;
  const whole = Buffer.from((await writer.readBytes(file)) ?? new Uint8Array());
  for (const [at, name] of changes) hashes.get(name)!.copy(whole, at);
  await writer.write(file, whole);
}

/** The custom properties `css` names. */
function customProperties(css: string): string[] {
  return css.match(/--[\w-]+/g) ?? [];
}
