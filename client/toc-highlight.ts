/**
 * The table of contents beside a page marks the section being read, as Docusaurus's does (useTOCHighlight): the
 * first heading below the navbar when it is in the window's top half, else the heading before it; past the last
 * heading, the last.
 */
import { onPage } from './lifecycle.js';

const ACTIVE = 'toc__link--active';
/** The same mark under Infima's name, which a Docusaurus site's CSS may style. */
const INFIMA_ACTIVE = 'table-of-contents__link--active';

/** Follow the scroll on every page with a table of contents beside it. */
export function initTocHighlight(): void {
  let entries: { link: HTMLAnchorElement; heading: HTMLElement }[] = [];
  let active: HTMLAnchorElement | null = null;
  let queued = false;
  const update = () => {
    queued = false;
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
    entries = [];
    for (const link of document.querySelectorAll<HTMLAnchorElement>('.toc-aside .toc__link')) {
      const heading = document.getElementById(decodeURIComponent(link.hash.slice(1)));
      if (heading) entries.push({ link, heading });
    }
    active = null;
    update();
    return () => void (entries = []);
  });
}
