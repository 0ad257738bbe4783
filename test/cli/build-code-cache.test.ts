/**
 * The compiled CLI runs `build` from its CommonJS bundle through V8's code cache (src/code-cache.ts), as it runs
 * `dev`: a cache V8 refuses (here: garbage) costs nothing but time and is written anew after the build, and a
 * build through the written cache writes the same files. Render threads start from their own bundle the same way.
 *
 * The builds run from a copy of the compiled folder: other test files build through `.sitegen/dist` at the same
 * time, and a build whose threads read the garbage written here would write its own cache while these builds run.
 */
import assert from 'node:assert/strict';
import { spawnSync } from 'node:child_process';
import { cpSync, readdirSync, readFileSync, statSync, writeFileSync } from 'node:fs';
import { rm } from 'node:fs/promises';
import path from 'node:path';
import { after, test } from 'node:test';
import { writeFixture } from '../helpers/fixture-site.js';

const BIN = path.resolve('bin/sitegen.mjs');

/** A copy of the compiled folder beside it (same depth: sitegen finds its package folder the same way). */
const DIST = path.resolve(`.sitegen/dist-code-cache-test-${process.pid}`);
/** Runs the copy's CLI as bin/sitegen.mjs runs the compiled one. */
const RUN = path.join(DIST, 'run.mjs');
spawnSync(process.execPath, [BIN, '--version']);
cpSync(path.resolve('.sitegen/dist'), DIST, { recursive: true });
writeFileSync(
  RUN,
  "process.env.NODE_ENV ??= 'production';\nconst { main } = await import('./cli.mjs');\nprocess.exitCode = await main(process.argv);\n",
);
after(() => rm(DIST, { recursive: true, force: true }));

function build(root: string, out: string, workers = 1): Record<string, string> {
  const run = spawnSync(
    process.execPath,
    [RUN, 'build', '--root', root, '--out', out, '--no-cache', '--workers', String(workers)],
    {
      encoding: 'utf8',
      env: { ...process.env, CI: '1' },
    },
  );
  assert.equal(run.status, 0, run.stderr);
  const dir = path.join(root, out);
  const files = readdirSync(dir, { recursive: true, withFileTypes: true }).filter((e) => e.isFile());
  return Object.fromEntries(
    files.map((e) => path.join(e.parentPath, e.name)).map((f) => [path.relative(dir, f), readFileSync(f, 'utf8')]),
  );
}

test('build runs with a code cache V8 refuses, writes a usable one, and builds the same files through it', async () => {
  const cache = path.join(DIST, 'build.cjs.cache');
  const root = await writeFixture({ 'content/docs/intro.md': '---\ntitle: Intro\n---\n\nHello from the CLI.\n' });
  try {
    writeFileSync(cache, 'not a code cache');
    const first = build(root, 'first');
    assert.match(first['docs/intro/index.html'] ?? '', /Hello from the CLI\./);
    assert.ok(readFileSync(cache).length > 100_000, 'the code cache was written after the build');
    assert.deepEqual(build(root, 'second'), first, 'a build through the written cache writes the same files');
  } finally {
    await rm(root, { recursive: true, force: true });
  }
});

test('render threads run through a code cache of their own: one V8 refuses is written anew, and used after', async () => {
  const cache = path.join(DIST, 'render-worker.cjs.cache');
  const root = await writeFixture({
    'content/docs/intro.md': '---\ntitle: Intro\n---\n\nHello from a render thread.\n',
    'content/docs/next.md': '---\ntitle: Next\n---\n\nAnd from the other one.\n',
  });
  try {
    writeFileSync(cache, 'not a code cache');
    const first = build(root, 'first', 2);
    assert.match(first['docs/intro/index.html'] ?? '', /Hello from a render thread\./);
    assert.ok(readFileSync(cache).length > 100_000, 'a render thread wrote the code cache after its pages');
    const written = statSync(cache).mtimeMs;
    assert.deepEqual(build(root, 'second', 2), first, 'threads started through the written cache render the same');
    assert.equal(statSync(cache).mtimeMs, written, 'a cache V8 used is not written again');
  } finally {
    await rm(root, { recursive: true, force: true });
  }
});

test('the bundles run through the code cache call no import(), which Node 20 then fails', () => {
  spawnSync(process.execPath, [BIN, '--version']);
  for (const bundle of ['build.cjs', 'render-worker.cjs', 'bundle-worker.cjs']) {
    const source = readFileSync(path.resolve('.sitegen/dist', bundle), 'utf8');
    const calls = source.split('\n').filter((line) => /(^|[^\w$.])import\(/.test(line) && !/^\s*(\/\/|\*)/.test(line));
    assert.deepEqual(calls, [], `${bundle}: require() it instead (see src/cpu-profile.ts)`);
  }
});

test('a build that fails before it renders exits: the render threads the CLI started ahead of it stop with it', async () => {
  spawnSync(process.execPath, [BIN, '--version']);
  const root = await writeFixture({ 'site.config.ts': 'export default { title: 42 };\n' });
  try {
    const run = spawnSync(process.execPath, [BIN, 'build', '--root', root, '--no-cache', '--workers', '2'], {
      encoding: 'utf8',
      env: { ...process.env, CI: '1' },
      // A thread left waiting for work would keep the process alive until this kills it (status null).
      timeout: 60_000,
    });
    assert.equal(run.status, 1, run.stderr);
    assert.match(run.stderr, /title/);
  } finally {
    await rm(root, { recursive: true, force: true });
  }
});
