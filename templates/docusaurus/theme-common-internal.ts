/**
 * `@docusaurus/theme-common/internal`: the hooks a swizzled theme component reads its page with. `useDoc()` is a
 * doc page's metadata, which sitegen gives a swizzled `DocItem/Footer` (src/render/swizzled-parts.ts).
 */
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
