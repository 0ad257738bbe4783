/**
 * Backslash escapes as Docusaurus 2 reads them: remark-parse 8 (MDX 1) in its GFM mode escapes only
 * \ ` * { } [ ] ( ) # + - . ! _ > ~ | (the markdown-escapes package's list), where CommonMark escapes every ASCII
 * punctuation character. Before any other, the backslash stays in the text: eventmesh's "replace the file separator
 * with '\'." shows its backslash under Docusaurus, and CommonMark would drop it. `<` and `$` keep CommonMark's
 * escape, as they guard JSX and math, which sitegen reads by their own rules. A Docusaurus site's pages are read
 * so (create-markdown.ts); sitegen's own keep CommonMark's rules.
 */
import type { MarkdownIt, StateInline } from 'markdown-it';

const BACKSLASH = 0x5c;

/**
 * ASCII punctuation that CommonMark escapes and remark-parse 8 does not, less `<` and `$` (see above), and a line's
 * end: CommonMark's hard break, which remark-parse 8 in GFM mode does not read (tauri's `_Project name_\` shows
 * its backslash and no break under Docusaurus).
 */
const KEPT_BEFORE = new Set(`"%&',/:;=?@^\n`);

/** Keep the backslash before the characters remark-parse 8 does not escape; markdown-it escapes the rest. */
export function remarkEscapes(md: MarkdownIt): void {
  md.inline.ruler.before('escape', 'remark_escape', keptBackslash);
}

function keptBackslash(state: StateInline, silent: boolean): boolean {
  const start = state.pos;
  if (state.src.charCodeAt(start) !== BACKSLASH || !KEPT_BEFORE.has(state.src.charAt(start + 1))) return false;
  // The backslash alone is text; the character after it is read as if no backslash stood before it.
  if (!silent) state.pending += '\\';
  state.pos = start + 1;
  return true;
}
