/** From a locale's route table to its render jobs: each route with its entry, paging links and breadcrumbs. */
import { routeKey } from '../content/permalinks.js';
import type { LocaleModel } from '../routes/site-model.js';
import { givenCards, sidebarCards } from '../docs/sidebar-cards.js';
import { walkSidebar } from '../docs/walk-sidebar.js';
import type { SidebarFill } from '../routes/sidebar-bodies.js';
import type { ContentEntry, PageLink, Route, Sidebar } from '../types.js';
import type { PagingItem } from '../docs/resolve-sidebars.js';
import type { RouteJob } from './render-route.js';
import { DOC_CARDS, GIVEN_DOC_CARDS } from '../../templates/placeholders.js';
import type { DocCard } from '../../templates/doc-cards.js';

/** The render jobs of one locale. */
export function createJobs(model: LocaleModel, alternates: Map<string, string[]>): RouteJob[] {
  return model.table.routes.map(jobMaker(model, alternates));
}

/**
 * Makes the render job of one route of `model` (`dev` makes each on its page's first request). A paging link's
 * title is read when a job shows it: a doc whose front matter has none takes it from its body. `fill` renders a
 * doc whose components read its sidebar again with it (`dev`: `build` did so in the locale's content).
 */
export function jobMaker(
  model: LocaleModel,
  alternates: Map<string, string[]>,
  fill?: SidebarFill,
): (route: Route) => RouteJob {
  const { content } = model;
  const docs = new Map<string, ContentEntry>();
  for (const e of content.entries.values()) if (e.kind === 'doc') docs.set(e.id, e);
  // A paging link names a doc by its `pagination_label`, else its sidebar label, else its title, as Docusaurus does.
  const titleOf = (id: string): PageLink | null => {
    const doc = docs.get(id);
    const fm = doc?.frontMatter;
    return doc ? { title: String(fm!.pagination_label ?? fm!.sidebar_label ?? doc.title), href: doc.permalink } : null;
  };
  const linkOf = (item: PagingItem | undefined): PageLink | null =>
    !item ? null : 'doc' in item ? titleOf(item.doc) : { title: item.label, href: item.index };
  // Each page's first place in its sidebar's paging, found once per sidebar (indexOf would scan it per route).
  const places = new Map<string, Map<string, number>>();
  /** The neighbours of the page `key` (a doc id, or `\0` and a generated index's URL) in `sidebar`'s paging. */
  const neighbours = (sidebar: string, key: string) => {
    const paging = content.sidebars.paging.get(sidebar) ?? [];
    let place = places.get(sidebar);
    if (!place) places.set(sidebar, (place = firstPlaces(paging)));
    const at = place.get(key) ?? -1;
    return at < 0 ? { prev: undefined, next: undefined } : { prev: paging[at - 1], next: paging[at + 1] };
  };
  // Each sidebar's breadcrumbs by page, walked once: walked per doc route, 50,000 docs took minutes.
  const crumbs = new Map<string, Map<string, PageLink[]>>();
  const crumbsIn = (id: string, sidebar: Sidebar) => crumbs.get(id) ?? crumbs.set(id, breadcrumbsOf(sidebar)).get(id)!;
  return (route) => {
    const found = route.entryKey ? content.entries.get(route.entryKey) : undefined;
    const entry = found && fill ? fill(model, route, found) : found;
    const job: RouteJob = { route, entry, alternates: alternates.get(routeKey(route.path)) ?? [model.locale] };
    if (route.items) job.items = route.items.map((k) => content.entries.get(k)!).filter(Boolean);
    if (route.metadata) job.metadata = route.metadata;
    if (route.kind === 'category-index' && route.sidebar) {
      const { prev, next } = neighbours(route.sidebar, `\u0000${route.path}`);
      job.prev = linkOf(prev);
      job.next = linkOf(next);
      const sidebar = content.sidebars.sidebars.get(route.sidebar);
      const crumbs = sidebar && crumbsIn(route.sidebar, sidebar).get(route.path);
      if (crumbs) job.breadcrumbs = crumbs;
    }
    if (route.kind === 'doc' && entry && route.sidebar) {
      const { prev, next } = neighbours(route.sidebar, entry.id);
      const fm = entry.frontMatter;
      job.prev = pagingLink(fm.pagination_prev, prev, titleOf, linkOf);
      job.next = pagingLink(fm.pagination_next, next, titleOf, linkOf);
      const sidebar = content.sidebars.sidebars.get(route.sidebar);
      if (sidebar)
        job.breadcrumbs = crumbsIn(route.sidebar, sidebar).get(entry.permalink) ?? [
          { title: entry.title, href: entry.permalink },
        ];
      if (sidebar && entry.html.includes(DOC_CARDS)) job.cards = categoryCards(sidebar, entry.permalink, docs);
    }
    if (entry?.html.includes('\u0000doc-cards:')) job.givenCards = givenCardsOf(entry.html, docs);
    const version = route.kind === 'doc' && entry ? model.versions?.viewOf(entry) : undefined;
    if (version) job.version = version;
    return job;
  };
}

