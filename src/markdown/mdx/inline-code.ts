/**
 * A Docusaurus site's MDXComponents may replace how inline code renders (`inlineCode: InlineCode`, MDX 1's name):
 * react-native-website's renders `` `md ({nativeEvent: [PressEvent](pressevent)})` `` with working links. Where the
 * site has one, each inline code span is an element of the file, rendered by that component with the code as its
 * child, as MDX renders it; elsewhere markdown-it's own `<code>` stays.
 */
import type { MarkdownIt } from 'markdown-it';
import type { MarkdownEnv } from '../env.js';
import { elementMarker, type MdxState } from './mdx-state.js';

/** The name MDX 1 gives inline code among the components a site's MDXComponents replaces. */
export const INLINE_CODE = 'inlineCode';

/** The plugin: inline code through the site's component, where it has one. */
export function mdxInlineCode(md: MarkdownIt): void {
  // Inline tokens have no line: each takes its block's, for the errors of the component it renders through.
  md.core.ruler.push('mdx_inline_code_lines', (state) => {
    if (!replacesInlineCode(state.env as unknown as MarkdownEnv)) return;
    for (const block of state.tokens) {
      if (block.type !== 'inline' || !block.map) continue;
      for (const child of block.children ?? []) if (child.type === 'code_inline') child.meta = { line: block.map[0] };
    }
  });
  const own = md.renderer.rules.code_inline!;
  md.renderer.rules.code_inline = (...args) => {
    const [tokens, i, , raw] = args;
    const env = raw as MarkdownEnv | undefined;
    if (!env || !replacesInlineCode(env) || env.plainInlineCode) return own(...args);
    const mdx = env.mdx as MdxState;
    const line = Number((tokens[i].meta as { line?: number } | null)?.line ?? 0);
    mdx.elements.push({
      name: INLINE_CODE,
      attributes: '',
      line,
      selfClosing: false,
      expressionChild: JSON.stringify(tokens[i].content),
    });
    const index = mdx.elements.length - 1;
    return elementMarker(index, 'open') + elementMarker(index, 'close');
  };
}

function replacesInlineCode(env: MarkdownEnv): boolean {
  const mdx = env.mdx as MdxState | undefined;
  return Boolean(mdx?.mdx1 && mdx.globals?.overrides?.includes(INLINE_CODE));
}
