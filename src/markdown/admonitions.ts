/**
 * Admonitions: `:::note Optional *title*` ... `:::`. They hold any Markdown (lists, code, other admonitions).
 * Aliases follow Docusaurus: warning -> danger, important -> info, success -> tip, secondary -> note.
 */
import type { MarkdownIt } from 'markdown-it';
import type { StateBlock } from 'markdown-it';
import { ADMONITION_CLOSE, admonitionBody, admonitionHead, admonitionKind } from '../../templates/admonition.js';
import { blockLines, lineText } from './block-scan.js';
import { uiString, type MarkdownEnv } from './env.js';

const OPEN = /^(:{3,})([A-Za-z]+)(?:[ \t]+(.*))?$/;
/** Docusaurus 2's keywords, in the order its opener's pattern tries them. */
const DOCUSAURUS_KEYWORDS = [
  'secondary',
  'info',
  'success',
  'danger',
  'note',
  'tip',
  'warning',
  'important',
  'caution',
];
const COLON = 0x3a;

/**
 * Adds the `admonition` block rule and its renderers; `themeClassic` (a Docusaurus site) adds theme-classic's class
 * names to the box's parts (templates/admonition.ts).
 */
export function admonitions(
  md: MarkdownIt,
  { themeClassic = false, keywords }: { themeClassic?: boolean; keywords?: string[] } = {},
): void {
  md.block.ruler.before(
    'fence',
    'admonition',
    (state, startLine, endLine, silent) => rule(state, { startLine, endLine, silent, keywords }),
    { alt: ['paragraph', 'reference', 'blockquote', 'list'] },
  );
  // The tokens' `info` is the keyword as written; a written title is the inline token between the title's two.
  md.renderer.rules.admonition_open = () => '';
  md.renderer.rules.admonition_title_open = (tokens, i) =>
    admonitionHead(
      tokens[i].info,
      tokens[i + 1]?.type === 'inline' ? undefined : (kind) => uiString(`admonition.${kind}`),
      themeClassic,
    );
  const body = admonitionBody(themeClassic);
  md.renderer.rules.admonition_title_close = () => body;
  md.renderer.rules.admonition_close = () => ADMONITION_CLOSE;
}

/**
 * The closing line of the admonition at `start`, or -1. As in Docusaurus 2.4, the first line that starts with the
 * same number of colons closes the box, whatever follows them (`:::info` closes an open `:::info` box), so boxes
 * nest only when the outer one has more colons (`::::note` around `:::tip ... :::`). Fenced code is skipped.
 */
function findAdmonitionClose(state: StateBlock, start: number, end: number, fence: number): number {
  for (const [n, text] of blockLines(state, start, end)) {
    if (text.startsWith(':'.repeat(fence)) && text[fence] !== ':') return n;
  }
  return -1;
}

/** A warning on the opening line `line` of a box (one never closed, or one whose keyword Docusaurus misreads). */
function warnAt(state: StateBlock, line: number, message: string): void {
  const env = state.env as Partial<MarkdownEnv>;
  // Site plugins may render with an env of their own: no file to name, no list to fill.
  if (!env.warnings || !env.file) return;
  env.warnings.push({ code: 'other', file: env.file, line: line + 1 + (env.lineOffset ?? 0), message });
}

/**
 * The box an opening line draws: its keyword and title; null when it is no admonition. As Docusaurus 2's pattern
 * has no word boundary, a word that starts with a keyword is that keyword, the rest of the line its title
 * (`:::information` is `:::info` titled "rmation"): such a box is `misread`, and named in the warnings. A site's
 * own `keywords` (Docusaurus's `admonitions` option) are the only ones, tried in their order, as its pattern does.
 */
function openerOf(
  m: RegExpExecArray,
  keywords?: string[],
): { keyword: string; title: string; misread: boolean } | null {
  const [, , word, rest = ''] = m;
  if (keywords ? keywords.includes(word) : admonitionKind(word))
    return { keyword: word, title: rest.trim(), misread: false };
  const keyword = (keywords ?? DOCUSAURUS_KEYWORDS).find((k) => word.startsWith(k));
  if (!keyword) return null;
  return { keyword, title: `${word.slice(keyword.length)} ${rest}`.trim(), misread: true };
}

function rule(
  state: StateBlock,
  {
    startLine,
    endLine,
    silent,
    keywords,
  }: { startLine: number; endLine: number; silent: boolean; keywords?: string[] },
): boolean {
  if (state.sCount[startLine] - state.blkIndent >= 4) return false;
  // Most lines do not start with `:`: no need to cut them out of the source to find that out.
  if (state.src.charCodeAt(state.bMarks[startLine] + state.tShift[startLine]) !== COLON) return false;
  const m = OPEN.exec(lineText(state, startLine).trimEnd());
  if (!m) return false;
  const opener = openerOf(m, keywords);
  if (!opener) return false;
  if (silent) return true;
  const colons = m[1];
  if (opener.misread)
    warnAt(
      state,
      startLine,
      `${colons}${m[2]} is no admonition keyword; it is drawn as Docusaurus 2 reads it, ${colons}${opener.keyword} with the title "${opener.title}": write ${colons}${opener.keyword}, or another keyword, and a space before the title`,
    );
  const found = findAdmonitionClose(state, startLine, endLine, colons.length);
  const close = found < 0 ? endLine : found;
  // Docusaurus 2 never fails here: a box without its closing line runs to the end of its container.
  if (found < 0)
    warnAt(
      state,
      startLine,
      `admonition ${colons}${opener.keyword} is never closed; add '${colons}' where it ends (until then it runs to the end of its container, as in Docusaurus)`,
    );
  const open = state.push('admonition_open', 'div', 1);
  open.info = opener.keyword;
  open.map = [startLine, Math.min(close + 1, endLine)];
  open.block = true;
  // Title tokens nest inside the admonition so that token levels stay balanced for other rules.
  const titleOpen = state.push('admonition_title_open', 'p', 1);
  titleOpen.info = opener.keyword;
  if (opener.title) {
    const inline = state.push('inline', '', 0);
    inline.content = opener.title;
    inline.map = [startLine, startLine + 1];
    inline.children = [];
  }
  state.push('admonition_title_close', 'p', -1);
  const oldParent = state.parentType;
  const oldLineMax = state.lineMax;
  state.parentType = 'admonition' as typeof state.parentType;
  state.lineMax = close;
  state.md.block.tokenize(state, startLine + 1, close);
  state.parentType = oldParent;
  state.lineMax = oldLineMax;
  state.push('admonition_close', 'div', -1);
  // Never closed, the box ends where its content stopped: at the end of its container (a list item ends at a line
  // less indented than its text), not at `endLine`, which in a list item is the document's end. A box opened on its
  // container's last line has nothing to read, and ends after that line.
  state.line = found < 0 ? Math.max(state.line, startLine + 1) : Math.min(close + 1, endLine);
  open.map[1] = state.line;
  return true;
}
