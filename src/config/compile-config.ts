/**
 * Compiles `site.config.ts` (TypeScript, imports of local files) into one CommonJS script with esbuild. The
 * config is loaded at every start, so a build with its cache reuses the script a previous build compiled
 * (src/cache/config-cache.ts): compiling costs ~30 ms of CPU and, on a loaded machine, up to ~0.2 s of waiting
 * for esbuild's service to start.
 */
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import * as esbuild from '../lazy-esbuild.js';
import { SitegenError } from '../errors.js';
import { compileHint } from './compile-hint.js';

/** The compiled config, and what esbuild read to make it. */
export interface CompiledConfig {
  code: string;
  metafile: esbuild.Metafile;
}

/** Returns the code `compile` would make for `file`, kept from an earlier compile when its inputs are unchanged. */
export type KeepCompiledConfig = (file: string, compile: () => Promise<CompiledConfig>) => Promise<string>;

/** The config as CommonJS code, compiled now or reused through `keep`. */
export async function compileConfig(file: string, keep?: KeepCompiledConfig): Promise<string> {
  return keep ? keep(file, () => bundleConfig(file)) : (await bundleConfig(file)).code;
}

async function bundleConfig(file: string): Promise<CompiledConfig> {
  try {
    const result = await esbuild.build({
      entryPoints: [file],
      bundle: true,
      write: false,
      metafile: true,
      platform: 'node',
      format: 'cjs',
      target: 'node20',
      packages: 'external',
      logLevel: 'silent',
      // What an ES module reads about itself, as the CommonJS wrapper has it.
      define: {
        'import.meta.url': JSON.stringify(pathToFileURL(file).href),
        'import.meta.filename': JSON.stringify(file),
        'import.meta.dirname': JSON.stringify(path.dirname(file)),
      },
      plugins: [selfReference],
    });
    return { code: result.outputFiles[0].text, metafile: result.metafile };
  } catch (error) {
    const first = (error as esbuild.BuildFailure).errors?.[0];
    throw new SitegenError(`${path.basename(file)} does not compile: ${first?.text ?? String(error)}`, {
      location: first?.location
        ? { file: path.resolve(first.location.file), line: first.location.line, column: first.location.column + 1 }
        : { file },
      hint: compileHint(first?.text ?? ''),
    });
  }
}

/** `import { defineConfig } from 'sitegen'` works in any site folder, installed or not. */
const selfReference: esbuild.Plugin = {
  name: 'sitegen-self',
  setup(build) {
    build.onResolve({ filter: /^sitegen$/ }, () => ({ path: 'sitegen', namespace: 'sitegen-self' }));
    build.onLoad({ filter: /.*/, namespace: 'sitegen-self' }, () => ({
      contents: 'export function defineConfig(config) { return config; }',
      loader: 'js',
    }));
  },
};
