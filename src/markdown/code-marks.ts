/**
 * Prism's tokens that highlight.js leaves unmarked, added to its HTML for sites coloured by a Prism theme
 * (Docusaurus sites, config/docusaurus/prism-css.ts): operators (`=`, `+`, `=>`), punctuation (`(`, `.`, `;`) and
 * in shell code the command words Prism's bash grammar calls functions (`npm`, `install`). A theme that greys
 * operators then greys ours too. The tokens are found in the code with Prism's own patterns and wrapped only where
 * highlight.js left the text as code (outside strings, comments, numbers...), so its tokens are never split. A mark
 * is Prism's token span alone (`<span class="token operator">`), no highlight.js class around it: the theme's
 * colours reach it through the token classes (prism-css.ts), and these spans are most of a code block's.
 */
import { BASH_COMMANDS } from './code-marks-bash.js';
import type { MarkType } from '../config/docusaurus/prism-css.js';
import { unescapeHtml } from '../../templates/escape.js';

/** Each grammar's patterns, in Prism's order (the first that matches at a place wins), with their Prism type. */
type Marks = [type: MarkType, pattern: string][];

const OPERATOR = 'operator';
const PUNCTUATION = 'punctuation';

/** Prism's clike operators and punctuation, which most C-family grammars keep. */
const CLIKE: Marks = [
  [OPERATOR, String.raw`[<>]=?|[!=]=?=?|--?|\+\+?|&&?|\|\|?|[?*/~^%]`],
  [PUNCTUATION, String.raw`[{}[\];(),.:]`],
];

const JAVASCRIPT: Marks = [
  [OPERATOR, String.raw`--|\+\+|\*\*=?|=>|&&=?|\|\|=?|[!=]==|<<=?|>>>?=?|[-+*/%&|^!=<>]=?|\.{3}|\?\?=?|\?\.?|[~:]`],
  [PUNCTUATION, String.raw`[{}[\];(),.]`],
];

const BASH: Marks = [
  // Prism's lookbehind, `(^|[\s;|&]|[<>]\()`, as a lookbehind.
  ['function', String.raw`(?<=^|[\s;|&]|[<>]\()(?:${BASH_COMMANDS})(?=$|[)\s;|&])`],
  [OPERATOR, String.raw`\d?<>|>\||\+=|=[=~]?|!=?|<<[<-]?|[&\d]?>>|\d[<>]&?|[<>][&=]?|&[>&]?|\|[&|]?`],
  [PUNCTUATION, String.raw`\$?\(\(?|\)\)?|\.\.|[{}[\];\\]`],
  // A number on its own (`1 + 2 to equal 3`, a test run's output), where highlight.js sees a word.
  ['number', String.raw`(?<=^|\s)(?:[1-9]\d*|0)(?:[.,]\d+)?\b`],
];

const PYTHON: Marks = [
  [OPERATOR, String.raw`[-+%=]=?|!=|:=|\*\*?=?|\/\/?=?|<[<=>]?|>[=>]?|[&|^~]`],
  [PUNCTUATION, String.raw`[{}[\];(),.:]`],
];

const CSS: Marks = [[PUNCTUATION, String.raw`[(){};:,]`]];

/** highlight.js grammar -> the marks Prism gives the same code. */
const GRAMMARS: Record<string, Marks> = {
  javascript: JAVASCRIPT,
  typescript: JAVASCRIPT,
  bash: BASH,
  python: PYTHON,
  css: CSS,
  scss: CSS,
  less: CSS,
  c: CLIKE,
  cpp: CLIKE,
  csharp: CLIKE,
  java: CLIKE,
  go: CLIKE,
  kotlin: CLIKE,
  swift: CLIKE,
  rust: CLIKE,
  php: CLIKE,
  objectivec: CLIKE,
  dart: CLIKE,
  scala: CLIKE,
};

/** highlight.js spans whose text Prism tokenises as code: parameters, `${...}` in a template string. */
const CODE_SPANS = /^<span class="hljs-(?:params|subst|function|class)"/;

const patterns = new Map<string, RegExp>();

/**
 * `html` (highlight.js's for `code` in `grammar`) with Prism's operators, punctuation and commands marked, those
 * of the types in `styled` only: a type the site's themes show in the plain colour needs no span (punctuation is
 * most of them), and every span is bytes in each page and work for each stage after this one.
 */
