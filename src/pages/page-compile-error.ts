/**
 * The error for a page module esbuild could not bundle, named at its first problem. An import of a package that is
 * not installed is the site's dependencies missing (a build before `npm install`), not a mistake in the page.
 */
import path from 'node:path';
import { firstBuildMessage } from '../bundle/build-failure.js';
import { compileHint, installHint, missingPackage } from '../config/compile-hint.js';
import { SitegenError } from '../errors.js';

/** `error`, from bundling the page modules of the site at `root` (entries below `outbase`), for the user. */
export function pageCompileError(error: unknown, { root, outbase }: { root: string; outbase: string }): SitegenError {
  const first = firstBuildMessage(error);
  // A client module's own source is loaded under a `?suffix` (see client-modules.ts): name the file itself.
  const file = first?.location ? path.resolve(root, first.location.file.replace(/\?.*$/, '')) : outbase;
  const location = first?.location ? { file, line: first.location.line, column: first.location.column + 1 } : { file };
  const text = first?.text ?? String(error);
  const pkg = missingPackage(text);
  if (pkg)
    return new SitegenError(`this file imports the package "${pkg}", which is not installed`, {
      location,
      cause: error,
      hint: installHint(root),
    });
  return new SitegenError(`a page module does not compile: ${text}`, {
    location,
    cause: error,
    hint: text.startsWith('Could not resolve') ? compileHint(text) : pageModuleHint(file),
  });
}

/** The fix for a page module that does not compile, in the language of its file (the pages folder: either). */
export function pageModuleHint(file: string): string {
  if (/\.[mc]?tsx?$/.test(file)) return 'fix the error at the place shown; this page module is TypeScript with JSX.';
  if (/\.[mc]?jsx?$/.test(file)) return 'fix the error at the place shown; this page module is JavaScript with JSX.';
  return 'fix the error at the place shown; page modules are TypeScript or JavaScript with JSX.';
}
