/**
 * Where in the site's own files an error was thrown: the first frame of its stack inside the site folder (not in
 * its packages). The site's configs and plugins run bundled (import-docusaurus-config.ts), so a frame's line is
 * the bundle's: the source map kept for each bundle (`keepSourceMap`) gives the line in the file as written.
 */
import path from 'node:path';
import { SourceMap } from 'node:module';

/** Each bundle's source map, by the file name its code runs under; read only when an error needs it. */
const maps = new Map<string, { text: string; dir: string; parsed?: SourceMap }>();

/** Keep the source map (`text`, its sources relative to `dir`) of the bundle that runs as `file`. */
export function keepSourceMap(file: string, text: string, dir: string): void {
  maps.set(file, { text, dir });
}

/**
 * Columns put before a file's own text on one line of it when it was bundled (its module prelude, kept on that line
 * so that line numbers stay the file's), by file: a place on that line is that many columns further right.
 */
const shiftedLines = new Map<string, { line: number; columns: number }>();

/** `file`'s line `line` (from 1) starts with `columns` columns that are not the file's in its bundle. */
export function keepLineShift(file: string, line: number, columns: number): void {
  shiftedLines.set(file, { line, columns });
}

/** A place in a file: line and column from 1. */
export interface SourcePlace {
  file: string;
  line: number;
  column: number;
}

/** `at fn (/site/plugins/x.js:6:17)` or `at /site/plugins/x.js:6:17`. */
const FRAME = /^\s*at (?:.*? \()?(.+?):(\d+):(\d+)\)?$/;

/** The place `error` was thrown in the site in `root`, through its bundle's source map; none outside it. */
export function siteFrame(error: unknown, root: string): SourcePlace | undefined {
  const stack = error instanceof Error ? (error.stack ?? '') : '';
  for (const line of stack.split('\n')) {
    const frame = FRAME.exec(line);
    if (!frame) continue;
    const place = original({ file: frame[1], line: Number(frame[2]), column: Number(frame[3]) });
    if (place.file.startsWith(root + path.sep) && !place.file.includes(`${path.sep}node_modules${path.sep}`))
      return place;
  }
  return undefined;
}

/** The place in the source a bundle's place was made from (itself for code that ran unbundled). */
function original(place: SourcePlace): SourcePlace {
  const map = maps.get(place.file);
  if (!map) return place;
  map.parsed ??= new SourceMap(JSON.parse(map.text) as ConstructorParameters<typeof SourceMap>[0]);
  const entry = map.parsed.findEntry(place.line - 1, place.column - 1) as Partial<{
    originalSource: string;
    originalLine: number;
    originalColumn: number;
  }>;
  if (entry.originalSource === undefined || entry.originalLine === undefined) return place;
  const file = path.resolve(map.dir, entry.originalSource.replace(/^file:\/\//, ''));
  const line = entry.originalLine + 1;
  const shift = shiftedLines.get(file);
  const column = (entry.originalColumn ?? 0) + 1 - (shift?.line === line ? shift.columns : 0);
  return { file, line, column: Math.max(column, 1) };
}
