/**
 * A Docusaurus site's component that needs the browser hydrates as an island where it can (mdx-islands.ts). Where
 * it cannot (Markdown children, a function prop), it renders as HTML, as it did before islands, and one warning
 * per component and file says so, at the line where the element that holds it names the component (or, when it
 * names it nowhere, as a component that renders another does, at the element's first line).
 */
import type { MarkdownEnv } from '../env.js';
import type { MdxState } from './mdx-state.js';

/** What `islandExports` calls when a use renders as HTML: noted on the file's state until its element is done. */
export function noteStatic(mdx: MdxState): (label: string, reason: string, names: string[]) => void {
  return (label, reason, names) => {
    const notes = (mdx.staticIslands ??= new Map());
    if (!notes.has(label)) notes.set(label, { reason, names, warned: false });
  };
}

/**
 * Warn of the components noted while an element rendered: the one whose 0-based body lines run from `first` to
 * before `end` (the next element outside it, else the body's end). `lines` is asked only when there is a warning:
 * it walks the file's elements, and every element of every file renders through here.
 */
export function warnStaticIslands(mdx: MdxState, env: MarkdownEnv, lines: () => { first: number; end: number }): void {
  const notes = [...(mdx.staticIslands ?? [])].filter(([, note]) => !note.warned);
  if (notes.length === 0) return;
  const { first, end } = lines();
  for (const [label, note] of notes) {
    note.warned = true;
    env.warnings.push({
      code: 'other',
      file: env.file,
      line: lineNaming(env, note.names, first, end) + 1 + env.lineOffset,
      message: `${label} needs the browser (state, effects or event handlers) but is given ${note.reason} here, which cannot travel to the browser as JSON: it renders as HTML and its script does not run. Pass plain data as props, and create elements and functions inside the component, to make it interactive.`,
    });
  }
}

/** The first body line from `first` to before `end` where JSX names one of `names` (`<Picker`), else `first`. */
function lineNaming(env: MarkdownEnv, names: string[], first: number, end: number): number {
  const valid = names.filter((name) => /^[A-Za-z_$][\w$]*$/.test(name));
  if (!valid.length) return first;
  const opening = new RegExp(`<(?:${valid.join('|')})(?![\\w$])`);
  const lines = env.source.split('\n').slice(env.lineOffset + first, env.lineOffset + end);
  const at = lines.findIndex((text) => opening.test(text));
  return at < 0 ? first : first + at;
}
