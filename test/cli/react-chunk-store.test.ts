/**
 * The shared React file of a site with islands is kept beside sitegen's compiled code (src/bundle/react-chunk-store.ts)
 * and reused by later builds, `--no-cache` ones too, while the files it was made from have the same bytes; an entry
 * whose files differ is made again.
 */
import assert from 'node:assert/strict';
import { spawnSync } from 'node:child_process';
import { readdirSync, readFileSync, rmSync, statSync, utimesSync, writeFileSync } from 'node:fs';
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

    // Used, not made again, by a build that does not read the build cache: a build that makes the file writes the
    // store, one that uses it leaves the store as it is, dated as it was. (Marking the kept file's content instead
    // would hand the mark to every other test building at the same time.) Another test file's build that began
    // before the store was filled writes it when it ends: then the check runs again.
    const past = new Date('2001-01-01T00:00:00Z');
    let used = false;
    for (let attempt = 0; attempt < 5 && !used; attempt++) {
      utimesSync(STORE, past, past);
      const second = buildReact(root, `second-${attempt}`);
      if (statSync(STORE).mtimeMs !== past.getTime()) continue;
      assert.deepEqual(second, first, 'the kept file, as it was made');
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
