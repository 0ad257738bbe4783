/**
 * CSS that the components of a Markdown file import (`import './styles.css'`, `import styles from
 * './x.module.css'`), compiled one file at a time (stylesheet-modules.ts): kept by file, so that a file imported by
 * many pages is shipped once, in the site's stylesheet (where page modules' CSS goes too).
 */
import type { MdxState } from './mdx-state.js';

/** One CSS file a bundle imported: its site-relative path and its rules, local names renamed. */
export type CssPiece = [file: string, rules: string];

/** Keep `pieces` on `mdx.css`, the CSS of the page being rendered. */
export function keepCss(mdx: MdxState, pieces: CssPiece[]): void {
  if (!pieces.length) return;
  mdx.css ??= new Map();
  for (const [file, rules] of pieces) if (!mdx.css.has(file)) mdx.css.set(file, rules);
}
