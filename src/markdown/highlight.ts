/**
 * Build-time syntax highlighting with highlight.js. Every grammar highlight.js has can be used, by its name, its
 * own aliases or the Prism names Docusaurus sites write (`jsx`, `tsx`, `shell`, `console`, `kt`, ...); a grammar
 * is loaded the first time a code block uses it (loading all 190 costs ~60 ms per process). Unknown languages
 * render as escaped plain text, never an error; on a Docusaurus site, so do the languages its Prism does not load
 * (`markLikePrism`). Results are cached by language and code: translated pages repeat
 * most code blocks verbatim.
 */
import { createRequire } from 'node:module';
import type { HLJSApi } from 'highlight.js';
import { addPrismMarks } from './code-marks.js';
import { EMBEDS } from '../highlight-languages.js';
import { grammarOf, KNOWN } from '../highlight-grammar.js';
import { addPrismTokens } from '../../templates/prism-tokens.js';
import { prismGrammar, registerPrismGrammar } from './prism-grammars.js';
import { escapeText } from '../../templates/escape.js';

const require = createRequire(import.meta.url);

let core: HLJSApi | null = null;
/** highlight.js, loaded with the first code block: `dev` answers its first page (often without one) sooner. */
const hljs = (): HLJSApi => (core ??= require('highlight.js/lib/core') as HLJSApi);

/** Register `grammar` and the grammars it embeds, once per process. */
function ensureLoaded(grammar: string): void {
  if (hljs().getLanguage(grammar)) return;
  hljs().registerLanguage(grammar, require(`highlight.js/lib/languages/${grammar}`));
  for (const embedded of EMBEDS[grammar] ?? []) if (KNOWN.has(embedded)) ensureLoaded(embedded);
}

/** Languages that are not worth a grammar run: their output would be escaped text anyway. */
const PLAIN = new Set(['', 'text', 'txt', 'plain', 'plaintext']);

const cache = new Map<string, string>();

/** Highlighted HTML kept between builds (the build cache's: src/cache/highlight-cache.ts), by grammar and code. */
export interface HighlightMemo {
  get(key: string): string | undefined;
  set(key: string, html: string): void;
}

let kept: HighlightMemo | null = null;

/**
 * Consult `memo` before highlight.js until called again (null: none). A warm build renders only the docs that
 * changed, whose code blocks mostly did not: their grammars then need not be compiled at all.
 */
export function keepHighlights(memo: HighlightMemo | null): void {
  kept = memo;
}

/**
 * Run `fn` with the kept highlights read but not written: the blocks it highlights anew come back as `made`, for
 * `keepMade` to add later. Bodies rendered on two threads (content/shared-parse.ts) add theirs in source order, so
 * the kept highlights fill as they do on one thread; a thread without the memo reports every block it highlights.
 */
export function recordHighlights<T>(fn: () => T, { all = false }: { all?: boolean } = {}): { value: T; made: Made } {
  const outer = kept;
  const made: Made = [];
  if (!outer && !all) return { value: fn(), made };
  kept = { get: (key) => outer?.get(key), set: (key, html) => void made.push([key, html]) };
  try {
    return { value: fn(), made };
  } finally {
    kept = outer;
  }
}

/** Blocks a render highlighted anew: [grammar and code, HTML]. */
export type Made = [key: string, html: string][];

/** Whether highlighted code is kept now (see `keepHighlights`). */
export function keepsHighlights(): boolean {
  return kept !== null;
}

/** Add `made` (see `recordHighlights`) to the kept highlights, each block unless an earlier one kept it. */
export function keepMade(made: Made): void {
  if (kept) for (const [key, html] of made) if (kept.get(key) === undefined) kept.set(key, html);
}

let prismMarks: { types: ReadonlySet<string>; key: string } | null = null;

/** A Docusaurus site's Prism languages (config/docusaurus/prism-languages.ts), while code is marked as Prism does. */
let prismLanguages: { known: ReadonlySet<string>; defaultLanguage?: string } | null = null;

/**
 * Mark code as Prism does until called again (null: as highlight.js alone does): what Prism marks and highlight.js
 * does not (operators, punctuation, shell commands: code-marks.ts), of the Prism token `types` the site's theme
 * colours, and every span with Prism's token classes (templates/prism-tokens.ts). The site's code colours come from a Prism
 * theme and its own CSS for Prism's classes (a Docusaurus site's); sitegen's own sites keep highlight.js's HTML.
 */
export function markLikePrism(
  types: readonly string[] | null,
  languages: { known: readonly string[]; defaultLanguage?: string } | null = null,
): void {
  // A theme that colours none of those types still has Prism's grammars (YAML's plain values: code-marks.ts).
  // The key tells the kept highlights of the two forms apart (and from those kept before Prism's classes).
  prismMarks = types ? { types: new Set(types), key: `\u0001prism-tokens\u0001${[...types].sort().join(',')}` } : null;
  // Only the languages the site's Prism knows are coloured, as there: any other is plain text.
  prismLanguages = languages && { known: new Set(languages.known), defaultLanguage: languages.defaultLanguage };
}

/** The language of a code block that names none: a Docusaurus site's `prism.defaultLanguage`, if it has one. */
export function defaultCodeLanguage(): string | undefined {
  return prismLanguages?.defaultLanguage;
}

/** Highlighted HTML for `code` in `lang`, or escaped text when the language has no grammar. */
export function highlight(code: string, lang: string): string {
  const name = lang.toLowerCase();
  const unknown = PLAIN.has(name) || (prismLanguages !== null && !prismLanguages.known.has(name));
  const grammar = unknown ? null : grammarOf(lang);
  if (!grammar || grammar === 'plaintext') return escapeText(code);
  const marks = prismMarks;
  // Where code is coloured as Prism colours it, some grammars are changed copies (prism-grammars.ts).
  const language = marks ? prismGrammar(grammar, name) : grammar;
  const key = `${language}${marks ? marks.key : ''}\u0000${code}`;
  const memo = kept?.get(key);
  let html = memo ?? cache.get(key);
  if (html === undefined) {
    ensureLoaded(grammar);
    registerPrismGrammar(hljs(), language, () => require(`highlight.js/lib/languages/${grammar}`));
    html = hljs().highlight(code, { language, ignoreIllegals: true }).value;
    if (marks) html = addPrismTokens(addPrismMarks(html, code, grammar, marks.types), grammar);
  }
  if (kept && memo === undefined) kept.set(key, html);
  if (!cache.has(key)) {
    if (cache.size > 5000) cache.clear();
    cache.set(key, html);
  }
  return html;
}
