/**
 * The swizzled components of a Docusaurus site that draw a part of the pages, used in place of sitegen's: its
 * `src/theme/Footer` (the footer), `src/theme/MDXContent` (around each page's Markdown) and a `src/theme/DocSidebar`
 * that wraps theme-classic's (around each doc's sidebar), rendered once per locale; `src/theme/DocItem/Layout` (a
 * doc's columns, around sitegen's pieces: src/render/doc-item-layout.ts), the docs' `docLayoutComponent` or a
 * `src/theme/DocPage` that wraps theme-classic's (around each doc page's layout, as a Root is around every page),
 * `src/theme/DocVersionBanner` (above each doc), `src/theme/DocItem/Footer` (below it),
 * `src/theme/DocPaginator` (a doc's or a generated index's pager), `src/theme/DocCard` (each card of a
 * `<DocCardList />`), `src/theme/TOC` and `src/theme/TOCCollapsible` (a doc's table of contents, beside it and
 * above it on phones) and `src/theme/BlogPostPaginator` (a post's
 * pager) and `src/theme/BlogSidebar` (or its `Desktop` and `Mobile`: a blog page's sidebar and the menu's list of
 * posts) and `src/theme/NavbarItem/DocsVersionDropdownNavbarItem` (the navbar's `docsVersionDropdown` items, on the
 * bar and in the mobile menu), rendered per page; and the map of `src/theme/NavbarItem/ComponentTypes`, whose
 * components draw the navbar's `custom-*` items, `src/theme/Navbar/Search` around the navbar's search box, a
 * `src/theme/Navbar/Layout` that wraps theme-classic's around the navbar (once per locale: tauri's translation notice),
 * `src/theme/SearchBar` in it (in place of sitegen's search button), and the icons sitegen draws with the site's
 * markup (`src/theme/Icon/ExternalLink` after external links, `Icon/Menu` and `Icon/Close` on the mobile menu's
 * buttons, `Icon/Edit` before "Edit this page", `Icon/Language` on the language menu), drawn once per locale;
 * and `src/theme/Root` (with a `src/theme/Layout` that wraps theme-classic's, src/site-root-file.ts), around every
 * tree of the site's code and once around each page (templates/docusaurus/site-root.tsx). They are bundled with the page modules (src/render/swizzled-parts.ts).
 */
import path from 'node:path';
import { siteRootFile } from './site-root-file.js';
import { themeFile, wrapsOriginal } from './theme-files.js';

/** The parts, by component name. */
export const LAYOUT_PARTS = [
  'Footer',
  'MDXContent',
  'DocSidebar',
  'DocVersionBanner',
  'DocItem/Footer',
  'DocItem/Layout',
  'DocPage',
  'DocPaginator',
  'DocCard',
  'TOC',
  'TOCCollapsible',
  'BlogPostPaginator',
  'BlogSidebar',
  'BlogSidebar/Desktop',
  'BlogSidebar/Mobile',
  'NavbarItem/ComponentTypes',
  'NavbarItem/DocsVersionDropdownNavbarItem',
  'Navbar/Search',
  'Navbar/Layout',
  'SearchBar',
  'Icon/ExternalLink',
  'Icon/Menu',
  'Icon/Close',
  'Icon/Edit',
  'Icon/Language',
  'Root',
] as const;

/** The parts that hydrate as an island when their code needs the browser (src/pages/part-needs-browser.ts). */
export const ISLAND_PARTS = [
  'Footer',
  'DocVersionBanner',
  'DocItem/Footer',
  'DocPaginator',
  'TOC',
  'TOCCollapsible',
  'BlogPostPaginator',
  'SearchBar',
] as const satisfies readonly LayoutPartName[];

export type LayoutPartName = (typeof LAYOUT_PARTS)[number];

/** The parts drawn for each page, not once per locale. */
export const PER_PAGE_PARTS: ReadonlySet<LayoutPartName> = new Set<LayoutPartName>([
  'DocVersionBanner',
  'DocItem/Footer',
  'DocItem/Layout',
  'DocPage',
  'DocPaginator',
  'DocCard',
  'TOC',
  'TOCCollapsible',
  'BlogPostPaginator',
  'BlogSidebar',
  'BlogSidebar/Desktop',
  'BlogSidebar/Mobile',
  'NavbarItem/DocsVersionDropdownNavbarItem',
]);

/**
 * Each part the site swizzled, bundled: its file, the `file:` URL of its bundle (a `ModuleToLoad`), and whether it
 * imports Node's modules (then it may read files no page-cache key covers, and every page renders each build).
 */
export type LayoutParts = Partial<
  Record<
    LayoutPartName,
    {
      url: string;
      file: string;
      readsNode?: boolean;
      /** Its client module id. */
      id?: string;
      /** What messages call it (the Root's: `Root`, `Layout`, `Root and Layout`). */
      name?: string;
    }
  >
>;

/**
 * Each part the site in `root` swizzled: name -> its file. `docLayout` is the docs' `docLayoutComponent`, which
 * Docusaurus renders in place of `@theme/DocPage`: the DocPage part, over a swizzled DocPage.
 */
export function layoutPartFiles(root: string, docLayout?: string): Partial<Record<LayoutPartName, string>> {
  const dir = path.join(root, 'src/theme');
  const files: Partial<Record<LayoutPartName, string>> = {};
  for (const name of LAYOUT_PARTS) {
    // The Root is the site's Root, or a module of its Root around its Layout wrapper (site-root-file.ts).
    const file = name === 'Root' ? siteRootFile(root)?.module : themeFile(dir, name);
    // A DocSidebar, DocPage or Navbar/Layout of the site's own draws theme-classic's internals sitegen does not provide: only one
    // that wraps the original is drawn (around sitegen's); another is named in the warning (swizzled.ts).
    if (file && (!WRAPPERS_ONLY.has(name) || wrapsOriginal(file, name))) files[name] = file;
  }
  if (docLayout) files.DocPage = docLayout;
  return files;
}

/** Parts drawn only where the site's component wraps theme-classic's (swizzled.ts names the others). */
export const WRAPPERS_ONLY: ReadonlySet<string> = new Set<LayoutPartName>(['DocSidebar', 'DocPage', 'Navbar/Layout']);
