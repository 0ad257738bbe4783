/**
 * `npm test`: the type check, the linter and the formatter's check, then every `test/**\/*.test.ts` through node's
 * test runner, TypeScript loaded by tsx. Browser tests need Chromium at /usr/bin/chromium (see .ci/run).
 * `SITEGEN_TEST_FILTER=foo` runs only the matching test files, without the static checks, for quick loops.
 */
import { spawn, spawnSync } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import fg from 'fast-glob';

const filter = process.env.SITEGEN_TEST_FILTER;
const npm = process.platform === 'win32' ? 'npm.cmd' : 'npm';

/** Run `npm run <script>` with its output captured; resolves with its exit code and output. */
function check(script) {
  return new Promise((resolve) => {
    const child = spawn(npm, ['run', '--silent', script], { stdio: ['ignore', 'pipe', 'pipe'] });
    let output = '';
    child.stdout.on('data', (chunk) => (output += chunk));
    child.stderr.on('data', (chunk) => (output += chunk));
    child.on('close', (code) => resolve({ script, code: code ?? 1, output }));
  });
}

if (!filter) {
  // Each check is single-threaded: side by side they take the time of the slowest one.
  const results = await Promise.all(['typecheck', 'lint', 'format:check'].map(check));
  const failed = results.filter((r) => r.code !== 0);
  for (const r of failed) process.stderr.write(r.output);
  if (failed.length) {
    const names = failed.map((r) => `\`npm run ${r.script}\``).join(', ');
    console.error(`npm test: ${names} failed; fix it (\`npm run format\` rewrites the formatting)`);
    process.exit(failed[0].code);
  }
  console.log('typecheck, lint and format:check passed');
}
const files = (await fg('test/**/*.test.ts', { ignore: ['**/fixtures/**'] }))
  .filter((f) => !filter || f.includes(filter))
  .sort();
if (!files.length) {
  // With no files, node's test runner would look for tests on its own and run fixtures as tests.
  console.error(`npm test: no test file matches SITEGEN_TEST_FILTER=${filter}`);
  process.exit(1);
}
// Every temp folder the tests make (fixture sites, outputs, browser profiles) lands in one folder that goes away
// with the run, so a test that forgets to clean up, or fails before it can, leaves nothing behind.
const tmp = mkdtempSync(path.join(os.tmpdir(), 'sitegen-tests-'));
const result = spawnSync(
  process.execPath,
  ['--import', 'tsx', '--test', '--test-concurrency=2', '--test-reporter=spec', ...files],
  // SITEGEN_TEST_SHARED: builds that several files read (test/helpers/shared-build.ts) are made once, here.
  { stdio: 'inherit', env: { ...process.env, TMPDIR: tmp, SITEGEN_TEST_SHARED: path.join(tmp, 'shared') } },
);
rmSync(tmp, { recursive: true, force: true });
process.exit(result.status ?? 1);
