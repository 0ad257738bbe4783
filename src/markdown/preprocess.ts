/**
 * MDX leftovers that are not Markdown: top-level `import`/`export` blocks and `{/* truncate *\/}`. An ESM block is
 * found as MDX 1 finds it: a block (outside code) whose first line starts with `import` or `export`, up to the next
 * blank line; what it holds is then parsed as JavaScript (see mdx/esm.ts), so several statements on a line or one
 * statement over several lines are all taken. A block starts after a blank line or after a block that ends on its
 * own line (a heading, a thematic break, a closing fence, an HTML comment); a line inside a paragraph or an HTML
 * element stays text. The block's lines are blanked (not removed) so that line numbers in errors still match the file.
 *
 * A ```` ```mdx-code-block ```` fence is MDX, not code, as in Docusaurus (sites use it so the file still reads
 * well on GitHub): its fence lines are blanked and what it holds is read like the rest of the file.
 */
const FENCE = /^\s{0,3}(`{3,}|~{3,})/;
const ESM_START = /^(?:import|export)(?=[\s{*])/;
const MDX_TRUNCATE = /^\s*\{\/\*\s*truncate\s*\*\/\}\s*$/;

/** One top-level import/export block: its source and its first line (0-based, in the body). */
export interface EsmBlock {
  code: string;
  line: number;
}

/**
 * What every change below needs somewhere in the body: a line that starts with `import` or `export`, the MDX
 * truncate marker's `{/*`, or an `mdx-code-block` fence. Most bodies have none and are returned as they are,
 * without cutting them into lines (~0.2 ms a page of jest's docs).
 */
const MAY_HOLD_MDX = /(?:^\s*|\n)(?:import|export)|\{\/\*|mdx-code-block/;

/** The body with ESM blocks blanked and the MDX truncate marker turned into the HTML one, and the blocks. */
export function extractMdx(body: string): { body: string; esm: EsmBlock[] } {
  if (!MAY_HOLD_MDX.test(body)) return { body, esm: [] };
  const lines = body.split('\n');
  // Only an `mdx-code-block` opener makes it change a line.
  let changed = body.includes('mdx-code-block');
  if (changed) unwrapMdxCodeBlocks(lines);
  const esm: EsmBlock[] = [];
  let fence: string | null = null;
  // The line of the last closing fence: the line after it starts a block.
  let closed = -1;
  // Docusaurus trims the body before MDX reads it: the first line with text starts at its first character.
  const first = lines.findIndex((line) => line.trim() !== '');
  for (let i = 0; i < lines.length; i++) {
    const line = i === first ? lines[i].trimStart() : lines[i];
    if (plainStart(line)) continue;
    const m = FENCE.exec(line);
    if (m) {
      if (!fence) fence = m[1][0].repeat(m[1].length);
      else if (line.trim().startsWith(fence) && line.trim().replace(/[`~]/g, '') === '') [fence, closed] = [null, i];
      continue;
    }
    if (fence) continue;
    if (ESM_START.test(line) && (i === 0 || closed === i - 1 || endsBlock(lines, i - 1))) {
      let end = i;
      while (end + 1 < lines.length && lines[end + 1].trim() !== '') end++;
      esm.push({ code: lines.slice(i, end + 1).join('\n'), line: i });
      for (let n = i; n <= end; n++) lines[n] = '';
      i = end;
      changed = true;
    } else if (MDX_TRUNCATE.test(line)) {
      lines[i] = '<!-- truncate -->';
      changed = true;
    }
  }
  return { body: changed ? lines.join('\n') : body, esm };
}

/** A heading, a thematic break or a setext underline: a block that ends on its line. */
const ONE_LINE_BLOCK = /^ {0,3}(?:#{1,6}(?:[ \t]|$)|(?:[-*_][ \t]*){3,}$|=+[ \t]*$)/;

/**
 * Whether the line at `n` leaves the next one at the start of a block: it is blank, a one-line block, or the last
 * line of an HTML comment that opens a line (MDX 1 ends a comment block there, as CommonMark does).
 */
function endsBlock(lines: string[], n: number): boolean {
  const line = lines[n];
  if (line.trim() === '' || ONE_LINE_BLOCK.test(line)) return true;
  if (!line.trimEnd().endsWith('-->')) return false;
  for (let k = n; k >= 0; k--) {
    const opens = lines[k].indexOf('<!--');
    if (opens >= 0) return opens === lines[k].search(/\S/) && opens <= 3;
  }
  return false;
}

/**
 * Whether `line` can neither open nor close a fence, start an import/export block or be the truncate marker: its
 * first character is printable ASCII other than a backtick, tilde, `{`, `i` or `e` (each of those needs a space, a
 * fence character, `{` or `import`/`export` there). Most lines are, and skip the expressions.
 */
function plainStart(line: string): boolean {
  const c = line.charCodeAt(0);
  return c > 0x20 && c < 0x7f && c !== 0x60 && c !== 0x7e && c !== 0x7b && c !== 0x69 && c !== 0x65;
}

const MDX_CODE_BLOCK = /^\s{0,3}(`{3,}|~{3,})\s*mdx-code-block\s*$/;

/** Blank the fence lines of each `mdx-code-block` (code fences inside it, with shorter fences, stay). */
function unwrapMdxCodeBlocks(lines: string[]): string[] {
  let fence: string | null = null;
  let inner: string | null = null;
  for (let i = 0; i < lines.length; i++) {
    const m = FENCE.exec(lines[i]);
    if (!m) continue;
    const closes = (f: string | null) =>
      f !== null && lines[i].trim().startsWith(f) && lines[i].trim().replace(/[`~]/g, '') === '';
    if (fence === null) {
      if (inner === null && MDX_CODE_BLOCK.test(lines[i])) {
        fence = m[1];
        lines[i] = '';
      } else if (inner === null) inner = m[1];
      else if (closes(inner)) inner = null;
    } else if (inner !== null) {
      if (closes(inner)) inner = null;
    } else if (closes(fence) && lines[i].trim().length === fence.length) {
      fence = null;
      lines[i] = '';
    } else inner = m[1];
  }
  return lines;
}

/** Blank MDX import/export blocks and turn the MDX truncate marker into the HTML one. */
export function preprocessMdx(body: string): string {
  return extractMdx(body).body;
}

/** The truncate marker, in either spelling, after preprocessing. */
export const TRUNCATE = /<!--\s*truncate\s*-->/;
