/**
 * Node's test runner over the files named on the command line, in that order (`node --test` would sort them by
 * name; scripts/test.mjs starts the slowest first). Run as `node --enable-source-maps --import tsx
 * scripts/run-tests.mjs <files>`: each file's process inherits both (stack traces name the sources of the bundled
 * entries; tsx loads what a test imports by a computed path), and scripts/test-usage.mjs, which notes what it cost when
 * `SITEGEN_TEST_USAGE` names a file. Prints the spec report; exits 1 when a test or a file fails.
 *
 * `SITEGEN_TEST_CONCURRENCY`: how many test processes run at once (default CONCURRENCY).
 */
import { run } from 'node:test';
import { spec } from 'node:test/reporters';

/**
 * Four files at a time on two cores: a test process mostly waits (on Chromium, a server, a child process; a
 * browser test file alone used a third of a core). With three, the run's processes used 1.15 of the two cores on
 * average (407 CPU-s of tests and ~60 of static checks in 403 s); a fourth fills more of what they leave idle.
 */
const CONCURRENCY = 4;

if (process.env.SITEGEN_TEST_USAGE) {
  const preload = new URL('./test-usage.mjs', import.meta.url).href;
  // run() starts each file's process with this process's execArgv.
  if (!process.execArgv.includes(preload)) process.execArgv.push('--import', preload);
}
const concurrency = Number(process.env.SITEGEN_TEST_CONCURRENCY) || CONCURRENCY;
const stream = run({ files: process.argv.slice(2), concurrency });
stream.on('test:fail', () => (process.exitCode = 1));
stream.compose(spec).pipe(process.stdout);
