/**
 * Governance member lists (content/pages/governance.tsx). The server puts members past the first four in a
 * `<details>`, which works without script but splits the list around its toggle. Here the hidden members join
 * the list and a 'See more' / 'See less' button below it shows them, animating the height (duration from the
 * height, 1 ms with reduced motion, like the other collapsibles).
 */
import type { IslandContext } from './crash-boundary.js';

/** Turn one group's member list (`[data-members]`) into a single list with a toggle. */
export function startMemberList({ root, on }: IslandContext): void {
  const details = root.querySelector<HTMLDetailsElement>('details');
  const list = root.querySelector<HTMLUListElement>(':scope > ul');
  if (!details || !list) return;
  const extra = [...details.querySelectorAll<HTMLLIElement>('li')];
  for (const item of extra) item.hidden = true;
  list.append(...extra);
  const button = document.createElement('button');
  button.type = 'button';
  button.className = 'member-list__toggle';
  button.setAttribute('aria-controls', list.id);
  details.replaceWith(button);
  const set = (open: boolean) => {
    button.setAttribute('aria-expanded', String(open));
    button.textContent = (open ? details.dataset.lessLabel : details.dataset.moreLabel) ?? '';
  };
  set(details.open);
  for (const item of extra) item.hidden = !details.open;
  on(button, 'click', () => {
    const open = button.getAttribute('aria-expanded') !== 'true';
    const from = list.getBoundingClientRect().height;
    for (const item of extra) item.hidden = !open;
    const to = list.getBoundingClientRect().height;
    set(open);
    list.animate({ height: [`${from}px`, `${to}px`] }, { duration: duration(Math.abs(to - from)), easing: 'ease-in-out' });
  });
}

/**
 * The collapse duration of client/collapsibles.ts for a height change in px. Repeated, not imported: importing it
 * would split collapsibles into a chunk of its own and make every docs page load one more file.
 */
function duration(height: number): number {
  if (matchMedia('(prefers-reduced-motion: reduce)').matches) return 1;
  const ratio = height / 36;
  return Math.round((4 + 15 * ratio ** 0.25 + ratio / 5) * 10);
}
