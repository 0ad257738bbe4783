/**
 * "On this page": the headings between the configured levels, nested by level. A Docusaurus site's list and links
 * also carry theme-classic's names (`table-of-contents`, `table-of-contents__link`), which its CSS may style.
 */
import { renderToStaticMarkup } from 'react-dom/server';
import { t } from './i18n.js';
import type { SiteData } from './site-data.js';
import type { TocItem } from '../src/types.js';

/** The table of contents; `min`/`max` come from config or front matter. */
export function Toc({ site, items, min, max }: { site: SiteData; items: TocItem[]; min: number; max: number }) {
  const shown = items.filter((i) => i.level >= min && i.level <= max);
  if (shown.length === 0) return null;
  return (
    // Labelled by aria-label, not by the heading's id: a page renders the TOC twice (aside and collapsible).
    <nav className="toc" aria-label={t(site, 'toc.title')}>
      <h2 className="toc__title">{t(site, 'toc.title')}</h2>
      <ul
        className={site.docusaurus ? 'toc__list table-of-contents table-of-contents__left-border' : 'toc__list'}
        dangerouslySetInnerHTML={{ __html: tocItems(items, { min, max, infima: Boolean(site.docusaurus) }) }}
      />
    </nav>
  );
}

/**
 * The list's items as markup, made once per TOC: a doc page shows its TOC twice (aside and collapsible), and an
 * API page's TOC has hundreds of links.
 */
function tocItems(items: TocItem[], { min, max, infima }: { min: number; max: number; infima: boolean }): string {
  const key = `${min}-${max}-${infima}`;
  let byRange = rendered.get(items);
  if (!byRange) rendered.set(items, (byRange = new Map()));
  let html = byRange.get(key);
  if (html === undefined) {
    const depths = tocDepths(items, min);
    const shown = items.flatMap((item, i) =>
      item.level >= min && item.level <= max ? [{ item, depth: depths[i] }] : [],
    );
    // sitegen's list is flat, each item's depth in its class; a Docusaurus site's nests, as theme-classic's does, so
    // that a site's margins for `.table-of-contents li` add up level by level there too.
    const nodes = infima ? treeOf(shown) : shown.map((s) => ({ ...s, children: [] }));
    html = renderToStaticMarkup(<TocListItems nodes={nodes} infima={infima} />);
    byRange.set(key, html);
  }
  return html;
}

/** A shown heading with its depth, and the headings nested in it (a Docusaurus site's). */
interface TocNode {
  item: TocItem;
  depth: number;
  children: TocNode[];
}

/** The shown headings as a tree: each below the latest one before it of a smaller depth. */
function treeOf(shown: { item: TocItem; depth: number }[]): TocNode[] {
  const roots: TocNode[] = [];
  const open: TocNode[] = [];
  for (const { item, depth } of shown) {
    const node: TocNode = { item, depth, children: [] };
    while (open.length > 0 && open[open.length - 1].depth >= depth) open.pop();
    (open.length > 0 ? open[open.length - 1].children : roots).push(node);
    open.push(node);
  }
  return roots;
}

/** The items of one list, each with its nested list (theme-classic's nested `<ul>` has no class). */
function TocListItems({ nodes, infima }: { nodes: TocNode[]; infima: boolean }) {
  return (
    <>
      {nodes.map(({ item, depth, children }) => (
        <li key={item.id} className={`toc__item toc__item--${depth}`}>
          <a
            className={infima ? LINK_INFIMA : 'toc__link'}
            href={`#${item.id}`}
            dangerouslySetInnerHTML={{ __html: item.html }}
          />
          {children.length > 0 && (
            <ul>
              <TocListItems nodes={children} infima={infima} />
            </ul>
          )}
        </li>
      ))}
    </>
  );
}

/** A Docusaurus site's link: theme-classic's TOC names its links so (its mobile TOC only `table-of-contents__link`). */
const LINK_INFIMA = 'toc__link table-of-contents__link toc-highlight';

const rendered = new WeakMap<TocItem[], Map<string, string>>();

/**
 * Each heading's depth among the shown ones, as Docusaurus makes the tree: of all headings (its `treeifyTOC`, a
 * heading goes below the latest one before it of a higher level, h2 and below; one with none, such as an h3 before
 * any h2, is at the top), then without those above `min` (its `filterTOC` lifts their children into their place).
 */
function tocDepths(items: TocItem[], min: number): number[] {
  const latest: number[] = [];
  const depths: number[] = [];
  items.forEach((item, i) => {
    let parent = -1;
    for (let level = 2; level < item.level; level++) parent = Math.max(parent, latest[level] ?? -1);
    depths.push(parent < 0 ? 0 : depths[parent] + (items[parent].level >= min ? 1 : 0));
    latest[item.level] = i;
  });
  return depths;
}
