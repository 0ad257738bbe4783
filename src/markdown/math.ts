/**
 * Math (`markdown.math`): `$...$` in a line and `$$` blocks, read as remark-math 3 reads them (the version Docusaurus
 * 2's MDX 1 runs), drawn with KaTeX as rehype-katex 5 draws them: `<span class="math math-inline">` and
 * `<div class="math math-display">` around KaTeX's HTML. Without KaTeX (remark-math alone) the TeX stays in them
 * as text. On a sitegen site, the pages that show a formula link KaTeX's stylesheet (katex-stylesheet.ts); a Docusaurus
 * site links it itself, as Docusaurus's documentation has sites do (`stylesheets`).
 *
 * remark-math's rules, kept here: an inline `$` is not followed by a space or tab, and its closing `$` is not
 * preceded by one nor followed by a digit (`$5 and $6` is text); `$$` opens one that only `$$` closes; a backslash
 * escapes the character after it. A block opens with a line of two or more `$` (optionally followed by TeX on
 * that line, with no `$` in it), and closes with a line that ends in as many `$` or more; unclosed, it runs to the
 * end of the file. It may interrupt a paragraph, a list and a quote, as a fence may.
 */
import { createRequire } from 'node:module';
import type { MarkdownIt, StateBlock, StateInline, Token } from 'markdown-it';
import type { KatexOptions } from 'katex';
import { escapeText } from '../../templates/escape.js';
import type { MarkdownEnv } from './env.js';

/** `markdown.math`, resolved. */
export interface MathOptions {
  /** Draw with KaTeX (rehype-katex); false leaves the TeX as text, as remark-math alone does. */
  katex: boolean;
  /** KaTeX's options, as rehype-katex passes them (`macros`, `strict`, ...). */
  katexOptions: Record<string, unknown>;
  /** `$$x$$` within a line is display math (remark-math's `inlineMathDouble`). */
  inlineMathDouble: boolean;
}

const require = createRequire(import.meta.url);
type RenderToString = (tex: string, options: KatexOptions) => string;
let katex: RenderToString | null = null;
/** KaTeX, loaded with the first formula: most pages of most sites have none. */
const renderToString = (): RenderToString =>
  (katex ??= (require('katex') as { renderToString: RenderToString }).renderToString);

const DOLLAR = 0x24;
const BACKSLASH = 0x5c;

/** Install the block and inline rules, the core rule that draws their formulas, and their renderers on `md`. */
export function math(md: MarkdownIt, options: MathOptions): void {
  md.block.ruler.after('fence', 'math_block', mathBlock, { alt: ['paragraph', 'reference', 'blockquote', 'list'] });
  md.inline.ruler.after('escape', 'math_inline', mathInline);
  // Drawn where each formula's line is known (inline tokens have none of their own), for KaTeX's warnings.
  md.core.ruler.after('inline', 'math', (state) => drawFormulas(state.tokens, options, state.env as MarkdownEnv));
  md.renderer.rules.math_block = (tokens, idx) =>
    `<div class="math math-display">${(tokens[idx].meta as { html: string }).html}</div>\n`;
  md.renderer.rules.math_inline = (tokens, idx) => {
    const token = tokens[idx];
    const classes = isDisplay(token, options) ? 'math math-inline math-display' : 'math math-inline';
    return `<span class="${classes}">${(token.meta as { html: string }).html}</span>`;
  };
}

/** An inline formula in `$$` is display math with remark-math's `inlineMathDouble`. */
function isDisplay(token: Token, options: MathOptions): boolean {
  return token.markup === '$$' && options.inlineMathDouble;
}

/** Draw every formula of the file into its token's `meta.html`. */
function drawFormulas(tokens: Token[], options: MathOptions, env: MarkdownEnv): void {
  for (const token of tokens) {
    if (token.type === 'math_block')
      token.meta = { html: drawn(token.content, { displayMode: true, line: token.map![0] }, options, env) };
    if (token.type !== 'inline' || !token.children) continue;
    // A paragraph's line, plus the line breaks before the formula within it.
    let line = token.map?.[0];
    for (const child of token.children) {
      if (child.type === 'softbreak' || child.type === 'hardbreak') line = line === undefined ? line : line + 1;
      if (child.type === 'math_inline')
        child.meta = { html: drawn(child.content, { displayMode: isDisplay(child, options), line }, options, env) };
    }
  }
}

