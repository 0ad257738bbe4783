/**
 * `npm test`: the type check, the linter and the formatter's check, and beside them every `test/**\/*.test.ts`
 * through node's test runner, bundled by esbuild first (scripts/test-bundle.mjs), alone or in groups; after the run, what the slowest test processes cost. Browser tests need Chromium at /usr/bin/chromium (see .ci/run).
 * `SITEGEN_TEST_FILTER=foo` runs only the matching test files, without the static checks, for quick loops.
 */
import { spawn } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import path from 'node:path';
import fg from 'fast-glob';
import { INTERRUPT_BUDGET_FLAG } from '../bin/interrupt-budget.mjs';
import { HUNG_STATUS } from './run-tests-status.mjs';
import { scratchBase } from './memory-tmpdir.mjs';
import { bundleTestEntries } from './test-bundle.mjs';
import { groupNames, groupTestFiles } from './test-groups.mjs';
import { machineCpuSeconds, printUsage } from './test-usage.mjs';

const filter = process.env.SITEGEN_TEST_FILTER;

/**
 * The static checks' commands: each `&&` step of `npm run typecheck`, `lint` and `format:check` (package.json
 * stays the one place that says what they are), run side by side rather than one tsc after another.
 */
function checkSteps() {
  const scripts = JSON.parse(readFileSync('package.json', 'utf8')).scripts;
  return ['typecheck', 'lint', 'format:check'].flatMap((script) =>
    scripts[script].split(' && ').map((command) => ({ script, command })),
  );
}

/** Run one step in a shell as npm would (node_modules/.bin on PATH), output captured; resolves with its exit code. */
function check({ script, command }) {
  return new Promise((resolve) => {
    const PATH = [path.resolve('node_modules/.bin'), process.env.PATH].join(path.delimiter);
    const child = spawn(command, { shell: true, stdio: ['ignore', 'pipe', 'pipe'], env: { ...process.env, PATH } });
    let output = '';
    child.stdout.on('data', (chunk) => (output += chunk));
    child.stderr.on('data', (chunk) => (output += chunk));
    child.on('close', (code) => resolve({ script, command, code: code ?? 1, output }));
  });
}

/**
 * Run the static checks side by side and report them: a line when all pass, else each failure's output and the
 * command to look at. Resolves with whether all passed.
 */
async function runChecks() {
  // Each step is single-threaded: side by side on two cores they take about half their summed time, where the three
  // tsc runs of `typecheck` one after another were the longest chain.
  const results = await Promise.all(checkSteps().map(check));
  const failed = results.filter((r) => r.code !== 0);
  if (!failed.length) {
    console.log('typecheck, lint and format:check passed');
    return true;
  }
  for (const r of failed) process.stderr.write(r.output);
  const names = [...new Set(failed.map((r) => `\`npm run ${r.script}\` (${r.command})`))].join(', ');
  console.error(
    `npm test: ${names} failed, so the tests were stopped; fix it (\`npm run format\` rewrites the formatting)`,
  );
  return false;
}

/**
 * Start node's test runner over `entries` (scripts/run-tests.mjs) in a process group of its own, so that `stop`
 * ends it with every test process under it. `done` resolves with its exit status (null when stopped by a signal).
 * @param {string[]} entries
 * @param {Record<string, string>} env added to this process's environment
 */
function startTests(entries, env) {
  // The test processes inherit these flags. Most tests build in-process, where the budget bin/sitegen.mjs gives a
  // build cut a tenth of their CPU, as it does a build's.
  const args = ['--enable-source-maps', INTERRUPT_BUDGET_FLAG, '--import', 'tsx', 'scripts/run-tests.mjs', ...entries];
  const child = spawn(process.execPath, args, {
    stdio: 'inherit',
    env: { ...process.env, ...env },
    detached: true,
  });
  const stop = () => {
    try {
      process.kill(-child.pid, 'SIGTERM');
    } catch {
      // Already gone.
    }
  };
  // Out of the terminal's process group, the tests no longer get its Ctrl+C: pass it on.
  for (const signal of ['SIGINT', 'SIGTERM']) process.on(signal, stop);
  const done = new Promise((resolve) => child.on('close', (code) => resolve(code)));
  return { done, stop };
}

/**
 * A run whose only failures are test processes that hung (scripts/run-tests.mjs stops one at its time limit) runs
 * those once more, alone, and its status is theirs; each is named either way, as a hang to look into. Any other
 * status is returned as it is.
 * @param {number | null} status
 */
async function rerunHung(status) {
  if (status !== HUNG_STATUS) return status;
  const hung = readFileSync(hungList, 'utf8').split('\n');
  const shown = hung.map((file) => names.get(file) ?? file).join(', ');
  console.error(`npm test: ${shown} hung, and was stopped; running it once more`);
  const again = await startTests(hung, { ...env, SITEGEN_TEST_HUNG: '' }).done;
  console.error(
    again === 0
      ? `npm test: ${shown} passed when run again; its hang is still one to find`
      : `npm test: ${shown} failed when run again`,
  );
  return again;
}

/**
 * The files that take longest, in the order they start (measured CPU seconds of a file run alone, 2 cores). Started
 * first, they run beside the many short files instead of one of them starting last and running alone at the end.
 * The audits of the real site share one build (test/helpers/shared-build.ts): files with builds of their own go
 * between the first audit and the others, so those do not sit waiting for the first one's build. The rest follow by
 * name.
 */
