/**
 * Emphasis and strong emphasis as Docusaurus 2 reads them: MDX 1 parses Markdown with remark-parse 8, whose
 * tokenizers (lib/tokenize/strong.js, emphasis.js) know nothing of CommonMark's flanking rules. At any `*` or `_`,
 * `**`/`__` opens strong text that the next pair of the marker (not a third one) closes, and a single marker opens
 * emphasis that the next single one closes; what lies between must not be blank, and a `_` before a word
 * character does not close. So `**Returns: **`, `** 非常**` and `これは_一般的に_、` are emphasis there, where
 * CommonMark reads text, `a * b * c` is emphasis too, and `***x***` is strong around emphasis. A Docusaurus site's
 * pages are read so (create-markdown.ts); sitegen's own keep CommonMark's rules.
 */
import type { MarkdownIt, StateInline } from 'markdown-it';

const ASTERISK = 0x2a;
const UNDERSCORE = 0x5f;
const BACKSLASH = 0x5c;

/** Replace markdown-it's emphasis (its delimiter runs and their pairing) with remark-parse 8's. */
export function remarkEmphasis(md: MarkdownIt): void {
  md.inline.ruler.at('emphasis', remarkEmphasisRule);
  md.inline.ruler2.disable('emphasis');
}

function remarkEmphasisRule(state: StateInline, silent: boolean): boolean {
  const start = state.pos;
  const marker = state.src.charCodeAt(start);
  if (marker !== ASTERISK && marker !== UNDERSCORE) return false;
  const strong = state.src.charCodeAt(start + 1) === marker ? strongEnd(state.src, start, state.posMax) : -1;
  const width = strong >= 0 ? 2 : 1;
  const end = strong >= 0 ? strong : emphasisEnd(state.src, start, state.posMax);
  if (end < 0) return false;
  if (!silent) {
    const tag = width === 2 ? 'strong' : 'em';
    const markup = String.fromCharCode(marker).repeat(width);
    state.push(`${tag}_open`, tag, 1).markup = markup;
    const posMax = state.posMax;
    state.pos = start + width;
    state.posMax = end;
    state.md.inline.tokenize(state);
    state.posMax = posMax;
    state.push(`${tag}_close`, tag, -1).markup = markup;
  }
  state.pos = end + width;
  return true;
}

/**
 * Where the pair that closes the strong text opened at `start` begins, or -1: the first pair of the marker not
 * followed by a third, after a non-blank content; a backslash hides the character after it.
 */
function strongEnd(src: string, start: number, max: number): number {
  const marker = src.charCodeAt(start);
  for (let i = start + 2; i < max; i++) {
    const c = src.charCodeAt(i);
    if (
      c === marker &&
      src.charCodeAt(i + 1) === marker &&
      i + 1 < max &&
      !(i + 2 < max && src.charCodeAt(i + 2) === marker)
    ) {
      return src.slice(start + 2, i).trim() ? i : -1;
    }
    if (c === BACKSLASH) i++;
  }
  return -1;
}

/**
 * Where the marker that closes the emphasis opened at `start` is, or -1: the next single marker (a pair is
 * skipped), after a non-blank content that does not end with the marker; a `_` before a word character does not
 * close (`snake_case`). A backslash hides the character after it.
 */
function emphasisEnd(src: string, start: number, max: number): number {
  const marker = src.charCodeAt(start);
  let previous = -1;
  for (let i = start + 1; i < max; i++) {
    const c = src.charCodeAt(i);
    if (c === marker) {
      const next = i + 1 < max ? src.charCodeAt(i + 1) : -1;
      if (next !== marker) {
        if (!src.slice(start + 1, i).trim() || previous === marker) return -1;
        if (marker === UNDERSCORE && isWordCharacter(next)) {
          previous = c;
          continue;
        }
        return i;
      }
      // A pair inside emphasis is text of it.
      previous = next;
      i++;
      continue;
    }
    previous = c;
    if (c === BACKSLASH && i + 1 < max) previous = src.charCodeAt(++i);
  }
  return -1;
}

/** is-word-character's test, `\w`: ASCII letters, digits and `_`. */
function isWordCharacter(code: number): boolean {
  return (
    (code >= 0x30 && code <= 0x39) ||
    (code >= 0x41 && code <= 0x5a) ||
    (code >= 0x61 && code <= 0x7a) ||
    code === UNDERSCORE
  );
}
