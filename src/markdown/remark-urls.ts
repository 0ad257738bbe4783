/**
 * A literal `http://` or `https://` URL in text as Docusaurus 2 links it: remark-parse 8 (MDX 1) reads the domain,
 * then the path runs to the next whitespace or `<` (lib/tokenize/url.js), so `"`, a backtick and `)[x` stay in the
 * URL, where linkify-it stops before them. wails's options page writes `https://example.com"`` (the link takes
 * both), socket.io's `"http://example.com" will` (the link takes the quote). As there, trailing `!*,.:?_~` leave the
 * path, unmatched `)` at its end go, and so does a final `;` or `&entity;`. A Docusaurus site's pages are read so
 * (create-markdown.ts); sitegen's own keep linkify-it's rules. A `www.` address is linked to `http://` by the same
 * rules, within its text (markdown-it has read the code spans and emphasis around it by then).
 */
import { decodeHTML } from 'entities';
import type { MarkdownIt, StateCore, StateInline, Token } from 'markdown-it';

const COLON = 0x3a;
const DOT = 0x2e;
/** Characters a path may hold but not end with. */
const TRAILING = new Set('!*,.:?_~');

/**
 * Link literal URLs by remark-parse 8's rules in place of markdown-it's linkify rule. What remark-parse 8 does not
 * link stays text: a host without a dot (`http://localhost:3000`), another scheme (`ftp://`, `//host`). linkify-it
 * still finds email addresses, which remark links too; `www.` addresses are linked after inline parsing.
 */
export function remarkUrls(md: MarkdownIt): void {
  md.inline.ruler.before('linkify', 'remark_url', remarkUrlRule);
  md.inline.ruler.disable('linkify');
  const match = md.linkify.match.bind(md.linkify);
  // markdown-it's core linkify rule reads the matches of every text token; [] leaves the text as it is.
  md.linkify.match = (text: string) => (match(text) ?? []).filter((m) => m.schema === 'mailto:');
  md.core.ruler.after('text_join', 'remark_www', linkWww);
}

/**
 * `www.` addresses in text outside links, linked to `http://` as remark-parse 8 links them. After `text_join`, so an
 * escape or entity inside one no longer splits its text.
 */
function linkWww(state: StateCore): void {
  for (const block of state.tokens) {
    if (block.type !== 'inline' || !block.children || !block.content.includes('www.')) continue;
    let inLink = 0;
    block.children = block.children.flatMap((token) => {
      if (token.type === 'link_open') inLink++;
      if (token.type === 'link_close') inLink--;
      return token.type === 'text' && inLink === 0 ? withWwwLinks(state, token) : [token];
    });
  }
}

/** `token`'s text, split into text and links at each `www.` address remark-parse 8 reads in it. */
function withWwwLinks(state: StateCore, token: Token): Token[] {
  const text = token.content;
  const out: Token[] = [];
  let done = 0;
  for (let at = text.indexOf('www.'); at >= 0; at = text.indexOf('www.', at + 1)) {
    if (at < done || inBrackets(text, at, text.length)) continue;
    const end = urlEnd(text, at + 4, text.length);
    if (end < 0) continue;
    const href = state.md.normalizeLink(`http://${text.slice(at, end)}`);
    if (!state.md.validateLink(href)) continue;
    if (at > done) out.push(textToken(state, text.slice(done, at), token.level));
    const open = new state.Token('link_open', 'a', 1);
    open.attrs = [['href', href]];
    open.markup = 'linkify';
    open.info = 'auto';
    out.push(open, textToken(state, text.slice(at, end), token.level + 1), new state.Token('link_close', 'a', -1));
    done = end;
  }
  if (out.length === 0) return [token];
  if (done < text.length) out.push(textToken(state, text.slice(done), token.level));
  return out;
}

function textToken(state: StateCore, content: string, level: number): Token {
  const token = new state.Token('text', '', 0);
  token.content = content;
  token.level = level;
  return token;
}

