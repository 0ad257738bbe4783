/**
 * A Docusaurus site's Babel config, read only to explain a compile error: Docusaurus compiles the site's code with
 * it, sitegen with esbuild, which cannot strip Flow types (flow.org's components are written in Flow).
 */
import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';

const BABEL_CONFIGS = ['babel.config.js', 'babel.config.cjs', 'babel.config.mjs', 'babel.config.json', '.babelrc'];

/** What to say of a syntax error in the site's code when its Babel config strips Flow types; else undefined. */
export function flowSyntaxHint(root: string): string | undefined {
  for (const name of BABEL_CONFIGS) {
    const file = path.join(root, name);
    if (!existsSync(file)) continue;
    if (/preset-flow|plugin-transform-flow-strip-types/.test(readFileSync(file, 'utf8')))
      return `${name} uses @babel/preset-flow: sitegen runs no Babel, so Flow types are not stripped. Write the file without Flow types (or as TypeScript).`;
  }
  return undefined;
}
