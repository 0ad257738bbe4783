/**
 * Parts of sitegen's styles that only some pages need, each built from `templates/styles/<name>.css`
 * (src/bundle/bundle-client.ts), so that the stylesheet of every other page goes without them:
 * - Page kinds: a page that needs one links, in place of the site's stylesheet, a variant of it with the part's
 *   rules between sitegen's theme and the site's own CSS, where they always were (src/render/page-stylesheets.ts).
 *   Their markup holds Infima's classes on a Docusaurus site, so where they come in the cascade matters.
 * - The search modal's sheet, which its code loads when it first opens (client/search/trigger.ts). Its markup is
 *   sitegen's own alone, so that it may come after everything else.
 * A page swap never unlinks a sheet (client/page-swap.ts): each part styles only its own markup.
 */
export const PAGE_PARTS = ['blog', 'search-page'] as const;

export type PagePart = (typeof PAGE_PARTS)[number];

/** The search modal's sheet. */
export const SEARCH_MODAL = 'search-modal';

type Sheet = PagePart | typeof SEARCH_MODAL;

/** The name of a sheet's URL among the bundle's on-demand chunks (`SiteData['assets']['chunks']`). */
export function sheetChunk(name: Sheet): string {
  return `sheet:${name}`;
}

/** The sheet's file name, before its hash (`site-blog`): a page part's holds the whole site stylesheet. */
export function sheetFileName(name: Sheet): string {
  return name === SEARCH_MODAL ? name : `site-${name}`;
}

/** Every sheet of these, page parts first. */
export const SHEETS: readonly Sheet[] = [...PAGE_PARTS, SEARCH_MODAL];

/** A content hash in a stylesheet's file name (src/bundle/bundle-client.ts `sheetFile`). */
export const SHEET_HASH_LENGTH = 10;

/** The file of the site's stylesheet or of a page part's variant of it: the name is the first group, the hash the second. */
export const SHEET_FILE = `assets/(${['site', ...PAGE_PARTS.map(sheetFileName)].join('|')})\\.([0-9a-f]{${SHEET_HASH_LENGTH}})\\.css`;

/**
 * A page's link to one of those stylesheets, up to the end of its URL; its hash, which a Docusaurus site's build sets
 * once its output is written (src/output/output-css.ts), ends 4 characters before the match does. Only a link tag
 * counts: a page that mentions such a URL in its text keeps it as written.
 */
export const SHEET_LINK = new RegExp(`<link rel="stylesheet" href="[^"]*?/${SHEET_FILE}(?=")`, 'g');
