/**
 * Site code runs with a time limit that V8 enforces by stopping whatever runs, an esbuild call made for the site
 * (a Markdown file's import, bundled while its components render) included. esbuild's synchronous calls wait
 * for their answer on a shared channel; a call stopped mid-wait leaves its answer there, and every later call
 * would read the answer before its own. The calls after a stopped one still work.
 */
import assert from 'node:assert/strict';
import { execFileSync } from 'node:child_process';
import { test } from 'node:test';
import { PACKAGE_ROOT } from '../../src/package-root.js';

/**
 * A new process whose first esbuild call (the one that starts esbuild) is stopped after `ms`, then calls again.
 * The package is loaded before the limit starts: a limit that lands while that call makes esbuild's thread aborts
 * the process in Node itself (a fatal error in Worker's constructor), which loading the package during the limit
 * pushed into the limits tried on a slow machine.
 */
const SCRIPT = `
import 'esbuild';
import { runSiteCode } from './src/config/run-site-code.js';
import * as esbuild from './src/lazy-esbuild.js';
const ms = Number(process.argv.at(-1));
let stopped = false;
try {
  runSiteCode(() => esbuild.transformSync('let b = 2', {}), { file: 'slow.js', timeoutMs: ms });
} catch (error) {
  stopped = /still ran after/.test(error.message);
}
const after = [1, 2].map((n) => esbuild.transformSync('let a = ' + n, {}).code);
console.log(JSON.stringify({ stopped, after }));
// A first call stopped while esbuild made its thread leaves that thread behind (render-body.ts starts the service
// before any time limit for that reason): this process would not exit on its own.
process.exit(0);
`;

test('esbuild calls after one stopped by the time limit still get their own answers', () => {
  // The first call spends its first milliseconds starting esbuild, then waits: limits across that span stop it
  // before, and while, it waits for its answer.
  let stops = 0;
  for (const ms of [10, 25, 40, 60, 90, 140]) {
    const out = execFileSync(
      process.execPath,
      ['--import', 'tsx', '--input-type=module', '-e', SCRIPT, '--', String(ms)],
      {
        cwd: PACKAGE_ROOT,
        encoding: 'utf8',
      },
    );
    const { stopped, after } = JSON.parse(out) as { stopped: boolean; after: string[] };
    if (stopped) stops++;
    assert.deepEqual(after, ['let a = 1;\n', 'let a = 2;\n'], `stopped after ${ms} ms`);
  }
  // Starting esbuild takes longer than the shortest limits, whatever the machine: some calls were stopped.
  assert.ok(stops > 0, "no call was stopped: the limits did not reach into esbuild's start");
});
