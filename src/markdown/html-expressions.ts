/**
 * In a Docusaurus site's Markdown (MDX 1), an HTML block is JSX: a `{...}` between its tags is a JavaScript
 * expression, not text. sitegen renders HTML blocks as HTML, so a string literal (`{' '}`, which Prettier writes
 * between JSX lines) becomes its text and a comment nothing; any other expression (`{props.note && (...)}`) cannot
 * run here and is left out, named in a warning, rather than shown to readers as code.
 */
import { escapeText } from '../../templates/escape.js';
import type { BuildWarning } from '../types.js';
import { scanJsxTag } from './jsx-tag.js';

const STRING = /^\{\s*(['"])((?:\\.|(?!\1)[^\\])*)\1\s*\}$/;
const COMMENT = /^\{\s*\/\*[\s\S]*?\*\/\s*\}$/;

/** Where a block's warnings go: the file, the block's first line (1-based, in the file) and the list. */
export interface ExpressionSite {
  file: string;
  line: number;
  warnings: BuildWarning[];
}

/** The block with each `{expression}` outside its tags evaluated as far as HTML can hold it. */
export function replaceHtmlExpressions(html: string, site: ExpressionSite): string {
  if (!html.includes('{')) return html;
  let out = '';
  let i = 0;
  while (i < html.length) {
    const ch = html[i];
    if (ch === '<') {
      const end = scanJsxTag(html, i, html.length);
      if (end > i) {
        out += html.slice(i, end);
        i = end;
        continue;
      }
    }
    if (ch !== '{') {
      out += ch;
      i++;
      continue;
    }
    const end = closingBrace(html, i);
    if (end < 0) return out + html.slice(i);
    const expression = html.slice(i, end + 1);
    out += evaluated(expression, { ...site, line: site.line + countLines(html, i) });
    i = end + 1;
  }
  return out;
}

function evaluated(expression: string, site: ExpressionSite): string {
  const string = STRING.exec(expression);
  if (string) return escapeText(string[2].replace(/\\(.)/g, '$1'));
  if (COMMENT.test(expression)) return '';
  const shown = shortened(expression);
  site.warnings.push({
    code: 'other',
    file: site.file,
    line: site.line,
    message: `the JSX expression ${shown} in this HTML block is left out: sitegen renders HTML blocks as HTML and does not run the code in them`,
  });
  return '';
}

/** `{props.note && (…)}`: a long expression by its first line and its last. */
function shortened(expression: string): string {
  const lines = expression.split('\n').map((l) => l.trim());
  if (lines.length > 1) return `${lines[0]}…${lines[lines.length - 1]}`;
  return expression.length > 60 ? `${expression.slice(0, 57)}…}` : expression;
}

/** The index of the `}` that closes the `{` at `start` (quotes, template literals and nesting respected), or -1. */
function closingBrace(text: string, start: number): number {
  let depth = 0;
  for (let i = start; i < text.length; i++) {
    const ch = text[i];
    if (ch === '"' || ch === "'" || ch === '`') {
      for (i++; i < text.length && text[i] !== ch; i++) if (text[i] === '\\') i++;
    } else if (ch === '{') depth++;
    else if (ch === '}' && --depth === 0) return i;
  }
  return -1;
}

function countLines(text: string, end: number): number {
  let lines = 0;
  for (let i = text.indexOf('\n'); i >= 0 && i < end; i = text.indexOf('\n', i + 1)) lines++;
  return lines;
}
