/**
 * The markdown-it instance for one build, with the built-in plugins in one fixed order, then the site's own.
 *
 * Order (each line says why it sits where it does):
 *  1. footnote, emoji    third-party syntax; emoji's core rule runs before ours, so heading ids and the TOC see
 *                        the emoji, not the shortcode.
 *  2. admonitions, tabs  block rules for blocks that hold Markdown, admonitions before `fence` and tabs before
 *                        `html_block`, so neither claims their lines; both skip fenced code looking for closers.
 *     mdxElements        capitalised JSX elements (block rule after tabs, so `<Tabs>` stays sitegen's; inline
 *                        rule before `html_inline` and mdxHtml's); they leave markers that components replace.
 *  3. codeBlocks         renderers of `fence` and `code_block` (highlight, npm2yarn, fiddle, mermaid).
 *  4. links              core rule after inline parsing: resolves `.md` targets, records every link and image.
 *  5. structurePreviews  core rule after links: it reads the resolved path of structure-page links.
 *  6. headings           core rule: ids and TOC; before badges, so ids keep the platform word as GitHub's do.
 *  7. badges             core rule: an emphasis that is exactly `macOS`, `Deprecated`, ... -> a badge.
 *  8. mdxHtml            inline rule before `html_inline` (tags with `{...}` attribute values), and a core rule
 *                        that turns MDX-1 attributes in raw HTML into HTML.
 *  9. site plugins       `markdown.plugins` from the config in order, then `markdown.configure(md)`; they find
 *                        every built-in rule in place and can add theirs before or after one by name.
 */
import MarkdownIt from 'markdown-it';
import footnote from 'markdown-it-footnote';
import { full as emoji } from 'markdown-it-emoji';
import type { ResolvedConfig } from '../config/schema.js';
import { admonitions } from './admonitions.js';
import { badges } from './badges.js';
import { codeBlocks } from './code-blocks.js';
import { headings } from './headings.js';
import { links } from './links.js';
import { mdxHtml } from './mdx-html.js';
import { mdxElements } from './mdx/elements.js';
import { structurePreviews } from './structure-previews.js';
import { tabs } from './tabs.js';

/** A configured renderer. */
export type Markdown = InstanceType<typeof MarkdownIt>;

/** Create the renderer for one build. */
export function createMarkdown(config: Pick<ResolvedConfig, 'diagrams' | 'markdown'>): Markdown {
  const md = new MarkdownIt({ html: true, linkify: true, typographer: false });
  // Shortcodes only, as Docusaurus's remark-emoji: `:)` or `<3` in technical prose stay text.
  md.use(footnote).use(emoji, { shortcuts: {} });
  md.use(admonitions).use(tabs).use(mdxElements);
  md.use(codeBlocks, {
    fiddleUrl: config.markdown.fiddleUrl,
    diagrams: config.diagrams,
    npm2yarn: config.markdown.npm2yarn.converters,
  });
  md.use(links).use(structurePreviews).use(headings).use(badges).use(mdxHtml);
  for (const entry of config.markdown.plugins) {
    const [plugin, options] = Array.isArray(entry) ? entry : [entry];
    md.use(plugin, options);
  }
  config.markdown.configure?.(md);
  return md;
}