/**
 * KaTeX's HTML for `tex`. A formula KaTeX cannot read is a warning at its line, and is drawn as KaTeX draws an error
 * (its source in red), as rehype-katex does.
 */
function drawn(
  tex: string,
  { displayMode, line }: { displayMode: boolean; line?: number },
  options: MathOptions,
  env: MarkdownEnv,
): string {
  if (!options.katex) return escapeText(tex);
  const settings = { ...options.katexOptions, displayMode };
  try {
    return renderToString()(tex, { ...settings, throwOnError: true });
  } catch (error) {
    env.warnings.push({
      code: 'other',
      file: env.file,
      ...(line !== undefined && { line: line + 1 + env.lineOffset }),
      message: `KaTeX cannot read this formula: ${(error as Error).message}. It is drawn as written, in red: fix the TeX, or define the command in rehype-katex's macros option.`,
    });
    return renderToString()(tex, { ...settings, throwOnError: false, strict: 'ignore' });
  }
}

/** The block rule: `$$` ... `$$`. */
function mathBlock(state: StateBlock, startLine: number, endLine: number, silent: boolean): boolean {
  // Four spaces in make an indented code block, as they make a fence one.
  if (state.sCount[startLine] - state.blkIndent >= 4) return false;
  const start = state.bMarks[startLine] + state.tShift[startLine];
  const max = state.eMarks[startLine];
  let pos = start;
  while (pos < max && state.src.charCodeAt(pos) === DOLLAR) pos++;
  const fence = pos - start;
  if (fence < 2) return false;
  const rest = state.src.slice(pos, max);
  // TeX after the opening fence has no `$` (that would be math in a line); the fence line must end in a newline.
  if (rest.includes('$') || max >= state.src.length) return false;
  if (silent) return true;
  const lines: string[] = [];
  if (rest.trim() !== '') lines.push(rest.trimStart());
  let line = startLine + 1;
  for (; line < endLine; line++) {
    const text = state.src.slice(
      state.bMarks[line] + Math.min(state.tShift[line], state.sCount[startLine]),
      state.eMarks[line],
    );
    const closing = closingFence(text, fence);
    if (closing === null) {
      lines.push(text);
      continue;
    }
    if (closing.trimEnd() !== '') lines.push(closing.trimEnd());
    line++;
    break;
  }
  const token = state.push('math_block', 'math', 0);
  token.block = true;
  token.markup = '$'.repeat(fence);
  token.content = lines.join('\n');
  token.map = [startLine, line];
  state.line = line;
  return true;
}

/** The TeX before a line's closing fence (`fence` or more `$` at its end, its first `$`), or null for a TeX line. */
function closingFence(text: string, fence: number): string | null {
  const trimmed = text.trimEnd();
  let end = trimmed.length;
  while (end > 0 && trimmed.charCodeAt(end - 1) === DOLLAR) end--;
  if (trimmed.length - end < fence || trimmed.indexOf('$') !== end) return null;
  return trimmed.slice(0, end);
}

/** The inline rule: `$...$` and `$$...$$`. */
function mathInline(state: StateInline, silent: boolean): boolean {
  const { src, posMax } = state;
  const start = state.pos;
  if (src.charCodeAt(start) !== DOLLAR) return false;
  const double = src.charCodeAt(start + 1) === DOLLAR;
  const open = start + (double ? 2 : 1);
  const first = src.charCodeAt(open);
  if (first === 0x20 || first === 0x09 || open >= posMax) return false;
  let close = -1;
  for (let i = open; i < posMax; i++) {
    const code = src.charCodeAt(i);
    if (code === BACKSLASH) {
      i++;
      continue;
    }
    if (code !== DOLLAR) continue;
    const before = src.charCodeAt(i - 1);
    const after = src.charCodeAt(i + 1);
    const digitAfter = after >= 0x30 && after <= 0x39 && i + 1 < posMax;
    if (before === 0x20 || before === 0x09 || digitAfter) continue;
    if (double && after !== DOLLAR) continue;
    close = i;
    break;
  }
  if (close < 0) return false;
  if (!silent) {
    const token = state.push('math_inline', 'math', 0);
    token.markup = double ? '$$' : '$';
    token.content = src.slice(open, close);
  }
  state.pos = close + (double ? 2 : 1);
  return true;
}
