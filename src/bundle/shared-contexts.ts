/**
 * One instance of each module that creates a React context, across a site's server bundles. Docusaurus builds one
 * module graph, so the context a site's `src/theme/Root` provides is the very object a page's hook reads. sitegen's
 * server bundles are one per page and part (CommonJS, src/pages/bundle-page-modules.ts), each with its own copy of
 * the modules it imports: the Root's provider would hold one copy's context and the page would read another's.
 *
 * With this plugin, a module whose source calls `createContext` (the site's own or a package's) becomes a stub that
 * hands out the instance the first bundle to load it made, kept under a global symbol by its path and content (a
 * changed file is a new module, as in `sitegen dev`). Only a site with a Root gets it, so other sites' bundles are
 * as they were. Markdown's bundles need none: a file's imports are bundled with the Root (src/markdown/mdx/).
 */
import { createHash } from 'node:crypto';
import { readFileSync } from 'node:fs';
import path from 'node:path';
import type * as esbuild from 'esbuild';

const REAL_SUFFIX = '?sitegen-shared-source';
const SOURCES = /\.[cm]?[jt]sx?$/;
const CREATES_CONTEXT = /\bcreateContext\s*\(/;

/** The esbuild plugin: modules that create a React context are loaded once per thread, whichever bundle asks first. */
export function sharedContexts(): esbuild.Plugin {
  return {
    name: 'sitegen-shared-contexts',
    setup(build) {
      build.onLoad({ filter: SOURCES }, (args) => {
        if (args.suffix === REAL_SUFFIX || args.namespace !== 'file') return undefined;
        const source = readFileSync(args.path, 'utf8');
        if (!CREATES_CONTEXT.test(source)) return undefined;
        const digest = createHash('sha256').update(source).digest('base64url').slice(0, 16);
        const key = JSON.stringify(`${args.path}\u0000${digest}`);
        const real = JSON.stringify(`./${path.basename(args.path)}${REAL_SUFFIX}`);
        return {
          contents: [
            `const shared = (globalThis[Symbol.for('sitegen.shared-contexts')] ??= new Map());`,
            `if (!shared.has(${key})) shared.set(${key}, require(${real}));`,
            `module.exports = shared.get(${key});`,
          ].join('\n'),
          loader: 'js',
          resolveDir: path.dirname(args.path),
        };
      });
    },
  };
}