export function addPrismMarks(html: string, code: string, grammar: string, styled: ReadonlySet<string>): string {
  if (grammar === 'yaml') return yamlStringsAsPrism(html);
  // highlight.js marks JSON's punctuation itself, its `:` too, which is an operator to Prism.
  if (grammar === 'json')
    return html.replaceAll('<span class="hljs-punctuation">:</span>', `<span class="token ${OPERATOR}">:</span>`);
  const marks = Object.hasOwn(GRAMMARS, grammar) ? GRAMMARS[grammar] : null;
  if (!marks) return html;
  const found = findMarks(code, grammar, marks, styled);
  return found.starts.length ? wrapMarks(html, code, found) : html;
}

/** A YAML string span of highlight.js that holds no other span, and its text. */
const YAML_STRING = /<span class="hljs-string">((?:(?!<\/?span)[\s\S])*)<\/span>/g;

/**
 * YAML's strings as Prism's grammar has them: highlight.js calls every value a string, Prism only a quoted one
 * (`"x"`, `'x'`) and a block scalar (`|`, `>`). A plain value (`kind: ComponentDefinition`) shows in the plain
 * colour, so its span goes.
 */
function yamlStringsAsPrism(html: string): string {
  return html.replace(YAML_STRING, (span, text: string) => (/^(&quot;|&#x27;|\||&gt;)/.test(text) ? span : text));
}

/**
 * The marks to add, in order (Prism's matches never overlap): where each starts and ends in `code`, and its Prism type.
 * `next` is the first mark not yet passed while wrapping.
 */
interface Found {
  starts: number[];
  ends: number[];
  types: MarkType[];
  next: number;
}

/** The marks of `styled` types; the others still match (Prism's first match at a place wins) but are not kept. */
function findMarks(code: string, grammar: string, marks: Marks, styled: ReadonlySet<string>): Found {
  let re = patterns.get(grammar);
  if (!re) {
    re = new RegExp(marks.map(([, pattern]) => `(${pattern})`).join('|'), 'gm');
    patterns.set(grammar, re);
  }
  const found: Found = { starts: [], ends: [], types: [], next: 0 };
  re.lastIndex = 0;
  for (let m = re.exec(code); m; m = re.exec(code)) {
    if (!m[0]) {
      re.lastIndex++;
      continue;
    }
    const type = marks[m.findIndex((g, i) => i > 0 && g !== undefined) - 1][0];
    if (!styled.has(type)) continue;
    found.starts.push(m.index);
    found.ends.push(m.index + m[0].length);
    found.types.push(type);
  }
  return found;
}

/**
 * Walk highlight.js's HTML with the code's offset, wrapping each mark that lies whole in one run of text outside
 * any span (or inside a code span, CODE_SPANS). highlight.js's HTML is its spans and the code escaped, nothing else.
 */
function wrapMarks(html: string, code: string, found: Found): string {
  const open: boolean[] = [];
  let offset = 0;
  let out = '';
  for (const piece of html.split(/(<span[^>]*>|<\/span>)/)) {
    if (piece.startsWith('<span')) open.push(CODE_SPANS.test(piece));
    else if (piece === '</span>') open.pop();
    if (piece.startsWith('<span') || piece === '</span>') {
      out += piece;
      continue;
    }
    const text = unescapeHtml(piece);
    const end = offset + text.length;
    out += open.length === 0 || open[open.length - 1] ? wrapText({ code, start: offset, end, found }) : piece;
    offset = end;
  }
  // Text that is not the code (never seen): keep highlight.js's HTML as it was.
  return offset === code.length ? out : html;
}

/** The code from `start` to `end`, escaped, with each mark that starts and ends within it wrapped. */
function wrapText({ code, start, end, found }: { code: string; start: number; end: number; found: Found }) {
  const { starts, ends, types } = found;
  // Marks before this run lie in text that was not wrapped (inside a string, a comment...) or across a span's edge.
  while (found.next < starts.length && starts[found.next] < start) found.next++;
  let out = '';
  let from = start;
  for (; found.next < starts.length && starts[found.next] < end; found.next++) {
    const k = found.next;
    if (ends[k] > end) continue;
    out +=
      escape(code.slice(from, starts[k])) +
      `<span class="token ${types[k]}">${escape(code.slice(starts[k], ends[k]))}</span>`;
    from = ends[k];
  }
  return out + escape(code.slice(from, end));
}

/** As highlight.js escapes, so unmarked text stays byte for byte what it wrote. */
function escape(text: string): string {
  return text
    .replace(/&/g, '&amp;')
    .replace(/</g, '&lt;')
    .replace(/>/g, '&gt;')
    .replace(/"/g, '&quot;')
    .replace(/'/g, '&#x27;');
}
