/**
 * The compiled sitegen carries the digest of its sources (bin/compile.mjs), where sitegen run from source takes it
 * at start (src/cache/fingerprint.ts): both must be the same digest of the same files, or a cache written by one
 * would be refused by the other, and a compiled sitegen must carry the digest of the sources it was compiled from.
 */
import assert from 'node:assert/strict';
import { spawnSync } from 'node:child_process';
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { test } from 'node:test';
import { sourcesDigest } from '../../src/cache/fingerprint.js';
import { VERSION } from '../../src/version.js';

test('the compiled sitegen carries the digest of its sources that sitegen run from source takes', () => {
  // Any command compiles sitegen when a source is newer than the last compile.
  spawnSync(process.execPath, [path.resolve('bin/sitegen.mjs'), '--version']);
  const compiled = readFileSync(path.resolve('.sitegen/dist/build.cjs'), 'utf8');
  const carried = /const sources = true \? "([0-9a-f]{64})"/.exec(compiled)?.[1];
  assert.ok(carried, 'build.cjs carries a digest');
  assert.equal(carried, sourcesDigest(path.resolve('.'), VERSION));
});
