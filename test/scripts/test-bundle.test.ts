/**
 * `npm test` bundles the test files, and the group files with their members (scripts/test-bundle.mjs). A bundled module must still see its own
 * `import.meta`: tests read fixtures beside them, sitegen finds its package root and tells source from compiled
 * code by it. A string that names `import.meta.url` (a `define` key, as the config compiler writes) stays a string.
 */
import assert from 'node:assert/strict';
import { spawnSync } from 'node:child_process';
import { mkdir, mkdtemp, readdir, rm, symlink, writeFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { after, test } from 'node:test';
import { pathToFileURL } from 'node:url';

type BundleTestEntries = (options: { entries: string[]; outdir: string; root: string }) => Promise<string[]>;

// The script is plain JavaScript outside the type-checked tree; its export is typed here.
const scriptUrl = pathToFileURL(path.resolve('scripts/test-bundle.mjs')).href;
const { bundleTestEntries } = (await import(scriptUrl)) as { bundleTestEntries: BundleTestEntries };

const dirs: string[] = [];
after(() => Promise.all(dirs.map((d) => rm(d, { recursive: true, force: true }))));

test('a bundled module keeps its own import.meta; a string naming it stays a string', async () => {
  const root = await mkdtemp(path.join(os.tmpdir(), 'sitegen-bundle-'));
  dirs.push(root);
  await mkdir(path.join(root, 'lib'));
  await mkdir(path.join(root, 'node_modules'));
  await writeFile(
    path.join(root, 'lib/where.ts'),
    "export const where = { url: import.meta.url, dirname: import.meta.dirname, filename: import.meta.filename };\nexport const key: string = 'import.meta.url';\n",
  );
  await writeFile(
    path.join(root, 'entry.test.ts'),
    "import { where, key } from './lib/where.js';\nconsole.log(JSON.stringify({ where, key, entry: import.meta.url }));\n",
  );
  const [bundled] = await bundleTestEntries({
    entries: ['entry.test.ts'],
    outdir: path.join(root, 'out'),
    root,
  });
  assert.ok(bundled.startsWith(path.join(root, 'out')), bundled);
  const run = spawnSync(process.execPath, [bundled], { encoding: 'utf8' });
  assert.equal(run.status, 0, run.stderr);
  const lib = path.join(root, 'lib/where.ts');
  assert.deepEqual(JSON.parse(run.stdout), {
    where: { url: pathToFileURL(lib).href, dirname: path.dirname(lib), filename: lib },
    key: 'import.meta.url',
    entry: pathToFileURL(path.join(root, 'entry.test.ts')).href,
  });
});

test('a test file that does not compile stops npm test with its file and line, and leaves no temp folder', async () => {
  const root = await mkdtemp(path.join(os.tmpdir(), 'sitegen-bundle-'));
  dirs.push(root);
  await mkdir(path.join(root, 'test'));
  await mkdir(path.join(root, 'tmp'));
  await symlink(path.resolve('node_modules'), path.join(root, 'node_modules'), 'dir');
  await writeFile(path.join(root, 'test/broken.test.ts'), "import { test } from 'node:test';\nconst a = ;\n");
  const run = spawnSync(process.execPath, [path.resolve('scripts/test.mjs')], {
    cwd: root,
    encoding: 'utf8',
    env: { ...process.env, SITEGEN_TEST_FILTER: 'broken', TMPDIR: path.join(root, 'tmp') },
  });
  assert.equal(run.status, 1);
  assert.match(run.stderr, /test\/broken\.test\.ts:2:10/);
  assert.match(run.stderr, /npm test: the test files above do not compile, so no test ran/);
  assert.deepEqual(await readdir(path.join(root, 'tmp')), []);
});

test("a group file's members are bundled with it: the bundle runs with no TypeScript loader", async () => {
  const root = await mkdtemp(path.join(os.tmpdir(), 'sitegen-bundle-'));
  dirs.push(root);
  await mkdir(path.join(root, 'node_modules'));
  await writeFile(path.join(root, 'a.test.ts'), 'const n: number = 1;\nconsole.log(`a ${n}`);\n');
  await writeFile(path.join(root, 'b.test.ts'), 'const n: number = 2;\nconsole.log(`b ${n}`);\n');
  const { groupTestFiles } = (await import(pathToFileURL(path.resolve('scripts/test-groups.mjs')).href)) as {
    groupTestFiles: (o: { files: string[]; alone: () => boolean; size: number; dir: string }) => string[];
  };
  const [group] = groupTestFiles({
    files: ['a.test.ts', 'b.test.ts'].map((f) => path.join(root, f)),
    alone: () => false,
    size: 8,
    dir: path.join(root, 'groups'),
  });
  const [bundled] = await bundleTestEntries({ entries: [group], outdir: path.join(root, 'out'), root });
  // Plain Node, no tsx: a member left to load at run time would be a .ts file it cannot read. (Without the variable
  // that tells a file it runs under this run's test runner, which would then skip it.)
  const { NODE_TEST_CONTEXT: _, ...env } = process.env;
  const run = spawnSync(process.execPath, ['--test', '--test-reporter=tap', bundled], { encoding: 'utf8', env });
  assert.equal(run.status, 0, run.stdout + run.stderr);
  // Each member ran (in either order: they load side by side).
  assert.match(run.stdout, /^# a 1$/m);
  assert.match(run.stdout, /^# b 2$/m);
});
