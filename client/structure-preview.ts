/**
 * API structure link previews (markup from src/markdown/structure-previews.ts): a link to a structure page carries
 * the structure's summary in `title`. This turns it into a tooltip that shows on hover and on keyboard focus,
 * stays while the pointer moves onto it, and closes with Escape. The summary stays the link's accessible
 * description through a hidden element the link's `aria-describedby` names.
 */
import { onPage } from './lifecycle.js';

const SHOW_DELAY = 150;
const HIDE_DELAY = 120;

/** Register the behaviour; it sets itself up on every page that has structure links. */
export function initStructurePreviews(): void {
  onPage(setUp);
}

function setUp(): (() => void) | void {
  const links = [...document.querySelectorAll<HTMLAnchorElement>('a.structure-link[title]')];
  if (links.length === 0) return;
  const descriptions = describe(links);
  const tip = createTooltip();
  let timer: ReturnType<typeof setTimeout> | undefined;
  const later = (fn: () => void, ms: number) => {
    clearTimeout(timer);
    timer = setTimeout(fn, ms);
  };
  const linkOf = (target: EventTarget | null) =>
    target instanceof Element ? target.closest<HTMLAnchorElement>('a.structure-link[data-preview]') : null;
  const inTooltip = (target: EventTarget | null) => target instanceof Node && tip.element.contains(target);
  const listeners: [string, (event: Event) => void][] = [
    [
      'pointerover',
      (event) => {
        const link = linkOf(event.target);
        if (link) later(() => tip.show(link), SHOW_DELAY);
        // Moving the pointer onto the tooltip keeps it open, so its text can be read and selected.
        else if (inTooltip(event.target)) clearTimeout(timer);
      },
    ],
    ['pointerout', (event) => (linkOf(event.target) || inTooltip(event.target)) && later(tip.hide, HIDE_DELAY)],
    ['focusin', (event) => linkOf(event.target) && tip.show(linkOf(event.target)!)],
    ['focusout', (event) => linkOf(event.target) === tip.current() && tip.hide()],
    ['keydown', (event) => (event as KeyboardEvent).key === 'Escape' && tip.hide()],
  ];
  for (const [type, listener] of listeners) document.addEventListener(type, listener);
  return () => {
    clearTimeout(timer);
    for (const [type, listener] of listeners) document.removeEventListener(type, listener);
    tip.element.remove();
    descriptions.remove();
  };
}

/** The one tooltip element of a page. */
function createTooltip() {
  const element = document.createElement('div');
  element.className = 'structure-tooltip';
  element.setAttribute('role', 'tooltip');
  // Screen readers already hear the summary as the link's description; the tooltip is for the eyes.
  element.setAttribute('aria-hidden', 'true');
  element.hidden = true;
  document.body.append(element);
  let current: HTMLAnchorElement | null = null;
  return {
    element,
    current: () => current,
    show(link: HTMLAnchorElement) {
      current = link;
      element.textContent = link.dataset.preview ?? '';
      element.hidden = false;
      place(element, link);
    },
    hide() {
      current = null;
      element.hidden = true;
    },
  };
}

/** Move each summary from `title` (no native tooltip on top of ours) into one hidden element per distinct text. */
function describe(links: HTMLAnchorElement[]): HTMLElement {
  const box = document.createElement('div');
  box.hidden = true;
  const ids = new Map<string, string>();
  for (const link of links) {
    const text = link.title;
    link.removeAttribute('title');
    link.dataset.preview = text;
    let id = ids.get(text);
    if (!id) {
      id = `structure-preview-${ids.size + 1}`;
      ids.set(text, id);
      const span = document.createElement('span');
      span.id = id;
      span.textContent = text;
      box.append(span);
    }
    link.setAttribute('aria-describedby', id);
  }
  document.body.append(box);
  return box;
}

/** Below the link, or above it when there is no room below; kept inside the viewport horizontally. */
function place(tooltip: HTMLElement, link: HTMLElement): void {
  const rect = link.getClientRects()[0] ?? link.getBoundingClientRect();
  const { offsetWidth: width, offsetHeight: height } = tooltip;
  const below = rect.bottom + 8 + height <= innerHeight;
  const top = (below ? rect.bottom + 8 : rect.top - 8 - height) + scrollY;
  const left = Math.min(Math.max(8, rect.left), document.documentElement.clientWidth - width - 8) + scrollX;
  tooltip.style.top = `${top}px`;
  tooltip.style.left = `${left}px`;
}
