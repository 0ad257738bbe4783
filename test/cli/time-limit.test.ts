/**
 * Code the site supplies runs with a time limit: an endless loop ends the build with an error naming the file,
 * instead of hanging it (and CI) forever.
 */
import assert from 'node:assert/strict';
import { spawnSync } from 'node:child_process';
import { createRequire } from 'node:module';
import { readFileSync, writeFileSync } from 'node:fs';
import { rm } from 'node:fs/promises';
import path from 'node:path';
import { after, test } from 'node:test';
import { runCommonJs } from '../../src/config/run-site-code.js';
import { SitegenError } from '../../src/errors.js';
import { writeFixture } from '../helpers/fixture-site.js';

const roots: string[] = [];
after(() => Promise.all(roots.map((r) => rm(r, { recursive: true, force: true }))));

test('a sidebars file with an endless loop is stopped, naming the file', () => {
  const started = Date.now();
  assert.throws(
    () =>
      runCommonJs('while (true) {}\nmodule.exports = {};', {
        file: '/site/sidebars.js',
        require: createRequire(import.meta.url),
        timeoutMs: 200,
      }),
    (e: unknown) => {
      assert.ok(e instanceof SitegenError);
      assert.match(e.message, /\/site\/sidebars\.js still ran after 0\.2 s and was stopped/);
      assert.equal(e.location?.file, '/site/sidebars.js');
      assert.match(e.hint ?? '', /endless loop/);
      return true;
    },
  );
  assert.ok(Date.now() - started < 5000);
  assert.deepEqual(
    runCommonJs('module.exports = { docs: [] };', { file: 'x.js', require: createRequire(import.meta.url) }),
    { docs: [] },
  );
});

test('a page module that loops while rendering stops the build with its route and file; the output stays', async () => {
  const root = await writeFixture({
    'content/docs/a.md': '# A\n',
    'content/pages/loop.tsx': 'export default function Loop() { return null; }\n',
  });
  roots.push(root);
  const bin = path.resolve('bin/sitegen.mjs');
  const run = () =>
    spawnSync(process.execPath, [bin, 'build', '--root', root, '--workers', '2', '--time-limit', '2'], {
      encoding: 'utf8',
      env: { ...process.env, CI: '1' },
      timeout: 120_000,
    });
  assert.equal(run().status, 0);
  const before = readFileSync(path.join(root, 'build/loop/index.html'), 'utf8');
  writeFileSync(path.join(root, 'content/pages/loop.tsx'), 'export default function Loop() { for (;;) {} }\n');
  const r = run();
  assert.equal(r.status, 1, r.stderr);
  assert.match(r.stderr, /error rendering \/loop still ran after 2 s and was stopped/);
  assert.match(r.stderr, /at content\/pages\/loop\.tsx|at .*content\/pages\/loop\.tsx/);
  assert.match(r.stderr, /fix: look for an endless loop/);
  assert.equal(readFileSync(path.join(root, 'build/loop/index.html'), 'utf8'), before);
});

test('rendering on the build thread, a page that loops is named, not the page its run of pages began with', async () => {
  const root = await writeFixture({
    'content/docs/a.md': '# A\n',
    'content/docs/b.md': '# B\n',
    'content/pages/loop.tsx': 'export default function Loop() { for (;;) {} }\n',
  });
  roots.push(root);
  const bin = path.resolve('bin/sitegen.mjs');
  const started = Date.now();
  const r = spawnSync(process.execPath, [bin, 'build', '--root', root, '--workers', '1', '--time-limit', '1'], {
    encoding: 'utf8',
    env: { ...process.env, CI: '1' },
    timeout: 120_000,
  });
  assert.equal(r.status, 1, r.stderr);
  assert.match(r.stderr, /error rendering \/loop still ran after 1 s and was stopped/);
  assert.match(r.stderr, /content\/pages\/loop\.tsx/);
  assert.ok(Date.now() - started < 60_000);
});
