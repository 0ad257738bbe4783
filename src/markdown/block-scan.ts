/**
 * Line scanning for blocks that hold Markdown (admonitions, Tabs): they look for their closers line by line,
 * skipping fenced code so that a `:::` or `</Tabs>` inside a code example never closes anything.
 */
import type { StateBlock } from 'markdown-it';
import type { MarkdownEnv } from './env.js';
import type { MdxState } from './mdx/mdx-state.js';

/** The text of line `n` without its indentation. */
export function lineText(state: StateBlock, n: number): string {
  return state.src.slice(state.bMarks[n] + state.tShift[n], state.eMarks[n]);
}

const FENCE = /^(`{3,}|~{3,})/;

/**
 * The lines after `start` that are outside fenced code, as `[line, trimmed text]`. It stops at a line indented less
 * than the block (that ends the list item the block lives in, so nothing after it can close the block).
 */
export function* blockLines(state: StateBlock, start: number, end: number): Generator<[number, string]> {
  let fence: string | null = null;
  for (let n = start + 1; n < end; n++) {
    const text = lineText(state, n).trimEnd();
    if (state.sCount[n] < state.blkIndent && text !== '') return;
    const f = FENCE.exec(text);
    if (fence) {
      if (f && f[1][0] === fence[0] && f[1].length >= fence.length && text.slice(f[1].length).trim() === '')
        fence = null;
      continue;
    }
    // As in CommonMark, a backtick fence's info string has no backtick: ``` npx x ``` on one line is inline code.
    if (f && !(f[1][0] === '`' && text.slice(f[1].length).includes('`'))) {
      fence = f[1];
      continue;
    }
    yield [n, text];
  }
}

/**
 * The lines from `start` up to the first blank one, and their least indentation; null if `start` is blank. MDX 1
 * reads the lines right under a JSX tag, to the first blank line, as that tag's JSX block: indented, they are no
 * code block (a `<TabItem>`'s first lines, a component's children written without blank lines).
 */
export function jsxBlock(state: StateBlock, start: number, end: number): { end: number; indent: number } | null {
  let line = start;
  let indent = Infinity;
  while (line < end && !state.isEmpty(line)) indent = Math.min(indent, state.sCount[line++]);
  return line > start ? { end: line, indent } : null;
}

/** A line that opens a component's tag or a code fence: where a JSX block's text ends (see `tokenizeJsxBlock`). */
const COMPONENT_OR_FENCE = /^(<\/?[A-Z]|`{3,}|~{3,})/;

/**
 * Tokenize the JSX block `[start, end)` found by `jsxBlock`, indented by `indent`. MDX 1 keeps its lines as JSX:
 * text with no `<p>` around it and no Markdown in it (avalonia-docs' `<TabItem>`s open with "Go into the
 * \`GetStartedApp\` directory and run:", backticks shown). Its lines up to one that opens a component (which renders)
 * or a code fence (kept a code block) are therefore one raw HTML block, as a tag paragraph is (mdx1-tag-paragraphs.ts).
 */
export function tokenizeJsxBlock(state: StateBlock, start: number, end: number, indent: number): void {
  const mdx = (state.env as Partial<MarkdownEnv>).mdx as MdxState | undefined;
  let text = start;
  if (mdx?.mdx1) while (text < end && !COMPONENT_OR_FENCE.test(lineText(state, text))) text++;
  if (text > start) {
    const token = state.push('html_block', '', 0);
    token.map = [start, text];
    token.content = state.getLines(start, text, indent, true);
  }
  tokenizeLines(state, text, end, indent);
}

/** Tokenize lines `[start, end)` as blocks indented by `indent` (the caller restores `lineMax` and `blkIndent`). */
export function tokenizeLines(state: StateBlock, start: number, end: number, indent: number): void {
  if (start >= end) return;
  state.lineMax = end;
  state.blkIndent = indent;
  state.md.block.tokenize(state, start, end);
}
