/**
 * The watcher (src/dev/watch-site.ts) sees a save made before it was ready: the server answers the first page before
 * it starts watching, and over a large site the watcher takes seconds to be ready.
 */
import assert from 'node:assert/strict';
import { mkdir, mkdtemp, rm, utimes, writeFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { test } from 'node:test';
import type { DevSite } from '../../src/dev/dev-site.js';
import type { LiveReload } from '../../src/dev/live-reload.js';
import { watchSite } from '../../src/dev/watch-site.js';
import { silentLogger } from '../../src/logger.js';

test('a file saved after the site was read and before the watcher was ready is applied once it is', async () => {
  const root = await mkdtemp(path.join(os.tmpdir(), 'sitegen-watch-'));
  const docs = path.join(root, 'docs');
  await mkdir(docs);
  const old = path.join(docs, 'old.md');
  const saved = path.join(docs, 'saved.md');
  await writeFile(old, '# Old\n');
  await writeFile(saved, '# Saved\n');
  // Read by the server at `since`; `old.md` last changed before, `saved.md` after.
  const since = Date.now();
  await utimes(old, new Date(since - 60_000), new Date(since - 60_000));
  await utimes(saved, new Date(since + 1_000), new Date(since + 1_000));
  const batches: string[][] = [];
  let applied!: () => void;
  const done = new Promise<void>((resolve) => (applied = resolve));
  const site = {
    apply: async (paths: string[]) => (batches.push(paths), applied(), new Set()),
    watched: async () => [docs],
    current: async () => ({ error: null }),
  } as unknown as DevSite;
  const live = { reload: () => {} } as unknown as LiveReload;
  const watcher = watchSite({ site, live, logger: silentLogger, paths: [docs], root, since });
  try {
    await watcher.ready;
    await Promise.race([done, new Promise((_, reject) => setTimeout(() => reject(new Error('never applied')), 5_000))]);
    assert.deepEqual(batches, [[saved]]);
  } finally {
    await watcher.close();
    await rm(root, { recursive: true, force: true });
  }
});
