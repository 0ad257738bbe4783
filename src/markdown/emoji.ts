/**
 * Emoji shortcodes (`:tada:`), by markdown-it-emoji with its full list and no shortcuts, as Docusaurus's
 * remark-emoji: `:)` or `<3` in technical prose stay text. The plugin's core rule tests every text token of every
 * page against one regular expression of its 1,903 shortcodes (compiled on first use, ~18 ms); here it runs only
 * on a page where some text token holds a colon, name characters and a colon, which every shortcode is (its names
 * are all `[a-z0-9_+-]`). Most pages have none, and for those the rule would change nothing: same output, less work.
 */
import type { MarkdownIt, StateCore } from 'markdown-it';
import { full } from 'markdown-it-emoji';

/** What any shortcode looks like (a superset: the plugin's own expression decides). */
const SHORTCODE_LIKE = /:[\w+-]+:/;

/** Install emoji shortcodes; the plugin's rule runs only on pages that may hold one. */
export function emoji(md: MarkdownIt): void {
  md.use(full, { shortcuts: {} });
  const rule = md.core.ruler.__rules__.find((r) => r.name === 'emoji')?.fn;
  if (!rule) return;
  md.core.ruler.at('emoji', (state) => (mayHoldShortcode(state) ? rule(state) : false));
}

/** Whether some text token of the page looks like a shortcode (the only tokens the plugin's rule rewrites). */
function mayHoldShortcode(state: StateCore): boolean {
  for (const block of state.tokens) {
    if (block.type !== 'inline' || !block.children) continue;
    for (const token of block.children) {
      // A colon first: four text tokens in five have none, and `includes` costs a fraction of the expression.
      if (token.type === 'text' && token.content.includes(':') && SHORTCODE_LIKE.test(token.content)) return true;
    }
  }
  return false;
}
