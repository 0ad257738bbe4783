/**
 * The names a Docusaurus site's markup can hold (unused-rules.ts): its sources (pages, components, swizzled theme,
 * Markdown, config, CSS), its page bundles (which hold the packages its pages import, such as a plugin's
 * components), and what sitegen draws a page with (templates, client scripts, Markdown rules, theme CSS). Read
 * before any page renders: what a source only might use counts as used. `sitegen dev` serves that stylesheet; a
 * build's pages link it until the output is written, which then prunes it further (src/output/output-css.ts).
 */
import { createHash } from 'node:crypto';
import { readFileSync } from 'node:fs';
import path from 'node:path';
import fg from 'fast-glob';
import type { ResolvedConfig } from '../config/schema.js';
import { PACKAGE_ROOT } from '../package-root.js';
import { featureOff } from './feature-classes.js';
import { namesAsked, namesIn, vocabularyOf, type Vocabulary } from './unused-rules.js';

/** The files of a source folder whose text can put a class on a page or read a custom property. */
const SOURCE_FILES = '**/*.{js,jsx,mjs,cjs,ts,tsx,md,mdx,json,yml,yaml,css,scss,sass}';

let sitegenWords: Set<string> | undefined;

/**
 * The vocabulary of the site `config` reads, with `texts` of its own (its compiled CSS) and this build's page
 * `bundles` (never the folder they are written to, which keeps earlier builds' for a while: a class a page named
 * before an edit would stay), as far as pruning the stylesheet `pruned` (Infima's layer) can ask it.
 */
export async function siteVocabulary(
  config: ResolvedConfig,
  texts: string[],
  bundles: string[],
  pruned: string,
): Promise<Vocabulary> {
  const asked = namesAskedBy(pruned);
  const patterns = sourceFolders(config).map((dir) => `${fg.escapePath(dir)}/${SOURCE_FILES}`);
  const files = await fg(patterns, {
    cwd: config.root,
    // Installed packages' code that pages use is in the page bundles.
    ignore: ['**/node_modules/**'],
    absolute: true,
  });
  if (config.configFile) files.push(config.configFile);
  files.push(...bundles);
  const site = [...new Set(files)].flatMap((file) => fileNames(file, asked));
  // sitegen's words for a feature the site leaves off name nothing its pages hold (feature-classes.ts).
  const off = featureOff(config);
  const own = [...ownWords()].filter((word) => !off(word));
  return vocabularyOf(texts, [...own, ...site], asked);
}

let lastAsked: { css: string; names: Set<string> } | undefined;

/** The names pruning `css` can look up, the same set while `css` is the same (it keys `namesByFile`). */
function namesAskedBy(css: string): Set<string> {
  if (lastAsked?.css !== css) lastAsked = { css, names: namesAsked(css) };
  return lastAsked.names;
}

/** Per file: a digest of its text when it was last read, the names it was asked for then, and those it holds. */
const namesByFile = new Map<string, { digest: string; asked: ReadonlySet<string>; names: string[] }>();

/**
 * The names of `asked` that `file` holds, and its prefixes. `sitegen dev` makes the stylesheet again at every save of
 * a page module: a file whose text is as it was is not searched again (~30 ms a save on redux-toolkit's bundles).
 */
function fileNames(file: string, asked: ReadonlySet<string>): string[] {
  const text = readFileSync(file, 'utf8');
  const digest = createHash('sha1').update(text).digest('base64');
  const kept = namesByFile.get(file);
  if (kept?.digest === digest && kept.asked === asked) return kept.names;
  const names = namesIn(text, asked);
  namesByFile.set(file, { digest, asked, names });
  return names;
}

/**
 * The site's source folders, from its folder: `src/` (components, swizzled theme) and the content folders its
 * config names (which may lie outside it: react-redux's `../docs`). Never the whole site folder, which holds the
 * output of earlier builds (`--out` is any folder): reading it would make one build's stylesheet depend on the last.
 */
function sourceFolders(config: ResolvedConfig): string[] {
  const { docs, blog, pages, i18n, static: statics, staticMore, versions } = config.paths;
  const sections = [config.docs.sections, config.blog.sections, config.pages.sections].flatMap((list) =>
    list.map((s) => s.path),
  );
  const folders = ['src', docs, blog, pages, i18n, statics, ...staticMore, ...sections];
  // Versioned docs: `versioned_docs/`, and `<id>_versioned_docs/` for a further docs section.
  const versioned = path.join(versions ?? path.dirname(docs), '*versioned_docs');
  return [...folders, versioned].map((p) => path.normalize(p).split(path.sep).join('/'));
}

/**
 * The names in sitegen's sources that draw a page (all of them but Infima's own stylesheets), read once per process:
 * `sitegen dev` makes the stylesheet again at every save of a page module.
 */
function ownWords(): Set<string> {
  sitegenWords ??= vocabularyOf(
    fg
      .sync(['templates/**/*.{ts,tsx,css}', 'client/**/*.ts', 'src/**/*.ts'], {
        cwd: PACKAGE_ROOT,
        ignore: ['templates/styles/infima*.css'],
        absolute: true,
      })
      .map((file) => readFileSync(path.resolve(file), 'utf8')),
  ).words;
  return sitegenWords;
}
