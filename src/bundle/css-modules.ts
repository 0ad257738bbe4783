/**
 * CSS modules (`*.module.css`, `*.module.scss`) name their classes one way everywhere: `<file base>_<class>_<hash of
 * the file's path from the site root>` (`toggle.module.css`'s `.on` is `toggle_on_3f2a9c`). esbuild's own names
 * depend on what else a bundle holds (`toggle_on2`) and are shortened when it minifies (`r`), so a component
 * rendered on the server and hydrated in the browser (an island) would see two names for one class. The server
 * bundles (page modules, Markdown's components) and the browser bundle of islands all take their names from here:
 *
 * - `renameLocals` rewrites esbuild's unminified output (Markdown's bundles, built without plugins: mdx-css.ts);
 * - `cssModules` is the esbuild plugin of the other bundles: each CSS module is compiled on its own, renamed as
 *   above, and becomes a class map (and, in server bundles, its CSS for the site's stylesheet).
 */
import { createHash } from 'node:crypto';
import path from 'node:path';
import * as esbuild from '../lazy-esbuild.js';
import { compileSass } from '../sass.js';
import { escapeRegExp } from '../escape-regexp.js';

/** A CSS module file (Sass included). */
export const CSS_MODULE = /\.module\.(css|s[ac]ss)$/;

