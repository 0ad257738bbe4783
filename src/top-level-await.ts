/**
 * Server bundles are CommonJS, which cannot await at a module's top level; some packages do (yoga-layout 3 awaits
 * its WebAssembly). Docusaurus's webpack builds them, and a site imports them where only the browser runs them
 * (facebook/yoga's playground, `React.lazy` inside `<BrowserOnly>`). So on the server each such module becomes one
 * that throws when run, saying why: a bundle that never runs it renders as Docusaurus's does.
 */
import path from 'node:path';
import type * as esbuild from 'esbuild';
import { escapeRegExp } from './escape-regexp.js';

/** esbuild's error for a top-level await in a CommonJS bundle. */
const AWAIT_IN_CJS = /^Top-level await is currently not supported with the "cjs" output format/;

/** Whether an esbuild error's text is that of a top-level await in a CommonJS bundle. */
export function isAwaitInCommonJs(text: string): boolean {
  return AWAIT_IN_CJS.test(text);
}

/** The files (absolute) whose top-level await failed the CommonJS bundle `error` (relative to `root`); none else. */
export function filesAwaitingAtTopLevel(error: unknown, root: string): string[] {
  const errors = (error as Partial<esbuild.BuildFailure>).errors ?? [];
  if (!errors.length || !errors.every((e) => isAwaitInCommonJs(e.text) && e.location)) return [];
  return [...new Set(errors.map((e) => path.resolve(root, e.location!.file)))];
}

/**
 * Each of `files` loads as a module that throws when run on the server, naming the file and what to do. The throw is
 * a CommonJS module the file re-exports: importers' names then resolve when run (an ES module with no exports
 * would fail the bundle, and a package of `"type": "module"` makes every file of it an ES module).
 */
export function serverOnlyThrows(files: string[]): esbuild.Plugin {
  const filter = new RegExp(`^(?:${files.map(escapeRegExp).join('|')})$`);
  return {
    name: 'sitegen-top-level-await',
    setup(build) {
      build.onLoad({ filter, namespace: 'file' }, (args) => {
        const thrower = JSON.stringify(`${NAMESPACE}:${args.path}`);
        return { contents: `export * from ${thrower};\nexport { default } from ${thrower};\n`, loader: 'js' };
      });
      build.onResolve({ filter: new RegExp(`^${NAMESPACE}:`) }, (args) => ({
        path: args.path.slice(NAMESPACE.length + 1),
        namespace: NAMESPACE,
      }));
      build.onLoad({ filter: /.*/, namespace: NAMESPACE }, (args) => ({
        contents: `throw new Error(${JSON.stringify(awaitMessage(args.path))});\n`,
        loader: 'js',
      }));
    },
  };
}

const NAMESPACE = 'sitegen-awaits';

function awaitMessage(file: string): string {
  return (
    `${file} awaits at its top level, which the server render cannot run: import it where only the browser runs ` +
    `it: a component React.lazy loads with a dynamic import, inside <BrowserOnly>`
  );
}
