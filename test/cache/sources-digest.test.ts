/**
 * The digest of sitegen's sources in every cache's scope: a compiled sitegen carries the digest its compile computed
 * (bin/compile.mjs) instead of reading its sources at each start; it must be the one the sources give run from
 * source, so both share their caches, and it must follow every byte and name of the sources.
 */
import assert from 'node:assert/strict';
import { spawnSync } from 'node:child_process';
import { readdirSync, readFileSync } from 'node:fs';
import { mkdtemp, mkdir, rename, rm, writeFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { test } from 'node:test';
import { sourcesDigest } from '../../src/cache/sources-digest.mjs';

test('the compiled sitegen carries the digest of the sources it was compiled from', () => {
  // Any command compiles sitegen when its sources are newer than the compiled files.
  spawnSync(process.execPath, [path.resolve('bin/sitegen.mjs'), '--version']);
  const dist = path.resolve('.sitegen/dist');
  const expected = sourcesDigest(path.resolve('.'));
  const compiled = readdirSync(dist).filter((f) => /\.(mjs|cjs)$/.test(f));
  const carrying = compiled.filter((f) => readFileSync(path.join(dist, f), 'utf8').includes(`"${expected}"`));
  assert.ok(carrying.includes('dev.cjs'), 'the dev bundle');
  assert.ok(carrying.includes('build.cjs'), 'the build bundle');
  assert.ok(carrying.length >= 2, 'and the CLI chunk holding the fingerprint');
});

test('the digest follows the bytes and the names of the sources', async () => {
  const root = await mkdtemp(path.join(os.tmpdir(), 'sitegen-digest-'));
  try {
    await mkdir(path.join(root, 'src/cache'), { recursive: true });
    await mkdir(path.join(root, 'templates'), { recursive: true });
    await writeFile(path.join(root, 'src/cache/a.ts'), 'export const a = 1;\n');
    await writeFile(path.join(root, 'templates/page.tsx'), 'export default 1;\n');
    const first = sourcesDigest(root);
    assert.equal(sourcesDigest(root), first, 'the same files give the same digest');
    await writeFile(path.join(root, 'src/cache/a.ts'), 'export const a = 2;\n');
    const edited = sourcesDigest(root);
    assert.notEqual(edited, first, 'an edited file');
    await rename(path.join(root, 'src/cache/a.ts'), path.join(root, 'src/cache/b.ts'));
    const renamed = sourcesDigest(root);
    assert.notEqual(renamed, edited, 'a renamed file');
    await writeFile(path.join(root, 'README.md'), 'not a source\n');
    assert.equal(sourcesDigest(root), renamed, 'a file outside src/ and templates/ is not a source');
  } finally {
    await rm(root, { recursive: true, force: true });
  }
});
