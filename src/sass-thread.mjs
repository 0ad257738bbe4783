/**
 * The thread behind sass.ts: it loads the `sass` package once and compiles each file it is sent, by the thread
 * that started it or through a port it was given. Plain JavaScript, loaded without sitegen's TypeScript loader.
 */
import { createRequire } from 'node:module';
import path from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import { parentPort } from 'node:worker_threads';

const require = createRequire(import.meta.url);
const sass = require('sass');

/**
 * What Sass says while compiling: a stylesheet's own `@warn` is printed with its file and line; the notices about
 * Sass's future language changes are not (newer Sass prints one for every `@import`, in stylesheets that built
 * quietly under the Sass their site was written for: a page of them per build, about nothing the build does).
 */
const LOGGER = {
  warn(message, { deprecation, span, stack }) {
    if (deprecation) return;
    // A language warning comes with its span; a `@warn`, with Sass's stack (`/site/custom.scss 3:1  root stylesheet`).
    const at = span?.url
      ? [fileURLToPath(span.url), `${span.start.line + 1}:${span.start.column + 1}`]
      : /^(.*?) (\d+:\d+)/.exec(stack ?? '')?.slice(1);
    const where = at ? ` (${path.isAbsolute(at[0]) ? path.relative(process.cwd(), at[0]) : at[0]} ${at[1]})` : '';
    process.stderr.write(`warn Sass: ${message}${where}\n`);
  },
  debug() {},
};

/**
 * The paths webpack's sass-loader resolves for a Docusaurus site and Sass does not: `@site/...` in the site folder
 * (Detox's `@import '@site/src/css/fonts'`), `~package/...` in its node_modules. Sass then finds the partial
 * (`_fonts.scss`) or index file as it does for any path.
 */
function webpackPaths(root) {
  return {
    findFileUrl(url) {
      if (url.startsWith('@site/')) return pathToFileURL(path.join(root, url.slice('@site/'.length)));
      if (url.startsWith('~') && !url.startsWith('~/'))
        return pathToFileURL(path.join(root, 'node_modules', url.slice(1)));
      return null;
    },
  };
}

/** Answer the compiles asked on `port`; a message with a `port` adds one more to answer (sass.ts `sassPort`). */
function serve(port) {
  port.on('message', (message) => {
    if (message.port) return serve(message.port);
    const { id, file, root, loadPaths } = message;
    try {
      // verbose: every warning goes to LOGGER, which drops the deprecations, not a summary of repeated ones.
      const options = { loadPaths, logger: LOGGER, importers: [webpackPaths(root)], verbose: true };
      port.postMessage({ id, css: sass.compile(file, options).css });
    } catch (error) {
      // Sass's message names the file, line and column, and shows the line.
      port.postMessage({ id, error: String(error?.message ?? error) });
    }
  });
}

serve(parentPort);
