/**
 * CSS that the components of a Markdown file import (`import './styles.css'`, `import styles from
 * './x.module.css'`): esbuild bundles it beside the file's module; here it is split back into one piece per CSS
 * file, so that a file imported by many pages is shipped once, in the site's stylesheet (where page modules' CSS
 * goes too).
 *
 * Each Markdown file is bundled on its own, and esbuild names a CSS module's classes after the file's base name
 * (`styles.module.css`'s `.root` is `styles_root` in every bundle), so two `styles.module.css` in different
 * folders would clash on one stylesheet. Each local name gets a suffix from its file's path, in the CSS and in the
 * class map the component reads.
 */
import { createHash } from 'node:crypto';
import type { MdxState } from './mdx-state.js';

/** `/* src/components/x.css *\/`: the comment esbuild puts before each input file's CSS (unminified). */
const HEADER = /^\/\* (.+?) \*\/\n/gm;

/** Keep the CSS of `css` on `mdx.css` (one entry per file, site-relative); returns `js` with local names renamed. */
export function collectCss({ js, css, mdx }: { js: string; css: string; mdx: MdxState }): string {
  if (!css.trim()) return js;
  let code = js;
  for (const { file, text } of splitCss(css)) {
    let rules = text;
    if (/\.module\.css$/.test(file)) {
      const renamed = renameLocals({ js: code, css: rules, file });
      code = renamed.js;
      rules = renamed.css;
    }
    mdx.css ??= new Map();
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

/**
 * The class map of a CSS module is emitted after a `// <file>` comment as `var name = { key: "local", ... };`:
 * every local name in it gets the file's suffix, there and as a class selector in the file's CSS.
 */
function renameLocals({ js, css, file }: { js: string; css: string; file: string }): { js: string; css: string } {
  const block = new RegExp(`// ${escapeRegExp(file)}\\nvar \\w+ = \\{[^}]*\\};`).exec(js);
  if (!block) return { js, css };
  const suffix = createHash('sha256').update(file).digest('hex').slice(0, 6);
  const locals = new Set<string>();
  for (const m of block[0].matchAll(/:\s*"([^"]*)"/g)) for (const name of m[1].split(/\s+/)) if (name) locals.add(name);
  const rename = (name: string) => (locals.has(name) ? `${name}_${suffix}` : name);
  const map = block[0].replace(
    /:\s*"([^"]*)"/g,
    (_m, names: string) => `: "${names.split(/\s+/).map(rename).join(' ')}"`,
  );
  return {
    js: js.slice(0, block.index) + map + js.slice(block.index + block[0].length),
    css: css.replace(/\.(-?[_a-zA-Z][\w-]*)/g, (m, name: string) => (locals.has(name) ? `.${rename(name)}` : m)),
  };
}

function escapeRegExp(text: string): string {
  return text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
}
