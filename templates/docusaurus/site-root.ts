/**
 * A Docusaurus site's `src/theme/Root`. Docusaurus renders it once, above the router, around the whole app: the
 * context it provides reaches every component, and an element it renders beside `children` is on every page.
 * sitegen renders a page as several React trees (the page module or the Markdown's components, each island, each
 * swizzled part), so every such tree renders inside the Root, and only the tree's own markup is kept: what the
 * Root draws around its children is drawn once per page, around the layout (src/render/render-route.ts), where
 * Docusaurus draws it. In the browser an island hydrates inside the Root too (client/islands.ts).
 *
 * Page bundles carry their own copy of this module, so the Root being rendered lives under a global symbol, as
 * the current page does (runtime.ts). Rendering is synchronous, so one slot per thread is safe.
 */
import { createElement, Fragment, type ComponentType, type ReactElement, type ReactNode } from 'react';

/**
 * The site's Root: its component, its client module id (`src/theme/Root.js`), and its file and name for messages.
 * With a swizzled Layout that wraps theme-classic's, the component is the Root around that Layout (or the Layout
 * alone, then named `Layout`), as src/site-root-file.ts generates it; the file is still the site's own.
 */
export interface SiteRoot {
  component: ComponentType<{ children?: ReactNode }>;
  id: string;
  file: string;
  /** `Root`, `Layout` or `Root and Layout`. */
  name: string;
}

const SLOT = Symbol.for('sitegen.docusaurus.site-root');

function slot(): { current: SiteRoot | null } {
  const registry = globalThis as unknown as Record<symbol, { current: SiteRoot | null } | undefined>;
  return (registry[SLOT] ??= { current: null });
}

/** Run `render` with `root` as the Root every tree renders inside (none: trees render alone). */
export function withSiteRoot<T>(root: SiteRoot | null | undefined, render: () => T): T {
  const s = slot();
  const previous = s.current;
  s.current = root ?? null;
  try {
    return render();
  } finally {
    s.current = previous;
  }
}

/** The Root trees render inside now, if the site has one. */
export function currentSiteRoot(): SiteRoot | null {
  return slot().current;
}

/** Where the children go in the Root's markup: a tag no page has. */
const CHILDREN = 'sitegen-root-children';
const CHILDREN_HTML = `<${CHILDREN}></${CHILDREN}>`;

/** A tree rendered inside the Root: its own markup, and what the Root drew before and after it. */
export interface InRoot {
  html: string;
  before: string;
  after: string;
}

/**
 * `element` rendered by `render` inside `root`, split from what the Root draws around it. Without a Root, the
 * element is rendered alone: the same call, so a site without one gets the same HTML as before.
 */
export function renderInRoot(
  element: ReactElement,
  render: (element: ReactElement) => string,
  root: SiteRoot | null = currentSiteRoot(),
): InRoot {
  if (!root) return { html: render(element), before: '', after: '' };
  const children = createElement(Fragment, null, createElement(CHILDREN), element, createElement(CHILDREN));
  const marked = createElement(root.component, null, children);
  const pieces = render(marked).split(CHILDREN_HTML);
  if (pieces.length !== 3)
    throw new Error(
      `the swizzled ${root.name} ${root.file} renders its children ${(pieces.length - 1) / 2} times; render {children} once, as theme-classic's does`,
    );
  return { before: pieces[0], html: pieces[1], after: pieces[2] };
}
