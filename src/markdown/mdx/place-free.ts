/**
 * Whether a Markdown file's components render alike in every copy of its bytes (a docs version copied into the
 * next one), so that a copy may take the first render's fields (content/copy-reuse.ts) instead of rendering again.
 * Each copy's own code sees the same front matter, title, headings and children; what differs between copies is
 * the file's `metadata` (id, permalink, source, edit URL), its docs version, its locale and that locale's plugin
 * data, its sidebar, the files beside it (partials, components), and whatever site code reads. The modules below
 * answer from their props and the site's config alone; a link's target, which differs per version, reaches them
 * only inside the HTML of their children, which they place as it is, where the copy's target is put in.
 */
import { RUNTIME, SHARED } from './mdx-bundle.js';
import type { MdxState } from './mdx-state.js';

/** What a file's module may import and still render alike in every copy (theme-components.ts answers them). */
const PLACE_FREE = new Set([
  RUNTIME,
  ...SHARED,
  '@theme/Admonition',
  '@theme/CodeBlock',
  '@theme/Details',
  '@theme/Heading',
  '@theme/TabItem',
  '@theme/Tabs',
  '@theme/TOCInline',
  '@docusaurus/Link',
]);

/** Whether the module `id`, as sitegen answers it, is the same for every copy of a file. */
export function isPlaceFree(id: string): boolean {
  return PLACE_FREE.has(id);
}

/**
 * Whether the file's own code (its import/export blocks, elements and tab expressions) reads `metadata`. (Its `toc`
 * is alike in copies: a heading's HTML there is drawn without its links, headings.ts.)
 */
export function codeReadsPlace(code: string): boolean {
  return /\bmetadata\b/.test(code);
}

/**
 * Whether the render of a file's components, done, read nothing that differs between copies of its bytes. Of the
 * site's files it may have read only partials beside it, through the recorded reader (render-body.ts), which a
 * copy asks again for its own.
 */
export function rendersAlikeInCopies(mdx: MdxState): boolean {
  return (
    !mdx.readsPlace &&
    !mdx.readsSidebar &&
    !mdx.globals &&
    !mdx.clientModules?.length &&
    !mdx.css?.size &&
    !mdx.assets?.size &&
    !mdx.staticIslands?.size
  );
}
