/**
 * `<>` and `</>` on lines of their own around Markdown, in a Docusaurus site's Markdown: MDX 1 reads them as a React
 * Fragment whose children are the blocks between, one element per block, and a component given it sees one child
 * (rematch's `MultiLangComponent` puts a list, a quote and a code block in one tab so).
 */
import type { MarkdownIt, StateBlock } from 'markdown-it';
import { blockLines, lineText } from '../block-scan.js';
import type { MarkdownEnv } from '../env.js';
import { tokenizeChildren } from './block-children.js';
import { pushMarker } from './elements.js';
import type { MdxState } from './mdx-state.js';

/** Adds the block rule of fragments, before the one of elements. */
export function mdxFragments(md: MarkdownIt): void {
  md.block.ruler.before('mdx_element', 'mdx_fragment', fragmentRule, { alt: ['paragraph', 'reference', 'blockquote'] });
}

function fragmentRule(state: StateBlock, startLine: number, endLine: number, silent: boolean): boolean {
  if (state.sCount[startLine] - state.blkIndent >= 4 || lineText(state, startLine).trimEnd() !== '<>') return false;
  const mdx = (state.env as unknown as MarkdownEnv).mdx as MdxState | undefined;
  if (!mdx?.mdx1) return false;
  // Unclosed, MDX 1 fails to compile it; it stays text, as it was.
  const close = closingLine(state, startLine, endLine);
  if (close < 0) return false;
  if (silent) return true;
  const index =
    mdx.elements.push({ name: '', attributes: '', line: startLine, selfClosing: false, fragment: true }) - 1;
  pushMarker(state, 'mdx_element_open', index, startLine);
  tokenizeChildren(state, { start: startLine + 1, end: close, mdx1: true, markBlocks: true });
  pushMarker(state, 'mdx_element_close', index, close);
  state.line = close + 1;
  return true;
}

/** The line of the `</>` that closes the fragment opened on line `from` (fragments inside balanced), or -1. */
function closingLine(state: StateBlock, from: number, end: number): number {
  let depth = 1;
  for (const [n, text] of blockLines(state, from, end)) {
    if (text === '<>') depth++;
    else if (text === '</>' && --depth === 0) return n;
  }
  return -1;
}
