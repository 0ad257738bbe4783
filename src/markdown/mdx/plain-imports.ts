/**
 * Import blocks that are plainly valid JavaScript: every line `import Name from 'x';`,
 * `import { a, b as c } from 'x';`, `import * as ns from 'x';`, `import Name, { a } from 'x';` or `import 'x';`,
 * one or more a line
 * (the Tabs imports of most MDX docs, and the component imports of most others). They need no esbuild call to be checked,
 * which costs milliseconds per file through esbuild's synchronous service.
 */

const NAME = '[A-Za-z_$][\\w$]*';
const SPECIFIER = `${NAME}(?:\\s+as\\s+${NAME})?`;
const NAMED = `\\{\\s*(?:${SPECIFIER}(?:\\s*,\\s*${SPECIFIER})*\\s*,?)?\\s*\\}`;
const NAMESPACE = `\\*\\s*as\\s+${NAME}`;
const BINDINGS = `(?:${NAME}(?:\\s*,\\s*(?:${NAMED}|${NAMESPACE}))?|${NAMED}|${NAMESPACE})`;
/**
 * A string of characters and escapes that stand for themselves: `'./\_part.mdx'`, as Prettier writes an underscore
 * in Markdown (not digits, `x` or `u`: octal escapes are errors in modules, and the others need their digits).
 */
const CHARS = (quote: string) => `(?:[^${quote}\\\\\\n\\r]|\\\\[^\\dxu\\n\\r])*`;
const MODULE = `(?:'${CHARS("'")}'|"${CHARS('"')}")`;
/** One import statement, from where the last one ended: its `;` may be left out only at the end of the line. */
const IMPORT = new RegExp(`\\s*import\\s+(?:(${BINDINGS})\\s+from\\s*)?${MODULE}\\s*(?:;|$)`, 'y');
const WORD = new RegExp(NAME, 'g');

/** Words a binding may not be named (reserved in modules, which are strict). */
const RESERVED = new Set(
  (
    'break case catch class const continue debugger default delete do else enum export extends false finally for ' +
    'function if import in instanceof new null return super switch this throw true try typeof var void while with ' +
    'yield let static implements interface package private protected public await arguments eval'
  ).split(' '),
);

/** Whether `code` is only plain import lines (and blank lines), so it parses without doubt. */
export function isPlainImports(code: string): boolean {
  const bindings = new Set<string>();
  for (const line of code.split('\n')) {
    // Several statements may share a line (react-native-website's `import Tabs ...; import TabItem ...;`).
    for (IMPORT.lastIndex = 0; line.slice(IMPORT.lastIndex).trim() !== '';) {
      const m = IMPORT.exec(line);
      if (!m) return false;
      // `{ a as b }`: `a` may be any name; what each import binds must be a free, unreserved name.
      const names = (m[1] ?? '').replace(new RegExp(`${NAME}\\s+as\\s+`, 'g'), '').match(WORD) ?? [];
      for (const name of names) {
        if (RESERVED.has(name) || bindings.has(name)) return false;
        bindings.add(name);
      }
    }
  }
  return true;
}
