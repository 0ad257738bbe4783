/**
 * Node's test runner over the files named on the command line, in that order (`node --test` would sort them by
 * name; scripts/test.mjs starts the slowest first). Run as `node --enable-source-maps --interrupt-budget=<n> --import
 * tsx scripts/run-tests.mjs <files>`: each file's process inherits all three (stack traces name the sources of the
 * bundled entries; V8 optimises later, as in a build run by bin/sitegen.mjs; tsx loads what a test imports by a
 * computed path), and scripts/test-usage.mjs, which notes what it cost when
 * `SITEGEN_TEST_USAGE` names a file. Prints the spec report; exits 1 when a test or a file fails.
 *
 * `SITEGEN_TEST_CONCURRENCY`: how many test processes run at once (default CONCURRENCY).
 */
import { writeFileSync } from 'node:fs';
import { run } from 'node:test';
import { spec } from 'node:test/reporters';
import { HUNG_STATUS } from './run-tests-status.mjs';

/**
 * Four files at a time on two cores: a test process mostly waits (on Chromium, a server, a child process; a
 * browser test file alone used a third of a core). With three, the run's processes used 1.15 of the two cores on
 * average (407 CPU-s of tests and ~60 of static checks in 403 s); a fourth fills more of what they leave idle.
 */
const CONCURRENCY = 4;

/**
 * A test process still running after this long has hung (the slowest, a group of browser files, takes ~100 s on a
 * loaded machine): it is stopped, named, and the run goes on, where it would otherwise wait for it forever.
 * `SITEGEN_TEST_FILE_TIMEOUT_MS` sets another limit (the test of this runner).
 */
const FILE_TIMEOUT_MS = Number(process.env.SITEGEN_TEST_FILE_TIMEOUT_MS) || 5 * 60 * 1000;

if (process.env.SITEGEN_TEST_USAGE) {
  const preload = new URL('./test-usage.mjs', import.meta.url).href;
  // run() starts each file's process with this process's execArgv.
  if (!process.execArgv.includes(preload)) process.execArgv.push('--import', preload);
}
const concurrency = Number(process.env.SITEGEN_TEST_CONCURRENCY) || CONCURRENCY;
const stream = run({ files: process.argv.slice(2), concurrency, timeout: FILE_TIMEOUT_MS });
const hung = new Set();
let failed = false;
stream.on('test:fail', (data) => {
  if (data.nesting === 0 && data.name === data.file && data.details?.error?.failureType === 'testTimeoutFailure')
    hung.add(data.file);
  else failed = true;
});
const missing = watchUnfinished(stream, hung);
stream.on('end', () => {
  if (failed || missing.length) process.exitCode = 1;
  else if (hung.size && process.env.SITEGEN_TEST_HUNG) {
    writeFileSync(process.env.SITEGEN_TEST_HUNG, [...hung].join('\n'));
    process.exitCode = HUNG_STATUS;
  } else if (hung.size) process.exitCode = 1;
});
stream.compose(spec).pipe(process.stdout);

/**
 * The tests that went missing, which fail the run. A test process reports through its stdout: one whose stdout
 * stopped writing (code that replaced `process.stdout.write` and never put it back) went on and exited 0, and its
 * tests were silently missing from the count. What shows it: a test that started and never passed or failed, or a
 * file that reported no test at all (the runner then passes a stand-in named by the file's path). The tests of a
 * process that `hung` (stopped at the time limit) are not missing: it is named as hung.
 */
function watchUnfinished(tests, hung) {
  const open = new Map();
  const missing = [];
  const key = ({ file, nesting, name }) => `${file}\u0000${nesting}\u0000${name}`;
  const add = (data, n) => open.set(key(data), (open.get(key(data)) ?? 0) + n);
  tests.on('test:start', (data) => add(data, 1));
  for (const event of ['test:pass', 'test:fail']) tests.on(event, (data) => add(data, -1));
  tests.on('test:pass', (data) => {
    if (data.nesting === 0 && data.name === data.file) missing.push(`${data.file} reported no test`);
  });
  tests.on('end', () => {
    for (const [k, n] of open) {
      const [file, , name] = k.split('\u0000');
      if (n > 0 && !hung.has(file)) missing.push(`"${name}" (${file}) started and never reported`);
    }
    for (const line of missing) console.error(`npm test: ${line}: did its process stop writing to stdout?`);
  });
  return missing;
}
