/**
 * API structure link previews: a link to a structure page (`.../api/structures/point.md`) carries that structure's
 * summary (its first paragraph) as its `title`, so the summary is there before any script runs (a native tooltip
 * and the link's accessible description); client/structure-preview.ts turns it into a tooltip on hover and focus.
 * Runs after `resolve_links`: it asks `env.summaryOf` about the resolved path of every internal link, and the answer
 * says whether that page has a summary. The rule never looks at the path itself: what a render does with a resolved
 * link then shows in the questions it asked (the build cache and copies of a source rely on that, see
 * content/copy-reuse.ts).
 */
import type { MarkdownIt } from 'markdown-it';
import { LOCALE_BASE } from '../../templates/placeholders.js';
import type { MarkdownEnv } from './env.js';

/** Structure pages live at `.../api/structures/<name>`: the site paths whose summary a link shows. */
export const STRUCTURE_PAGE = /\/api\/structures\/[^/]+$/;

/** Adds the `structure_previews` core rule. */
export function structurePreviews(md: MarkdownIt): void {
  md.core.ruler.after('resolve_links', 'structure_previews', (state) => {
    const env = state.env as unknown as MarkdownEnv;
    if (!env.summaryOf) return;
    for (const block of state.tokens) {
      if (block.type !== 'inline' || !block.children) continue;
      for (const token of block.children) {
        if (token.type !== 'link_open') continue;
        const href = String(token.attrGet('href') ?? '');
        if (!href.startsWith(LOCALE_BASE) || token.attrGet('title') !== null) continue;
        const path = href.slice(LOCALE_BASE.length).split('#')[0];
        const summary = env.summaryOf(path);
        if (!summary) continue;
        token.attrJoin('class', 'structure-link');
        token.attrSet('title', summary);
      }
    }
  });
}
