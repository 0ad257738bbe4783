/**
 * The shared React file of a site with islands is kept beside sitegen's compiled code (src/bundle/react-chunk-store.ts)
 * and reused by later builds, `--no-cache` ones too, while the files it was made from have the same bytes; an entry
 * whose files differ is made again.
 */
import assert from 'node:assert/strict';
import { spawnSync } from 'node:child_process';
import { readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { rm } from 'node:fs/promises';
import path from 'node:path';
import { test } from 'node:test';
import { ISLAND_FILES } from '../helpers/island-fixture.js';
import { writeFixture } from '../helpers/fixture-site.js';

const BIN = path.resolve('bin/sitegen.mjs');
const STORE = path.resolve('.sitegen/dist/react-min.json');

/** Build `root` into `out` (no build cache) and return the React file's name and content. */
function buildReact(root: string, out: string): { name: string; content: string } {
  const run = spawnSync(process.execPath, [BIN, 'build', '--root', root, '--out', out, '--no-cache'], {
    encoding: 'utf8',
    env: { ...process.env, CI: '1' },
  });
  assert.equal(run.status, 0, run.stderr);
  const assets = path.join(root, out, 'assets');
  const name = readdirSync(assets).find((n) => /^react\.\w+\.js$/.test(n));
  assert.ok(name, 'the site has islands: React is one file');
  return { name, content: readFileSync(path.join(assets, name), 'utf8') };
}

test('the React file is kept for later builds, used while its files are unchanged, and made again when not', async () => {
  spawnSync(process.execPath, [BIN, '--version']);
  const root = await writeFixture(ISLAND_FILES);
  try {
    rmSync(STORE, { force: true });
    const first = buildReact(root, 'first');
    const entry = JSON.parse(readFileSync(STORE, 'utf8'));
    assert.equal(entry.chunk.name, first.name);
    assert.ok(Object.keys(entry.inputs).some((f) => f.endsWith(path.join('react-dom', 'client.js'))));

    // Used, not made again, by a build that does not read the build cache: a kept entry marked by a comment gives
    // the marked file. Other test files build at the same time, and one that began before the store was filled
    // writes its own entry when it ends: then the mark is gone from the store, and the check runs again.
    const marked = { ...entry, chunk: { ...entry.chunk, content: `${entry.chunk.content}/* kept */` } };
    let used = false;
    for (let attempt = 0; attempt < 5 && !used; attempt++) {
      writeFileSync(STORE, JSON.stringify(marked));
      const second = buildReact(root, `second-${attempt}`);
      const replaced = !readFileSync(STORE, 'utf8').includes('/* kept */');
      if (replaced && !second.content.endsWith('/* kept */')) continue;
      assert.equal(second.name, first.name);
      assert.ok(second.content.endsWith('/* kept */'), 'the kept entry was used');
      used = true;
    }
    assert.ok(used, 'the kept entry was used');
    writeFileSync(STORE, JSON.stringify(entry));

    // One of its files changed since: made again, the same as the first build made it.
    const input = Object.keys(entry.inputs)[0];
    writeFileSync(STORE, JSON.stringify({ ...entry, inputs: { ...entry.inputs, [input]: 'another digest' } }));
    assert.deepEqual(buildReact(root, 'third'), first);
    assert.deepEqual(JSON.parse(readFileSync(STORE, 'utf8')), entry);
  } finally {
    await rm(root, { recursive: true, force: true });
  }
});
