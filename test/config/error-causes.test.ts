/**
 * An error's cause chain in the terminal and in the dev server's overlay: each cause whose message says something
 * the message before it has not said. A file that throws when it runs is reported with what it threw in its own
 * message, so that cause added only the same lines again (a require stack of five lines, printed twice), and a
 * page module esbuild could not compile carried esbuild's message again with another column.
 */
import assert from 'node:assert/strict';
import { test } from 'node:test';
import * as esbuild from 'esbuild';
import { errorOverlay } from '../../src/dev/error-overlay.js';
import { formatError, SitegenError } from '../../src/errors.js';
import { pageCompileError } from '../../src/pages/page-compile-error.js';

const thrown = new Error(
  "Cannot find module 'webpack/lib/LoaderTargetPlugin'\nRequire stack:\n- plugins/monaco/index.js",
);
const wrapped = new SitegenError(`plugins/monaco/index.js throws when it runs: ${thrown.message}`, {
  hint: 'fix the error it throws',
  cause: thrown,
});

test('a cause whose message the error already holds is not printed again', () => {
  const text = formatError(wrapped);
  assert.equal(text.split('Require stack:').length - 1, 1, text);
  assert.doesNotMatch(text, /caused by/);
  assert.doesNotMatch(errorOverlay(wrapped, process.cwd()), /caused by/);
});

test('a cause that says something new is printed, after one that repeats', () => {
  const root = new Error('ENOENT: no such file, open data.json');
  const error = new SitegenError('plugin x throws when it loads its content: EACCES', {
    cause: new Error('EACCES', { cause: root }),
  });
  const text = formatError(error);
  assert.doesNotMatch(text, /caused by: EACCES/);
  assert.match(text, /caused by: ENOENT: no such file, open data.json/);
  assert.match(errorOverlay(error, process.cwd()), /caused by: ENOENT: no such file, open data.json/);
});

test("a page module esbuild cannot compile is named once, at its place, in its file's language", async () => {
  const failure = await esbuild
    .build({
      stdin: { contents: 'export default () => <p>;\n', loader: 'jsx', sourcefile: 'page.js' },
      write: false,
      logLevel: 'silent',
    })
    .catch((error: unknown) => error);
  const text = formatError(pageCompileError(failure, { root: process.cwd(), outbase: 'src/pages' }));
  // esbuild's own message says it again, with its column counted from 0: it is left out.
  assert.doesNotMatch(text, /caused by|Build failed/);
  assert.match(text, /at page\.js:2:1\n/);
  assert.match(text, /fix: fix the error at the place shown; this page module is JavaScript with JSX\./);
});

test("esbuild's failure is left out by its message too, as it arrives from another thread; two errors stay", () => {
  const text = 'sitegen does not provide @theme/LayoutProviders (imported by src/pages/index.js)';
  // A failure that crossed from the bundle thread keeps its message, not its `errors`.
  const crossed = new Error(
    `Build failed with 1 error:\nsrc/pages/index.js?sitegen-client-source:3:28: ERROR: [plugin: docusaurus-page-imports] ${text}`,
  );
  const once = formatError(new SitegenError(`a page module does not compile: ${text}`, { cause: crossed }));
  assert.doesNotMatch(once, /caused by|sitegen-client-source/);
  const two = new Error(`Build failed with 2 errors:\na.js:1:0: ERROR: ${text}\nb.js:2:0: ERROR: another`);
  assert.match(formatError(new SitegenError(`a page module does not compile: ${text}`, { cause: two })), /caused by/);
});
