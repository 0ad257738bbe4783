/**
 * The markdown-it instance for one build, with the built-in plugins in one fixed order, then the site's own.
 *
 * Order (each line says why it sits where it does):
 *  1. footnote, emoji     - third-party syntax; emoji before our core rules so heading text holds the emoji.
 *  2. admonitions, tabs   - block rules that hold Markdown; they run before `fence`/`html_block` would claim
 *                           their lines, and skip fenced code when looking for their closers.
 *  3. codeBlocks          - fence renderer (highlight, npm2yarn, fiddle, mermaid).
 *  4. links               - core rule after inline parsing: resolves `.md` targets and records every link.
 *     structurePreviews   - core rule right after links: it reads the resolved path of structure-page links.
 *  5. headings            - core rule: ids and TOC; before badges so ids keep the platform word like GitHub's.
 *  6. badges              - core rule: `_macOS_` emphasis -> badge.
 *  7. mdxHtml             - core rule: MDX-1 attributes in raw HTML tokens.
 *  8. site plugins        - `markdown.plugins` from the config, then `markdown.configure(md)`.
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
import { structurePreviews } from './structure-previews.js';
import { tabs } from './tabs.js';

/** A configured renderer. */
export type Markdown = InstanceType<typeof MarkdownIt>;

/** Create the renderer for one build. */
export function createMarkdown(config: Pick<ResolvedConfig, 'diagrams' | 'markdown'>): Markdown {
  const md = new MarkdownIt({ html: true, linkify: true, typographer: false });
  // Shortcodes only, as Docusaurus's remark-emoji: `:)` or `<3` in technical prose stay text.
  md.use(footnote).use(emoji, { shortcuts: {} });
  md.use(admonitions).use(tabs);
  md.use(codeBlocks, { playgroundPath: '/fiddle/', diagrams: config.diagrams });
  md.use(links).use(structurePreviews).use(headings).use(badges).use(mdxHtml);
  for (const entry of config.markdown.plugins) {
    const [plugin, options] = Array.isArray(entry) ? entry : [entry];
    md.use(plugin, options);
  }
  config.markdown.configure?.(md);
  return md;
}
