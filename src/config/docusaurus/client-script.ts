/**
 * The script files plugins return from `getClientModules()`, bundled into one browser module that every page
 * loads (CSS client modules join the site stylesheet instead, see src/pages/docusaurus/site-css.ts). Its name
 * carries a content hash, so the tag that loads it is known when the config is read. Client modules may import
 * the `@docusaurus/*` modules sitegen provides (react-native-website's use `ExecutionEnvironment`).
 */
import { createHash } from 'node:crypto';
import path from 'node:path';
import type { Plugin } from 'esbuild';
import * as esbuild from '../../lazy-esbuild.js';
import { PACKAGE_ROOT } from '../../package-root.js';
import { DOCUSAURUS_MODULES } from '../../../templates/docusaurus/modules.js';
import type { OutputFile } from '../../types.js';
import { SitegenError } from '../../errors.js';
import { DOCUSAURUS_BROWSER_DEFINE, DOCUSAURUS_RESOLVE, siteNodePaths } from './webpack-resolve.js';

const SCRIPT = /\.[cm]?[jt]sx?$/;

/** The bundled script of `clientModules` (absolute files) and its `<script>` tag, or null when none is a script. */
export async function clientModulesScript(
  clientModules: string[],
  { root, baseUrl, define }: { root: string; baseUrl: string; define?: Record<string, string> },
): Promise<{ file: OutputFile; tag: string } | null> {
  const scripts = clientModules.filter((f) => SCRIPT.test(f));
  if (scripts.length === 0) return null;
  const contents = scripts.map((f) => `import ${JSON.stringify(f)};`).join('\n');
  try {
    const result = await esbuild.build({
      stdin: { contents, resolveDir: root, loader: 'js', sourcefile: 'getClientModules' },
      bundle: true,
      write: false,
      format: 'esm',
      platform: 'browser',
      target: 'es2020',
      minify: true,
      logLevel: 'silent',
      loader: { '.js': 'jsx' },
      ...DOCUSAURUS_RESOLVE,
      ...siteNodePaths(root),
      jsx: 'automatic',
      define: { ...DOCUSAURUS_BROWSER_DEFINE, ...define, 'process.env.NODE_ENV': '"production"' },
      plugins: [docusaurusModules()],
    });
    const content = result.outputFiles[0].text;
    const hash = createHash('sha256').update(content).digest('hex').slice(0, 8);
    const name = `assets/client-modules.${hash}.js`;
    return { file: { file: name, content }, tag: `<script type="module" src="${baseUrl}${name}"></script>` };
  } catch (error) {
    const first = (error as esbuild.BuildFailure).errors?.[0];
    throw new SitegenError(`a plugin's client module does not compile: ${first?.text ?? String(error)}`, {
      location: first?.location
        ? { file: path.resolve(root, first.location.file), line: first.location.line }
        : { file: scripts[0] },
      cause: error,
      hint: 'fix the client module at the place shown; getClientModules() files run in the browser on every page.',
    });
  }
}

/** `@docusaurus/*` imports, from sitegen's modules in templates/docusaurus/ (an error naming any other). */
function docusaurusModules(): Plugin {
  const shims = path.join(PACKAGE_ROOT, 'templates/docusaurus');
  return {
    name: 'client-module-imports',
    setup(build) {
      build.onResolve({ filter: /^@docusaurus\// }, (args) =>
        DOCUSAURUS_MODULES[args.path]
          ? { path: args.path, namespace: 'docusaurus-module' }
          : { errors: [{ text: `sitegen does not provide ${args.path} to client modules` }] },
      );
      build.onLoad({ filter: /.*/, namespace: 'docusaurus-module' }, (args) => {
        const [file, named] = DOCUSAURUS_MODULES[args.path];
        const target = JSON.stringify(path.join(shims, file));
        const contents = `export * from ${target};\nexport { ${named ?? 'default'} as default } from ${target};\n`;
        return { contents, loader: 'ts', resolveDir: shims };
      });
    },
  };
}
