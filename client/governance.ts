/**
 * Governance member lists (content/pages/governance.tsx). The server puts members past the first four in a
 * `<details>`, which works without script but splits the list around its toggle. Here the hidden members join
 * the list and a 'See more' / 'See less' button below it shows them, animating the height (duration from the
 * height, 1 ms with reduced motion, as the other collapsibles).
 */
import { collapseDuration } from './collapsibles.js';
import { defineIsland, type IslandContext } from './crash-boundary.js';

/** Register the member-list island. */
export function initGovernance(): void {
  defineIsland('[data-members]', startMemberList);
}

function startMemberList({ root, on }: IslandContext): void {
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
    list.animate({ height: [`${from}px`, `${to}px`] }, { duration: collapseDuration(Math.abs(to - from)), easing: 'ease-in-out' });
  });
}
