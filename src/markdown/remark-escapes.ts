/**
 * Backslash escapes as Docusaurus 2 reads them: remark-parse 8 (MDX 1) in its GFM mode escapes only
 * \ ` * { } [ ] ( ) # + - . ! _ > ~ | (the markdown-escapes package's list), where CommonMark escapes every ASCII
 * punctuation character. Before any other, the backslash stays in the text: eventmesh's "replace the file separator
 * with '\'." shows its backslash under Docusaurus, and CommonMark would drop it. `<` and `$` keep CommonMark's
 * escape, as they guard JSX and math, which sitegen reads by their own rules. A Docusaurus site's pages are read
 * so (create-markdown.ts); sitegen's own keep CommonMark's rules.
 */
import type { MarkdownIt, StateCore, StateInline } from 'markdown-it';

const BACKSLASH = 0x5c;
const PIPE = 0x7c;

/**
 * ASCII punctuation that CommonMark escapes and remark-parse 8 does not, less `<` and `$` (see above), and a line's
 * end: CommonMark's hard break, which remark-parse 8 in GFM mode does not read (tauri's `_Project name_\` shows
 * its backslash and no break under Docusaurus).
 */
const KEPT_BEFORE = new Set(`"%&',/:;=?@^\n`);

/** Keep the backslash before the characters remark-parse 8 does not escape; markdown-it escapes the rest. */
export function remarkEscapes(md: MarkdownIt): void {
  md.inline.ruler.before('escape', 'remark_escape', keptBackslash);
  md.core.ruler.after('block', 'remark_table_escapes', tableCellEscapes);
}

/**
 * A table cell's `\|` as remark-parse 8 reads it: an escape in text, but the backslash kept in a code span
 * (tauri's `` `'sidecar' \| 'open'` `` shows its backslash under Docusaurus). markdown-it's table rule drops every
 * such backslash before the cell's inline content is read; this gives the cells of a row that has one their text
 * as written, where it can tell which text that is (the row's line, split at its other pipes, gives the same
 * cells less those backslashes), and the inline rules then read the escapes.
 */
function tableCellEscapes(state: StateCore): void {
  let lines: string[] | undefined;
  const { tokens } = state;
  for (let i = 0; i < tokens.length; i++) {
    const row = tokens[i];
    if (row.type !== 'tr_open' || !row.map) continue;
    lines ??= state.src.split('\n');
    const line = lines[row.map[0]]?.trim() ?? '';
    if (!line.includes('\\|')) continue;
    const cells = cellsAsWritten(line);
    const inline = [];
    for (let j = i + 1; j < tokens.length && tokens[j].type !== 'tr_close'; j++)
      if (tokens[j].type === 'inline') inline.push(tokens[j]);
    const same = inline.every((token, k) => (cells[k] ?? '').replaceAll('\\|', '|') === token.content);
    if (same) inline.forEach((token, k) => (token.content = cells[k] ?? ''));
  }
}

/** A table row's cells, split at its unescaped pipes, each trimmed, with its `\|` as written. */
function cellsAsWritten(line: string): string[] {
  const cells: string[] = [];
  let start = 0;
  for (let pos = 0; pos < line.length; pos++)
    if (line.charCodeAt(pos) === PIPE && line.charCodeAt(pos - 1) !== BACKSLASH) {
      cells.push(line.slice(start, pos).trim());
      start = pos + 1;
    }
  cells.push(line.slice(start).trim());
  if (cells[0] === '') cells.shift();
  if (cells.at(-1) === '') cells.pop();
  return cells;
}

function keptBackslash(state: StateInline, silent: boolean): boolean {
  const start = state.pos;
  if (state.src.charCodeAt(start) !== BACKSLASH || !KEPT_BEFORE.has(state.src.charAt(start + 1))) return false;
  // The backslash alone is text; the character after it is read as if no backslash stood before it.
  if (!silent) state.pending += '\\';
  state.pos = start + 1;
  return true;
}
