/**
 * An element's Markdown children, block by block. MDX 1 gives a component the Markdown between its tags as one
 * element per block (a code block is one `pre`, a paragraph one `p`, a list one `ul`), an array when there are more
 * than one, and components index them: rematch's `MultiLangComponent` puts `children[0]` and `children[1]` in two
 * tabs. The block rules tokenize an element's lines here, which marks where each of its blocks ends; element-tree.ts
 * cuts the children's HTML there, one child per block.
 */
import type { StateBlock } from 'markdown-it';
import { jsxBlock, tokenizeJsxBlock, tokenizeLines } from '../block-scan.js';
import { splitRawHtml } from './raw-html.js';

/** The token after each block of an element's children; it renders `BLOCK_END`. */
export const BLOCK_END_TOKEN = 'mdx_block_end';

/** Where a block of an element's children ends, in the page's HTML until its element renders. */
export const BLOCK_END = '\u0000mdx-block\u0000';

/**
 * The children's lines `[start, end)` as Markdown, each block's end marked unless `markBlocks` is false (MDX 1's
 * `<div>` for an element that names nothing renders its children as they are). In MDX 1 (a Docusaurus site), the
 * lines right under the tag, to the first blank one, are the tag's JSX block: their indentation is no code block
 * (webdriver.io's `<Card>`s indent their text).
 */
export function tokenizeChildren(
  state: StateBlock,
  { start, end, mdx1, markBlocks }: { start: number; end: number; mdx1: boolean; markBlocks: boolean },
): void {
  const { parentType, lineMax, blkIndent } = state;
  const first = state.tokens.length;
  state.parentType = 'mdx_element' as typeof state.parentType;
  const jsx = mdx1 ? jsxBlock(state, start, end) : null;
  if (jsx) tokenizeJsxBlock(state, start, jsx.end, Math.max(blkIndent, jsx.indent));
  tokenizeLines(state, jsx?.end ?? start, end, blkIndent);
  state.parentType = parentType;
  state.lineMax = lineMax;
  state.blkIndent = blkIndent;
  if (markBlocks) markBlockEnds(state, first);
}

/**
 * A `BLOCK_END_TOKEN` after each block the tokens from `first` on hold at the element's level: a token that closes
 * one or stands alone (a fence, an HTML block), or the close of an element inside, whose own blocks are its own. Raw
 * HTML that opens an element (`<div>`, `<details>`) holds the blocks up to the one that closes it: MDX 1 reads it as
 * JSX, one element.
 */
function markBlockEnds(state: StateBlock, first: number): void {
  const ends: number[] = [];
  let depth = 0;
  let rawOpen = 0;
  for (let i = first; i < state.tokens.length; i++) {
    const { type, level, nesting, content } = state.tokens[i];
    if (type === 'mdx_element_open') depth++;
    else if (type === 'mdx_element_close') depth--;
    if (depth !== 0 || level !== state.level || nesting === 1) continue;
    if (type === 'html_block') rawOpen = Math.max(0, rawOpen + openedBy(content));
    if (rawOpen === 0) ends.push(i);
  }
  for (const i of ends.reverse()) {
    const token = new state.Token(BLOCK_END_TOKEN, '', 0);
    token.block = true;
    state.tokens.splice(i + 1, 0, token);
  }
}

/** How many HTML elements `html` opens and leaves open; negative when it closes some opened before it. */
function openedBy(html: string): number {
  let opened = 0;
  for (const part of splitRawHtml(html)) {
    if (part.kind === 'open' && !part.leaf) opened++;
    else if (part.kind === 'close') opened--;
  }
  return opened;
}

/** The children's HTML cut where its blocks end, the empty pieces left out. */
export function blocksOf(html: string): string[] {
  return html.split(BLOCK_END).filter((block) => block !== '');
}

/** `html` without block ends: what an element that does not take its children as blocks leaves of them. */
export function withoutBlockEnds(html: string): string {
  return html.includes(BLOCK_END) ? html.split(BLOCK_END).join('') : html;
}
