/**
 * A heading's anchor link as theme-classic 2.4.3's Heading draws it: the heading carries `anchor` and the CSS-module
 * class that sets its `scroll-margin-top`, and the link's text is a zero-width space, its `#` drawn by CSS
 * (`.hash-link::before`, infima.css). A site's CSS that selects `.anchor` or `[class*=anchorWithStickyNavbar]` finds
 * them where Docusaurus puts them. Markdown's headings (src/markdown/headings.ts), MDX's `<Heading>` and a page's
 * `@theme/Heading` share it.
 */
import { escapeAttr } from '../escape.js';

/** The classes theme-classic gives a heading with an id, after its navbar's `hideOnScroll`. */
export function anchorClass(hideOnScroll: boolean): string {
  return `anchor ${hideOnScroll ? 'anchorWithHideOnScrollNavbar_WYt5' : 'anchorWithStickyNavbar_LWe7'}`;
}

/** The text of the link: U+200B, so the link has a box to hover and focus but no text of its own to copy. */
export const HASH_LINK_TEXT = '\u200b';

/** The link's HTML; `label` (its aria-label and title) is already escaped for an attribute, or a UI-string marker. */
export function hashLinkHtml(id: string, label: string): string {
  return `<a href="#${escapeAttr(id)}" class="hash-link" aria-label="${label}" title="${label}">${HASH_LINK_TEXT}</a>`;
}
