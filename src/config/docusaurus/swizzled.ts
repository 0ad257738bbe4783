/**
 * A Docusaurus site's swizzled components (`src/theme/<Name>`, a file or a folder) that override a component
 * sitegen provides or draws itself: sitegen's own is used, so each is a line of the ignored-settings warning. One
 * sitegen draws but does not provide as a module is still what an explicit `@theme/<Name>` import gets (tauri's
 * Markdown imports diagram colours from its `src/theme/Mermaid.js`), and its line says so.
 * `MDXComponents` is honoured (src/markdown/mdx/mdx-components.ts), as is `Playground` (live code blocks draw the
 * site's: src/markdown/mdx/sitegen-islands.ts) and the layout parts of src/layout-parts.ts
 * (`Footer`, `MDXContent`, `DocVersionBanner`, `DocItem/Footer`, `DocItem/Layout`, `TOC`, `TOCCollapsible`, `SearchBar`, `NavbarItem/DocsVersionDropdownNavbarItem`,
 * `Root`, ...), and a `Layout` that wraps theme-classic's is drawn as a Root (src/site-root-file.ts); a component sitegen has no counterpart for is what a page's `@theme/<Name>` import
 * resolves to (src/pages/docusaurus/page-imports.ts), so it is not listed.
 */
import { existsSync, readdirSync } from 'node:fs';
import path from 'node:path';
import { DOCUSAURUS_MODULES, SITE_REPLACEABLE } from '../../../templates/docusaurus/modules.js';
import { layoutWrapperFile } from '../../site-root-file.js';
import { themeFile, wrapsOriginal } from '../../theme-files.js';
import { LAYOUT_PARTS, WRAPPERS_ONLY } from '../../layout-parts.js';

/** theme-classic components whose part of the page sitegen renders with its own templates. */
const DRAWN_BY_SITEGEN = new Set([
  'Layout',
  'Navbar',
  'NavbarItem',
  'Icon',
  'Logo',
  'AnnouncementBar',
  'ColorModeToggle',
  'SearchPage',
  'SkipToContent',
  'BackToTopButton',
  'DocPage',
  'DocRoot',
  'DocItem',
  'DocSidebar',
  'DocSidebarItem',
  'DocSidebarItems',
  'DocPaginator',
  'DocVersionBanner',
  'DocVersionBadge',
  'DocCard',
  'DocCardList',
  'DocTagDocListPage',
  'DocTagsListPage',
  'BlogLayout',
  'BlogListPage',
  'BlogPostPage',
  'BlogPostItem',
  'BlogPostItems',
  'BlogPostPaginator',
  'BlogSidebar',
  'BlogTagsListPage',
  'BlogTagsPostsPage',
  'BlogArchivePage',
  'TOCInline',
  'EditThisPage',
  'LastUpdated',
  'Details',
  'MDXPage',
  'Mermaid',
]);

/**
 * Layout parts sitegen draws with the site's swizzled component when there is one (not its parts alone); the
 * DocSidebar and the DocPage only when they wrap theme-classic's (`docSidebarLimit` and `docPageLimit` name them).
 */
const DRAWN_FROM_SITE = new Set<string>(LAYOUT_PARTS.filter((name) => !WRAPPERS_ONLY.has(name)));

const MODULE_FILE = /\.(js|jsx|ts|tsx)$/;

/** Folders of theme-classic components one of which sitegen draws from the site (`DocItem` for `DocItem/Footer`). */
const PART_FOLDERS = new Set(LAYOUT_PARTS.filter((name) => name.includes('/')).map((name) => name.split('/')[0]));

/**
 * The site's Root, where it does not reach: the components of the site's MDXComponents are bundled apart from the
 * Markdown's imports, with their own copy of the modules they import, so the context the Root provides is not theirs.
 */
function rootLimit(dir: string): SwizzledLine[] {
  const root = themeFile(dir, 'Root');
  const components = themeFile(dir, 'MDXComponents');
  if (!root || !components) return [];
  const shown = path.relative(dir, root).split(path.sep).join('/');
  const line = `src/theme/${shown}: a swizzled Root, around every page; the components src/theme/MDXComponents maps do not see the context it provides (they are bundled apart from it): import the ones that read it in the Markdown files that use them`;
  return [{ name: 'Root', shown, line }];
}

