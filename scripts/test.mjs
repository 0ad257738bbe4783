/**
 * `npm test`: every `test/**\/*.test.ts` through node's test runner, TypeScript loaded by tsx.
 * Browser tests need Chromium at /usr/bin/chromium (see .ci/run); `SITEGEN_TEST_FILTER=foo` runs matching files.
 */
import { spawnSync } from 'node:child_process';
import fg from 'fast-glob';

const filter = process.env.SITEGEN_TEST_FILTER;
const files = (await fg('test/**/*.test.ts', { ignore: ['**/fixtures/**'] })).filter((f) => !filter || f.includes(filter)).sort();
const result = spawnSync(process.execPath, ['--import', 'tsx', '--test', '--test-concurrency=2', '--test-reporter=spec', ...files], { stdio: 'inherit' });
process.exit(result.status ?? 1);
