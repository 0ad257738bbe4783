/**
 * A Docusaurus site's own Babel, for sites whose code esbuild cannot read. Docusaurus compiles a site's code with
 * the site's `babel.config.js`; sitegen compiles it with esbuild, which reads JavaScript, JSX and TypeScript but
 * not Flow. A site whose Babel config strips Flow types (flow.org: `@babel/preset-flow`, and hermes-parser for
 * Flow's component syntax) gets each of its own `.js`/`.jsx` files through its own Babel first, as under
 * Docusaurus; packages (in `node_modules`) are left to esbuild, as Docusaurus leaves them untranspiled.
 *
 * Plain JavaScript: the thread that bundles a Markdown file's imports with this plugin (site-babel-thread.mjs)
 * loads it without sitegen's TypeScript loader.
 */
import { existsSync, readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';

const CONFIG_FILES = ['babel.config.js', 'babel.config.cjs', 'babel.config.mjs', 'babel.config.json', '.babelrc'];
const STRIPS_FLOW = /preset-flow|plugin-transform-flow-strip-types|syntax-hermes-parser/;

/**
 * What Babel tells the config's presets about its caller, as Docusaurus's server build does (`isServer`): ES modules
 * stay ES modules, for esbuild to bundle, and esbuild lowers the browser's copy to its own target.
 */
const CALLER = {
  name: 'sitegen',
  isServer: true,
  supportsStaticESM: true,
  supportsDynamicImport: true,
  supportsTopLevelAwait: true,
};

/**
 * Docusaurus's own Babel preset (`@docusaurus/core/lib/babel/preset`): JSX, TypeScript and modern syntax compiled
 * for browsers or Node, what esbuild does to the result anyway. It is left out; the site's other presets and
 * plugins (Flow's, hermes-parser's) run. Loading it alone (preset-env and its plugins) cost ~0.3 s a thread, and
 * its transforms half of the rest.
 */
const DOCUSAURUS_PRESET = /@docusaurus[\\/]core[\\/]lib[\\/]babel[\\/]preset/;

/** Config file name by site folder: each bundle asks, and the answer holds for the build. */
const configs = new Map();

/** The name of the site's Babel config file when it strips Flow types, else undefined. */
export function flowBabelConfig(root) {
  if (!configs.has(root)) {
    configs.set(
      root,
      CONFIG_FILES.find((name) => {
        const file = path.join(root, name);
        return existsSync(file) && STRIPS_FLOW.test(readFileSync(file, 'utf8'));
      }),
    );
  }
  return configs.get(root);
}

/** True for a site's own source file that its Babel compiles: JavaScript in no `node_modules` folder. */
export function compiledBySiteBabel(root, file) {
  return (
    /\.(js|jsx|mjs|cjs)$/.test(file) &&
    !file.includes(`${path.sep}node_modules${path.sep}`) &&
    flowBabelConfig(root) !== undefined
  );
}

/**
 * `source` (the text of `file`) compiled by the site's Babel with its config. Lines are kept where they were, so
 * an error esbuild finds later points at the line the author wrote. A Babel error is thrown as an esbuild
 * message: `{ text, location }`, with `pluginName` unset so esbuild names only the file.
 */
export function compileWithSiteBabel(root, file, source) {
  const known = compiled.get(file);
  if (known?.source === source) return known.code;
  const code = compileAnew(root, file, source);
  compiled.set(file, { source, code });
  return code;
}

/**
 * Compiled code by file, while its text is the same: every Markdown file that imports a component bundles it
 * again (flow.org: dozens of docs import the same few), and Babel costs ~10 ms a file where esbuild's own read
 * costs well under one.
 */
const compiled = new Map();

function compileAnew(root, file, source) {
  const babel = siteBabel(root);
  try {
    const { options } = babel.loadPartialConfig({ filename: file, cwd: root, root, caller: CALLER });
    return babel.transformSync(source, {
      ...options,
      presets: options.presets.filter((preset) => !DOCUSAURUS_PRESET.test(preset.file?.resolved ?? '')),
      // JSX is read whatever the config says (Docusaurus's own preset reads it); left as it is, esbuild compiles it.
      parserOpts: { ...options.parserOpts, plugins: [...(options.parserOpts?.plugins ?? []), 'jsx'] },
      retainLines: true,
      sourceMaps: false,
    }).code;
  } catch (error) {
    const loc = error.loc ?? null;
    const text = String(error.reason ?? error.message)
      .split('\n')[0]
      .replace(`${file}: `, '')
      .replace(/ \(\d+:\d+\)$/, '');
    throw new SiteBabelError(
      text,
      loc && { file, line: loc.line, column: loc.column, lineText: lineOf(source, loc.line) },
    );
  }
}

/** A Babel error, as esbuild reports a plugin's: `errors` in the shape of esbuild's messages. */
export class SiteBabelError extends Error {
  constructor(text, location) {
    super(text);
    this.errors = [{ text, location }];
  }
}

/**
 * An esbuild plugin that compiles the site's own JavaScript with its Babel (for bundles with no other loader of
 * site files: a Markdown file's imports). JSX stays for esbuild when the config leaves it.
 */
export function siteBabelPlugin(root) {
  return {
    name: 'sitegen-site-babel',
    setup(build) {
      build.onLoad({ filter: /\.(js|jsx|mjs|cjs)$/, namespace: 'file' }, (args) => {
        if (!compiledBySiteBabel(root, args.path)) return undefined;
        try {
          return { contents: compileWithSiteBabel(root, args.path, readFileSync(args.path, 'utf8')), loader: 'jsx' };
        } catch (error) {
          if (error instanceof SiteBabelError) return { errors: error.errors };
          throw error;
        }
      });
    },
  };
}

/** The site's `@babel/core`, which Docusaurus installs; its absence is the site's dependencies not installed. */
function siteBabel(root) {
  // preset-env's browserslist would print its "caniuse-lite is outdated" advice from each thread that loads it.
  process.env.BROWSERSLIST_IGNORE_OLD_DATA ??= '1';
  try {
    return createRequire(path.join(root, 'package.json'))('@babel/core');
  } catch (error) {
    if (error?.code !== 'MODULE_NOT_FOUND') throw error;
    throw new SiteBabelError(
      `${flowBabelConfig(root)} strips Flow types with Babel, and @babel/core is not installed in ${root}: install the site's dependencies (npm install or yarn there)`,
      null,
    );
  }
}

function lineOf(source, line) {
  return source.split('\n')[line - 1] ?? '';
}
