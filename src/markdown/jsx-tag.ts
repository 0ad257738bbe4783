/**
 * Finds the end of an opening tag written for MDX 1, whose attribute values may be JSX expressions with nested
 * braces and strings: `<img src="x" style={{width: '50%'}} width={64} />`.
 */

const NAME = /[A-Za-z][\w:.-]*/y;
const ATTR_NAME = /[A-Za-z_:][\w:.-]*/y;
const UNQUOTED = /[^\s"'=<>`{}]+/y;

/** Index just past the tag that starts at `start` (a `<`), or -1 when the text there is not such a tag. */
export function scanJsxTag(src: string, start: number, max: number): number {
  let i = matchAt(NAME, src, start + 1);
  if (i < 0) return -1;
  for (;;) {
    const afterSpace = skipSpace(src, i, max);
    if (src.startsWith('/>', afterSpace)) return afterSpace + 2;
    if (src[afterSpace] === '>') return afterSpace + 1;
    // Attributes need whitespace before them.
    if (afterSpace === i) return -1;
    i = matchAt(ATTR_NAME, src, afterSpace);
    if (i < 0) return -1;
    const eq = skipSpace(src, i, max);
    if (src[eq] !== '=') continue;
    i = readValue(src, skipSpace(src, eq + 1, max), max);
    if (i < 0 || i > max) return -1;
  }
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

/** Past the `}` that balances the `{` at `at`, skipping strings so `{'}'}` works. */
function skipExpression(src: string, at: number, max: number): number {
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
