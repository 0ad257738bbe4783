/**
 * theme-classic's magic comments (`themeConfig.prism.magicComments`): the shape of one and its default, for the
 * config that reads a site's (src/config/docusaurus/map-docusaurus-config.ts) and the code blocks that apply them
 * (src/markdown/magic-comments.ts).
 */

/** One magic comment: the class it gives lines, the directive for the next line, the directives around a block. */
export interface MagicComment {
  className: string;
  line?: string;
  block?: { start: string; end: string };
}

/** theme-classic's class for highlighted lines, which sitegen's highlighted lines get too. */
export const HIGHLIGHTED_LINE = 'theme-code-block-highlighted-line';

/** theme-classic 2.4's default `magicComments`. */
export const DEFAULT_MAGIC_COMMENTS: readonly MagicComment[] = [
  {
    className: HIGHLIGHTED_LINE,
    line: 'highlight-next-line',
    block: { start: 'highlight-start', end: 'highlight-end' },
  },
];
