/**
 * Reads an opening tag written for MDX 1, whose attribute values may be JSX expressions with nested braces and
 * strings, and which may span lines: `<img src="x" style={{width: '50%'}} width={64} />`,
 * `<Tabs values={[{label: 'A', value: 'a'}]}>`.
 */

/** One parsed tag. Attribute values: the text of a string, the source of a `{...}` expression, or true. */
export interface JsxTag {
  name: string;
  attributes: Record<string, string | true>;
  /** Index just past the tag's `>`. */
  end: number;
  /** Attributes whose value is a JavaScript expression (`values={constants.tabs}`), not a string. */
  expressions?: string[];
  selfClosing: boolean;
}

const NAME = /[A-Za-z][\w:.-]*/y;
const ATTR_NAME = /[A-Za-z_:][\w:.-]*/y;
const UNQUOTED = /[^\s"'=<>`{}]+/y;

/** The tag that starts at `start` (a `<`), or null when the text there is not an opening tag. */
export function parseJsxTag(src: string, start: number, max = src.length): JsxTag | null {
  let i = matchAt(NAME, src, start + 1);
  if (i < 0) return null;
  const tag: JsxTag = { name: src.slice(start + 1, i), attributes: {}, end: -1, selfClosing: false };
  for (;;) {
    const afterSpace = skipSpace(src, i, max);
    if (src.startsWith('/>', afterSpace) || src[afterSpace] === '>') {
      tag.selfClosing = src[afterSpace] === '/';
      tag.end = afterSpace + (tag.selfClosing ? 2 : 1);
      return tag.end <= max ? tag : null;
    }
    // Attributes need whitespace before them.
    if (afterSpace === i) return null;
    i = matchAt(ATTR_NAME, src, afterSpace);
    if (i < 0) return null;
    const name = src.slice(afterSpace, i);
    const eq = skipSpace(src, i, max);
    tag.attributes[name] = true;
    if (src[eq] !== '=') continue;
    const valueStart = skipSpace(src, eq + 1, max);
    i = readValue(src, valueStart, max);
    if (i < 0 || i > max) return null;
    const raw = src.slice(valueStart, i);
    tag.attributes[name] = valueText(raw);
    if (raw.startsWith('{') && !STRING_LITERAL.test(raw.slice(1, -1).trim())) (tag.expressions ??= []).push(name);
  }
}

/** Index just past the opening tag that starts at `start`, or -1. */
export function scanJsxTag(src: string, start: number, max: number): number {
  return parseJsxTag(src, start, max)?.end ?? -1;
}

/**
 * One string literal: no unescaped quote of its own kind inside, and, in a template, no `${`. `'/img/' + 'x.png'`
 * starts and ends with a quote but is an expression.
 */
const STRING_LITERAL = /^(?:"(?:\\.|[^"\\])*"|'(?:\\.|[^'\\])*'|`(?:\\.|\$(?!\{)|[^`\\$])*`)$/;

/** `"x"` and `'x'` -> x; `{'x'}` and `{"x"}` -> x; `{expr}` -> expr; bare values as written. */
function valueText(raw: string): string {
  const inner = raw.startsWith('{') ? raw.slice(1, -1).trim() : raw;
  return /^["'`]/.test(inner) && (!raw.startsWith('{') || STRING_LITERAL.test(inner)) ? inner.slice(1, -1) : inner;
}

function readValue(src: string, at: number, max: number): number {
  const ch = src[at];
  if (ch === '"' || ch === "'") {
    const close = src.indexOf(ch, at + 1);
    return close < 0 || close >= max ? -1 : close + 1;
  }
  if (ch === '{') return skipExpression(src, at, max);
  return matchAt(UNQUOTED, src, at);
}

/** Past the `}` that balances the `{` at `at`, skipping strings so `{'}'}` works; -1 when none before `max`. */
export function skipExpression(src: string, at: number, max: number): number {
  let depth = 0;
  let quote = '';
  for (let i = at; i < max; i++) {
    const ch = src[i];
    if (quote) {
      if (ch === '\\') i++;
      else if (ch === quote) quote = '';
    } else if (ch === '"' || ch === "'" || ch === '`') quote = ch;
    else if (ch === '{') depth++;
    else if (ch === '}' && --depth === 0) return i + 1;
  }
  return -1;
}

function matchAt(re: RegExp, src: string, at: number): number {
  re.lastIndex = at;
  return re.test(src) ? re.lastIndex : -1;
}

function skipSpace(src: string, at: number, max: number): number {
  let i = at;
  while (i < max && /\s/.test(src[i])) i++;
  return i;
}
