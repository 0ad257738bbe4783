/**
 * Node's test runner over the files named on the command line, in that order (`node --test` would sort them by
 * name; scripts/test.mjs starts the slowest first). Run as `node --import tsx scripts/run-tests.mjs <files>`: each
 * file's process inherits `--import tsx`, and scripts/test-usage.mjs, which notes what it cost when
 * `SITEGEN_TEST_USAGE` names a file. Prints the spec report; exits 1 when a test or a file fails.
 *
 * `SITEGEN_TEST_CONCURRENCY`: how many test processes run at once (default CONCURRENCY).
 */
import { run } from 'node:test';
import { spec } from 'node:test/reporters';

/**
 * Six files at a time on two cores: a test process mostly waits (on Chromium, a server, a child process; a
 * browser test file alone used a third of a core). With three, the run's processes used 1.15 of the two cores on
 * average; `npm test` took 7 min 27 s with four, 6 min 53 s with six and 6 min 50 s with eight (one run each, one
 * machine, all passing): six fills what four left idle, and more buys nothing.
 */
const CONCURRENCY = 6;

if (process.env.SITEGEN_TEST_USAGE) {
  const preload = new URL('./test-usage.mjs', import.meta.url).href;
  // run() starts each file's process with this process's execArgv.
  if (!process.execArgv.includes(preload)) process.execArgv.push('--import', preload);
}
const concurrency = Number(process.env.SITEGEN_TEST_CONCURRENCY) || CONCURRENCY;
const stream = run({ files: process.argv.slice(2), concurrency });
stream.on('test:fail', () => (process.exitCode = 1));
stream.compose(spec).pipe(process.stdout);
