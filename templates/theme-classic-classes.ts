/**
 * The CSS-module class names Docusaurus 2.4.3's theme-classic gives its parts, as its build hashes them. A Docusaurus
 * site's CSS reaches theme parts through them (react-native-website's `div[class*="codeBlockContainer"]` and
 * `div[class^="admonitionHeading"]`, jest's `[class^=announcementBarContent]`), so sitegen's equivalent parts carry
 * them on a Docusaurus site, first in the class list where theme-classic puts them first: `[class^=...]` matches only
 * there. The hashes are 2.4.3's for every site (they come from theme-classic's own file paths), so one table serves all.
 */
export const THEME_CLASSIC = {
  announcementBar: 'announcementBar_mb4j',
  announcementBarContent: 'announcementBarContent_xLdY',
  announcementBarClose: 'announcementBarClose_gvF7',
  announcementBarCloseButton: 'closeButton_CVFx',
  admonition: 'admonition_LlT9',
  admonitionHeading: 'admonitionHeading_tbUL',
  admonitionIcon: 'admonitionIcon_kALy',
  admonitionContent: 'admonitionContent_S0QG',
  codeBlockContainer: 'codeBlockContainer_Ckt0',
  colorModeToggle: 'toggle_vylO colorModeToggle_DEke',
  toggleButton: 'toggleButton_gllP',
  lightToggleIcon: 'lightToggleIcon_pyhR',
  darkToggleIcon: 'darkToggleIcon_wfgR',
  codeBlockTitle: 'codeBlockTitle_Ktv7',
  codeBlockContent: 'codeBlockContent_biex',
  codeBlock: 'codeBlock_bY9V',
  codeBlockLines: 'codeBlockLines_e6Vv',
  codeBlockLinesWithNumbering: 'codeBlockLinesWithNumbering_o6Pm',
  buttonGroup: 'buttonGroup__atx',
  copyButtonIcons: 'copyButtonIcons_eSgA',
  copyButtonIcon: 'copyButtonIcon_y97N',
  copyButtonSuccessIcon: 'copyButtonSuccessIcon_LjdS',
  wordWrapButtonIcon: 'wordWrapButtonIcon_Bwma',
  docMainContainer: 'docMainContainer_gTbr',
  docItemContainer: 'docItemContainer_Djhp',
  docItemCol: 'docItemCol_VOVn',
  iconEdit: 'iconEdit_Z9Sw',
  searchBox: 'searchBox_ZlJk',
  tableOfContents: 'tableOfContents_bqdL',
  tocCollapsible: 'tocCollapsible_ETCw',
  tocCollapsibleButton: 'tocCollapsibleButton_TO0P',
  tocCollapsibleContent: 'tocCollapsibleContent_vkbj',
  tocMobile: 'tocMobile_ITEo',
  tag: 'tag_zVej',
  tagRegular: 'tagRegular_sFm0',
  tagWithCount: 'tagWithCount_h2kH',
  tagListItem: 'tag_QGVx',
  tagsPageItem: 'tag_Nnez',
  tags: 'tags_jXut',
} as const;

/** A tag link's classes: with its page count (the tags page) or without (a doc's or post's tags). */
export function tagClass(count?: number): string {
  return `${THEME_CLASSIC.tag} ${count ? THEME_CLASSIC.tagWithCount : THEME_CLASSIC.tagRegular}`;
}

/**
 * theme-classic's (not a CSS module's) class on the item of a collapsed sidebar category, which a site's CSS may
 * style by (templates/sidebar.tsx draws it, src/render/sidebar-marks.ts and client/theme-classic-state.ts keep it in step).
 */
export const COLLAPSED_ITEM = 'menu__list-item--collapsed';

/**
 * The inline style theme-classic's Collapsible gives the list of a collapsed sidebar category, in its server HTML and
 * after each fold: inline, it hides the list whatever a site's CSS says of `.menu__list` (sidebar-marks.ts takes it
 * off the categories a page opens, client/theme-classic-categories.ts sets and clears it).
 */
export const COLLAPSED_LIST = { display: 'none', overflow: 'hidden', height: '0px' } as const;

/** `COLLAPSED_LIST` as React writes it into the `style` attribute. */
export const COLLAPSED_LIST_ATTRIBUTE = Object.entries(COLLAPSED_LIST)
  .map(([name, value]) => `${name}:${value}`)
  .join(';');
