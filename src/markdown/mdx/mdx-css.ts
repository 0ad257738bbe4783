/**
 * CSS that the components of a Markdown file import (`import './styles.css'`, `import styles from
 * './x.module.css'`): esbuild bundles it beside the file's module; here it is split back into one piece per CSS
 * file, so that a file imported by many pages is shipped once, in the site's stylesheet (where page modules' CSS
 * goes too).
 *
 * Each Markdown file is bundled on its own, and esbuild names a CSS module's classes after the file's base name
 * (`styles.module.css`'s `.root` is `styles_root` in every bundle), so two `styles.module.css` in different
 * folders would clash on one stylesheet. Each local name becomes the site's scoped name (src/bundle/css-modules.ts),
 * in the CSS and in the class map the component reads: the same name the browser bundle of an island uses.
 */
import { CSS_MODULE, renameClasses, renameLocals } from '../../bundle/css-modules.js';
import type { MdxState } from './mdx-state.js';

/** `/* src/components/x.css *\/`: the comment esbuild puts before each input file's CSS (unminified). */
const HEADER = /^\/\* (.+?) \*\/\n/gm;

/** Keep the CSS of `css` on `mdx.css` (one entry per file, site-relative); returns `js` with local names renamed. */
export function collectCss({ js, css, mdx }: { js: string; css: string; mdx: MdxState }): string {
  if (!css.trim()) return js;
  const pieces = splitCss(css);
  const { code, names } = renameLocals(
    js,
    pieces.map((p) => p.file).filter((f) => CSS_MODULE.test(f)),
  );
  mdx.css ??= new Map();
  for (const { file, text } of pieces) {
    const rules = CSS_MODULE.test(file) ? renameClasses(text, names) : text;
    if (!mdx.css.has(file)) mdx.css.set(file, rules);
  }
  return code;
}

/** The pieces of a bundle's CSS, by the file each came from. */
function splitCss(css: string): { file: string; text: string }[] {
  const heads = [...css.matchAll(HEADER)];
  return heads.map((head, i) => ({
    file: head[1],
    text: css.slice(head.index + head[0].length, heads[i + 1]?.index ?? css.length).trim() + '\n',
  }));
}
