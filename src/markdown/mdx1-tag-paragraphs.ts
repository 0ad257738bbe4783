/**
 * MDX 1 (a Docusaurus 2 site's Markdown, `.md` included) reads a paragraph whose first line opens with an HTML tag as
 * a JSX block: its lines, up to the next blank one, stay as they are written, with no `<p>` around them and no
 * Markdown inside (`<kbd>Ctrl</kbd> and \`code\`` keeps its backticks; watchman's
 * `- <i class="fa fa-linux"></i> Linux systems with \`inotify\`` is such a list item). CommonMark makes a paragraph
 * of it. This block rule, on in MDX 1 files only, makes it the raw HTML block Docusaurus renders; the block's
 * `className=`, `style={{...}}` and `{...}` are then read as in any HTML block (mdx-html.ts).
 */
import type { MarkdownIt, StateBlock } from 'markdown-it';
import type { MarkdownEnv } from './env.js';
import type { MdxState } from './mdx/mdx-state.js';

/**
 * An opening or closing tag of an HTML element (a capitalised one is a component: mdx/elements.ts): its name then
 * a space, `>` or `/>`, or the end of the line, as in MDX 1.6's block rule: `<img` with its attributes on the lines
 * below opens a block too.
 */
const TAG_FIRST = /^<\/?[a-z][\w-]*(?=\s|\/?>|$)/;

/** Adds the rule, before `paragraph`: only a block that would be a paragraph is read this way. */
export function mdx1TagParagraphs(md: MarkdownIt): void {
  md.block.ruler.before('paragraph', 'mdx1_tag_paragraph', tagParagraph);
}

function tagParagraph(state: StateBlock, startLine: number, endLine: number, silent: boolean): boolean {
  const mdx = (state.env as Partial<MarkdownEnv>).mdx as MdxState | undefined;
  // It starts a block only where a paragraph would: it never ends one (silent is markdown-it asking that).
  if (!mdx?.mdx1 || silent || state.sCount[startLine] - state.blkIndent >= 4) return false;
  const first = state.src.slice(state.bMarks[startLine] + state.tShift[startLine], state.eMarks[startLine]);
  if (!TAG_FIRST.test(first)) return false;
  // Up to a blank line, or one indented less than the block (the next item of the list it is in).
  let next = startLine + 1;
  while (next < endLine && !state.isEmpty(next) && state.sCount[next] >= state.blkIndent) next++;
  const token = state.push('html_block', '', 0);
  token.map = [startLine, next];
  token.content = state.getLines(startLine, next, state.blkIndent, true);
  state.line = next;
  return true;
}
