/**
 * Which highlight.js grammar a fence language names: its own name, one of its aliases, or the Prism name Docusaurus
 * sites write. Below the stages that ask (the Markdown highlighter, a Docusaurus config's Prism languages).
 */
import { PRISM_ALIASES } from '../templates/prism-aliases.js';
import { HLJS_ALIASES, LANGUAGES } from './highlight-languages.js';

/** The grammar files highlight.js has. */
export const KNOWN: ReadonlySet<string> = new Set(LANGUAGES);

/** The grammar a fence language names, or null when highlight.js has none. */
export function grammarOf(lang: string): string | null {
  const name = lang.toLowerCase();
  const grammar = PRISM_ALIASES[name] ?? (KNOWN.has(name) ? name : HLJS_ALIASES[name]);
  return grammar && KNOWN.has(grammar) ? grammar : null;
}

/** Whether highlight.js colours a fence language (by its name, an alias or a Prism name). */
export function hasGrammar(lang: string): boolean {
  const grammar = grammarOf(lang);
  return grammar !== null && grammar !== 'plaintext';
}