/**
 * The site's TOC, where it does not reach: theme-classic draws it beside blog posts and Markdown pages too, where
 * sitegen draws its own.
 */
function tocLimit(dir: string): SwizzledLine[] {
  return swizzledLine(
    dir,
    'TOC',
    (shown) =>
      `src/theme/${shown}: a swizzled TOC, drawn beside each doc; blog posts and Markdown pages have sitegen's own table of contents`,
  );
}

/**
 * The site's DocItem/Layout, where it does not reach: drawn as HTML as it renders on the server, with sitegen's
 * pieces where it renders theme-classic's (src/render/doc-item-layout.ts).
 */
function docItemLayoutLimit(dir: string): SwizzledLine[] {
  return swizzledLine(
    dir,
    'DocItem/Layout',
    (shown) =>
      `src/theme/${shown}: a swizzled DocItem/Layout, drawn around each doc as HTML, as it renders on the server (useWindowSize() is 'ssr'); the theme-classic parts it renders (DocItem/Content, DocItem/TOC/Desktop, DocItem/TOC/Mobile, DocItem/Footer, DocItem/Paginator, DocVersionBanner, DocVersionBadge, DocBreadcrumbs) are sitegen's, given no props; a component it imports whose script needs the browser hydrates on its own, as an island`,
  );
}

/**
 * The site's Layout, where it wraps theme-classic's: drawn around every page as a Root is (src/site-root-file.ts), but
 * not as Docusaurus renders it, inside each page with the page's props.
 */
function layoutWrapperLimit(root: string, dir: string): SwizzledLine[] {
  const file = layoutWrapperFile(root);
  if (!file) return [];
  const shown = path.relative(dir, file).split(path.sep).join('/');
  const line = `src/theme/${shown}: a swizzled Layout that wraps theme-classic's, drawn around every page as a Root is; it is given no props but children (not the page's title, description...); what it draws beside <OriginalLayout> is HTML, and its script runs in the browser only around islands`;
  return [{ name: 'Layout', shown, line }];
}

/**
 * The site's DocSidebar: one that wraps theme-classic's is drawn once per language around each doc's sidebar, without
 * the props theme-classic passes it; one of its own is not used, and says how it would be.
 */
function docSidebarLimit(dir: string): SwizzledLine[] {
  return swizzledLine(dir, 'DocSidebar', (shown, wraps) =>
    wraps
      ? `src/theme/${shown}: a swizzled DocSidebar that wraps theme-classic's, drawn once per language around each doc's sidebar; it is given no props (not the page's path or sidebar), and what it draws beside <DocSidebar> is HTML`
      : `src/theme/${shown}: a swizzled DocSidebar, not used: sitegen draws its own sidebar; one that wraps theme-classic's (importing @theme-original/DocSidebar) is drawn around it`,
  );
}

/** The site's DocPage, unless it wraps theme-classic's (then it is drawn around each doc page: src/layout-parts.ts). */
function docPageLimit(dir: string): SwizzledLine[] {
  return swizzledLine(dir, 'DocPage', (shown, wraps) =>
    wraps
      ? null
      : `src/theme/${shown}: a swizzled DocPage, not used: sitegen draws its own doc pages; one that wraps theme-classic's (importing @theme-original/DocPage) is drawn around them`,
  );
}

/**
 * The site's Navbar/Layout: one that wraps theme-classic's is drawn once per language around the navbar; one of its
 * own is not used, and says how it would be.
 */
function navbarLayoutLimit(dir: string): SwizzledLine[] {
  return swizzledLine(dir, 'Navbar/Layout', (shown, wraps) =>
    wraps
      ? `src/theme/${shown}: a swizzled Navbar/Layout that wraps theme-classic's, drawn once per language around the navbar; it is given no props (not the navbar's items), and what it draws beside <Layout> is HTML`
      : `src/theme/${shown}: a swizzled Navbar/Layout, not used: sitegen draws its own navbar; one that wraps theme-classic's (importing @theme-original/Navbar/Layout) is drawn around it`,
  );
}

