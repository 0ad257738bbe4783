/**
 * The fix for a config or sidebars file esbuild could not compile, from esbuild's message: a file it imports that
 * is not there is no syntax error (webdriver.io's sidebars.js requires a sidebars.json a script writes). An import
 * of a package that is not installed is the site's dependencies missing (a build before `npm install`).
 */

/** What to do about esbuild's error `text`. */
export function compileHint(text: string): string {
  const missing = /^Could not resolve ("[^"]+")/.exec(text);
  if (missing) return `${missing[1]} does not exist: create it, or correct the path that imports it.`;
  if (/top-level await/i.test(text))
    return 'the config runs synchronously, so it cannot await at its top level: export a value, or await inside a function.';
  return 'fix the syntax error shown above.';
}

/** Aliases Docusaurus resolves to the site's or the theme's files: one that does not resolve is no package. */
const SITE_ALIASES = /^@(theme|theme-original|theme-init|site|docusaurus|generated)\//;

/** The package an unresolved bare import names (`@scope/name/sub` -> `@scope/name`), or undefined for a path. */
export function missingPackage(text: string): string | undefined {
  const specifier = /^Could not resolve "([^"]+)"/.exec(text)?.[1];
  if (!specifier || /^[./]|^[a-z]+:/.test(specifier) || SITE_ALIASES.test(specifier)) return undefined;
  return specifier
    .split('/')
    .slice(0, specifier.startsWith('@') ? 2 : 1)
    .join('/');
}

/** The fix for a package that is not installed in the site at `root`. */
export function installHint(root: string): string {
  return `install the site's dependencies (npm install or yarn in ${root}); packages load from its node_modules.`;
}
