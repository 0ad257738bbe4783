/**
 * The swizzled components of a Docusaurus site that draw a part of the pages, used in place of sitegen's: its
 * `src/theme/Footer` (the footer) and `src/theme/MDXContent` (around each page's Markdown), rendered once per
 * locale; `src/theme/DocItem/Footer` (below each doc), `src/theme/DocPaginator` (a doc's or a generated index's
 * pager) and `src/theme/BlogPostPaginator` (a post's pager), rendered per page; and the map of
 * `src/theme/NavbarItem/ComponentTypes`, whose components draw the navbar's `custom-*` items once per locale; and
 * `src/theme/Root`, around every tree of the site's code and once around each page (templates/docusaurus/site-root.tsx).
 * They are bundled with the page modules (src/render/swizzled-parts.ts).
 */
import path from 'node:path';
import { themeFile } from './theme-files.js';

/** The parts, by component name. */
export const LAYOUT_PARTS = [
  'Footer',
  'MDXContent',
  'DocItem/Footer',
  'DocPaginator',
  'BlogPostPaginator',
  'NavbarItem/ComponentTypes',
  'Root',
] as const;

/** The parts that hydrate as an island when their code needs the browser (src/pages/part-needs-browser.ts). */
export const ISLAND_PARTS = [
  'Footer',
  'DocItem/Footer',
  'DocPaginator',
  'BlogPostPaginator',
] as const satisfies readonly LayoutPartName[];

export type LayoutPartName = (typeof LAYOUT_PARTS)[number];

/**
 * Each part the site swizzled, bundled: its file, the `file:` URL of its bundle (a `ModuleToLoad`), and whether it
 * imports Node's modules (then it may read files no page-cache key covers, and every page renders each build).
 */
export type LayoutParts = Partial<
  Record<LayoutPartName, { url: string; file: string; readsNode?: boolean; /** Its client module id. */ id?: string }>
>;

/** Each part the site in `root` swizzled: name -> its file. */
export function layoutPartFiles(root: string): Partial<Record<LayoutPartName, string>> {
  const dir = path.join(root, 'src/theme');
  const files: Partial<Record<LayoutPartName, string>> = {};
  for (const name of LAYOUT_PARTS) {
    const file = themeFile(dir, name);
    if (file) files[name] = file;
  }
  return files;
}
