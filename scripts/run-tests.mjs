/**
 * Node's test runner over the files named on the command line, in that order (`node --test` would sort them by
 * name; scripts/test.mjs starts the slowest first). Run as `node --import tsx scripts/run-tests.mjs <files>`: each
 * file's process inherits `--import tsx`. Prints the spec report; exits 1 when a test or a file fails.
 */
import { run } from 'node:test';
import { spec } from 'node:test/reporters';

const stream = run({ files: process.argv.slice(2), concurrency: 2 });
stream.on('test:fail', () => (process.exitCode = 1));
stream.compose(spec).pipe(process.stdout);
