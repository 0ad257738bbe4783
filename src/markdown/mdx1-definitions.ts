/**
 * MDX 1 (remark-parse 8, not in CommonMark mode) lets a link reference definition end the paragraph above it, and a
 * quote it would continue: `Run it with\n[cargo-edit]: https://...` is a paragraph, then a definition that
 * `[cargo-edit][]` links to. In CommonMark a definition cannot interrupt a paragraph, so the line stays text and the
 * reference shows as written (tauri's translated guides). This rule, asked only whether a paragraph or a quote ends,
 * answers as markdown-it's own `reference` rule would at that line, in MDX 1 files; that rule then reads it.
 */
import type { MarkdownIt, StateBlock } from 'markdown-it';
import type { MarkdownEnv } from './env.js';
import type { MdxState } from './mdx/mdx-state.js';

type BlockRule = (state: StateBlock, startLine: number, endLine: number, silent: boolean) => boolean;

export function mdx1Definitions(md: MarkdownIt): void {
  const reference = md.block.ruler.__rules__.find((rule) => rule.name === 'reference')?.fn as BlockRule | undefined;
  if (!reference) return;
  const endsParagraph: BlockRule = (state, startLine, endLine, silent) => {
    // Where a block starts, the `reference` rule itself reads the line.
    if (!silent) return false;
    const mdx = (state.env as Partial<MarkdownEnv>).mdx as MdxState | undefined;
    return mdx?.mdx1 === true && reference(state, startLine, endLine, true);
  };
  // A quote's lazy line too (remark-parse 8's interruptBlockquote): the text after the definition is outside it.
  md.block.ruler.before('paragraph', 'mdx1_definition_ends_paragraph', endsParagraph, {
    alt: ['paragraph', 'blockquote'],
  });
}
