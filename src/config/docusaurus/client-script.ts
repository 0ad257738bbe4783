/**
 * The script files plugins return from `getClientModules()`, bundled into one browser module that every page
 * loads (CSS client modules join the site stylesheet instead, see src/pages/docusaurus/site-css.ts). Its name
 * carries a content hash, so the tag that loads it is known when the config is read. Client modules may import
 * the `@docusaurus/*` modules sitegen provides (react-native-website's use `ExecutionEnvironment`) and
 * `@generated/docusaurus.config`, the site config as Docusaurus writes it for the browser
 * (docusaurus-plugin-image-zoom reads its `themeConfig.zoom`); their `onRouteUpdate` and `onRouteDidUpdate` are
 * called as Docusaurus calls them (templates/docusaurus/client-lifecycles.ts).
 */
import { createHash } from 'node:crypto';
import path from 'node:path';
import type { Plugin } from 'esbuild';
import * as esbuild from '../../lazy-esbuild.js';
import { PACKAGE_ROOT } from '../../package-root.js';
import { DOCUSAURUS_MODULES } from '../../../templates/docusaurus/modules.js';
import type { OutputFile } from '../../types.js';
import { SitegenError } from '../../errors.js';
import { DOCUSAURUS_BROWSER_DEFINE, siteResolveOptions } from './webpack-resolve.js';
import type { SiteResolve } from '../../../templates/docusaurus/context-types.js';

const SCRIPT = /\.[cm]?[jt]sx?$/;

/** Where the module that runs the client modules' route lifecycle is. */
const LIFECYCLES = path.join(PACKAGE_ROOT, 'templates/docusaurus/client-lifecycles.ts');

/** What client modules may import as `@generated/docusaurus.config` (with or without its `.mjs`). */
const GENERATED_CONFIG = /^@generated\/docusaurus\.config(\.mjs)?$/;

/**
 * The bundled script of `clientModules` (absolute files) and its `<script>` tag, or null when none is a script.
 * `siteConfig` is what they import as `@generated/docusaurus.config`.
 */
export async function clientModulesScript(
  clientModules: string[],
  {
    root,
    baseUrl,
    define,
    siteConfig,
    resolve,
  }: { root: string; baseUrl: string; define?: Record<string, string>; siteConfig: unknown; resolve?: SiteResolve },
): Promise<{ file: OutputFile; tag: string } | null> {
  const scripts = clientModules.filter((f) => SCRIPT.test(f));
  if (scripts.length === 0) return null;
  // In Docusaurus's order; each module's exports, for its lifecycle functions.
  const contents = [
    ...scripts.map((f, n) => `import * as m${n} from ${JSON.stringify(f)};`),
    `import { runClientLifecycles } from ${JSON.stringify(LIFECYCLES)};`,
    `runClientLifecycles([${scripts.map((_, n) => `m${n}`).join(', ')}]);`,
  ].join('\n');
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
      // As every bundle of the site's code: webpack's resolution, with the plugins' aliases and extensions.
      ...siteResolveOptions({ resolve }, root),
      jsx: 'automatic',
      define: { ...DOCUSAURUS_BROWSER_DEFINE, ...define, 'process.env.NODE_ENV': '"production"' },
      plugins: [docusaurusModules(), generatedConfig(siteConfig)],
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

/** `@generated/docusaurus.config`: `siteConfig`, its default export, as Docusaurus serialises the config to JSON. */
function generatedConfig(siteConfig: unknown): Plugin {
  return {
    name: 'generated-docusaurus-config',
    setup(build) {
      build.onResolve({ filter: GENERATED_CONFIG }, () => ({ path: 'docusaurus.config', namespace: 'generated' }));
      build.onLoad({ filter: /.*/, namespace: 'generated' }, () => ({
        contents: `export default ${JSON.stringify(siteConfig)};\n`,
        loader: 'js',
      }));
    },
  };
}
