/**
 * A Docusaurus site's component that needs the browser hydrates as an island where it can (mdx-islands.ts). Where
 * it cannot (Markdown children, a function prop), it renders as HTML, as it did before islands, and one warning
 * per component and file says so, at the line of the element that holds it.
 */
import type { MarkdownEnv } from '../env.js';
import type { MdxState } from './mdx-state.js';

/** What `islandExports` calls when a use renders as HTML: noted on the file's state until its element is done. */
export function noteStatic(mdx: MdxState): (label: string, reason: string) => void {
  return (label, reason) => {
    const notes = (mdx.staticIslands ??= new Map());
    if (!notes.has(label)) notes.set(label, { reason, warned: false });
  };
}

/** Warn of the components noted while the element at 0-based body `line` rendered. */
export function warnStaticIslands(mdx: MdxState, env: MarkdownEnv, line: number): void {
  for (const [label, note] of mdx.staticIslands ?? []) {
    if (note.warned) continue;
    note.warned = true;
    env.warnings.push({
      code: 'other',
      file: env.file,
      line: line + 1 + env.lineOffset,
      message: `${label} needs the browser (state, effects or event handlers) but is given ${note.reason} here, which cannot travel to the browser as JSON: it renders as HTML and its script does not run. Pass plain data as props, and create elements and functions inside the component, to make it interactive.`,
    });
  }
}