/** The class name `className` of the CSS module `file` (site-relative, `/`-separated) has in every bundle. */
export function scopedClassName(file: string, className: string): string {
  const base = file
    .replace(/^.*\//, '')
    .replace(CSS_MODULE, '')
    .replace(/[^\w-]/g, '_');
  const hash = createHash('sha256').update(file).digest('hex').slice(0, 6);
  return `${base}_${className}_${hash}`;
}

/** `key: "names"` in a class map; the key may be quoted. */
const ENTRY = /(?:"([^"]+)"|([\w$]+)):\s*"([^"]*)"/g;

/**
 * In unminified esbuild output, the class map of a CSS module `file` (as esbuild names it: relative to the
 * working folder) follows a `// <file>` comment as `var name = { key: "local", ... };`. Each map's local names
 * become `scopedClassName`s; returns the code with the maps rewritten and esbuild's name -> the scoped one, for
 * the CSS (`renameClasses`).
 */
export function renameLocals(js: string, files: string[]): { code: string; names: Map<string, string> } {
  const names = new Map<string, string>();
  const blocks: RegExpExecArray[] = [];
  for (const file of files) {
    const block = new RegExp(`// ${escapeRegExp(file)}\\nvar \\w+ = \\{[^}]*\\};`).exec(js);
    if (!block) continue;
    blocks.push(block);
    for (const m of block[0].matchAll(ENTRY)) {
      // `wide: "box_root box_wide"`: the classes it composes come first, its own name last.
      const local = m[3].split(/\s+/).at(-1);
      if (local && !names.has(local)) names.set(local, scopedClassName(file, m[1] ?? m[2]));
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

/** `css` with each class selector esbuild named (a key of `names`) renamed. */
export function renameClasses(css: string, names: Map<string, string>): string {
  if (names.size === 0) return css;
  return css.replace(/\.(-?[_a-zA-Z][\w-]*)/g, (m, n: string) => (names.has(n) ? `.${names.get(n)}` : m));
}

/** One CSS module, compiled on its own: its class map (scoped names) and its CSS. */
export interface CompiledCssModule {
  classes: Record<string, string>;
  css: string;
}

/**
 * Compile the CSS module `file` of the site in `root`. Its `url()`s and `@import`s stay as written (the bundle
 * that takes the CSS resolves them from the file's folder); a `composes: x from './other.module.css'` brings that
 * file's rules along.
 */
export async function compileCssModule(file: string, root: string): Promise<CompiledCssModule> {
  const result = await esbuild.build({
    stdin: { contents: `export { default } from ${JSON.stringify(file)};`, loader: 'js', resolveDir: root },
    absWorkingDir: root,
    bundle: true,
    write: false,
    outdir: path.dirname(file),
    format: 'cjs',
    logLevel: 'silent',
    plugins: [keepUrls(root)],
  });
  const js = result.outputFiles.find((f) => f.path.endsWith('.js'))!.text;
  const css = result.outputFiles.find((f) => f.path.endsWith('.css'))?.text ?? '';
  const modules = [...css.matchAll(/^\/\* (.+?) \*\/\n/gm)].map((m) => m[1]).filter((f) => CSS_MODULE.test(f));
  const { code, names } = renameLocals(js, modules);
  const module = { exports: {} as { default?: Record<string, string> } };
  // esbuild's own output: a class map and nothing else.
  new Function('module', 'exports', code)(module, module.exports);
  return { classes: module.exports.default ?? {}, css: renameClasses(css, names) };
}

/** For `compileCssModule`: Sass modules compile first; `url()` and `@import` are left to the outer bundle. */
function keepUrls(root: string): esbuild.Plugin {
  return {
    name: 'sitegen-css-module-urls',
    setup(build) {
      build.onResolve({ filter: /.*/ }, (args) =>
        args.kind === 'url-token' || args.kind === 'import-rule' ? { path: args.path, external: true } : undefined,
      );
      build.onLoad({ filter: /\.s[ac]ss$/ }, async (args) => ({
        contents: await compileSass(args.path, root),
        loader: CSS_MODULE.test(args.path) ? 'local-css' : 'css',
        resolveDir: path.dirname(args.path),
      }));
    },
  };
}

const CSS_NAMESPACE = 'sitegen-css-module';

/** CSS modules compiled (or being compiled) for the site in one root, by file. */
export type CssModuleCache = Map<string, Promise<CompiledCssModule>>;

/**
 * The esbuild plugin that gives each CSS module the site's scoped names: the module becomes its class map
 * (default export, and a named export per class that is an identifier). `css`: the bundle also takes the module's
 * CSS (server bundles, whose CSS goes to the site's stylesheet); the browser bundle of islands takes only names.
 */
export function cssModules({
  root,
  css,
  compiled = new Map(),
}: {
  root: string;
  css: boolean;
  /** Modules compiled already, by file; a build shares one between its page bundle and its browser bundle. */
  compiled?: CssModuleCache;
}): esbuild.Plugin {
  const compile = (file: string) => {
    let module = compiled.get(file);
    if (!module) compiled.set(file, (module = compileCssModule(file, root)));
    return module;
  };
  return {
    name: 'sitegen-css-modules',
    setup(build) {
      build.onLoad({ filter: CSS_MODULE, namespace: 'file' }, async (args) => {
        let classes: Record<string, string>;
        try {
          ({ classes } = await compile(args.path));
        } catch (error) {
          // The bundle reports the stylesheet's own error, at its file and line.
          return { errors: (error as esbuild.BuildFailure).errors ?? [{ text: String(error) }] };
        }
        // Named by its path in the site, which esbuild writes above its CSS: the output holds no path of this machine.
        const named = path.relative(root, args.path).split(path.sep).join('/');
        const lines = css ? [`import ${JSON.stringify(`${CSS_NAMESPACE}:${named}`)};`] : [];
        lines.push(`export default ${JSON.stringify(classes)};`);
        // Named imports too (`import { root } from`); an export name may be a reserved word, a binding may not.
        Object.entries(classes).forEach(([key, value], i) => {
          if (/^[A-Za-z_$][\w$]*$/.test(key) && key !== 'default')
            lines.push(`const c${i} = ${JSON.stringify(value)};`, `export { c${i} as ${key} };`);
        });
        return { contents: lines.join('\n'), loader: 'js', resolveDir: path.dirname(args.path) };
      });
      build.onResolve({ filter: new RegExp(`^${CSS_NAMESPACE}:`) }, (args) => ({
        path: args.path.slice(CSS_NAMESPACE.length + 1),
        namespace: CSS_NAMESPACE,
      }));
      build.onLoad({ filter: /.*/, namespace: CSS_NAMESPACE }, async (args) => {
        const file = path.resolve(root, args.path);
        return { contents: (await compile(file)).css, loader: 'css', resolveDir: path.dirname(file) };
      });
    },
  };
}
