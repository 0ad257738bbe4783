/**
 * `@docusaurus/theme-common/internal`: the hooks a swizzled theme component reads its page with. `useDoc()` is a
 * doc page's metadata, which sitegen gives a swizzled `DocItem/Footer` (src/render/swizzled-parts.ts).
 * `useScrollPositionBlocker()` is theme-common's, which a site's own tabs use (ionic's Playground).
 */
import { useCallback, useLayoutEffect, useRef } from 'react';
import { usePageData } from '../page-api.js';
import type { DocMetadata } from '../page-types.js';

/** The doc of the page: its metadata and front matter, as theme-common's `useDoc()` gives them. */
export function useDoc(): { metadata: DocMetadata; frontMatter: Record<string, unknown>; contentTitle?: string } {
  const { doc } = usePageData();
  if (!doc)
    throw new Error(
      'useDoc() is called outside a doc page: sitegen gives it to a swizzled src/theme/DocItem/Footer, below a doc',
    );
  return { metadata: doc, frontMatter: doc.frontMatter, contentTitle: doc.title };
}

/**
 * Keep an element where it is on screen across the next render (a clicked tab, when switching it changes the
 * height of what is above it): the page scrolls by as much as the element moved, as theme-common 2.4 does.
 */
export function useScrollPositionBlocker(): {
  blockElementScrollPositionUntilNextRender: (element: HTMLElement) => void;
} {
  const afterRender = useRef<(() => void) | undefined>(undefined);
  const blockElementScrollPositionUntilNextRender = useCallback((element: HTMLElement) => {
    const top = element.getBoundingClientRect().top;
    afterRender.current = () => {
      const moved = element.getBoundingClientRect().top - top;
      if (moved) window.scrollBy({ left: 0, top: moved });
    };
  }, []);
  useLayoutEffect(() => {
    afterRender.current?.();
    afterRender.current = undefined;
  });
  return { blockElementScrollPositionUntilNextRender };
}
