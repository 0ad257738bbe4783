/**
 * In a Docusaurus site's Markdown (MDX 1), an HTML block is JSX: a `{...}` between its tags, or as an attribute's
 * value, is a JavaScript expression, not text. A block whose expressions are all string literals (`{' '}`, which
 * Prettier writes between JSX lines) or comments, and whose attribute expressions are what mdx-html.ts writes as
 * HTML (`style={{...}}`, `{200}`, `{true}`), stays HTML, each literal its text (`replaceHtmlExpressions`); a block
 * with any other expression (`{props.note && (...)}`, `src={require('./logo.png').default}`) is run as JSX with the
 * file's components (see mdx-html.ts).
 */
import { escapeText } from '../../templates/escape.js';
import { parseJsxTag, type JsxTag } from './jsx-tag.js';

const STRING = /^\{\s*(['"])((?:\\.|(?!\1)[^\\])*)\1\s*\}$/;
const COMMENT = /^\{\s*\/\*[\s\S]*?\*\/\s*\}$/;

/** Whether the block has an expression that is neither a string literal nor a comment (it must run as JSX). */
export function hasCodeExpression(html: string): boolean {
  if (!html.includes('{')) return false;
  let found = false;
  const onTag = (tag: JsxTag) => {
    if (hasCodeAttribute(tag)) found = true;
  };
  scanExpressions(
    html,
    (expression) => {
      if (!STRING.test(expression) && !COMMENT.test(expression)) found = true;
      return expression;
    },
    onTag,
  );
  return found;
}

/**
 * Whether the block holds a component's tag (capitalised: `<Highlight color="#25c2a0">`) outside its expressions: in
 * MDX 1 the block is JSX, so the component renders (it must run as JSX with the file's components).
 */
export function hasComponentTag(html: string): boolean {
  if (!/<[A-Z]/.test(html)) return false;
  let found = false;
  scanExpressions(
    html,
    (expression) => expression,
    (tag) => (found ||= /^[A-Z]/.test(tag.name)),
  );
  return found;
}

/** An attribute value mdx-html.ts writes as HTML (besides a `style` object): a number, `true` or `false`. */
const HTML_VALUE = /^(\d+(\.\d+)?|true|false)$/;

/**
 * Whether an HTML tag (lowercase) has an attribute whose expression only JavaScript gives a value
 * (`src={require('./logo.png').default}`). A component's attributes (`<Tabs values={...}>`) are its own business.
 */
export function hasCodeAttribute(tag: JsxTag): boolean {
  if (!/^[a-z]/.test(tag.name)) return false;
  return (tag.expressions ?? []).some((name) => {
    const value = tag.attributes[name];
    return typeof value === 'string' && !(name === 'style' ? value.startsWith('{') : HTML_VALUE.test(value));
  });
}

/** The block with each string literal expression replaced by its text and each comment by nothing. */
export function replaceHtmlExpressions(html: string): string {
  if (!html.includes('{')) return html;
  return scanExpressions(html, (expression) => {
    const string = STRING.exec(expression);
    if (string) return escapeText(string[2].replace(/\\(.)/g, '$1'));
    return COMMENT.test(expression) ? '' : expression;
  });
}

/**
 * `html` with each `{expression}` outside its tags replaced by what `replace` returns for it; each tag is copied
 * as it is, after `onTag` sees it.
 */
function scanExpressions(html: string, replace: (expression: string) => string, onTag?: (tag: JsxTag) => void): string {
  let out = '';
  let i = 0;
  while (i < html.length) {
    const ch = html[i];
    // An HTML comment is a comment in MDX 1 too: its braces are text.
    if (html.startsWith('<!--', i)) {
      const close = html.indexOf('-->', i + 4);
      const end = close < 0 ? html.length : close + 3;
      out += html.slice(i, end);
      i = end;
      continue;
    }
    if (ch === '<') {
      const tag = parseJsxTag(html, i, html.length);
      if (tag) {
        onTag?.(tag);
        out += html.slice(i, tag.end);
        i = tag.end;
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
    out += replace(html.slice(i, end + 1));
    i = end + 1;
  }
  return out;
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
