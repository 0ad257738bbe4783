/**
 * What of a stylesheet of sitegen's no page of the site can use: rules whose every selector needs a class that
 * nothing the site is made of names, and custom properties that nothing reads. Infima brings all its components
 * (avatars, pills, cards, button colours...) and about 500 variables; a site uses a few, and Docusaurus's ships all.
 * Leaving the rest out of a Docusaurus site's Infima layer changes no page.
 *
 * The words are every name in the sources a page's markup can come from (site-vocabulary.ts), so a class the site
 * builds at run time (`alert--${type}`) counts through its prefix (`alert--`), and a word of prose (`card`) keeps
 * the rules of that class: what is unsure is kept.
 */
import { parseCss, printCss, type CssNode } from './css-nodes.js';

/** The names a site's sources hold: whole words, and the prefixes some name is built from. */
export interface Vocabulary {
  words: Set<string>;
  prefixes: string[];
}

/**
 * The names in `texts` (runs of letters, digits, `_` and `-`), with `known` (names found before): those ending in
 * `-` or `_` are also prefixes. With `asked` (the names of the stylesheet to prune, `namesAsked`), only those and
 * prefixes are kept: no other name is ever looked up, and the set stays small.
 */
export function vocabularyOf(
  texts: Iterable<string>,
  known: Iterable<string> = [],
  asked?: ReadonlySet<string>,
): Vocabulary {
  const words = new Set<string>();
  for (const word of known) if (!asked || asked.has(word) || isPrefix(word)) words.add(word);
  for (const text of texts) for (const word of namesIn(text, asked)) words.add(word);
  const prefixes = [...words].filter(isPrefix);
  return { words, prefixes };
}

/** The names in `text`, each once; with `asked`, only those it holds and prefixes. */
export function namesIn(text: string, asked?: ReadonlySet<string>): string[] {
  const names = new Set<string>();
  for (const [word] of text.matchAll(/[\w-]+/g)) if (!asked || asked.has(word) || isPrefix(word)) names.add(word);
  return [...names];
}

/** Every name `withoutUnused` can look up for `css`: its runs of letters, digits, `_` and `-`. */
export function namesAsked(css: string): Set<string> {
  return new Set(css.match(/[\w-]+/g));
}

/**
 * A name ending in `-` or `_` with a letter before that end (`alert--`, not `--`). Not one regular expression
 * anchored at the end: tried from every letter of a long run (a bundle's inline source map holds runs of
 * thousands), it backtracks through the rest each time, and took a second of every rebuild of a page module.
 */
function isPrefix(word: string): boolean {
  const last = word[word.length - 1];
  return (last === '-' || last === '_') && /[a-z]/i.test(word.slice(0, -1));
}

/**
 * `css` without the rules no element of the site can match and the custom properties that neither `css` nor the
 * vocabulary (the site's other CSS, its sources, sitegen's) reads.
 */
export function withoutUnused(css: string, vocabulary: Vocabulary): string {
  // `sitegen dev` prunes Infima again at every save of a page module, mostly with the same names.
  if (lastPruned?.css === css && sameWords(lastPruned.vocabulary.words, vocabulary.words)) return lastPruned.result;
  const result = pruned(css, vocabulary);
  lastPruned = { css, vocabulary, result };
  return result;
}

let lastPruned: { css: string; vocabulary: Vocabulary; result: string } | undefined;

/** Whether `a` and `b` hold the same words (the prefixes follow from them). */
function sameWords(a: ReadonlySet<string>, b: ReadonlySet<string>): boolean {
  if (a.size !== b.size) return false;
  for (const word of a) if (!b.has(word)) return false;
  return true;
}

function pruned(css: string, vocabulary: Vocabulary): string {
  const named = (name: string) => vocabulary.words.has(name) || vocabulary.prefixes.some((p) => name.startsWith(p));
  const nodes = parseCss(css);
  prune(nodes, (rule) => !selectorList(rule.prelude).every((s) => needsUnnamed(s, named)));
  // A property read only by one left out is left out next: `--ifm-avatar-photo-size-lg` reads `--ifm-avatar-…`.
  for (let before = -1, text = printCss(nodes); text.length !== before; before = text.length, text = printCss(nodes)) {
    const read = new Set([...text.matchAll(/var\(\s*(--[\w-]+)/g)].map((m) => m[1]));
    const kept = (d: string) => !d.startsWith('--') || read.has(customName(d)) || named(customName(d));
    prune(nodes, (rule) => (rule.declarations = rule.declarations.filter(kept)).length > 0);
  }
  return printCss(nodes);
}

/** `nodes` with the rules `keep` says no to left out (it may edit a rule's declarations), and at-rules left empty. */
function prune(nodes: CssNode[], keep: (rule: CssNode & { kind: 'rule' }) => boolean): void {
  for (let i = nodes.length - 1; i >= 0; i--) {
    const node = nodes[i];
    if (node.kind === 'group') {
      prune(node.nodes, keep);
      if (node.nodes.length === 0) nodes.splice(i, 1);
    } else if (node.kind === 'rule' && !keep(node)) nodes.splice(i, 1);
  }
}

function customName(declaration: string): string {
  return declaration.slice(0, declaration.indexOf(':')).trim();
}

/** A selector list split at its top-level commas. */
function selectorList(selectors: string): string[] {
  const out: string[] = [];
  let depth = 0;
  let start = 0;
  for (let i = 0; i < selectors.length; i++) {
    const c = selectors[i];
    if (c === '(' || c === '[') depth++;
    else if (c === ')' || c === ']') depth--;
    else if (c === ',' && depth === 0) {
      out.push(selectors.slice(start, i));
      start = i + 1;
    }
  }
  out.push(selectors.slice(start));
  return out;
}

/**
 * Whether a complex selector matches only elements with a class no source names. What `:not()` and `:has()` hold
 * asks nothing of the element matched (kept as if absent); `:is()` and `:where()` need a class only when each of
 * their selectors does. Attribute selectors (`[class*=x]`) need no class.
 */
function needsUnnamed(selector: string, named: (name: string) => boolean): boolean {
  let rest = selector.replace(/\[[^\]]*\]/g, '');
  for (let m = /:(not|has|is|where)\(/.exec(rest); m; m = /:(not|has|is|where)\(/.exec(rest)) {
    const end = closingParen(rest, m.index + m[0].length);
    const inner = rest.slice(m.index + m[0].length, end);
    if ((m[1] === 'is' || m[1] === 'where') && selectorList(inner).every((s) => needsUnnamed(s, named))) return true;
    rest = rest.slice(0, m.index) + rest.slice(end + 1);
  }
  for (const [, name] of rest.matchAll(/\.(-?[_a-zA-Z][\w-]*)/g)) if (!named(name)) return true;
  return false;
}

/** The index of the `)` closing the bracket opened just before `from`. */
function closingParen(text: string, from: number): number {
  let depth = 1;
  for (let i = from; i < text.length; i++) {
    if (text[i] === '(') depth++;
    else if (text[i] === ')' && --depth === 0) return i;
  }
  return text.length;
}
