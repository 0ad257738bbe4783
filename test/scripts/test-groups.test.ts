/**
 * `npm test` runs short test files several to a process (scripts/test-groups.mjs). Grouped, a file must keep what
 * it had in a process of its own: its top-level hooks run around its own tests only, a failure is reported under
 * its path and fails the run, and a file that throws while loading fails the run too.
 */
import assert from 'node:assert/strict';
import { spawnSync } from 'node:child_process';
import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { after, test } from 'node:test';
import { browserUnavailable } from '../helpers/browser.js';
import { pathToFileURL } from 'node:url';

type GroupTestFiles = (options: {
  files: string[];
  alone: (file: string) => boolean;
  size: number;
  dir: string;
}) => string[];

// The script is plain JavaScript outside the type-checked tree; its exports are typed here.
const scriptUrl = pathToFileURL(path.resolve('scripts/test-groups.mjs')).href;
const { groupTestFiles, groupNames } = (await import(scriptUrl)) as {
  groupTestFiles: GroupTestFiles;
  groupNames: (entries: string[]) => Map<string, string>;
};

const dirs: string[] = [];
after(() => Promise.all(dirs.map((d) => rm(d, { recursive: true, force: true }))));

/** Write test files (plain JavaScript, so no loader is needed) into a fresh folder; returns their paths. */
async function writeTests(files: Record<string, string>): Promise<{ dir: string; paths: string[] }> {
  const dir = await mkdtemp(path.join(os.tmpdir(), 'sitegen-groups-'));
  dirs.push(dir);
  const paths = [];
  for (const [name, source] of Object.entries(files)) {
    await writeFile(path.join(dir, name), `import assert from 'node:assert/strict';\n${source}`);
    paths.push(path.join(dir, name));
  }
  return { dir, paths };
}

/**
 * Run node's test runner on `entry` with the TAP reporter (and `loader`, for files that import TypeScript); returns
 * its exit status and report.
 */
function runEntry(entry: string, loader: string[] = []): { status: number | null; report: string } {
  // Without the variable that tells a file it runs under this test run's runner, which would then skip it.
  const { NODE_TEST_CONTEXT: _, ...env } = process.env;
  const result = spawnSync(process.execPath, [...loader, '--test', '--test-reporter=tap', entry], {
    encoding: 'utf8',
    env,
    // A Chromium left running would keep the group's process alive.
    timeout: 60_000,
  });
  return { status: result.status, report: result.stdout + result.stderr };
}

test('grouped files keep their own top-level hooks, and their tests are reported under their paths', async () => {
  const { dir, paths } = await writeTests({
    'a.test.mjs': `import { before, beforeEach, test } from 'node:test';
let ready = false;
globalThis.aEach = 0;
before(() => { ready = true; });
beforeEach(() => { globalThis.aEach++; });
test('a sees its before hook', () => assert.ok(ready));
test('a counts its own beforeEach', () => assert.equal(globalThis.aEach, 2));`,
    'b.test.mjs': `import { before, test } from 'node:test';
let own = 0;
before(() => { own++; });
test("b's tests do not run a's beforeEach", () => assert.equal(globalThis.aEach, 2));
test('b ran its own before hook once', () => assert.equal(own, 1));`,
  });
  const entries = groupTestFiles({ files: paths, alone: () => false, size: 8, dir: path.join(dir, 'groups') });
  assert.equal(entries.length, 1, 'two files make one group');
  const { status, report } = runEntry(entries[0]);
  assert.equal(status, 0, report);
  for (const file of paths) assert.ok(report.includes(`# Subtest: ${file}`), `no suite named ${file}:\n${report}`);
  assert.match(report, /# pass 4\n/, report);
});

test('a failing test or a file that throws while loading fails the group, named by its path', async () => {
  const { dir, paths } = await writeTests({
    'ok.test.mjs': `import { test } from 'node:test';\ntest('passes', () => {});`,
    'fails.test.mjs': `import { test } from 'node:test';\ntest('fails', () => assert.equal(1, 2));`,
    'throws.test.mjs': `import { test } from 'node:test';\nthrow new Error('broken file');`,
  });
  const [entry] = groupTestFiles({ files: paths, alone: () => false, size: 8, dir: path.join(dir, 'groups') });
  const { status, report } = runEntry(entry);
  assert.equal(status, 1, report);
  assert.ok(report.includes(`not ok 2 - ${paths[1]}`), report);
  assert.match(report, /broken file/, report);
  assert.ok(report.includes(`not ok 3 - ${paths[2]}`), report);
});

test('files run alone stay themselves and come first; a group holds at most `size` files', async () => {
  const names = Object.fromEntries(['a', 'b', 'c', 'd', 'e'].map((n) => [`${n}.test.mjs`, '']));
  const { dir, paths } = await writeTests(names);
  const entries = groupTestFiles({
    files: paths,
    alone: (file) => file === paths[2],
    size: 2,
    dir: path.join(dir, 'groups'),
  });
  assert.equal(entries[0], paths[2]);
  assert.equal(entries.length, 3, 'the other four files in two groups of two');
});

test('the usage table names a group by its first and last files; a file of its own keeps its path', async () => {
  const names = Object.fromEntries(['a', 'b', 'c', 'd'].map((n) => [`${n}.test.mjs`, '']));
  const { dir, paths } = await writeTests(names);
  const entries = groupTestFiles({
    files: paths,
    alone: (f) => f === paths[0],
    size: 3,
    dir: path.join(dir, 'groups'),
  });
  const named = groupNames(entries);
  assert.equal(named.size, 1, 'only the group file is renamed');
  assert.equal(named.get(entries[1]), `group-01 (3 files: ${paths[1]} … ${paths[3]})`);
});

test(
  "a group's files share one Chromium: a file's close() closes its pages, the group closes the browser after its last file",
  { skip: browserUnavailable() ?? false },
  async () => {
    const helper = JSON.stringify(pathToFileURL(path.resolve('test/helpers/browser.ts')).href);
    const slot = "globalThis[Symbol.for('sitegen.test.sharedBrowser')]";
    const { dir, paths } = await writeTests({
      'a.test.mjs': `import { test } from 'node:test';
import { launchBrowser } from ${helper};
test('a opens a page and closes its browser', async () => {
  const browser = await launchBrowser();
  await (await browser.newPage()).setContent('<p>a</p>');
  await browser.close();
  const shared = await ${slot}.browser;
  assert.ok(shared.isConnected(), 'the shared browser is still open');
  assert.equal(shared.contexts().length, 0, "a's page was closed");
  globalThis.first = shared;
});`,
      'b.test.mjs': `import { test } from 'node:test';
import { launchBrowser } from ${helper};
test('b gets the same browser', async () => {
  const browser = await launchBrowser();
  assert.equal(await ${slot}.browser, globalThis.first);
  assert.equal(await (await browser.newPage()).evaluate(() => 1 + 1), 2);
  await browser.close();
});`,
    });
    const [entry] = groupTestFiles({ files: paths, alone: () => false, size: 8, dir: path.join(dir, 'groups') });
    const { status, report } = runEntry(entry, ['--import', 'tsx']);
    assert.equal(status, 0, report);
    assert.match(report, /# pass 2\n/, report);
  },
);
