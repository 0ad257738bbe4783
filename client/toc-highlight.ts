/**
 * The table of contents beside a page marks the section being read, as Docusaurus's does (useTOCHighlight): the
 * first heading below the navbar when it is in the window's top half, else the heading before it; past the last
 * heading, the last. Its links are sitegen's (`toc__link`) or, in a Docusaurus site's swizzled TOC, theme-classic's
 * (`toc-highlight`, the name theme-classic's TOC gives the links its scroll follows, and TOCInline's lack).
 */
import { onPage } from './lifecycle.js';

const ACTIVE = 'toc__link--active';
/** The same mark under Infima's name, which a Docusaurus site's CSS may style (theme-classic's TOC's active link). */
const INFIMA_ACTIVE = 'table-of-contents__link--active';
const LINKS = '.toc-aside :is(.toc__link, .toc-highlight)';

/** Follow the scroll on every page with a table of contents beside it. */
export function initTocHighlight(): void {
  let entries: { link: HTMLAnchorElement; heading: HTMLElement }[] = [];
  let active: HTMLAnchorElement | null = null;
  let queued = false;
  const collect = () => {
    entries = [];
    for (const link of document.querySelectorAll<HTMLAnchorElement>(LINKS)) {
      const heading = document.getElementById(decodeURIComponent(link.hash.slice(1)));
      if (heading) entries.push({ link, heading });
    }
    active = null;
  };
  const update = () => {
    queued = false;
    // A swizzled TOC that hydrates as an island may draw its links anew: follow the new ones.
    if (entries.length > 0 && !entries[0].link.isConnected) collect();
    if (entries.length === 0) return;
    const below = document.querySelector('.navbar')?.clientHeight ?? 0;
    const next = entries.findIndex(({ heading }) => heading.getBoundingClientRect().top >= below);
    let index = next < 0 ? entries.length - 1 : next;
    if (next >= 0) {
      const box = entries[next].heading.getBoundingClientRect();
      if (!(box.top > 0 && box.bottom < innerHeight / 2)) index = next - 1;
    }
    const link = entries[index]?.link ?? null;
    if (link === active) return;
    active?.classList.remove(ACTIVE, INFIMA_ACTIVE);
    // sitegen's mark (bold, with a bar) only on its own links: a swizzled TOC's is marked as theme-classic marks it.
    link?.classList.add(...(link.classList.contains('toc__link') ? [ACTIVE, INFIMA_ACTIVE] : [INFIMA_ACTIVE]));
    active = link;
  };
  const queue = () => {
    if (!queued) requestAnimationFrame(update);
    queued = true;
  };
  addEventListener('scroll', queue, { passive: true });
  addEventListener('resize', queue, { passive: true });
  onPage(() => {
    collect();
    update();
    return () => void (entries = []);
  });
}
