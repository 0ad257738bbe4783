/**
 * esbuild filters for plugins that only want a site's own source files. A plugin callback is a round trip from
 * esbuild's process to Node's thread (~60 µs of CPU each side): with a filter on the extension alone, every file of
 * every package a page imports came to JavaScript only to be handed back (jest's pages: ~550 of ~750 callbacks).
 * esbuild's filters are Go regular expressions, which have no lookahead; "no `node_modules` folder in the path" is
 * spelt out as "every folder's name is something else".
 */
import { escapeRegExp } from '../escape-regexp.js';

/** One path segment, any name but `node_modules` (the empty name too: the root of an absolute path). */
const NOT_PACKAGES = (() => {
  const word = 'node_modules';
  const alternatives = [...word].map((char, i) => `${word.slice(0, i)}(?:[^/\\\\${char}][^/\\\\]*)?`);
  return `(?:${[...alternatives, `${word}[^/\\\\]+`].join('|')})`;
})();

/**
 * A filter for files whose name ends with `ending` (a regular expression's source, in the syntax JavaScript and Go
 * share: `'\\.(js|jsx)'`) in no `node_modules` folder, and, given `under`, inside that folder. The callback should
 * still check what it relies on: the filter only spares esbuild the calls that would be answered "not mine".
 */
export function siteSourceFilter(ending: string, { under }: { under?: string } = {}): RegExp {
  const start = under === undefined ? '' : `${escapeRegExp(under.replace(/[/\\]+$/, ''))}[/\\\\]`;
  return new RegExp(`^${start}(?:${NOT_PACKAGES}[/\\\\])*[^/\\\\]*(?:${ending})$`);
}
