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
/**
 * The column's links, sitegen's or a swizzled TOC's: those to a heading of the page are followed (a swizzled TOC's
 * other links, an edit link or an ad, name none). One selector for both keeps the bundle within its budget.
 */
const LINKS = '.toc-aside a';

/** Follow the scroll on every page with a table of contents beside it. */
export function initTocHighlight(): void {
  let entries: { link: HTMLAnchorElement; heading: HTMLElement }[] = [];
  let active: HTMLAnchorElement | undefined;
  let queued = false;
  const update = () => {
    queued = false;
    // The page's links, found anew when there were none or a swizzled TOC's island drew its own in their place.
    if (!entries[0]?.link.isConnected) {
      entries = [];
      for (const link of document.querySelectorAll<HTMLAnchorElement>(LINKS)) {
        const heading = document.getElementById(decodeURIComponent(link.hash.slice(1)));
        if (heading) entries.push({ link, heading });
      }
    }
    const below = document.querySelector('.navbar')?.clientHeight ?? 0;
    const next = entries.findIndex(({ heading }) => heading.getBoundingClientRect().top >= below);
    let index = next < 0 ? entries.length - 1 : next;
    if (next >= 0) {
      const box = entries[next].heading.getBoundingClientRect();
      if (!(box.top > 0 && box.bottom < innerHeight / 2)) index = next - 1;
    }
    // None on a page without a table of contents: a mark left from the page before is taken off.
    const link = entries[index]?.link;
    if (link === active) return;
    active?.classList.remove(ACTIVE, INFIMA_ACTIVE);
    // sitegen's mark (bold, with a bar) styles only its own links (doc.css): a swizzled TOC's looks as theme-classic's.
    link?.classList.add(ACTIVE, INFIMA_ACTIVE);
    active = link;
  };
  const queue = () => {
    if (!queued) requestAnimationFrame(update);
    queued = true;
  };
  addEventListener('scroll', queue, { passive: true });
  addEventListener('resize', queue, { passive: true });
  onPage(() => {
    update();
    return () => void (entries = []);
  });
}
