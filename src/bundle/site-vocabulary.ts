/**
 * The names a Docusaurus site's markup can hold (unused-rules.ts): its sources (pages, components, swizzled theme,
 * Markdown, config, CSS), its page bundles (which hold the packages its pages import, such as a plugin's
 * components), and what sitegen draws a page with (templates, client scripts, Markdown rules, theme CSS). Read
 * before any page renders, so that the stylesheet's name is known to every page; what a source only might use
 * counts as used.
 */
import { readFileSync } from 'node:fs';
import path from 'node:path';
import fg from 'fast-glob';
import { PACKAGE_ROOT } from '../package-root.js';
import { vocabularyOf, type Vocabulary } from './unused-rules.js';

/** The site's files whose text can put a class on a page or read a custom property. */
const SITE_SOURCES = [
  '**/*.{js,jsx,mjs,cjs,ts,tsx,md,mdx,json,yml,yaml,css,scss,sass}',
  '.sitegen/pages/**/*.{js,mjs}',
];

/** Not sources: installed packages (their code that pages use is in the page bundles), and the last build's output. */
const NOT_SOURCES = ['**/node_modules/**', 'build/**'];

let sitegenTexts: string[] | undefined;

/** The vocabulary of the site at `root`, with `texts` of its own (its compiled CSS). */
export async function siteVocabulary(root: string, texts: string[]): Promise<Vocabulary> {
  const files = await fg(SITE_SOURCES, { cwd: root, ignore: NOT_SOURCES, absolute: true });
  const site = files.map((file) => readFileSync(file, 'utf8'));
  return vocabularyOf([...ownTexts(), ...site, ...texts]);
}

/** sitegen's sources that draw a page, read once per process: all of them but Infima's own stylesheets. */
function ownTexts(): string[] {
  sitegenTexts ??= fg
    .sync(['templates/**/*.{ts,tsx,css}', 'client/**/*.ts', 'src/**/*.ts'], {
      cwd: PACKAGE_ROOT,
      ignore: ['templates/styles/infima*.css'],
      absolute: true,
    })
    .map((file) => readFileSync(path.resolve(file), 'utf8'));
  return sitegenTexts;
}
