/**
 * Animated collapsibles: sidebar categories, the mobile table of contents and `<details>` in content. They stay
 * native `<details>` (they work without script); this animates the height, with a duration computed from the
 * height that changes, and 1 ms when the visitor prefers reduced motion.
 */

const COLLAPSIBLE = 'details.menu__category, details.toc-mobile, .markdown details';

/** Animate every matching `<details>` on summary click (document-level, once). */
export function initCollapsibles(): void {
  document.addEventListener('click', (event) => {
    const target = event.target as Element;
    const summary = target.closest?.('summary');
    const details = summary?.parentElement;
    if (
      !(details instanceof HTMLDetailsElement) ||
      !details.matches(COLLAPSIBLE) ||
      summary !== details.querySelector(':scope > summary')
    )
      return;
    // A category's own link navigates; the rest of the summary toggles.
    if (target.closest('a[href]')) return;
    event.preventDefault();
    toggle(details, !details.open);
  });
  // Toggle does not bubble: listen in the capture phase.
  document.addEventListener(
    'toggle',
    (event) => {
      if (event.target instanceof HTMLDetailsElement) showState(event.target);
    },
    true,
  );
}

/**
 * Mirror whether `details` is open in its label's `aria-expanded`: a Docusaurus site's menus in the mobile drawer
 * have one, as theme-classic's do (templates/navbar-sidebar.tsx).
 */
export function showState(details: HTMLDetailsElement): void {
  details.querySelector(':scope > summary > [aria-expanded]')?.setAttribute('aria-expanded', String(details.open));
}

/**
 * The closed `details` matching `selector` whose toggle `event` (a click) opens, or null: a click on a category's
 * own link navigates rather than toggles. For behaviours that must act before the click opens it (capture phase).
 */
export function openingCategory(event: Event, selector: string): HTMLDetailsElement | null {
  const target = event.target as Element;
  const details = target.closest?.('summary')?.parentElement;
  if (!(details instanceof HTMLDetailsElement) || details.open || !details.matches(selector)) return null;
  return target.closest('a[href]') ? null : details;
}

/** Duration for a height change in px (Material's curve: longer for taller content, never sluggish); 1 ms with reduced motion. */
export function collapseDuration(height: number): number {
  if (matchMedia('(prefers-reduced-motion: reduce)').matches) return 1;
  const ratio = height / 36;
  return Math.round((4 + 15 * ratio ** 0.25 + ratio / 5) * 10);
}

/** Open or close `details`, its height animated from where it is now. */
export function toggle(details: HTMLDetailsElement, open: boolean): void {
  // Start from where a running animation has got to.
  const from = details.getBoundingClientRect().height;
  for (const animation of details.getAnimations()) animation.cancel();
  details.open = open;
  const to = details.getBoundingClientRect().height;
  details.open = true; // the content stays visible while it closes
  details.style.overflow = 'hidden';
  const animation = details.animate(
    { height: [`${from}px`, `${to}px`] },
    { duration: collapseDuration(Math.abs(to - from)), easing: 'ease-in-out' },
  );
  animation.onfinish = () => {
    details.open = open;
    details.style.overflow = '';
  };
}