const SLOW_FIRST = [
  // The accessibility audit in two processes, each with its own browser (test/audit/accessibility.ts); the first
  // builds the English site the audits share, the second waits for it after the files with builds of their own.
  'test/audit/accessibility-1.test.ts', // 15 s
  'test/audit/navbar-fit.test.ts', // 12 s
  'test/browser/docusaurus-jest-look.test.ts', // 28 s
  // The longest file of a run (21 CPU-s, ~79 s beside the others): started tenth, it ran on alone at the end.
  'test/browser/docusaurus-look.test.ts',
  'test/audit/accessibility-2.test.ts', // 13 s
  // html-validate on one page of every shape; like the audit above, it waits for the shared build.
  'test/audit/html-validity.test.ts', // 7 s
  'test/malformed/malformed-inputs.test.ts', // 24 s
  'test/cli/shared-parse.test.ts', // 16 s
  'test/cli/output-safety.test.ts', // 14 s
  'test/client/navigation.test.ts', // 14 s
  'test/browser/search.test.ts', // 13 s
  'test/browser/pages.test.ts', // 12 s
  'test/browser/islands.test.ts', // 11 s
  'test/site/route-rule.test.ts', // 10 s
  'test/client/leak.test.ts', // 9 s
  'test/cli/cli.test.ts', // 9 s
  'test/client/prefetch.test.ts', // 9 s
  'test/audit/css-budget.test.ts', // 9 s
  'test/check/check-command.test.ts', // 8 s
  'test/cli/deterministic-output.test.ts', // 8 s
  'test/site/spec-routes.test.ts', // 8 s
];
/**
 * Files that need a process of their own besides the slow ones above (which gain little from sharing one and
 * start first). Every other file runs in a group of at most GROUP_SIZE files in one process (scripts/test-groups.mjs).
 */
const OWN_PROCESS = new Set([
  // Tests the process's one Sass thread from its start: another file of a group may have started it already.
  'test/bundle/sass-port.test.ts',
  // Tests what an idle thread does: another file of a group keeps the same thread busy (a run failed so).
  'test/config/await-site-code.test.ts',
]);
const GROUP_SIZE = 12;
const rank = (file) => (SLOW_FIRST.includes(file) ? SLOW_FIRST.indexOf(file) : SLOW_FIRST.length);
const files = (await fg('test/**/*.test.ts', { ignore: ['**/fixtures/**'] }))
  .filter((f) => !filter || f.includes(filter))
  .sort()
  .sort((a, b) => rank(a) - rank(b));
if (!files.length) {
  // With no files, node's test runner would look for tests on its own and run fixtures as tests.
  console.error(`npm test: no test file matches SITEGEN_TEST_FILTER=${filter}`);
  process.exit(1);
}
// Every temp folder the tests make (fixture sites, outputs, browser profiles) lands in one folder that goes away
// with the run, so a test that forgets to clean up, or fails before it can, leaves nothing behind.
// In memory where Linux offers it (scripts/memory-tmpdir.mjs).
const tmp = mkdtempSync(path.join(scratchBase(), 'sitegen-tests-'));
const entries = groupTestFiles({
  files,
  alone: (file) => SLOW_FIRST.includes(file) || OWN_PROCESS.has(file),
  size: GROUP_SIZE,
  dir: path.join(tmp, 'groups'),
});
const bundled = await bundleTestEntries({ entries, outdir: path.join(tmp, 'bundled'), root: process.cwd() }).catch(
  (error) => {
    if (!Array.isArray(error?.errors)) throw error;
    // esbuild has printed each error with its file, line and the code around it.
    console.error('npm test: the test files above do not compile, so no test ran; fix them and run it again');
    rmSync(tmp, { recursive: true, force: true });
    process.exit(1);
  },
);
// The usage table names each process by its group's members or its test file, not by the bundle it ran.
const groups = groupNames(entries);
const names = new Map(
  bundled.map((file, i) => [file, groups.get(entries[i]) ?? path.relative(process.cwd(), entries[i])]),
);
const usage = path.join(tmp, 'usage.jsonl');
const hungList = path.join(tmp, 'hung.txt');
const machineBefore = machineCpuSeconds();
const env = {
  TMPDIR: tmp,
  // Builds that several files read (test/helpers/shared-build.ts) are made once, here.
  SITEGEN_TEST_SHARED: path.join(tmp, 'shared'),
  SITEGEN_TEST_USAGE: usage,
  SITEGEN_TEST_HUNG: hungList,
};
const tests = startTests(bundled, env);
// The static checks run beside the tests rather than before them: the test files leave a core idle much of the
// time (waiting on Chromium, a server, a child process), which the checks fill. A failed check stops the tests.
const checked = filter ? true : await runChecks();
if (!checked) tests.stop();
const status = await rerunHung(await tests.done);
const machineAfter = machineCpuSeconds();
const machine = machineBefore === null || machineAfter === null ? null : machineAfter - machineBefore;
if (status !== null) printUsage({ log: usage, count: 12, names, machine });
// Retried: a test process stopped by a signal may still be ending (Chromium removing its profile) when the runner is gone.
try {
  rmSync(tmp, { recursive: true, force: true, maxRetries: 20 });
} catch (error) {
  // A process of a stopped run still writing there: the folder stays, and the run's result is what counts.
  console.error(`npm test: could not remove ${tmp} (${error.code}); remove it by hand`);
}
process.exit(checked ? (status ?? 1) : 1);
