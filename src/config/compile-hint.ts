/**
 * The fix for a config or sidebars file esbuild could not compile, from esbuild's message: a file it imports that
 * is not there is no syntax error (webdriver.io's sidebars.js requires a sidebars.json a script writes).
 */

/** What to do about esbuild's error `text`. */
export function compileHint(text: string): string {
  const missing = /^Could not resolve ("[^"]+")/.exec(text);
  if (missing) return `${missing[1]} does not exist: create it, or correct the path that imports it.`;
  if (/top-level await/i.test(text))
    return 'the config runs synchronously, so it cannot await at its top level: export a value, or await inside a function.';
  return 'fix the syntax error shown above.';
}
