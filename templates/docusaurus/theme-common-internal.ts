/**
 * `@docusaurus/theme-common/internal`: the hooks a swizzled theme component reads its page with. `useDoc()` is a
 * doc page's metadata and headings, which sitegen gives a doc's swizzled parts (`DocItem/Footer`, `TOC`: src/render/swizzled-parts.ts);
 * `useDocsVersion()` its version and `useDocsPreferredVersion()` the version remembered for its section, which a
 * swizzled `DocVersionBanner` reads. `useScrollPositionBlocker()` is theme-common's, which a site's own tabs use
 * (ionic's Playground). `findFirstCategoryLink()` and `useDocById()` are what a swizzled `DocCard` links and
 * describes its card with.
 */
import { useCallback, useEffect, useLayoutEffect, useRef, useState } from 'react';
import { usePageData } from '../page-api.js';
import type { DocMetadata, DocsVersionData, GlobalDocsVersion, PageData } from '../page-types.js';
import { useVersions } from './docs-client.js';
import { useDocsVersionData } from './docs-version.js';

export { useDocsSidebar } from './page-sidebar.js';

/**
 * The doc of the page: its metadata, front matter and headings, as theme-common's `useDoc()` gives them. The
 * headings are read when used: an island that reads only the metadata (a doc footer) carries no headings.
 */
export function useDoc(): {
  metadata: DocMetadata;
  frontMatter: Record<string, unknown>;
  contentTitle?: string;
  readonly toc: NonNullable<PageData['docToc']>;
} {
  const page = usePageData();
  const { doc } = page;
  if (!doc)
    throw new Error(
      'useDoc() is called outside a doc page: sitegen gives it to the swizzled parts of a doc (src/theme/DocItem/Footer, TOC, ...)',
    );
  return {
    metadata: doc,
    frontMatter: doc.frontMatter,
    contentTitle: doc.title,
    get toc() {
      return page.docToc ?? [];
    },
  };
}

/** The doc page's version, as theme-common's `useDocsVersion()` gives it (without its docs and sidebars). */
export function useDocsVersion(): DocsVersionData['metadata'] {
  return useDocsVersionData('useDocsVersion()').metadata;
}

/** Where Docusaurus remembers a section's version (client/docs-versions.ts reads and writes the same key). */
const PREFERRED_KEY = 'docs-preferred-version-';

/**
 * The version remembered for the docs section `pluginId` (null on the server and until the page has loaded, as in
 * Docusaurus), and what remembers another, as the version menu does.
 */
export function useDocsPreferredVersion(pluginId = 'default'): {
  preferredVersion: GlobalDocsVersion | null;
  savePreferredVersionName: (name: string) => void;
} {
  const versions = useVersions(pluginId);
  const [name, setName] = useState<string | null>(null);
  useEffect(() => setName(storedVersion(pluginId)), [pluginId]);
  const savePreferredVersionName = useCallback(
    (version: string) => {
      try {
        localStorage.setItem(PREFERRED_KEY + pluginId, version);
      } catch {
        // Storage refused (private mode): the choice holds for this page.
      }
      setName(version);
    },
    [pluginId],
  );
  return { preferredVersion: versions.find((v) => v.name === name) ?? null, savePreferredVersionName };
}

function storedVersion(pluginId: string): string | null {
  try {
    return localStorage.getItem(PREFERRED_KEY + pluginId);
  } catch {
    return null;
  }
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

// A swizzled DocCard's item: the sidebar's (src/render/swizzled-parts.ts `sidebarItemProps`), or the one a page gave
// `<DocCardList items>`, whole.
export { findFirstCategoryLink } from './category-link.js';

/**
 * A doc of the page's `<DocCardList />` by its id (its title and description), as theme-common's `useDocById()`
 * gives a swizzled DocCard the docs of its version; undefined for no id, as there, and for a doc not on the page.
 */
export function useDocById(id?: string): { id: string; title: string; description?: string } | undefined {
  const { docsById } = usePageData();
  return id === undefined ? undefined : docsById?.[id];
}

/** The `<body>` class theme-classic's focus outlines read while the visitor moves with the Tab key. */
export const keyboardFocusedClassName = 'navigation-with-keyboard';

/**
 * theme-common's `useKeyboardNavigation()`, which a site's own layout calls (flipper's EmbeddedLayout): the class
 * above on `<body>` from a Tab key press until the next mouse press.
 */
export function useKeyboardNavigation(): void {
  useEffect(() => {
    const mark = (event: KeyboardEvent | MouseEvent) => {
      if (event.type === 'keydown' && (event as KeyboardEvent).key === 'Tab')
        document.body.classList.add(keyboardFocusedClassName);
      if (event.type === 'mousedown') document.body.classList.remove(keyboardFocusedClassName);
    };
    document.addEventListener('keydown', mark);
    document.addEventListener('mousedown', mark);
    return () => {
      document.removeEventListener('keydown', mark);
      document.removeEventListener('mousedown', mark);
    };
  }, []);
}