function remarkUrlRule(state: StateInline, silent: boolean): boolean {
  // remark does not link inside a link's text; markdown-it raises linkLevel there.
  if (state.linkLevel > 0 || state.src.charCodeAt(state.pos) !== COLON) return false;
  const scheme = /https?$/.exec(state.pending)?.[0];
  if (!scheme || !state.src.startsWith('//', state.pos + 1)) return false;
  const start = state.pos - scheme.length;
  if (inBrackets(state.src, start, state.posMax)) return false;
  const end = urlEnd(state.src, start + scheme.length + 3, state.posMax);
  if (end < 0) return false;
  const written = state.src.slice(start, end);
  const href = state.md.normalizeLink(decodeHTML(written));
  if (!state.md.validateLink(href)) return false;
  if (!silent) {
    state.pending = state.pending.slice(0, -scheme.length);
    const open = state.push('link_open', 'a', 1);
    open.attrs = [['href', href]];
    open.markup = 'linkify';
    open.info = 'auto';
    state.push('text', '', 0).content = decodeHTML(written);
    const close = state.push('link_close', 'a', -1);
    close.markup = 'linkify';
    close.info = 'auto';
  }
  state.pos = end;
  return true;
}

/**
 * Whether `at` is inside brackets that hold no other bracket (`[see https://example.com]`, a broken link's text):
 * remark-parse 8 reads those as a reference, whose text it does not link; Docusaurus shows it as written.
 */
function inBrackets(src: string, at: number, max: number): boolean {
  let open = at - 1;
  while (open >= 0 && src[open] !== '[' && src[open] !== ']') open--;
  if (open < 0 || src[open] !== '[' || src[open - 1] === '\\') return false;
  let close = at;
  while (close < max && src[close] !== '[' && src[close] !== ']') close++;
  return src[close] === ']';
}

/** Where the URL whose domain starts at `from` ends, or -1 when remark-parse 8 sees no URL there. */
function urlEnd(src: string, from: number, max: number): number {
  const domainEnd = domainEndOf(src, from, max);
  if (domainEnd < 0) return -1;
  let end = domainEnd;
  let index = domainEnd;
  while (index < max && !/\s/.test(src[index]) && src[index] !== '<') {
    if (!TRAILING.has(src[index])) end = index + 1;
    index++;
  }
  end = withoutUnmatchedParens(src, domainEnd, end);
  if (src[end - 1] === ';') {
    end--;
    // A final `&name;` is an entity after the URL, not part of it.
    const entity = /&[a-z]+$/i.exec(src.slice(domainEnd, end));
    if (entity && entity[0].length > 1) end -= entity[0].length;
  }
  return end;
}

/**
 * The end of the domain: letters, digits, `-` and `_` between single dots, at least one dot, no `_` in the last two
 * labels. A dot the scan stops on is not part of it; as remark-parse 8's loop has it, a dot before the character
 * that stops the scan is (`http://socket.computer.` links with its full stop).
 */
function domainEndOf(src: string, from: number, max: number): number {
  const dots: number[] = [];
  let previousDot = from - 1;
  let index = from;
  let stoppedOnDot = false;
  while (index < max) {
    const c = src.charCodeAt(index);
    if (c === DOT) {
      if (previousDot === index - 1) {
        stoppedOnDot = true;
        break;
      }
      dots.push(index);
      previousDot = index;
      index++;
      continue;
    }
    if (!/[\w-]/.test(src[index])) break;
    index++;
  }
  if (stoppedOnDot || (index === max && src.charCodeAt(index - 1) === DOT)) {
    dots.pop();
    index--;
  }
  if (dots.length === 0) return -1;
  const lastTwo = dots.length < 2 ? from : dots[dots.length - 2] + 1;
  return src.slice(lastTwo, index).includes('_') ? -1 : index;
}

/**
 * A path ending in `)` loses `)`s, from the last one back, while it has more `)` than `(`: remark-parse 8 counts
 * the `(` once, before it cuts.
 */
function withoutUnmatchedParens(src: string, pathStart: number, end: number): number {
  if (src[end - 1] !== ')') return end;
  let path = src.slice(pathStart, end);
  const open = path.split('(').length - 1;
  let close = path.split(')').length - 1;
  while (close > open) {
    end = pathStart + path.lastIndexOf(')');
    path = src.slice(pathStart, end);
    close--;
  }
  return end;
}
