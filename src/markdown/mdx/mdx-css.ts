/**
 * CSS that the components of a Markdown file import (`import './styles.css'`, `import styles from
 * './x.module.css'`): esbuild bundles it beside the file's module; here it is split back into one piece per CSS
 * file, so that a file imported by many pages is shipped once, in the site's stylesheet (where page modules' CSS
 * goes too).
 *
 * Each import is bundled on its own, and esbuild names a CSS module's classes after the file's base name
 * (`styles.module.css`'s `.root` is `styles_root` in every bundle), so two `styles.module.css` in different
 * folders would clash on one stylesheet. Each local name becomes the site's scoped name (src/bundle/css-modules.ts),
 * in the CSS and in the class map the component reads: the same name the browser bundle of an island uses.
 */
import { CSS_MODULE, renameClasses, renameLocals } from '../../bundle/css-modules.js';
import type { MdxState } from './mdx-state.js';

/** `/* src/components/x.css *\/`: the comment esbuild puts before each input file's CSS (unminified). */
const HEADER = /^\/\* (.+?) \*\/\n/gm;

/** One CSS file a bundle imported: its site-relative path and its rules, local names renamed. */
export type CssPiece = [file: string, rules: string];

/** The CSS of a bundle, one piece per file (site-relative), and `js` with the local names renamed to match. */
export function separateCss({ js, css }: { js: string; css: string }): { code: string; css: CssPiece[] } {
  if (!css.trim()) return { code: js, css: [] };
  const pieces = splitCss(css);
  const { code, names } = renameLocals(
    js,
    pieces.map((p) => p.file).filter((f) => CSS_MODULE.test(f)),
  );
  return {
    code,
    css: pieces.map(({ file, text }) => [file, CSS_MODULE.test(file) ? renameClasses(text, names) : text]),
  };
}

/** Keep `pieces` on `mdx.css`, the CSS of the page being rendered. */
export function keepCss(mdx: MdxState, pieces: CssPiece[]): void {
  if (!pieces.length) return;
  mdx.css ??= new Map();
  for (const [file, rules] of pieces) if (!mdx.css.has(file)) mdx.css.set(file, rules);
}

/** The pieces of a bundle's CSS, by the file each came from. */
function splitCss(css: string): { file: string; text: string }[] {
  const heads = [...css.matchAll(HEADER)];
  return heads.map((head, i) => ({
    file: head[1],
    text: css.slice(head.index + head[0].length, heads[i + 1]?.index ?? css.length).trim() + '\n',
  }));
}
