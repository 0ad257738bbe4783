/**
 * highlight.js grammars changed where Prism (a Docusaurus site's highlighter) reads a piece of code differently, so
 * that the piece gets Prism's colours: registered under a name of their own beside the original, which sitegen's
 * own sites keep.
 *
 * - Python's decorator: highlight.js's meta runs to the line's end (`@hydra.main(version_base=None)` in one colour),
 *   where Prism's `decorator` is the dotted name alone and the arguments are code.
 * - JSX in a `js` or `ts` fence: highlight.js's JavaScript reads it as tags; Prism's javascript and typescript do not
 *   (only jsx and tsx do), so `<Provider store={store}>` is operators, a maybe-class-name and plain code there.
 */
import type { HLJSApi, LanguageFn, Mode } from 'highlight.js';

/** A change to a language definition's modes. */
type Change = (contains: Mode[]) => void;

/** The changes by the name of the changed grammar, with the grammar and fence languages each applies to. */
const CHANGES: { name: string; grammar: string; applies: (lang: string) => boolean; change: Change }[] = [
  {
    name: 'python-as-prism',
    grammar: 'python',
    applies: () => true,
    change(contains) {
      const decorator = contains.find((m) => m.className === 'meta' && String(m.begin) === String(/^[\t ]*@/));
      if (decorator) Object.assign(decorator, { end: /(?=[^\w.])/, contains: [] });
    },
  },
  ...['javascript', 'typescript'].map((grammar) => ({
    name: `${grammar}-without-jsx`,
    grammar,
    applies: (lang: string) => lang !== 'jsx' && lang !== 'tsx',
    change: withoutSubLanguage('xml'),
  })),
];

/** The modes that run another grammar (`subLanguage`) removed, wherever they are nested. */
function withoutSubLanguage(name: string): Change {
  return (contains) => {
    const seen = new Set<Mode>();
    const visit = (modes: Mode[] | undefined) => {
      if (!modes) return;
      for (let i = modes.length - 1; i >= 0; i--) {
        const mode = modes[i];
        if (typeof mode !== 'object' || seen.has(mode)) continue;
        seen.add(mode);
        if (mode.subLanguage === name) modes.splice(i, 1);
        else {
          visit(mode.contains as Mode[] | undefined);
          for (const variant of mode.variants ?? []) visit(variant.contains as Mode[] | undefined);
        }
      }
    };
    visit(contains);
  };
}

/**
 * The name to highlight `grammar` with, for a fence of `lang`, where code is coloured as Prism colours it: its
 * changed copy's (registered by `registerPrismGrammar`), or the grammar itself.
 */
export function prismGrammar(grammar: string, lang: string): string {
  return CHANGES.find((c) => c.grammar === grammar && c.applies(lang.toLowerCase()))?.name ?? grammar;
}

/** Register the changed copy `name` (a `prismGrammar` answer) once, made from its grammar's `original` definition. */
export function registerPrismGrammar(hljs: HLJSApi, name: string, original: () => LanguageFn): void {
  const found = CHANGES.find((c) => c.name === name);
  if (!found || hljs.getLanguage(name)) return;
  hljs.registerLanguage(name, (api) => {
    const language = original()(api);
    found.change(language.contains);
    // Under its own name only: the original's aliases (`py`, `js`) stay the original's.
    return { ...language, aliases: [] };
  });
}
