/**
 * `npm test`: the type check, the linter and the formatter's check, then every `test/**\/*.test.ts` through node's
 * test runner, TypeScript loaded by tsx. Browser tests need Chromium at /usr/bin/chromium (see .ci/run).
 * `SITEGEN_TEST_FILTER=foo` runs only the matching test files, without the static checks, for quick loops.
 */
import { spawnSync } from 'node:child_process';
import fg from 'fast-glob';

const filter = process.env.SITEGEN_TEST_FILTER;
const npm = process.platform === 'win32' ? 'npm.cmd' : 'npm';
if (!filter) {
  for (const script of ['typecheck', 'lint', 'format:check']) {
    const step = spawnSync(npm, ['run', '--silent', script], { stdio: 'inherit' });
    if (step.status !== 0) {
      console.error(`npm test: \`npm run ${script}\` failed; fix it (\`npm run format\` rewrites the formatting)`);
      process.exit(step.status ?? 1);
    }
  }
}
const files = (await fg('test/**/*.test.ts', { ignore: ['**/fixtures/**'] }))
  .filter((f) => !filter || f.includes(filter))
  .sort();
const result = spawnSync(
  process.execPath,
  ['--import', 'tsx', '--test', '--test-concurrency=2', '--test-reporter=spec', ...files],
  { stdio: 'inherit' },
);
process.exit(result.status ?? 1);
