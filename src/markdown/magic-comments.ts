/**
 * Docusaurus's magic comments: a line that holds only `highlight-next-line` in a comment highlights the line
 * after it; `highlight-start` ... `highlight-end` highlight the lines between. The comment lines themselves
 * are removed. As in Docusaurus 2.4, only the comment styles of the block's language count for the few languages
 * it names (a `#` line in JavaScript stays code), every style for any other language or none (`//` in TOML), and
 * a `{1,3}` range in the fence meta turns magic comments off. A Docusaurus site may name its own
 * (`themeConfig.prism.magicComments`: `error-next-line` giving its lines `code-block-error-line`), which then replace
 * these, as there (`useMagicComments`).
 */

import {
  DEFAULT_MAGIC_COMMENTS,
  HIGHLIGHTED_LINE,
  type MagicComment,
} from '../../templates/docusaurus/magic-comments.js';

export { HIGHLIGHTED_LINE, type MagicComment };

let siteComments: readonly MagicComment[] = DEFAULT_MAGIC_COMMENTS;

/** Read code blocks with a site's magic comments until called again (null: theme-classic's default). */
export function useMagicComments(list: readonly MagicComment[] | null): void {
  siteComments = list ?? DEFAULT_MAGIC_COMMENTS;
}

type Style = 'js' | 'jsBlock' | 'jsx' | 'bash' | 'html';

/** The comment forms of each style; `D` stands for the directive. */
const FORMS: Record<Style, [string, string]> = {
  js: ['//', ''],
  jsBlock: ['/*', '*/'],
  jsx: ['{/*', '*/}'],
  bash: ['#', ''],
  html: ['<!--', '-->'],
};

const ALL = Object.keys(FORMS) as Style[];

/** Docusaurus 2.4's `getAllMagicCommentDirectiveStyles`: the styles a language's magic comments take. */
function stylesOf(lang: string): Style[] {
  switch (lang.toLowerCase()) {
    case 'js':
    case 'javascript':
    case 'ts':
    case 'typescript':
      return ['js', 'jsBlock'];
    case 'jsx':
    case 'tsx':
      return ['js', 'jsBlock', 'jsx'];
    case 'html':
      return ['js', 'jsBlock', 'html'];
    case 'python':
    case 'py':
    case 'bash':
      return ['bash'];
    case 'markdown':
    case 'md':
      // Text takes HTML comments, front matter bash's.
      return ['html', 'jsx', 'bash'];
    default:
      return ALL;
  }
}

/**
 * The code without its magic-comment lines, the 1-based lines to highlight (`HIGHLIGHTED_LINE`'s) and the classes
 * of the site's other magic comments, by line.
 */
export function parseMagicComments(
  code: string,
  lang: string,
  comments: readonly MagicComment[] = siteComments,
): { code: string; lines: Set<number>; classes: Map<number, string[]> } {
  const lines = new Set<number>();
  const classes = new Map<number, string[]>();
  // Most blocks hold no directive at all, and need no look at each line.
  if (!comments.some((c) => [c.line, c.block?.start, c.block?.end].some((d) => d && code.includes(d))))
    return { code, lines, classes };
  const styles = stylesOf(lang);
  const directiveOf = (line: string): string | null => {
    const t = line.trim();
    for (const style of styles) {
      const [open, close] = FORMS[style];
      if (!t.startsWith(open) || !t.endsWith(close) || t.length < open.length + close.length) continue;
      return t.slice(open.length, t.length - close.length).trim();
    }
    return null;
  };
  const kept: string[] = [];
  // Per magic comment: whether its next line is marked, and how many of its blocks are open.
  const next = comments.map(() => false);
  const depth = comments.map(() => 0);
  for (const line of code.split('\n')) {
    const word = directiveOf(line);
    const directive = word === null ? -1 : directiveIndex(comments, word);
    if (directive >= 0) {
      const [index, kind] = [Math.floor(directive / 3), directive % 3];
      if (kind === 0) next[index] = true;
      else if (kind === 1) depth[index]++;
      else depth[index] = Math.max(0, depth[index] - 1);
      continue;
    }
    kept.push(line);
    comments.forEach((comment, i) => {
      if (!next[i] && depth[i] === 0) return;
      next[i] = false;
      if (comment.className === HIGHLIGHTED_LINE) lines.add(kept.length);
      else classes.set(kept.length, [...(classes.get(kept.length) ?? []), comment.className]);
    });
  }
  return { code: kept.join('\n'), lines, classes };
}

/** Which directive `word` is: its magic comment's index times three, plus 0 (line), 1 (block start) or 2 (end); -1. */
function directiveIndex(comments: readonly MagicComment[], word: string): number {
  for (let i = 0; i < comments.length; i++) {
    const { line, block } = comments[i];
    if (word === line) return i * 3;
    if (word === block?.start) return i * 3 + 1;
    if (word === block?.end) return i * 3 + 2;
  }
  return -1;
}