/** Each page of a sidebar's paging -> its first place there, as Docusaurus finds a page in its navigation. */
function firstPlaces(paging: PagingItem[]): Map<string, number> {
  const place = new Map<string, number>();
  for (const [i, item] of paging.entries()) {
    const key = 'doc' in item ? item.doc : `\u0000${item.index}`;
    if (!place.has(key)) place.set(key, i);
  }
  return place;
}

/** Front matter `pagination_prev/next` (a doc id) wins, and null hides the link; else the sidebar neighbour. */
function pagingLink(
  override: unknown,
  neighbour: PagingItem | undefined,
  titleOf: (id: string) => PageLink | null,
  linkOf: (item: PagingItem | undefined) => PageLink | null,
): PageLink | null {
  if (override === null) return null;
  return typeof override === 'string' ? titleOf(override) : linkOf(neighbour);
}

/**
 * Per page href, the categories from the sidebar root down to the page, then the page: the first node (not a plain
 * link) in reading order with that href.
 */
function breadcrumbsOf(sidebar: Sidebar): Map<string, PageLink[]> {
  const byHref = new Map<string, PageLink[]>();
  for (const { item, parents } of walkSidebar(sidebar.items)) {
    if (item.type === 'link' || typeof item.href !== 'string' || byHref.has(item.href)) continue;
    byHref.set(item.href, [
      ...parents.map((p) => ({ title: p.label, href: p.href ?? '' })),
      { title: item.label, href: item.href },
    ]);
  }
  return byHref;
}

/** The cards of each `<DocCardList items>` in `html`, by its marker's encoded items. */
function givenCardsOf(html: string, docs: Map<string, ContentEntry>): Map<string, DocCard[]> {
  const cards = new Map<string, DocCard[]>();
  for (const [, items] of html.matchAll(GIVEN_DOC_CARDS))
    if (!cards.has(items))
      cards.set(
        items,
        givenCards(JSON.parse(decodeURIComponent(items)), (id) => docs.get(id)),
      );
  return cards;
}

/**
 * The cards of the category `permalink` is in, as Docusaurus's `useCurrentSidebarCategory()` finds it: the first
 * node in reading order with that href decides, a category (the page is its own) or the deepest category above it;
 * none when that node is at the top level. A category without a page of its own links to its first one, and one
 * with no link at all has no card.
 */
function categoryCards(sidebar: Sidebar, permalink: string, docs: Map<string, ContentEntry>): DocCard[] {
  for (const { item, parents } of walkSidebar(sidebar.items)) {
    if (item.href !== permalink) continue;
    const category = item.type === 'category' ? item : parents.at(-1);
    return category ? sidebarCards(category.items, (id) => docs.get(id)) : [];
  }
  return [];
}
