/**
 * scripts/run-tests.mjs stops a test process that outlives its time limit and names it: alone among the failures,
 * it is listed for scripts/test.mjs to run once more (exit status HUNG_STATUS); beside a failed test, the run fails.
 */
import assert from 'node:assert/strict';
import { spawnSync } from 'node:child_process';
import { mkdtempSync, readFileSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { test } from 'node:test';
import { HUNG_STATUS } from '../../scripts/run-tests-status.mjs';

const dir = mkdtempSync(path.join(os.tmpdir(), 'run-tests-'));
const file = (name: string, body: string) => {
  writeFileSync(path.join(dir, name), `import { test } from 'node:test';\n${body}\n`);
  return path.join(dir, name);
};
const hangs = file('hangs.test.mjs', "test('hangs', () => new Promise(() => setInterval(() => {}, 1000)));");
const passes = file('passes.test.mjs', "test('passes', () => {});");
const fails = file('fails.test.mjs', "test('fails', () => { throw new Error('no'); });");

function runTests(files: string[]) {
  // Not as a test of this file's run: node:test marks the processes it starts (NODE_TEST_CONTEXT).
  const { NODE_TEST_CONTEXT: _context, ...outer } = process.env;
  const hungList = path.join(dir, `hung-${files.length}.txt`);
  const result = spawnSync(process.execPath, ['scripts/run-tests.mjs', ...files], {
    encoding: 'utf8',
    env: { ...outer, SITEGEN_TEST_FILE_TIMEOUT_MS: '2000', SITEGEN_TEST_HUNG: hungList, SITEGEN_TEST_USAGE: '' },
  });
  return { status: result.status, hungList, output: result.stdout + result.stderr };
}

test('a test process that hangs is stopped at the time limit and listed to run again', () => {
  const run = runTests([hangs, passes]);
  assert.equal(run.status, HUNG_STATUS, run.output);
  assert.equal(readFileSync(run.hungList, 'utf8'), hangs);
  assert.doesNotMatch(run.output, /started and never reported/);
});

test('a hang beside a failed test fails the run', () => {
  const run = runTests([hangs, passes, fails]);
  assert.equal(run.status, 1, run.output);
});
