/**
 * The compiled CLI runs `build` from its CommonJS bundle through V8's code cache (src/code-cache.ts), as it runs
 * `dev`: a cache V8 refuses (here: garbage) costs nothing but time and is written anew after the build, and a
 * build through the written cache writes the same files.
 */
import assert from 'node:assert/strict';
import { spawnSync } from 'node:child_process';
import { readdirSync, readFileSync, writeFileSync } from 'node:fs';
import { rm } from 'node:fs/promises';
import path from 'node:path';
import { test } from 'node:test';
import { writeFixture } from '../helpers/fixture-site.js';

const BIN = path.resolve('bin/sitegen.mjs');

function build(root: string, out: string): Record<string, string> {
  const run = spawnSync(
    process.execPath,
    [BIN, 'build', '--root', root, '--out', out, '--no-cache', '--workers', '1'],
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
  // Any command compiles sitegen when needed; the bundle and its cache sit in the compiled folder.
  spawnSync(process.execPath, [BIN, '--version']);
  const cache = path.resolve('.sitegen/dist/build.cjs.cache');
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

test('the bundles run through the code cache call no import(), which Node 20 then fails', () => {
  spawnSync(process.execPath, [BIN, '--version']);
  const source = readFileSync(path.resolve('.sitegen/dist/build.cjs'), 'utf8');
  const calls = source.split('\n').filter((line) => /(^|[^\w$.])import\(/.test(line) && !/^\s*(\/\/|\*)/.test(line));
  assert.deepEqual(calls, [], 'require() it instead (see src/cpu-profile.ts)');
});
