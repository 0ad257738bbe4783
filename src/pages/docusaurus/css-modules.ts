/**
 * CSS modules (`*.module.css`, `*.module.scss`) in page code, with class names that do not depend on the bundle.
 * A Docusaurus page is bundled twice, for the server and for the browser (it hydrates as a whole), and esbuild's own
 * `local-css` names classes per bundle: shortened when minified, numbered on a clash (two `styles.module.css` in
 * different folders). The browser's names then differ from the stylesheet's, and anything the browser renders
 * itself loses its styles. Here each module is compiled alone, with a name made of its file's name and a hash of
 * its path (`styles_3f2a91_box`), so both bundles, and the stylesheet, agree.
 */
import { createHash } from 'node:crypto';
import { readFile } from 'node:fs/promises';
import path from 'node:path';
import * as esbuild from 'esbuild';

const MODULE = /\.module\.(css|s[ac]ss)$/;
const STYLES_SUFFIX = '?css-module-styles';

/** A compiled module: its class name map and its CSS with those names. */
interface CompiledModule {
  names: Record<string, string>;
  css: string;
}

/** Register the loaders of CSS modules below `root` on an esbuild build (the page bundles' plugin calls this). */
export function loadCssModules(build: esbuild.PluginBuild, { root }: { root: string }): void {
  const compiled = new Map<string, CompiledModule>();
  build.onLoad({ filter: MODULE }, async (args) => {
    if (args.namespace !== 'file') return undefined;
    const module = await compileModule(args.path, root);
    compiled.set(args.path, module);
    return {
      contents: `import ${JSON.stringify(args.path + STYLES_SUFFIX)};\nexport default ${JSON.stringify(module.names)};\n`,
      loader: 'js',
      resolveDir: path.dirname(args.path),
    };
  });
  build.onResolve({ filter: /\?css-module-styles$/ }, (args) => ({ path: args.path, namespace: 'css-module' }));
  build.onLoad({ filter: /.*/, namespace: 'css-module' }, (args) => {
    const file = args.path.slice(0, -STYLES_SUFFIX.length);
    // `url(./x.png)` in the module resolves from its own folder, as it would have.
    return { contents: compiled.get(file)?.css ?? '', loader: 'css', resolveDir: path.dirname(file) };
  });
}

/** The module's CSS (SCSS compiled by `sass`), with its local names made stable by esbuild alone. */
async function compileModule(file: string, root: string): Promise<CompiledModule> {
  const source = /\.s[ac]ss$/.test(file) ? await compileSass(file, root) : await readFile(file, 'utf8');
  const digest = createHash('sha256')
    .update(path.relative(root, file).split(path.sep).join('/'))
    .digest('hex')
    .slice(0, 6);
  // esbuild prefixes a local name with the file's name (up to the first dot): this virtual name carries the hash.
  const virtual = `${path.basename(file).replace(MODULE, '').replace(/\./g, '_')}_${digest}.module.css`;
  const result = await esbuild.build({
    stdin: { contents: `export { default } from ${JSON.stringify(`./${virtual}`)};`, resolveDir: '/', loader: 'js' },
    bundle: true,
    write: false,
    format: 'iife',
    globalName: 'cssModule',
    outdir: '/out',
    logLevel: 'silent',
    plugins: [virtualModule(virtual, source)],
  });
  const js = result.outputFiles.find((f) => f.path.endsWith('.js'))?.text ?? '';
  const css = result.outputFiles.find((f) => f.path.endsWith('.css'))?.text ?? '';
  const names = new Function(`${js};return cssModule.default;`)() as Record<string, string>;
  return { names, css };
}

/** The one virtual file of `compileModule`'s build; every URL and `@import` in it is left for the page bundle. */
function virtualModule(name: string, contents: string): esbuild.Plugin {
  return {
    name: 'css-module-alone',
    setup(build) {
      build.onResolve({ filter: /.*/ }, (args) => {
        if (args.kind === 'url-token' || args.kind === 'import-rule') return { path: args.path, external: true };
        return args.path === `./${name}` ? { path: name, namespace: 'css-module-alone' } : undefined;
      });
      build.onLoad({ filter: /.*/, namespace: 'css-module-alone' }, () => ({ contents, loader: 'local-css' }));
    },
  };
}

async function compileSass(file: string, root: string): Promise<string> {
  const sass = await import('sass');
  return sass.compile(file, { loadPaths: [path.dirname(file), path.join(root, 'node_modules')] }).css;
}
