/**
 * Docusaurus's `<DocCardList />` (theme-classic 2.4.3's DocCard markup): the items of the category whose page
 * shows it, as cards in two columns. A doc's card has its description, a category's its item count and links to
 * its first page, a link has none. Markdown leaves `DOC_CARDS` where the list goes; the render fills it.
 */
import { escapeAttr, escapeHtml } from './escape.js';
import { href, t } from './i18n.js';
import type { SiteData } from './site-data.js';
import type { SidebarNode } from '../src/types.js';

/**
 * One card, as the render job carries it (made from the sidebar, src/render/route-jobs.ts), with the sidebar item
 * it shows: a site's swizzled DocCard is given that item (src/render/swizzled-parts.ts).
 */
export type DocCard = (
  | { kind: 'doc' | 'link'; label: string; href: string; description?: string; docTitle?: string }
  | { kind: 'category'; label: string; href: string; count: number }
) & {
  node: SidebarNode;
  /** The item as a page gave it to `<DocCardList items>`, whole (its `customProps`, `docId`, `items`). */
  given?: Record<string, unknown>;
};

/** The cards' HTML, each drawn by `draw` (a site's swizzled DocCard) or as theme-classic's. */
export function docCardsHtml(site: SiteData, cards: DocCard[], draw = (card: DocCard) => cardHtml(site, card)): string {
  return `<section class="row">${cards.map((card) => `<article class="col col--6 margin-bottom--lg">${draw(card)}</article>`).join('')}</section>`;
}

function cardHtml(site: SiteData, card: DocCard): string {
  const external = /^[a-z][a-z\d+.-]*:/i.test(card.href);
  const icon = card.kind === 'category' ? '🗃️' : external ? '🔗' : '📄️';
  const description =
    card.kind === 'category' ? t(site, 'doc.categoryItems', { count: card.count }) : (card.description ?? '');
  const link = external
    ? `href="${escapeAttr(card.href)}" target="_blank" rel="noopener noreferrer"`
    : `href="${escapeAttr(href(site, card.href))}"`;
  return (
    `<a class="card padding--lg cardContainer" ${link}>` +
    `<h2 class="text--truncate cardTitle" title="${escapeAttr(card.label)}">${icon} ${escapeHtml(card.label)}</h2>` +
    (description
      ? `<p class="text--truncate cardDescription" title="${escapeAttr(description)}">${escapeHtml(description)}</p>`
      : '') +
    '</a>'
  );
}
