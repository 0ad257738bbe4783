/**
 * The diagram chunk's copies of mermaid are kept in the build cache (src/cache/kept-files.ts): a warm build copies
 * them from there, which for an unchanged file is a link to the previous output's, not 3 MB read, rewritten and
 * written again; a kept file changed in the cache is derived again; the output equals a build without the cache.
 */
import assert from 'node:assert/strict';
import { createHash } from 'node:crypto';
import { readdirSync, readFileSync, statSync, writeFileSync } from 'node:fs';
import { rm } from 'node:fs/promises';
import path from 'node:path';
import { after, test } from 'node:test';
import { build } from '../../src/commands/build.js';
import type { Logger } from '../../src/logger.js';
import { FileSystemWriter } from '../../src/output/writer.js';
import { configSource, writeFixture } from '../helpers/fixture-site.js';

const temps: string[] = [];
after(() => Promise.all(temps.map((r) => rm(r, { recursive: true, force: true }))));

const logger: Logger = { info() {}, warn() {}, error() {}, progress() {} };

/** Every file below `dir` by its digest. */
function digests(dir: string): Record<string, string> {
  return Object.fromEntries(
    readdirSync(dir, { recursive: true, withFileTypes: true })
      .filter((e) => e.isFile())
      .map((e) => path.join(e.parentPath, e.name))
      .map((f) => [path.relative(dir, f), createHash('sha256').update(readFileSync(f)).digest('hex')]),
  );
}

/** The one file below `dir` whose path ends with `end`. */
function fileEndingWith(dir: string, end: string): string {
  const found = Object.keys(digests(dir)).filter((f) => f.endsWith(end));
  assert.equal(found.length, 1, `one ${end} below ${dir}`);
  return path.join(dir, found[0]);
}

test('a warm build links the kept diagram copies, derives a changed kept file again, and equals a cold build', async () => {
  const root = await writeFixture({
    'site.config.ts': configSource(''),
    'content/sidebars.js': `module.exports = { docs: ['intro'] };`,
    'content/docs/intro.md': '# Intro\n\n```mermaid\ngraph TD; A-->B\n```\n',
  });
  temps.push(root);
  const out = path.join(root, 'out');
  // The old output is removed before a build returns, as the detached removal does later.
  const removeNow = (dir: string) => rm(dir, { recursive: true, force: true });
  const buildTo = (dir: string, cache: boolean) =>
    build({ root, logger, writer: new FileSystemWriter(dir, removeNow), workers: 0, minify: false, cache });
  await buildTo(out, true);
  const entry = fileEndingWith(out, 'mermaid.esm.min.js');
  const first = statSync(entry).ino;
  writeFileSync(path.join(root, 'content/docs/intro.md'), '# Intro\n\nEdited.\n\n```mermaid\ngraph TD; A-->B\n```\n');
  await buildTo(out, true);
  assert.equal(statSync(entry).ino, first, 'the unchanged copy is the previous output file');
  const cold = path.join(root, 'cold');
  await buildTo(cold, false);
  assert.deepEqual(digests(out), digests(cold));

  const kept = fileEndingWith(path.join(root, 'node_modules/.cache/sitegen/kept'), 'mermaid.esm.min.js');
  writeFileSync(kept, 'damaged');
  await buildTo(out, true);
  assert.notEqual(readFileSync(kept, 'utf8'), 'damaged', 'the kept file is derived again');
  assert.deepEqual(digests(out), digests(cold));
});