/** A swizzled component's line in the warning: its name, its path in src/theme, what is said of it. */
type SwizzledLine = { name: string; shown: string; line?: string };

/**
 * The line of the site's swizzled `name`, if it has one, as `say` words it from the file's path in src/theme and
 * whether it wraps theme-classic's (null: nothing to say).
 */
function swizzledLine(
  dir: string,
  name: string,
  say: (shown: string, wraps: boolean) => string | null,
): SwizzledLine[] {
  const file = themeFile(dir, name);
  if (!file) return [];
  const shown = path.relative(dir, file).split(path.sep).join('/');
  const line = say(shown, wrapsOriginal(file, name));
  return line === null ? [] : [{ name, shown, line }];
}

/**
 * The components in the theme folder `dir`, named with `prefix`: a module file, or a folder with an index module of
 * its own (its files are that component's parts). A folder without one is the components it holds, however deep:
 * swizzling `DocPage/Layout/Main` writes `src/theme/DocPage/Layout/Main/index.js` and nothing above it. A layout
 * part sitegen draws from the site (`Footer`) stays one folder: its line says the parts need the index.
 */
function components(dir: string, prefix: string): SwizzledLine[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((e) => {
    const name = prefix + e.name.replace(MODULE_FILE, '');
    if (!e.isDirectory())
      return MODULE_FILE.test(e.name) && !/\.d\.ts$/.test(e.name) ? [{ name, shown: prefix + e.name }] : [];
    const inner = path.join(dir, e.name);
    return hasIndex(inner) || DRAWN_FROM_SITE.has(name) ? [{ name, shown: `${name}/` }] : components(inner, `${name}/`);
  });
}

function hasIndex(dir: string): boolean {
  return readdirSync(dir).some((file) => /^index\.(js|jsx|ts|tsx)$/.test(file));
}

/** One line per swizzled component of the site that sitegen does not use, sorted by name. */
export function ignoredSwizzledComponents(root: string): string[] {
  const dir = path.join(root, 'src', 'theme');
  if (!existsSync(dir)) return [];
  const wrapper = layoutWrapperLimit(root, dir);
  const names = components(dir, '').flatMap((c) =>
    // A folder that holds a part sitegen draws from the site (DocItem/Footer) is named by its other components,
    // its index by the folder's name (BlogSidebar/index.js is the BlogSidebar).
    PART_FOLDERS.has(c.name) && c.shown.endsWith('/')
      ? components(path.join(dir, c.name), `${c.name}/`).map((inner) =>
          inner.name === `${c.name}/index` ? { ...inner, name: c.name } : inner,
        )
      : [c],
  );
  const own = names
    .filter(({ name }) => !SITE_REPLACEABLE.has(`@theme/${name}`))
    .filter(({ name }) => !(DRAWN_FROM_SITE.has(name) && themeFile(dir, name)))
    .filter(({ name }) => !(name === 'Layout' && wrapper.length) && !WRAPPERS_ONLY.has(name))
    .filter(
      ({ name }) =>
        DOCUSAURUS_MODULES[`@theme/${name}`] || DRAWN_BY_SITEGEN.has(name.split('/')[0]) || DRAWN_FROM_SITE.has(name),
    );
  return [
    ...own,
    ...rootLimit(dir),
    ...tocLimit(dir),
    ...docItemLayoutLimit(dir),
    ...docSidebarLimit(dir),
    ...docPageLimit(dir),
    ...navbarLayoutLimit(dir),
    ...wrapper,
  ]
    .sort((a, b) => (a.name < b.name ? -1 : 1))
    .map(({ name, shown, line }) => {
      if (line) return line;
      if (DRAWN_FROM_SITE.has(name))
        return `src/theme/${shown}: parts of a swizzled ${name}, not used: sitegen draws its own ${name}; a src/theme/${name}/index.js would draw it instead, with these parts`;
      if (DOCUSAURUS_MODULES[`@theme/${name}`])
        return `src/theme/${shown}: a swizzled ${name}, not used: sitegen provides @theme/${name}`;
      return `src/theme/${shown}: a swizzled ${name}: sitegen draws its own ${name}; only imports of @theme/${name} get this file`;
    });
}
