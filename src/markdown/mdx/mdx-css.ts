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
  const pieces = splitCss(css);
  const { code, names } = renameLocals(
    js,
    pieces.map((p) => p.file).filter((f) => /\.module\.css$/.test(f)),
  );
  mdx.css ??= new Map();
  for (const { file, text } of pieces) {
    const local = names.size > 0 && /\.module\.css$/.test(file);
    const rules = local ? text.replace(/\.(-?[_a-zA-Z][\w-]*)/g, (m, n: string) => `.${names.get(n) ?? n}`) : text;
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

/** `key: "names"` in a class map; the key may be quoted. */
const ENTRY = /(?:"([^"]+)"|([\w$]+)):\s*"([^"]*)"/g;

/**
 * The class map of a CSS module is emitted after a `// <file>` comment as `var name = { key: "local", ... };`.
 * Each local name becomes `<file base>_<class>_<hash of the file's path>`, the same in every bundle (esbuild's own
 * name depends on what else the bundle holds: `styles_root2`); returns the code with the maps rewritten and the
 * renames, for the CSS.
 */
function renameLocals(js: string, files: string[]): { code: string; names: Map<string, string> } {
  const names = new Map<string, string>();
  const blocks: RegExpExecArray[] = [];
  for (const file of files) {
    const block = new RegExp(`// ${escapeRegExp(file)}\\nvar \\w+ = \\{[^}]*\\};`).exec(js);
    if (!block) continue;
    blocks.push(block);
    const base = file
      .replace(/^.*\//, '')
      .replace(/\.module\.css$/, '')
      .replace(/[^\w-]/g, '_');
    const hash = createHash('sha256').update(file).digest('hex').slice(0, 6);
    for (const m of block[0].matchAll(ENTRY)) {
      const local = m[3].split(/\s+/)[0];
      if (local && !names.has(local)) names.set(local, `${base}_${m[1] ?? m[2]}_${hash}`);
    }
  }
  let code = js;
  for (const block of blocks.sort((a, b) => b.index - a.index)) {
    const map = block[0].replace(
      ENTRY,
      (m: string, quoted: string | undefined, bare: string | undefined, value: string) => {
        const key = quoted === undefined ? bare : JSON.stringify(quoted);
        return `${key}: "${value
          .split(/\s+/)
          .map((n) => names.get(n) ?? n)
          .join(' ')}"`;
      },
    );
    code = code.slice(0, block.index) + map + code.slice(block.index + block[0].length);
  }
  return { code, names };
}

function escapeRegExp(text: string): string {
  return text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
}
