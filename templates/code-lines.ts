/**
 * Lines of highlighted code and the classes of a code block's parts, shared by the build's code blocks and the
 * Docusaurus `CodeBlock` of pages.
 */
import { THEME_CLASSIC } from './theme-classic-classes.js';
import { escapeAttr } from './escape.js';
import { HIGHLIGHTED_LINE } from './docusaurus/magic-comments.js';

/**
 * Splits highlighted HTML into lines, closing the spans open at each line end and reopening them on the next,
 * so that each line can be wrapped (for highlighted ranges and line numbers).
 */
export function splitLines(html: string): string[] {
  const lines: string[] = [];
  const open: string[] = [];
  let current = '';
  const re = /(<span[^>]*>)|(<\/span>)|(\n)/g;
  let last = 0;
  for (let m = re.exec(html); m; m = re.exec(html)) {
    current += html.slice(last, m.index);
    last = re.lastIndex;
    if (m[1]) {
      open.push(m[1]);
      current += m[1];
    } else if (m[2]) {
      open.pop();
      current += m[2];
    } else {
      lines.push(current + '</span>'.repeat(open.length));
      current = open.join('');
    }
  }
  current += html.slice(last);
  lines.push(current);
  return lines;
}

/**
 * The selector of highlighted code's `<pre>`, that token colours are scoped to: highlight.js's `hljs` on sitegen's
 * own code blocks, theme-classic's `prism-code` on a Docusaurus site's (templates/styles/code.css says it too).
 */
export const CODE_SCOPE = ':is(.hljs,.prism-code)';

/** The classes of a code block's parts. */
export interface CodeBlockClasses {
  container: string;
  title: string;
  body: string;
  pre: string;
  code: string;
  buttons: string;
}

/**
 * The classes of a code block's parts: sitegen's, and on a Docusaurus site (`themeClassic`) Prism's and
 * theme-classic's besides, where and in the order 2.4.3 gives them (`language-js codeBlockContainer_Ckt0
 * theme-code-block` on the box, `prism-code language-js codeBlock_bY9V thin-scrollbar` on the `<pre>`). There the
 * `<pre>` and `<code>` carry theme-classic's classes alone: a Docusaurus 1 site's leftover CSS and scripts target
 * highlight.js's `hljs`, which Docusaurus 2 never writes. Code colours read either class (`CODE_SCOPE`).
 */
export function codeBlockClasses(options: {
  lang: string;
  numbered: boolean;
  themeClassic: boolean;
}): CodeBlockClasses {
  const { lang, numbered, themeClassic } = options;
  const container = numbered ? 'code-block code-block--numbered' : 'code-block';
  if (!themeClassic) {
    return {
      container,
      title: 'code-block__title',
      body: 'code-block__body',
      pre: 'hljs',
      code: `language-${lang}`,
      buttons: 'code-block__buttons',
    };
  }
  const C = THEME_CLASSIC;
  const lines = numbered ? `${C.codeBlockLines} ${C.codeBlockLinesWithNumbering}` : C.codeBlockLines;
  return {
    container: `${container} language-${lang} ${C.codeBlockContainer} theme-code-block`,
    title: `${C.codeBlockTitle} code-block__title`,
    body: `${C.codeBlockContent} code-block__body`,
    pre: `prism-code language-${lang} ${C.codeBlock} thin-scrollbar`,
    code: lines,
    buttons: `${C.buttonGroup} code-block__buttons`,
  };
}

/** A line's classes: sitegen's for marked lines (highlights, numbers), Prism's and theme-classic's for Docusaurus. */
export function lineClass(
  highlighted: boolean,
  { marked, themeClassic, own = [] }: { marked: boolean; themeClassic: boolean; own?: string[] },
): string {
  const classes = themeClassic ? ['token-line'] : [];
  if (marked) classes.push('code-line');
  if (highlighted) classes.push('code-line--highlighted');
  if (highlighted && themeClassic) classes.push(HIGHLIGHTED_LINE);
  // The classes of a site's own magic comments (src/markdown/magic-comments.ts), escaped: a site's config names them.
  for (const name of own) classes.push(escapeAttr(name));
  return classes.join(' ');
}
