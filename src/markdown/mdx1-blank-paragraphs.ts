/**
 * MDX 1 (remark-parse 8) drops a paragraph whose text is only whitespace once its character references are read:
 * `&nbsp;` alone on its lines, as react-redux's docs write above their `# Title`, draws no `<p>` under Docusaurus 2.
 * Its whitespace is JavaScript's `\s`, so no-break and ideographic spaces count; a hard break, code or any other
 * inline keeps the paragraph. CommonMark keeps it, and the title below would not be `.markdown h1:first-child`.
 */
import type { MarkdownIt, StateCore, Token } from 'markdown-it';
import type { MarkdownEnv } from './env.js';
import type { MdxState } from './mdx/mdx-state.js';

export function mdx1BlankParagraphs(md: MarkdownIt): void {
  // After text_join, `&nbsp;` is plain text like the spaces around it.
  md.core.ruler.after('text_join', 'mdx1_blank_paragraphs', dropBlankParagraphs);
}

function dropBlankParagraphs(state: StateCore): void {
  const mdx = (state.env as Partial<MarkdownEnv>).mdx as MdxState | undefined;
  if (!mdx?.mdx1) return;
  const tokens = state.tokens;
  for (let i = tokens.length - 3; i >= 0; i--) {
    if (tokens[i].type === 'paragraph_open' && isBlank(tokens[i + 1])) tokens.splice(i, 3);
  }
}

function isBlank(inline: Token): boolean {
  if (inline.type !== 'inline') return false;
  return (inline.children ?? []).every((t) => t.type === 'softbreak' || (t.type === 'text' && t.content.trim() === ''));
}
