/**
 * highlight.js grammars changed where Prism (a Docusaurus site's highlighter) reads a piece of code differently, so
 * that the piece gets Prism's colours: registered under a name of their own beside the original, which sitegen's
 * own sites keep.
 *
 * - Python's decorator: highlight.js's meta runs to the line's end (`@hydra.main(version_base=None)` in one colour),
 *   where Prism's `decorator` is the dotted name alone and the arguments are code.
 */
import type { HLJSApi, LanguageFn, Mode } from 'highlight.js';

/** The grammars changed, by the grammar they change: the change to its language definition. */
const CHANGES: Record<string, (contains: Mode[]) => void> = {
  python(contains) {
    const decorator = contains.find((m) => m.className === 'meta' && String(m.begin) === String(/^[\t ]*@/));
    if (decorator) Object.assign(decorator, { end: /(?=[^\w.])/, contains: [] });
  },
};

/**
 * The name to highlight `grammar` with where code is coloured as Prism colours it: its changed copy, registered
 * the first time, or the grammar itself. `load` registers a grammar's original.
 */
export function prismGrammar(hljs: HLJSApi, grammar: string, original: () => LanguageFn): string {
  const change = CHANGES[grammar];
  if (!change) return grammar;
  const name = `${grammar}-as-prism`;
  if (!hljs.getLanguage(name))
    hljs.registerLanguage(name, (api) => {
      const language = original()(api);
      change(language.contains);
      return language;
    });
  return name;
}
