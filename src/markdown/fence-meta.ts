/**
 * The info string of a code fence: the language, then meta. Meta may hold `title="..."` or `title='...'`, `file=...`,
 * line ranges `{1,3-5}`, `showLineNumbers`, `npm2yarn`, and tokens to ignore that start with `@`
 * (`@ts-type={a:B}`, `@ts-expect-error=[3,6]`) whose values may themselves hold braces and brackets.
 */

/** What a fence's info string says. */
export interface FenceMeta {
  lang: string;
  title: string | null;
  highlightLines: Set<number>;
  showLineNumbers: boolean;
  npm2yarn: boolean;
  /** `file=...`: the file a remark plugin fills the fence from (code-import.ts, file-snippets.ts). */
  file: string | null;
  /** Everything after the language, for fences that take an argument (fiddle). */
  rest: string;
}

/** Parse a fence info string. */
export function parseFenceMeta(info: string): FenceMeta {
  const trimmed = info.trim();
  const space = trimmed.search(/\s/);
  const lang = space < 0 ? trimmed : trimmed.slice(0, space);
  const rest = space < 0 ? '' : trimmed.slice(space + 1).trim();
  const meta: FenceMeta = {
    lang,
    title: null,
    highlightLines: new Set(),
    showLineNumbers: false,
    npm2yarn: false,
    file: null,
    rest,
  };
  let i = 0;
  while (i < rest.length) {
    if (/\s/.test(rest[i])) {
      i++;
      continue;
    }
    const token = readToken(rest, i);
    i = token.end;
    const text = token.text;
    if (text.startsWith('@')) continue;
    if (text.startsWith('title=')) meta.title = unquote(text.slice(6));
    else if (text.startsWith('file=')) meta.file = unquote(text.slice(5));
    else if (text.startsWith('{') && /^\{[\d,\s-]+\}$/.test(text)) addRanges(meta.highlightLines, text);
    else if (text === 'showLineNumbers' || text.startsWith('showLineNumbers=')) meta.showLineNumbers = true;
    else if (text === 'npm2yarn') meta.npm2yarn = true;
  }
  return meta;
}

/**
 * A code block's title as Docusaurus 2 reads the meta `rest` (theme-common's `parseCodeBlockTitle`, then the `title`
 * prop MDX 1 makes of it): the first `title="..."` or `title='...'` with something inside, else MDX 1's prop, the
 * meta cut at spaces, whose `title=` value is kept as written. hydra's `title=""` shows `""`, and an unclosed
 * `title="Example config file` shows `"Example`.
 */
export function themeClassicTitle(rest: string): string | null {
  const quoted = /title=(["'])(.*?)\1/.exec(rest)?.[2];
  if (quoted) return quoted;
  let prop: string | undefined;
  for (const word of rest.split(' '))
    if (word.split('=')[0] === 'title' && word.includes('=')) prop = word.split('=')[1];
  return prop || null;
}

/** One whitespace-delimited token, where quotes and bracket pairs may hold spaces. */
function readToken(s: string, start: number): { text: string; end: number } {
  let i = start;
  let depth = 0;
  let quote: string | null = null;
  for (; i < s.length; i++) {
    const ch = s[i];
    if (quote) {
      if (ch === quote) quote = null;
    } else if (ch === '"' || ch === "'") quote = ch;
    else if (ch === '{' || ch === '[' || ch === '(') depth++;
    else if (ch === '}' || ch === ']' || ch === ')') depth = Math.max(0, depth - 1);
    else if (/\s/.test(ch) && depth === 0) break;
  }
  return { text: s.slice(start, i), end: i };
}

function unquote(v: string): string {
  return /^(["']).*\1$/s.test(v) ? v.slice(1, -1) : v;
}

function addRanges(set: Set<number>, text: string): void {
  for (const part of text.slice(1, -1).split(',')) {
    const [a, b] = part.trim().split('-').map(Number);
    if (!Number.isFinite(a)) continue;
    for (let n = a; n <= (Number.isFinite(b) ? b : a); n++) set.add(n);
  }
}
